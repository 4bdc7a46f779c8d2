import Model
import MusicWeb
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

    /// One family as the page and the stats chart show it: `key` nil for the albums of no format (a group of their
    /// own, apart from a format the owner wrote as "Unknown"), and its place on the page, unique on it.
    struct Shelf: Equatable {
        let key: String?
        let label: String
        let count: Int
        let anchor: String
    }

    /// The families of `formats` (an album's shown format, nil for none), most albums first, then by name; each
    /// anchor is its key's slug, numbered when two families' slugs meet ("Blu-ray" and "Blu ray"). The formats page
    /// and the stats page's chart both take them from here, so a bar links to its own family.
    static func shelves(_ formats: [String?], unknown: String) -> [Shelf] {
        var entries = FormatFamilies.count(formats.compactMap { $0 }).map { (key: Optional($0.key), label: $0.label, count: $0.count) }
        let none = formats.count { $0 == nil }
        if none > 0 { entries.append((nil, unknown, none)) }
        entries.sort { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.label.lowercased() != b.label.lowercased() { return a.label.lowercased() < b.label.lowercased() }
            return (a.key ?? "\u{10FFFF}") < (b.key ?? "\u{10FFFF}")
        }
        var taken = Set<String>()
        return entries.map { entry in
            let base = "format-" + (entry.key.map { Tag.slug(for: $0) } ?? "unknown")
            var anchor = base, number = 2
            while taken.contains(anchor) {
                anchor = "\(base)-\(number)"
                number += 1
            }
            taken.insert(anchor)
            return Shelf(key: entry.key, label: entry.label, count: entry.count, anchor: anchor)
        }
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.formats
        let links = site.links(for: path)
        let unknown = site.strings.text("format_unknown")
        // Each family's albums, recently acquired first, as a tag's page lists them.
        let albums = site.index.recentlyAcquired(site.archive.albums.map(\.slug))
        var byKey: [String: [Album]] = [:], none: [Album] = []
        for album in albums {
            if let format = album.shownFormat { byKey[FormatFamilies.key(format), default: []].append(album) } else { none.append(album) }
        }
        let families = shelves(albums.map(\.shownFormat), unknown: unknown).map { family in
            let members = family.key.map { byKey[$0] ?? [] } ?? none
            let shown = members.prefix(gridLimit)
            return Family(
                name: family.label, anchor: family.anchor, count: members.count,
                countText: site.strings.counted("n_albums", members.count),
                grid: site.grid(shown, links),
                // The albums index's filter chooses a family by its key; the albums of no format it cannot choose: listed here.
                allLink: members.count > shown.count ? family.key.map { key in
                    NamedLink(
                        name: site.strings.text("all_albums", ["count": site.strings.number(members.count)]),
                        href: links.href(SitePaths.albums) + "?format=" + QueryString.encode(key))
                } : nil,
                moreSection: family.key == nil ? MoreAlbumsView.section(members.dropFirst(shown.count), links) : nil)
        }
        let view = FormatsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_formats"), description: site.describe("desc_formats"), section: "stats", links: links),
            statsHref: links.href(SitePaths.stats), families: families)
        return try site.page(path, "formats", view)
    }
}
