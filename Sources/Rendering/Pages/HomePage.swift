import Model
import Basics

/// `index.html`: the site's title, counts and the most recently acquired albums.
struct HomePage: PageKind, TemplateView {
    /// How many albums the home page shows, most recently acquired first.
    static let albumCount = 60

    struct MoreAlbums: TemplateView {
        package let href: String
        package let count: Int
        /// "All 10,000 albums →", in the site's language.
        package let text: String
        package static let fields: TemplateFields<Self> = [.init("href") { $0.href }, .init("count") { $0.count }, .init("text") { $0.text }]
    }

    let common: PageCommon
    let grid: AlbumGridView
    let albumCount: Int
    let artistCount: Int
    let moreAlbums: MoreAlbums?
    /// "8 albums · 5 artists".
    package let counts: String

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .embedding { $0.grid },
        .init("album_count") { $0.albumCount },
        .init("artist_count") { $0.artistCount },
        .init("more_albums") { $0.moreAlbums },
        .init("counts") { $0.counts },
        .init("empty") { $0.albumCount == 0 },
    ]

    static let templates = [TemplateUse("home", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.home) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.home
        let links = site.links(for: path)
        let archive = site.archive
        let shown = site.index.recentlyAcquired.prefix(albumCount)
        let description = archive.config.description ?? site.describe("desc_home", [
            "albums": site.strings.counted("n_albums", archive.albums.count), "artists": site.strings.counted("n_artists", archive.artists.count),
        ])
        let view = HomePage(
            common: site.common(path: path, title: nil, description: description, section: "home", links: links),
            grid: site.grid(shown, links),
            albumCount: archive.albums.count, artistCount: archive.artists.count,
            moreAlbums: archive.albums.count > shown.count ? MoreAlbums(
                href: links.href(SitePaths.albums), count: archive.albums.count,
                text: site.strings.text("all_albums", ["count": site.strings.number(archive.albums.count)])) : nil,
            counts: site.strings.text("home_counts", [
                "albums": site.strings.counted("n_albums", archive.albums.count), "artists": site.strings.counted("n_artists", archive.artists.count),
            ]))
        return try site.page(path, "home", view)
    }
}
