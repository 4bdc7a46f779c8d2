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
        /// More than the grid shows: the albums index, filtered to the family ("All 412 albums →"); the albums of no
        /// format, which the filter cannot choose, listed.
        let allLink: NamedLink?
        let moreSection: MoreAlbumsView?
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("anchor") { $0.anchor }, .init("count") { $0.count }, .init("count_text") { $0.countText },
            .embedding { $0.grid }, .init("all_link") { $0.allLink }, .init("more_section") { $0.moreSection },
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

    /// `text` for a link's query: letters, digits and `-._~` as they are, every other byte percent-encoded.
    static func queryValue(_ text: String) -> String {
        text.utf8.map { byte in
            let plain = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "-._~".utf8.contains(byte)
            return plain ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
        }.joined()
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
                let isUnknown = family.key == FormatFamilies.key(unknown) && members.allSatisfy { $0.shownFormat == nil }
                let filtered = links.href(SitePaths.albums) + "?format=" + Self.queryValue(family.key)
                return Family(
                    name: family.label, anchor: anchor(family.label), count: members.count,
                    countText: site.strings.counted("n_albums", members.count),
                    grid: site.grid(shown, links),
                    allLink: members.count > shown.count && !isUnknown
                        ? NamedLink(name: site.strings.text("all_albums", ["count": site.strings.number(members.count)]), href: filtered) : nil,
                    moreSection: isUnknown ? MoreAlbumsView.section(members.dropFirst(shown.count), links) : nil)
            }
        let view = FormatsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_formats"), description: site.describe("desc_formats"), section: "stats", links: links),
            statsHref: links.href(SitePaths.stats), families: families)
        return try site.page(path, "formats", view)
    }
}
