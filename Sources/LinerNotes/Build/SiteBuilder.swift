import Foundation

/// The build pipeline: load content → enrich from the cache and the music web → render → publish.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public struct Report: Sendable {
        public let pages: Int
        public let files: Int
        public let albums: Int
        public let artists: Int
        public let warnings: [Diagnostic]
        /// One line per source that failed, with a count.
        public let fetchWarnings: [String]
        /// Requests per source, cache hits, failures.
        public let fetchSummary: String
        public let requests: Int
        public let seconds: Double
        public let output: URL

        /// The one line printed at the end of a build.
        public var summary: String {
            let time = String(format: "%.2f", seconds)
            return "Built \(pages) pages (\(albums) albums, \(artists) artists, \(files) files) into \(output.path) in \(time) s"
        }
    }

    /// `--strict` and data was missing.
    public struct StrictError: Error, CustomStringConvertible {
        public let details: [String]
        public var description: String {
            (details + ["error: --strict: data is missing (above), so nothing was published"]).joined(separator: "\n")
        }
    }

    public init(options: BuildOptions) {
        self.options = options
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
        let theme = try Theme.load(overrides: themeOverrides)

        var notes: [Diagnostic] = []
        let (fetcher, lastfmKey) = makeFetcher(archive.config, notes: &notes)
        let enricher = MusicWebEnricher(
            fetcher: fetcher, lastfmKey: lastfmKey,
            progress: options.progress ?? ProgressReporter(style: .silent, write: { _ in }))
        archive = try await enricher.enrich(archive)
        let stats = fetcher.stats
        let fetchWarnings = await stats.warnings
        if options.strict {
            let missing = await stats.bySource.filter { $0.value.failures > 0 || $0.value.skippedOffline > 0 }
            if !missing.isEmpty {
                let offline = missing.sorted { $0.key < $1.key }.compactMap { source, counts in
                    counts.skippedOffline > 0 ? "error: \(source.displayName): \(counts.skippedOffline) answers are not in the cache (offline)" : nil
                }
                throw StrictError(details: fetchWarnings + offline)
            }
        }

        let files = try SiteRenderer(archive: archive, theme: theme).render()
        if archive.config.baseURL == nil {
            notes.append(Diagnostic(.note, file: "content/site.yml", "no 'base_url', so no Atom feed and no sitemap.xml (both need absolute URLs)"))
        }
        try SitePublisher(output: options.resolvedOutput).publish(files)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Report(
            pages: files.filter(\.isPage).count, files: files.count, albums: archive.albums.count,
            artists: archive.artists.count, warnings: archive.warnings + notes, fetchWarnings: fetchWarnings,
            fetchSummary: await stats.summary, requests: await stats.totalRequests, seconds: seconds,
            output: options.resolvedOutput)
    }

    /// The fetcher for this build; offline when asked, or when site.yml gives no contact for the User-Agent.
    func makeFetcher(_ config: SiteConfig, notes: inout [Diagnostic]) -> (Fetcher, String?) {
        var offline = options.offline
        if config.contact == nil && !offline {
            offline = true
            notes.append(.warning("content/site.yml", "no 'contact' (an email or URL for the User-Agent), so nothing is fetched; building from the cache"))
        }
        let key = options.environment[config.sources.lastfmKeyEnvironmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        let settings = FetchSettings(
            contact: config.contact, sources: config.sources, offline: offline, refresh: options.refresh,
            spacing: options.spacing, backoff: options.backoff)
        let fetcher = Fetcher(
            transport: options.transport ?? URLSessionTransport(), cache: CacheStore(root: options.resolvedCache),
            settings: settings, secrets: key.map { [$0] } ?? [], now: options.now)
        return (fetcher, key)
    }

    /// The site's own `Templates/`, when it has one.
    var themeOverrides: URL? {
        let url = options.siteDirectory.appending(path: "Templates", directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }
}
