/// `partials/album-card`: an album in a grid of covers.
struct AlbumCardView: TemplateView {
    let title: String
    let href: String
    let artist: String
    let artistHref: String
    let year: String?
    let cover: CoverView

    static let fields: [TemplateField<Self>] = [
        .init("title") { $0.title },
        .init("href") { $0.href },
        .init("artist") { $0.artist },
        .init("artist_href") { $0.artistHref },
        .init("year") { $0.year },
        .init("cover") { $0.cover },
    ]

    /// Covers from the 13th on load lazily: the first rows are on the first screen.
    init(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, position: Int = 0) {
        title = album.title
        href = links.href(SitePaths.album(album.slug))
        artist = album.artist
        artistHref = links.href(SitePaths.artist(album.artistSlug))
        year = album.displayYear.map { String($0) }
        cover = CoverView(album, index, links, lazy: position >= 12, sizes: "(max-width: 700px) 50vw, 200px")
    }
}

/// `partials/album-grid`: cards in a grid (on the home, album, artist, tag and years pages).
struct AlbumGridView: TemplateView {
    let albums: [AlbumCardView]
    static let fields: [TemplateField<Self>] = [.init("albums") { $0.albums }]

    init(_ cards: [AlbumCardView]) {
        albums = cards
    }

    /// Cards for `albums` in this order, lazy from the 13th.
    init(_ albums: some Sequence<Album>, _ index: SiteIndex, _ links: SiteLinks) {
        self.albums = albums.enumerated().map { AlbumCardView($1, index, links, position: $0) }
    }
}
