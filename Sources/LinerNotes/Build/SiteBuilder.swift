import Foundation

/// The build pipeline: load content → enrich → render → publish.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    public var enrichers: [any ArchiveEnricher]

    public struct Report: Sendable {
        public let pages: Int
        public let files: Int
        public let albums: Int
        public let artists: Int
        public let warnings: [Diagnostic]
        public let seconds: Double
        public let output: URL

        /// The one line printed at the end of a build.
        public var summary: String {
            let time = String(format: "%.2f", seconds)
            return "Built \(pages) pages (\(albums) albums, \(artists) artists, \(files) files) into \(output.path) in \(time) s"
        }
    }

    public init(options: BuildOptions, enrichers: [any ArchiveEnricher] = []) {
        self.options = options
        self.enrichers = enrichers
    }

    /// Loads and validates the archive without writing anything (`linernotes check`).
    public func loadArchive() throws -> Archive {
        var archive = try ArchiveLoader(siteDirectory: options.siteDirectory).load()
        if let cleanURLs = options.cleanURLs { archive.config.cleanURLs = cleanURLs }
        if let allowHTML = options.allowHTML { archive.config.allowHTML = allowHTML }
        return archive
    }

    public func build() async throws -> Report {
        let clock = ContinuousClock()
        let start = clock.now
        var archive = try loadArchive()
        for enricher in enrichers {
            archive = try await enricher.enrich(archive)
        }
        let theme = try Theme.load(overrides: themeOverrides)
        let files = try SiteRenderer(archive: archive, theme: theme).render()
        try SitePublisher(output: options.resolvedOutput).publish(files)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Report(
            pages: files.filter(\.isPage).count, files: files.count, albums: archive.albums.count,
            artists: archive.artists.count, warnings: archive.warnings, seconds: seconds, output: options.resolvedOutput)
    }

    /// The site's own `Templates/`, when it has one.
    var themeOverrides: URL? {
        let url = options.siteDirectory.appending(path: "Templates", directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }
}
