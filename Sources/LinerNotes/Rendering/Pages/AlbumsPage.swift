/// `albums/index.html`: every album in a table, by artist.
struct AlbumsPage: PageKind, TemplateView {
    struct Row: TemplateView {
        let title: String
        let href: String
        let artist: String
        let artistHref: String
        let year: String?
        let format: String?
        static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("href") { $0.href }, .init("artist") { $0.artist },
            .init("artist_href") { $0.artistHref }, .init("year") { $0.year }, .init("format") { $0.format },
        ]
    }

    let common: PageCommon
    let albums: [Row]

    static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("albums") { $0.albums },
        .init("count") { $0.albums.count },
        .init("empty") { $0.albums.isEmpty },
    ]

    static let reservedNames = ["albums"]
    static let templates = [TemplateUse("albums", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Albums", path: SitePaths.albums, section: "albums")]
    }

    static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.albums) { try render(site) }]
    }

    static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.albums
        let links = site.links(for: path)
        let archive = site.archive
        // By the artist's sort name, then in the artist's order.
        let sorted = archive.albums.sorted(byKey: { album in
            ((site.index.artistsBySlug[album.artistSlug]?.sortName ?? album.artist).lowercased(), Album.chronologicalKey(album))
        }) { a, b in a.0 != b.0 ? a.0 < b.0 : Album.chronological(a.1, b.1) }
        let view = AlbumsPage(
            common: site.common(
                path: path, title: "Albums", description: "All \(archive.albums.count) albums of \(archive.config.title).",
                section: "albums", links: links),
            albums: sorted.map { album in
                Row(
                    title: album.title, href: links.href(SitePaths.album(album.slug)), artist: album.artist,
                    artistHref: links.href(SitePaths.artist(album.artistSlug)), year: album.displayYear.map { String($0) }, format: album.format)
            })
        return try site.page(path, "albums", view)
    }
}
