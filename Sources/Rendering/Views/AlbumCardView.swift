import Model

/// `partials/album-card`: an album in a grid of covers.
struct AlbumCardView: TemplateView {
    package let title: String
    package let href: String
    package let artist: String
    let artistHref: String
    /// A credit of several artists, each linked, joined as credited; nil for one artist (`artist`, `artistHref`): a
    /// card is kept for the whole build, once per album and folder depth, so most keep nothing more.
    let creditParts: [AlbumView.CreditLink]?
    package let year: String?
    /// As the owner wrote it ("CD", "Vinyl, LP, Reissue"): with the year, it tells copies and pressings apart.
    package let format: String?
    package let cover: CoverView

    /// "1997 · CD, Album": the line a small tile of the covers wall and the years page shows under the cover.
    var facts: String? {
        let parts = [year, format].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    package static let fields: TemplateFields<Self> = [
        .init("title") { $0.title },
        .init("href") { $0.href },
        .init("artist") { $0.artist },
        .init("artist_href") { $0.artistHref },
        .init("credit") { AlbumView.CreditLine(names: $0.creditParts ?? [AlbumView.CreditLink(name: $0.artist, href: $0.artistHref, join: "")]) },
        .init("year") { $0.year },
        .init("format") { $0.format },
        .init("facts") { $0.facts },
        .init("cover") { $0.cover },
    ]

    /// Covers in a grid's first rows, on the first screen, load at once; the rest when scrolled near.
    static let eagerCount = 12

    init(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool, strings: SiteStrings) {
        title = album.title
        href = links.href(SitePaths.album(album.slug))
        artist = album.artist
        artistHref = links.href(SitePaths.artist(album.artistSlug))
        creditParts = album.hasCreditParts ? AlbumView.CreditLine.album(album, links).names : nil
        year = album.displayYear.map { String($0) }
        format = album.format.flatMap { $0.isEmpty ? nil : $0 }
        cover = CoverView(album, index, links, lazy: lazy, sizes: "(max-width: 700px) 50vw, 200px", strings: strings)
    }
}
