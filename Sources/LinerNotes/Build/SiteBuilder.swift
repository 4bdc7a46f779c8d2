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
        /// Files whose bytes changed (or are new) and were written; the rest were linked from the previous site.
        public var written = 0
        /// Nothing had changed since the last build, so nothing was done.
        public var upToDate = false

        /// The one line printed at the end of a build.
        public var summary: String {
            let time = String(format: "%.2f", seconds)
            if upToDate { return "Nothing changed since the last build: \(output.path) is up to date (\(pages) pages, \(time) s)" }
            return "Built \(pages) pages (\(albums) albums, \(artists) artists, \(files) files, \(written) written) into \(output.path) in \(time) s"
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
        let publisher = SitePublisher(output: options.resolvedOutput)
        let lock = try BuildLock(beside: options.resolvedOutput)
        defer { lock.release() }
        let timings = StageTimer(enabled: options.environment["LINERNOTES_TIMINGS"] == "1")
        let last = publisher.lastState()
        // The inputs' fingerprint and the check of the published site, one on each core.
        let checks = ParallelResults<Any>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { which in
            if which == 0 {
                checks[0] = fingerprint(keyVariable: last?.keyVariable ?? SourcesConfig().lastfmKeyEnvironmentVariable, extraFiles: last?.extraFiles ?? [])
            } else {
                checks[1] = last == nil ? nil : publisher.snapshot()
            }
        }
        let inputs = checks[0] as? String ?? ""
        let snapshot = checks[1] as? SitePublisher.OutputSnapshot
        timings.mark("fingerprint of the inputs and check of the output")
        let upToDate = options.refresh == .never ? publisher.upToDateManifest(fingerprint: inputs, state: last, snapshot: snapshot) : nil
        if let manifest = upToDate, manifest.complete {
            var report = Report(
                pages: manifest.files.keys.filter { $0.hasSuffix(".html") }.count, files: manifest.files.count, albums: 0, artists: 0,
                warnings: [], fetchWarnings: manifest.diagnostics, fetchSummary: "Fetch: nothing to do", requests: 0,
                seconds: Self.seconds(clock.now - start), output: options.resolvedOutput)
            report.upToDate = true
            return report
        }
        var archive = try loadArchive()
        timings.mark("load")
        let theme = try Theme.load(overrides: themeOverrides)

        var notes: [Diagnostic] = []
        let (fetcher, lastfmKey) = makeFetcher(archive.config, notes: &notes)
        let enricher = MusicWebEnricher(
            fetcher: fetcher, lastfmKey: lastfmKey,
            progress: options.progress ?? ProgressReporter(style: .silent, write: { _ in }))
        archive = try await enricher.enrich(archive)
        timings.mark("enrich")
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

        if archive.config.baseURL == nil {
            notes.append(Diagnostic(.note, file: "content/site.yml", "no 'base_url', so no Atom feed and no sitemap.xml (both need absolute URLs)"))
        }
        let jobs = try SiteRenderer(archive: archive, theme: theme).jobs()
        timings.mark("plan and shared fragments")
        let session = try publisher.begin(snapshot: snapshot)
        let hashes: [String: String]
        do {
            hashes = try await Self.run(jobs, into: session)
            timings.mark("render and stage")
            // Offline answers are the same next time; a failed source might answer then.
            let offline = fetcher.settings.offline
            let complete = await stats.bySource.values.allSatisfy { $0.failures == 0 && (offline || $0.skippedOffline == 0) }
            let printed = (archive.warnings + notes).map(\.description) + fetchWarnings
            let keyVariable = archive.config.sources.lastfmKeyEnvironmentVariable
            let extraFiles = archive.albums.compactMap(\.coverFile) + archive.playlists.flatMap { playlist in
                playlist.items.compactMap { item -> String? in
                    if case .file(let path, _, _) = item { return path }
                    return nil
                }
            }
            // The fingerprint taken before loading, so a file edited while this build ran is noticed next time;
            // taken again only when the set of outside files or the key variable is new.
            let sameInputs = last.map { Set($0.extraFiles) == Set(extraFiles) && $0.keyVariable == keyVariable } ?? false
            try session.commit(BuildManifest(complete: complete, files: hashes, diagnostics: printed)) {
                BuildState(
                    fingerprint: sameInputs ? inputs : self.fingerprint(keyVariable: keyVariable, extraFiles: extraFiles),
                    manifest: "", output: "", extraFiles: extraFiles, keyVariable: keyVariable)
            }
            timings.mark("swap in")
        } catch {
            session.abandon()
            throw error
        }
        var report = Report(
            pages: hashes.keys.filter { $0.hasSuffix(".html") }.count, files: hashes.count, albums: archive.albums.count,
            artists: archive.artists.count, warnings: archive.warnings + notes, fetchWarnings: fetchWarnings,
            fetchSummary: await stats.summary, requests: await stats.totalRequests, seconds: Self.seconds(clock.now - start),
            output: options.resolvedOutput)
        report.written = hashes.count - session.unchangedCount
        return report
    }

    /// Renders and stages the jobs on every core, each worker taking the next job not yet taken, writing as it goes.
    static func run(_ jobs: [RenderJob], into session: PublishSession) async throws -> [String: String] {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let queue = JobCounter()
        return try await withThrowingTaskGroup(of: [String: String].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var hashes: [String: String] = [:]
                    while let position = queue.take(below: jobs.count) {
                        for file in try jobs[position].make() { hashes[file.path] = try session.write(file) }
                    }
                    return hashes
                }
            }
            var all: [String: String] = [:]
            for try await part in group { all.merge(part) { first, _ in first } }
            return all
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The inputs' fingerprint: files, options, and the Last.fm key's value (hashed) from the variable the site names.
    func fingerprint(keyVariable: String, extraFiles: [String]) -> String {
        InputFingerprint.compute(
            site: options.siteDirectory, cache: options.resolvedCache,
            options: fingerprintOptions(key: "\(keyVariable)=\(options.environment[keyVariable] ?? "")"), extraFiles: extraFiles)
    }

    /// Everything besides files that changes what a build makes.
    func fingerprintOptions(key: String) -> [String] {
        [
            "version \(LinerNotesVersion.current)", "offline \(options.offline)", "strict \(options.strict)",
            "clean \(String(describing: options.cleanURLs))", "html \(String(describing: options.allowHTML))",
            "cache \(options.resolvedCache.path)", "key \(ContentHash.sha256(Data(key.utf8)))",
        ]
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
            contact: config.contact, sources: config.sources, offline: offline, refresh: options.refresh)
        let fetcher = Fetcher(
            transport: options.transport ?? URLSessionTransport(), cache: CacheStore(root: options.resolvedCache),
            settings: settings, secrets: key.map { [$0] } ?? [], clock: options.clock, now: options.now)
        return (fetcher, key)
    }

    /// The site's own `Templates/`, when it has one.
    var themeOverrides: URL? {
        let url = options.siteDirectory.appending(path: "Templates", directoryHint: .isDirectory)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }
}

/// Hands out job positions 0, 1, 2… to whichever worker asks first, so no core idles while another has a queue.
/// `@unchecked Sendable`: `next` is only touched while holding `lock`.
final class JobCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
