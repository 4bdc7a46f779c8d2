import Model
import Basics

/// `years/index.html`: every album under the year of its first release, years grouped by decade, oldest first
/// (the order of the stats page's decades and of each artist's albums), with jump links to each decade.
/// Each year shows its first few albums as covers and lists the rest compactly, so that the page stays
/// light at ten thousand albums (a card per album made it a 9 MB page).
struct YearsPage: PageKind, TemplateView {
    /// How many albums of one year are shown as covers before the rest are listed: one row of small tiles beside
    /// the year's label at desktop width.
    static let coversPerYear = 8

    struct Decade: TemplateView {
        let decade: Int
        let years: [Year]
        package let strings: SiteStrings
        package static let fields: TemplateFields<Self> = [
            .init("label") { "\($0.decade)s" },
            .init("id") { "decade-\($0.decade)" },
            .init("count") { $0.strings.counted("n_albums", $0.years.reduce(0) { $0 + $1.shelf.count }) },
            .init("years") { $0.years },
        ]
    }

    /// The albums of one year (or the undated ones): covers first, then the compact list.
    package struct Shelf: TemplateView {
        package let count: Int
        let grid: AlbumGridView
        let moreSection: MoreAlbumsView?
        package let strings: SiteStrings
        package static let fields: TemplateFields<Self> = [
            .init("count") { $0.strings.counted("n_albums", $0.count) },
            .embedding { $0.grid },
            .init("more_section") { $0.moreSection },
        ]
    }

    struct Year: TemplateView {
        package let year: Int
        package let shelf: Shelf
        package static let fields: TemplateFields<Self> = [
            .init("year") { String($0.year) },
            .init("id") { "year-\($0.year)" },
            .embedding { $0.shelf },
        ]
    }

    let common: PageCommon
    let decades: [Decade]
    let undated: Shelf?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("decades") { $0.decades },
        .init("undated") { $0.undated },
        .init("empty") { $0.decades.isEmpty && $0.undated == nil },
    ]

    package static let path = "years/index.html"
    static let templates = [TemplateUse("years", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Years", path: path, section: "years")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(path) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let links = site.links(for: path)
        let sorted = site.archive.albums.sorted(byKey: Album.chronologicalKey, Album.chronological)
        var byYear: [(year: Int, albums: [Album])] = []
        var undated: [Album] = []
        for album in sorted {
            guard let year = album.displayYear else {
                undated.append(album)
                continue
            }
            if byYear.last?.year == year { byYear[byYear.count - 1].albums.append(album) } else { byYear.append((year, [album])) }
        }
        // Covers lazy from the 13th on the page, wherever the year breaks fall. Not cached: no other page
        // shows cards at this link depth.
        var position = 0
        func shelf(_ albums: [Album]) -> Shelf {
            let shown = albums.prefix(coversPerYear)
            defer { position += shown.count }
            let grid = AlbumGridView(albums: shown.enumerated().map { offset, album in
                CachedView(AlbumCardView(album, site.index, links, lazy: position + offset >= AlbumCardView.eagerCount, strings: site.strings), shared: false)
            })
            return Shelf(count: albums.count, grid: grid, moreSection: MoreAlbumsView.section(albums.dropFirst(shown.count), links), strings: site.strings)
        }
        var decades: [Decade] = []
        for entry in byYear {
            let year = Year(year: entry.year, shelf: shelf(entry.albums))
            let decade = entry.year / 10 * 10
            if decades.last?.decade == decade {
                decades[decades.count - 1] = Decade(decade: decade, years: decades[decades.count - 1].years + [year], strings: site.strings)
            } else {
                decades.append(Decade(decade: decade, years: [year], strings: site.strings))
            }
        }
        let view = YearsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_years"), description: site.describe("desc_years"), section: "years", links: links),
            decades: decades,
            undated: undated.isEmpty ? nil : shelf(undated))
        return try site.page(path, "years", view)
    }
}
