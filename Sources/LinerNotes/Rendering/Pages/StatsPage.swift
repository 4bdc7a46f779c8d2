import Foundation

/// `stats/index.html`: the collection in numbers and bar charts.
struct StatsPage: PageKind, TemplateView {
    struct Totals: TemplateView {
        let albums: Int
        let artists: Int
        let tracks: Int
        let hours: String
        static let fields: TemplateFields<Self> = [
            .init("albums") { $0.albums }, .init("artists") { $0.artists }, .init("tracks") { $0.tracks }, .init("hours") { $0.hours },
        ]
    }

    let common: PageCommon
    let charts: [StatsChart]
    let totals: Totals

    static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("charts") { $0.charts },
        .init("totals") { $0.totals },
        .init("empty") { $0.totals.albums == 0 },
    ]

    static let reservedNames = ["stats"]
    static let templates = [TemplateUse("stats", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Stats", path: SitePaths.stats, section: "stats")]
    }

    static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.stats) { try render(site) }]
    }

    static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.stats
        let archive = site.archive
        var decades: [Int: Int] = [:]
        var formats: [String: (count: Int, spellings: [String: Int])] = [:]
        var acquired: [Int: Int] = [:]
        for album in archive.albums {
            if let year = album.displayYear { decades[year / 10 * 10, default: 0] += 1 }
            let format = (album.format ?? "Unknown").components(separatedBy: " (")[0].trimmingCharacters(in: .whitespaces)
            formats[format.lowercased(), default: (0, [:])].count += 1
            formats[format.lowercased()]?.spellings[format, default: 0] += 1
            if let year = album.acquired?.year { acquired[year, default: 0] += 1 }
        }
        let tagCounts = archive.tags.map { ($0.name, $0.albumSlugs.count) }.filter { $0.1 > 0 }
            .sorted { ($1.1, $0.0.lowercased()) < ($0.1, $1.0.lowercased()) }.prefix(10)
        let formatRows = formats.values.map { entry in
            (entry.spellings.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "", entry.count)
        }.sorted { ($1.1, $0.0.lowercased()) < ($0.1, $1.0.lowercased()) }
        let charts: [StatsChart] = [
            StatsChart(id: "decades", title: "Albums per decade", rows: decades.keys.sorted().map { ("\($0)s", decades[$0] ?? 0) }),
            StatsChart(id: "formats", title: "Albums per format", rows: formatRows),
            StatsChart(id: "tags", title: "Top tags", rows: Array(tagCounts)),
            StatsChart(id: "acquired", title: "Albums acquired per year", rows: acquired.keys.sorted().map { (String($0), acquired[$0] ?? 0) }),
        ]
        let seconds = archive.albums.reduce(0) { $0 + $1.displayTracks.compactMap(\.length).reduce(0, +) }
        let view = StatsPage(
            common: site.common(
                path: path, title: "Stats", description: "The collection of \(archive.config.title) in numbers and charts.", section: "stats",
                links: site.links(for: path)),
            charts: charts.filter { !$0.rows.isEmpty },
            totals: Totals(
                albums: archive.albums.count, artists: archive.artists.count,
                tracks: archive.albums.reduce(0) { $0 + $1.displayTracks.count }, hours: String(format: "%.1f", Double(seconds) / 3600)))
        return try site.page(path, "stats", view)
    }
}
