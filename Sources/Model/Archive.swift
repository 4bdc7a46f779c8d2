import Basics

/// The whole archive, loaded, validated and cross-linked: what the render stage works from.
public struct Archive: Sendable {
    public var config: SiteConfig
    /// Sorted by slug.
    public var albums: [Album]
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

extension Album {
    package typealias ChronologicalKey = (date: PartialDate?, title: String, slug: String)

    /// What `chronological` compares, to compute once per album when sorting many.
    package static func chronologicalKey(_ album: Album) -> ChronologicalKey {
        // The date the album's year comes from (`displayYear`): the owner's, else the music web's.
        (album.released ?? album.year.flatMap { PartialDate(String(format4: $0)) } ?? album.enrichment.released, album.title, album.slug)
    }

    /// By year (unknown last), then title, then slug: a stable order.
    package static func chronological(_ a: ChronologicalKey, _ b: ChronologicalKey) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (a.title, a.slug) < (b.title, b.slug)
        }
    }
}
