import Foundation
import Model
import Basics

/// `stats/index.html`: the collection in numbers and bar charts.
struct StatsPage: PageKind, TemplateView {
    struct Totals: TemplateView {
        package let albums: Int
        package let artists: Int
        /// Nil when no album has a track list yet (an import built offline): "0 tracks, 0.0 hours" would be wrong, not
        /// zero.
        package let tracks: Int?
        /// Nil when no track has a length.
        package let hours: String?
        package static let fields: TemplateFields<Self> = [
            .init("albums") { $0.albums }, .init("artists") { $0.artists }, .init("tracks") { $0.tracks }, .init("hours") { $0.hours },
        ]
    }

    /// An artist's studio albums owned against those MusicBrainz lists.
    struct Completeness: TemplateView {
        package let name: String
        package let href: String
        let owned: Int
        package let total: Int
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("href") { $0.href }, .init("owned") { $0.owned }, .init("total") { $0.total },
            .init("percent") { $0.total == 0 ? 0 : ($0.owned * 200 + $0.total) / ($0.total * 2) },
        ]
    }

    /// A studio album missing from one of the most complete artists.
    struct Missing: TemplateView {
        package let title: String
        package let artist: String
        package let year: String?
        package let url: String
        package static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("artist") { $0.artist }, .init("year") { $0.year }, .init("musicbrainz_url") { $0.url },
        ]
    }

    struct Discographies: TemplateView {
        package let complete: [Completeness]
        package let missing: [Missing]
        package static let fields: TemplateFields<Self> = [
            .init("complete") { $0.complete }, .init("missing") { $0.missing }, .init("has_missing") { !$0.missing.isEmpty },
        ]
    }

    let common: PageCommon
    let charts: [StatsChart]
    let totals: Totals
    let discographies: Discographies?
    let plays: PlaysView?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("charts") { $0.charts },
        .init("totals") { $0.totals },
        .init("discographies") { $0.discographies },
        .init("plays") { $0.plays },
        .init("empty") { $0.totals.albums == 0 },
    ]

    static let templates = [TemplateUse("stats", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Stats", path: SitePaths.stats, section: "stats")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.stats) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.stats
        let archive = site.archive
        let strings = site.strings
        var decades: [Int: Int] = [:]
        var acquired: [Int: Int] = [:]
        var ratings: [Int: Int] = [:]
        var trackCount = 0, seconds = 0
        for album in archive.albums {
            if let year = album.displayYear { decades[year / 10 * 10, default: 0] += 1 }
            if let year = album.acquired?.year { acquired[year, default: 0] += 1 }
            if let rating = album.rating { ratings[rating, default: 0] += 1 }
            let tracks = album.displayTracks
            trackCount += tracks.count
            seconds += tracks.reduce(0) { $0 + ($1.length ?? 0) }
        }
        let tagCounts = archive.tags.map { ($0.name, $0.albumSlugs.count) }.filter { $0.1 > 0 }
            .sorted { ($1.1, $0.0.lowercased()) < ($0.1, $1.0.lowercased()) }.prefix(10)
        // The families as the formats page shows them, each bar linking to its own.
        let formatShelves = FormatsPage.shelves(archive.albums.map(\.shownFormat), unknown: strings.text("format_unknown"))
        let formatRows = formatShelves.map { ($0.label, $0.count) }
        let links = site.links(for: path)
        let charts: [StatsChart] = [
            StatsChart(id: "decades", title: strings.text("chart_decades"), rows: decades.keys.sorted().map { ("\($0)s", decades[$0] ?? 0) }),
            StatsChart(
                id: "formats", title: strings.text("chart_formats"), rows: formatRows,
                links: formatShelves.map { links.href(SitePaths.formats) + "#" + $0.anchor }),
            StatsChart(id: "tags", title: strings.text("chart_tags"), rows: Array(tagCounts)),
            StatsChart(id: "acquired", title: strings.text("chart_acquired"), rows: acquired.keys.sorted().map { (String($0), acquired[$0] ?? 0) }),
            StatsChart(id: "ratings", title: strings.text("chart_ratings"), rows: ratings.keys.sorted(by: >).map { (strings.counted("n_stars", $0), ratings[$0] ?? 0) }),
        ]
        let view = StatsPage(
            common: site.common(
                path: path, title: strings.text("nav_stats"), description: site.describe("desc_stats"), section: "stats",
                links: links),
            charts: charts.filter { !$0.rows.isEmpty },
            totals: Totals(
                albums: archive.albums.count, artists: archive.artists.count,
                tracks: trackCount > 0 ? trackCount : nil, hours: seconds > 0 ? String(format: "%.1f", Double(seconds) / 3600) : nil),
            discographies: discographies(site, links), plays: PlaysView(site, links))
        return try site.page(path, "stats", view)
    }

    /// The ten artists whose studio albums the owner has most completely (of those with a discography and at least
    /// one studio album owned), and the studio albums those artists' shelves still miss, oldest first.
    static func discographies(_ site: SiteContext, _ links: SiteLinks) -> Discographies? {
        var ranked: [(artist: Artist, shelf: ArtistShelves.DiscographyShelf)] = []
        for artist in site.archive.artists where artist.enrichment.discography != nil {
            let shelves = ArtistShelves(artist, albums: site.index.albumsByArtist[artist.slug] ?? [])
            if let studio = shelves.studioAlbums, studio.owned > 0 { ranked.append((artist, studio)) }
        }
        guard !ranked.isEmpty else { return nil }
        ranked.sort { a, b in
            let (x, y) = (a.shelf.owned * b.shelf.entries.count, b.shelf.owned * a.shelf.entries.count)
            return (x, a.shelf.owned, b.artist.sortName.lowercased()) > (y, b.shelf.owned, a.artist.sortName.lowercased())
        }
        let top = ranked.prefix(10)
        let missing = top.flatMap { item in
            item.shelf.entries.filter { $0.album == nil }.map { listed in
                Missing(title: listed.entry.title, artist: item.artist.name, year: listed.entry.firstRelease.map { String($0.year) }, url: listed.entry.musicbrainzURL)
            }
        }
        return Discographies(
            complete: top.map { Completeness(name: $0.artist.name, href: links.href(SitePaths.artist($0.artist.slug)), owned: $0.shelf.owned, total: $0.shelf.entries.count) },
            missing: Array(missing.prefix(20)))
    }
}
