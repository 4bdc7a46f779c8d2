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
    /// Sorted by slug; includes artists that only albums name. Reading the list records a read of it.
    public var artists: [Artist] {
        get {
            ReadLog.record(Read(Self.artistsTable))
            return storedArtists
        }
        _modify { yield &storedArtists }
        set { storedArtists = newValue }
    }
    private var storedArtists: [Artist]
    public static let artistsTable = "artists"
    /// The artists without recording a read: for the digest of that read.
    public var artistsUntracked: [Artist] { storedArtists }
    public var pages: [Page]
    public var playlists: [Playlist]
    /// Sorted by date and time.
    public var concerts: [Concert]
    /// Sorted by slug. Reading the list records a read of it.
    public var tags: [Tag] {
        get {
            ReadLog.record(Read(Self.tagsTable))
            return storedTags
        }
        _modify { yield &storedTags }
        set { storedTags = newValue }
    }
    private var storedTags: [Tag]
    public static let tagsTable = "tags"
    /// The tags without recording a read: for the digest of that read.
    public var tagsUntracked: [Tag] { storedTags }
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
        self.storedArtists = artists
        self.pages = pages
        self.playlists = playlists
        self.concerts = concerts
        self.storedTags = tags
        self.warnings = warnings
    }
}
