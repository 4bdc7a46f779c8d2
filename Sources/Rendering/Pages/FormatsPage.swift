import Model
import Basics

/// `stats/formats/index.html`: the collection by format — each family ("Vinyl" for "Vinyl (2×LP)" and "vinyl", as the
/// stats chart and the albums index's filter count them) with its albums, the most common family first.
struct FormatsPage: PageKind, TemplateView {
    /// How many albums a family shows as covers before listing the rest.
    static let gridLimit = 24

    package struct Family: TemplateView {
        package let name: String
        let anchor: String
        package let count: Int
        let countText: String
        let grid: AlbumGridView
        let moreSection: MoreAlbumsView?
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("anchor") { $0.anchor }, .init("count") { $0.count }, .init("count_text") { $0.countText },
            .embedding { $0.grid }, .init("more_section") { $0.moreSection },
        ]
    }

    let common: PageCommon
    let statsHref: String
    package let families: [Family]

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("stats_href") { $0.statsHref },
        .init("families") { $0.families },
        .init("empty") { $0.families.isEmpty },
    ]

    static let templates = [TemplateUse("formats", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.formats) { try render(site) }]
    }

    /// A family's place on the page (the stats page's chart links its bars there).
    static func anchor(_ family: String) -> String {
        "format-" + Tag.slug(for: FormatFamilies.key(family))
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.formats
        let links = site.links(for: path)
        let unknown = site.strings.text("format_unknown")
        // Each family's albums, recently acquired first, as a tag's page lists them.
        let albums = site.index.recentlyAcquired(site.archive.albums.map(\.slug))
        var byKey: [String: [Album]] = [:]
        for album in albums { byKey[FormatFamilies.key(album.shownFormat ?? unknown), default: []].append(album) }
        let families = FormatFamilies.count(albums.map { $0.shownFormat ?? unknown })
            .sorted { ($1.count, $0.label.lowercased()) < ($0.count, $1.label.lowercased()) }
            .map { family in
                let members = byKey[family.key] ?? []
                let shown = members.prefix(gridLimit)
                return Family(
                    name: family.label, anchor: anchor(family.label), count: members.count,
                    countText: site.strings.counted("n_albums", members.count),
                    grid: site.grid(shown, links), moreSection: MoreAlbumsView.section(members.dropFirst(shown.count), links))
            }
        let view = FormatsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_formats"), description: site.describe("desc_formats"), section: "stats", links: links),
            statsHref: links.href(SitePaths.stats), families: families)
        return try site.page(path, "formats", view)
    }
}
