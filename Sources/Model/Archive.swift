import Basics
import Engine

/// The whole archive, loaded, validated and cross-linked: what the render stage works from.
public struct Archive: Sendable {
    public var config: SiteConfig
    /// Sorted by slug. Reading the list records a read of it (`ReadLog`): which albums there are, and in what order.
    public var albums: [Album] {
        get {
            ReadLog.record(Read(Self.albumsTable))
            return storedAlbums
        }
        _modify { yield &storedAlbums }
        set { storedAlbums = newValue }
    }
    private var storedAlbums: [Album]
    /// The table of `albums`' read.
    public static let albumsTable = "albums"
    /// The albums without recording a read: for the digest of that read.
    public var albumsUntracked: [Album] { storedAlbums }
    /// Sorted by slug; includes artists that only albums name.
    public var artists: [Artist]
    public var pages: [Page]
    public var playlists: [Playlist]
    /// Sorted by date and time.
    public var concerts: [Concert]
    /// Sorted by slug.
    public var tags: [Tag]
    /// Problems that did not stop the load.
    public var warnings: [Diagnostic]
    /// Audio files that tracks and playlists name (`file:`) and that were not there (absolute paths): their tracks
    /// have no player. The build watches for them to appear.
    public var absentAudioFiles: [String] = []

    public init(
        config: SiteConfig, albums: [Album], artists: [Artist], pages: [Page], playlists: [Playlist] = [], concerts: [Concert] = [],
        tags: [Tag], warnings: [Diagnostic] = []
    ) {
        self.config = config
        self.storedAlbums = albums
        self.artists = artists
        self.pages = pages
        self.playlists = playlists
        self.concerts = concerts
        self.tags = tags
        self.warnings = warnings
    }
}
