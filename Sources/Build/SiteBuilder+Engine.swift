import Foundation
import Basics
import Engine
import Model
import MusicWeb
import Output

/// The engine's state kept in memory between the builds of one process (`serve`): the state, as written for the
/// published manifest with this hash.
public final class EngineMemory: Sendable {
    let kept = Locked<(state: EngineState, manifestHash: String)?>(nil)
    /// The site as the last build in this process published it, and the stamp its manifest file had then.
    let published = Locked<(snapshot: OutputRecord.OutputSnapshot, manifest: FileStamp)?>(nil)
    /// The site the last build planned, for a quick rebuild of the next save (`SiteBuilder.quickBuild`).
    let site = Locked<KeptSite?>(nil)
    public init() {}

    /// The site as this process last published it, while its manifest file is the one written then (no other build
    /// published since): what `OutputRecord.snapshot()` would find, without a `stat` of every file. A page edited by
    /// hand in the preview meanwhile goes unnoticed until the next `build`, whose snapshot sees its stamp move.
    func snapshot(of record: OutputRecord) -> OutputRecord.OutputSnapshot? {
        guard let (snapshot, stamp) = published.withLock({ $0 }), record.manifestStamp() == stamp else { return nil }
        return snapshot
    }

    /// Keeps the site just published (nil: it was not recorded, so the next build looks at it again).
    func remember(_ snapshot: OutputRecord.OutputSnapshot?, of record: OutputRecord) {
        let stamp = record.manifestStamp()
        published.withLock { $0 = snapshot.flatMap { snapshot in stamp.map { (snapshot, $0) } } }
    }

    /// Writes the state kept to `.public.linernotes/engine` beside `output` (`serve`, as it stops), so the first
    /// save of the next session is checked against it instead of rendering every page.
    public func write(to output: URL) {
        guard let (state, manifestHash) = kept.withLock({ $0 }) else { return }
        OutputRecord(output: output).recordEngineState(state, manifestHash: manifestHash)
    }
}

extension BuildPhase.Planned {
    /// What the engine's state must have been written with to be used (`EngineState.identity`): this binary and
    /// every option that changes what a build makes.
    var engineIdentity: String {
        ([ExecutableIdentity.current] + SiteBuilder(options: self.options).fingerprintOptions(
            key: SiteBuilder(options: self.options).secretsKey(SiteBuilder.secretVariables(self.archive.config.sources))))
            .joined(separator: "\n")
    }
}

extension SiteBuilder {
    /// The stamps of the cache's index, journal and objects folder (a new answer moves one).
    func cacheStamps() -> [String] {
        let cache = options.resolvedCache
        return ["index.json", "index.journal", "objects"].map { FileStamp(path: cache.appending(path: $0).path)?.description ?? "missing" }
    }

    /// How this build reads the cache, for `EnrichmentMemory`: the stamps of the cache's index, journal and objects
    /// (a new answer moves one), and every setting a lookup depends on.
    /// - Parameter stamps: the cache's stamps (`cacheStamps()`) taken before its index was read, so an answer saved
    ///   by another build in between moves them; now when not given.
    func enrichmentContext(_ fetcher: Fetcher, stamps: [String]? = nil) -> String {
        let settings = fetcher.settings
        return ((stamps ?? cacheStamps()) + [
            StableDigest.of(settings.sources), settings.userAgent,
            ContentHash.sha256(Data(settings.secrets.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\n").utf8)),
            "\(String(describing: options.request.fetchBudget))",
        ]).joined(separator: "|")
    }

    /// Each album's fingerprint (`EngineState.fingerprints`): the stamps of what its value is made from — its file,
    /// its local cover and audio files, site.yml, the cache its enrichment comes from — the site's digest (`site`)
    /// and every artist's slug and name (an album is linked to its artist by name when the archive is loaded). An album whose fingerprint is
    /// what the last build recorded is the album it was, so what pages read of it is not digested again.
    ///
    /// A file changed since the load began (`loadStarted`) gives its album no fingerprint: the next build digests it.
    /// `fetches` says what this build's fetching did (a source skipped leaves a track list pending, with no change
    /// to the cache).
    static func albumFingerprints(
        _ archive: Archive, options: BuildOptions, site siteDigest: String, loadStarted: timespec, fetches: String
    ) -> [String: String] {
        /// The stamp of the file at `path`, and whether it changed since the load began.
        @Sendable func stamped(_ path: String) -> (text: String, racy: Bool) {
            guard let stamp = FileStamp(path: path) else { return ("missing", false) }
            return (stamp.description, stamp.changed(since: loadStarted))
        }
        let cache = options.resolvedCache
        let sharedFiles = [
            options.request.siteDirectory.appending(path: "content/site.yml"), cache.appending(path: "index.json"), cache.appending(path: "index.journal"),
            // A lost or damaged object is fetched again (or missed offline), which `fetches` (the fetch summary) shows:
            // the objects folder's own stamp moves only when one of its 256 subfolders comes or goes.
            cache.appending(path: "objects"),
        ].map { stamped($0.path) }
        if sharedFiles.contains(where: \.racy) { return [:] }
        // Loading links each album to its artist by name: what that reads of the artists is their slugs and names.
        let shared = ([siteDigest, StableDigest.of(archive.$artists.map { [$0.slug, $0.name] })] + sharedFiles.map(\.text) + [fetches])
            .joined(separator: "|")
        // Held by its hash: ten thousand copies of the text made a fifth of the engine's state file.
        let sharedHash = ContentHash.sha256(Data(shared.utf8))
        let site = options.request.siteDirectory.path
        // A `stat` and a line per album, on every core.
        let made = WorkQueue.map(archive.$albums, chunk: 512) { album -> (String, String)? in
            let files = [site + "/" + album.sourcePath] + [album.coverFile].compactMap { $0 } + album.tracks.compactMap(\.file)
            let stamps = files.map(stamped)
            guard !stamps.contains(where: \.racy) else { return nil }
            return (album.slug, sharedHash + "|" + stamps.map(\.text).joined(separator: "|"))
        }
        var fingerprints: [String: String] = [:]
        fingerprints.reserveCapacity(made.count)
        for case let (slug, fingerprint)? in made { fingerprints[slug] = fingerprint }  // racy ones left out
        return fingerprints
    }
}
