import Foundation
import Basics
import Cache
import Covers
import Model
import MusicWeb
import Output

/// The build: a chain of named steps, each taking what the one before made (see `BuildPhase`) — check the output
/// folder can take the site, lock and repair it, fingerprint the inputs (stop if nothing changed), load, theme, enrich, `--strict`, size the covers, plan,
/// render and stage, publish. `check` runs the same chain up to the first step that writes.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    public enum Mode: Sendable {
        /// `linernotes build`: every step.
        case build
        /// `linernotes check`: the steps that write nothing, with no network.
        case check
    }

    /// The steps `check` runs: every step that writes nothing, from a bare start to the planned site. A new step is a
    /// `BuildStep` in Build/Steps/ and one link here or in `building`.
    static let checking = BuildPipeline
        .first(.preflight).then(.lockOutput).then(.recover).then(.fingerprint).then(.load).then(.theme).then(.enrich).then(.strict).then(.covers)
        .then(.plan)

    /// Every step of a build: `check`'s, then those that write the site.
    static let building = checking.then(.renderAndStage).then(.commit)

    /// Every step of a build, in order.
    public static var steps: [BuildStepLabel] { building.steps }

    /// The steps `check` runs: all of them up to the first that writes the site.
    public static var checkSteps: [BuildStepLabel] { checking.steps }

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
        /// Render jobs (pages, mostly) rendered; the rest read nothing that changed since the last build, so their
        /// files were kept (`SiteReads`).
        public var rendered = 0
        /// The files of the jobs rendered (the rest were kept): which pages an edit reached.
        public var renderedPaths: [String] = []
        /// Nothing had changed since the last build, so nothing was done.
        public var upToDate = false
        /// `serve`'s quick rebuild of a save (`SiteBuilder.quickBuild`): only the jobs reading what changed ran.
        public var quick = false
        /// Files outside content/ and Templates/ that the site is made from (local covers, audio), by absolute path:
        /// what `serve` watches besides those folders.
        public var outsideFiles: [String] = []

        /// The one line printed at the end of a build.
        public var summary: String {
            let time = String(format: "%.2f", seconds)
            if upToDate { return "Nothing changed since the last build: \(output.path) is up to date (\(Counted(pages, "page")), \(time) s)" }
            return "Built \(Counted(pages, "page")) (\(Counted(albums, "album")), \(Counted(artists, "artist")), \(Counted(files, "file")), "
                + "\(written) written, \(rendered) rendered) into \(output.path) in \(time) s"
        }
    }

    /// What `check` found: the archive it loaded (with its warnings) and the build's own notes.
    public struct CheckReport: Sendable {
        public let archive: Archive
        public let warnings: [Diagnostic]
        /// What the albums lack (no cover, no track list), to print after the warnings; no error.
        public let owner: OwnerReport
        /// How each album without an `mbid:` got its release (`check --matches`).
        public var matches: MatchReport { MatchReport(albums: archive.albums) }

        /// The one line printed at the end of a check.
        public var summary: String {
            let warningCount = warnings.filter { $0.severity != .note }.count
            return "OK: \(Counted(archive.albums.count, "album")), \(Counted(archive.artists.count, "artist")), "
                + "\(Counted(archive.pages.count, "page")), \(Counted(archive.tags.count, "tag"))"
                + (warningCount > 0 ? "; \(Counted(warningCount, "warning"))" : "")
        }
    }

    /// `--strict` and data was missing.
    public struct StrictError: CompilerStyleError {
        public let details: [String]
        public var description: String {
            (details + ["error: --strict: data is missing (above), so nothing was published"]).joined(separator: "\n")
        }
    }

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs every step and publishes the site.
    public func build() async throws -> Report {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome = try await Self.building.run(options, mode: .build)
        if options.memory.leavesWorkForExit { Self.leftForExit.withLock { $0.append(outcome) } }
        let seconds = Self.seconds(clock.now - start)
        switch outcome {
        case .upToDate(let done):
            let manifest = done.manifest
            var report = Report(
                pages: manifest.files.keys.filter { $0.hasSuffix(".html") }.count, files: manifest.files.count, albums: 0, artists: 0,
                warnings: [], fetchWarnings: manifest.diagnostics, fetchSummary: "Fetch: nothing to do", requests: 0,
                seconds: seconds, output: options.resolvedOutput)
            report.upToDate = true
            report.outsideFiles = done.last?.extraFiles ?? []
            return report
        case .next(let published):
            let archive = published.archive
            let stats = published.fetcher.stats
            var report = Report(
                pages: published.hashes.keys.filter { $0.hasSuffix(".html") }.count, files: published.hashes.count,
                albums: archive.albums.count, artists: archive.artists.count, warnings: archive.warnings + published.notes + published.swapNotes,
                fetchWarnings: published.fetchWarnings, fetchSummary: await stats.summary, requests: await stats.totalRequests,
                seconds: seconds, output: options.resolvedOutput)
            report.written = published.written
            report.rendered = published.rendered
            report.renderedPaths = published.renderedPaths
            report.outsideFiles = PublishedState.extraFiles(archive)
            return report
        }
    }

    /// What builds made, kept until the process exits (`BuildOptions.leavesWorkForExit`).
    private static let leftForExit = LeftForExit()

    /// Only ever appended to, from one build at a time.
    private final class LeftForExit: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [Any] = []
        func withLock(_ body: (inout [Any]) -> Void) { lock.withLock { body(&kept) } }
    }

    /// Loads, checks and plans the site exactly as `build` would, from the cache alone, and writes nothing.
    public func check() async throws -> CheckReport {
        var options = options
        options.seams.progress = nil
        let outcome = try await Self.checking.run(options, mode: .check)
        // `fingerprint` finds nothing up to date for `check`, which always checks everything.
        guard case .next(let planned) = outcome else { throw CheckSkipped() }
        return CheckReport(
            archive: planned.archive, warnings: planned.archive.warnings + planned.notes.filter { $0.severity != .note },
            owner: OwnerReport(albums: planned.archive.albums, covers: planned.covers))
    }

    /// `check` found the output up to date instead of checking it: a step is wrong.
    struct CheckSkipped: Error, CustomStringConvertible {
        var description: String { "internal error: check skipped its steps as if building; please report this" }
    }

    package static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The inputs' fingerprint: files, options, and the values (hashed) of the variables the sources read their
    /// secrets from (`secretVariables`).
    package func fingerprint(keyVariable: String, extraFiles: [String]) -> String {
        InputFingerprint.compute(
            site: options.request.siteDirectory, cache: options.resolvedCache, options: fingerprintOptions(key: secretsKey(keyVariable)), extraFiles: extraFiles)
    }

    /// The environment variables the sources read their secrets from, as the published state records them
    /// ("DISCOGS_TOKEN LASTFM_API_KEY").
    package static func secretVariables(_ sources: SourcesConfig) -> String {
        Set(sources.secretVariables.values).sorted().joined(separator: " ")
    }

    /// Each of `variables` (`secretVariables`) with its value, for a digest: a changed key changes what is fetched.
    func secretsKey(_ variables: String) -> String {
        variables.split(separator: " ").map { "\($0)=\(options.seams.environment[String($0)] ?? "")" }.joined(separator: "\n")
    }

    /// Everything besides files that changes what a build makes.
    func fingerprintOptions(key: String) -> [String] {
        [
            "version \(LinerNotesVersion.current)", "offline \(options.request.offline)", "strict \(options.request.strict)",
            "clean \(String(describing: options.request.cleanURLs))", "html \(String(describing: options.request.allowHTML))",
            "hints \(options.request.ownerHints)",
            "cache \(options.resolvedCache.path)", "key \(ContentHash.sha256(Data(key.utf8)))",
            // Covers made by another libvips may differ: the recipe's key names the version.
            "covers \(CoverRecipe.key)",
        ]
    }

    /// The fetcher for this build; offline when asked, or when site.yml gives no contact for the User-Agent.
    func makeFetcher(_ config: SiteConfig, offline forced: Bool = false, notes: inout [Diagnostic]) -> Fetcher {
        var offline = options.request.offline || forced
        if config.contact == nil && !offline {
            offline = true
            notes.append(.warning("content/site.yml", "no 'contact' (an email or URL for the User-Agent), so nothing is fetched; building from the cache"))
        }
        var settings = FetchSettings(
            contact: config.contact, sources: config.sources, secrets: config.sources.secrets(options.seams.environment), offline: offline,
            refresh: options.request.refresh)
        settings.budget = options.request.fetchBudget
        let fetcher = Fetcher(
            transport: options.seams.transport ?? CurlTransport(),
            // `forced` is `check`: it reads the cache (a damaged index rebuilt in memory) and never writes into it.
            cache: CacheStore(root: options.resolvedCache, clock: options.seams.clock, readOnly: forced),
            settings: settings, clock: options.seams.clock, now: options.seams.now)
        return fetcher
    }
}
