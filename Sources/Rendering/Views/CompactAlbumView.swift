import Model

/// One album as a line of a compact list (title link, artist, year): what a long page lists after its first
/// covers, so that no page grows by a card per album without bound.
struct CompactAlbumView: TemplateView {
    package let title: String
    package let href: String
    package let artist: String
    package let year: String?

    package init(_ album: Album, _ links: SiteLinks) {
        title = album.title
        href = links.href(SitePaths.album(album.slug))
        artist = album.artist
        year = album.displayYear.map { String($0) }
    }

    package static let fields: TemplateFields<Self> = [
        .init("title") { $0.title }, .init("href") { $0.href }, .init("artist") { $0.artist }, .init("year") { $0.year },
    ]
}
