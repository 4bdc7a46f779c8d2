import Foundation
import Basics
import Enrichment
import MusicWeb
import Output
import Content
import Rendering

/// A build's options, in three parts that change for different reasons: what the owner asked (`request`: the command
/// line and `serve`'s), what a test injects in place of the world (`seams`: the network, the clocks, the environment,
/// the publishing steps), and what a long-lived process keeps from one build to the next (`memory`: `serve`'s).
public struct BuildOptions: Sendable {
    public var request: BuildRequest
    public var seams: BuildSeams
    public var memory: BuildMemory

    public init(
        siteDirectory: URL, outputDirectory: URL? = nil, cacheDirectory: URL? = nil, offline: Bool = false,
        refresh: FetchSettings.Refresh = .never, strict: Bool = false, cleanURLs: Bool? = nil, allowHTML: Bool? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, transport: (any HTTPTransport)? = nil,
        progress: ProgressReporter? = nil, clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        request = BuildRequest(
            siteDirectory: siteDirectory, outputDirectory: outputDirectory, cacheDirectory: cacheDirectory, offline: offline,
            refresh: refresh, strict: strict, cleanURLs: cleanURLs, allowHTML: allowHTML)
        seams = BuildSeams(environment: environment, transport: transport, progress: progress, clock: clock, now: now)
        memory = BuildMemory()
    }

    public var resolvedOutput: URL { request.resolvedOutput }
    public var resolvedCache: URL { request.resolvedCache }
}

/// What the owner asked a build to do: `linernotes build`'s options, or `serve`'s.
public struct BuildRequest: Sendable {
    public var siteDirectory: URL
    /// Defaults to `<site>/public`.
    public var outputDirectory: URL?
    /// Defaults to `<site>/cache`.
    public var cacheDirectory: URL?
    /// Never touch the network.
    public var offline: Bool
    public var refresh: FetchSettings.Refresh
    /// Missing data (a failed source, a cache miss offline) fails the build instead of a warning.
    public var strict: Bool
    /// Override `clean_urls` of site.yml.
    public var cleanURLs: Bool?
    /// Override `allow_html` of site.yml.
    public var allowHTML: Bool?
    /// How long fetching may take (`--fetch-budget 40m`), on the seams' clock; the rest is left for the next build.
    public var fetchBudget: Duration? = nil
    /// Pages speak to the owner too: what is missing from an album and which file to edit. Only `serve`'s preview
    /// sets it; a published site (`build`) is for visitors and never carries these hints.
    public var ownerHints = false

    public var resolvedOutput: URL {
        outputDirectory ?? siteDirectory.appending(path: "public", directoryHint: .isDirectory)
    }

    public var resolvedCache: URL {
        cacheDirectory ?? siteDirectory.appending(path: "cache", directoryHint: .isDirectory)
    }
}

/// What a build reads from the world that a test replaces: the environment, the network, the clocks, the progress
/// line, and how the output folder may be published.
public struct BuildSeams: Sendable {
    /// Where the sources' secrets are looked up (the variables their `MusicSource` declarations name).
    public var environment: [String: String]
    /// The HTTP seam: libcurl unless a test brings its own.
    public var transport: (any HTTPTransport)?
    public var progress: ProgressReporter?
    /// What request spacing, back-off and Retry-After wait on; tests bring a virtual clock that never waits.
    public var clock: any Clock<Duration>
    /// Wall-clock time, recorded with cached answers.
    public var now: @Sendable () -> Date
    /// Swap the output folder's contents rather than the folder; nil: only when it is a mount point (tests force it).
    public var publishInPlace: Bool? = nil
    /// Tests: false acts as a filesystem that cannot exchange two folders; `publishPause` is called at each step of
    /// publishing (see `SitePublisher.pause`).
    package var publishExchanges = true
    /// Tests: false swaps the whole folder even when few files changed (`SitePublisher.patches`).
    package var publishPatches = true
    package var publishPause: (@Sendable (PublishStep) -> Void)? = nil
    /// Tests: told of the enrichments a `build` reads from the last one and keeps for the next (`EnrichmentRecord`).
    package var enrichmentRecord: (@Sendable (EnrichmentRecord) -> Void)? = nil
    /// Tests: told of the album files a `build` takes as the last one parsed them and keeps for the next (`ParsedRecord`).
    package var parsedRecord: (@Sendable (ParsedRecord) -> Void)? = nil
    /// Tests: when the record takes the load to have begun (an album file changed within a tick before is not kept).
    package var parsedRecordStart: timespec? = nil
}

/// What a long-lived process keeps from one build to the next (`serve`), and what it knows of the change; a single
/// `build` keeps nothing.
public struct BuildMemory: Sendable {
    /// The archive's files parsed by earlier builds in this process (`serve` keeps one), reused while unchanged.
    public var parsedFiles: ParsedFiles? = nil
    /// Enrichments made by earlier builds in this process (`serve` keeps them), reused while an album is unchanged
    /// and the cache is read the same way.
    public var enrichmentMemory: EnrichmentMemory? = nil
    /// The albums' parts of the search index made by earlier builds in this process (`serve` keeps them).
    public var searchEntries: SearchEntries? = nil
    /// Albums' digests made by earlier builds in this process (`serve` keeps them), reused while an album is unchanged.
    public var albumDigests: AlbumDigests? = nil
    /// `build` on the command line: the process ends right after the build, so what it made is left for the exit to
    /// give back at once rather than taken apart value by value (tens of milliseconds for 10,000 albums).
    public var leavesWorkForExit = false
    /// `serve`, after a save: the watcher told what changed, so the inputs are not fingerprinted to learn whether
    /// anything did. The build goes on, and records no fingerprint, so the next `build` checks what every page read
    /// instead of finding the site up to date.
    public var changesKnown = false
    /// The engine's state as the last build in this process left it (`serve` keeps it), instead of reading it back
    /// from `.public.linernotes/engine` on every save.
    public var engineMemory: EngineMemory? = nil
    /// The pages `serve`'s preview was last asked for: rendered and published first after a save.
    public var viewedPages: ViewedPages? = nil

    public init() {}

    /// Keeps what one build made for the next in this process (`serve`): the archive's files parsed, its albums'
    /// enrichments, digests and parts of the search index. Each is reused only while its file, or album, is unchanged.
    public mutating func keepWorkBetweenBuilds() {
        parsedFiles = parsedFiles ?? ParsedFiles()
        albumDigests = albumDigests ?? AlbumDigests()
        enrichmentMemory = enrichmentMemory ?? EnrichmentMemory()
        searchEntries = searchEntries ?? SearchEntries()
        engineMemory = engineMemory ?? EngineMemory()
    }

    /// Told which files changed since the last build in this process. A file's parse looks at its album's cover and
    /// audio too, so unless every change is a Markdown file or an editor's swap or temporary file, every file is
    /// parsed again: a folder moved in, or the watcher's queue overflowing, is told as a folder only.
    public func filesChanged(_ paths: [String]) {
        let harmless = paths.allSatisfy { path in path.hasSuffix(".md") || Self.isScratchFile(path) }
        if harmless { parsedFiles?.changed(paths) } else { parsedFiles?.forget() }
    }

    /// An editor's swap, backup or temporary file (`ScratchFile`): never part of the site.
    public static func isScratchFile(_ path: String) -> Bool {
        ScratchFile.matches(path: path)
    }
}
