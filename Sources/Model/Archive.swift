import Basics
import Engine

/// The whole archive, loaded, validated and cross-linked: what the render stage works from.
public struct Archive: Sendable {
    public var config: SiteConfig
    /// Sorted by slug. Reading the list records a read of it (`ReadLog`): which albums there are, and in what order;
    /// `$albums` reads it without recording, for that read's digest.
    @Recorded(Archive.albumsTable) public var albums: [Album] = []
    public static let albumsTable = "albums"
    /// Sorted by slug; includes artists that only albums name. Reading the list records a read of it.
    @Recorded(Archive.artistsTable) public var artists: [Artist] = []
    public static let artistsTable = "artists"
    /// The free pages. Reading the list records a read of it (only the navigation, made from their titles, is in
    /// what every page reads).
    @Recorded(Archive.pagesTable) public var pages: [Page] = []
    public static let pagesTable = "pages"
    /// The playlists as written (their tracks as resolved are `SiteReads.playlists`). Reading the list records a read.
    @Recorded(Archive.playlistsTable) public var playlists: [Playlist] = []
    public static let playlistsTable = "playlistFiles"
    /// Sorted by date and time. Reading the list records a read of it.
    @Recorded(Archive.concertsTable) public var concerts: [Concert] = []
    public static let concertsTable = "concerts"
    /// Sorted by slug. Reading the list records a read of it.
    @Recorded(Archive.tagsTable) public var tags: [Tag] = []
    public static let tagsTable = "tags"
    /// The records on the owner's wantlist that no album of the archive is (`wantlist: true`), newest wanted first;
    /// nil when the site shows no wantlist (not asked for, or never synced). Reading it records a read of it.
    @Recorded(Archive.wantedTable) public var wanted: [WantedRelease]? = nil
    public static let wantedTable = "wanted"
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
        self.albums = albums
        self.artists = artists
        self.pages = pages
        self.playlists = playlists
        self.concerts = concerts
        self.tags = tags
        self.warnings = warnings
    }
}

extension Archive {
    /// This archive with each of `albums` in the place of the album with its slug (`serve`'s quick rebuild).
    public func replacing(_ albums: [Album]) -> Archive {
        var archive = self
        let positions = Dictionary(archive.$albums.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
        for album in albums {
            if let position = positions[album.slug] { archive.albums[position] = album }
        }
        return archive
    }
}
