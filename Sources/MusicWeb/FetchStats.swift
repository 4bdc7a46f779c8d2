import Model
import Basics

/// Counts what each source cost and where it failed, for the end-of-build summary and `--strict`.
public actor FetchStats {
    public struct Counts: Sendable, Hashable {
        /// HTTP requests sent (retries included).
        public var requests = 0
        /// Lookups answered from the cache.
        public var cacheHits = 0
        /// Lookups answered from the network.
        public var fetched = 0
        /// Lookups that got no answer (a cached one may have served instead).
        public var failures = 0
        /// Lookups not made because the build is offline and the cache has no answer.
        public var skippedOffline = 0
        /// Lookups not tried because their host was found unreachable earlier in the build.
        public var skippedDown = 0
        /// Lookups left for the next build because the fetch budget was spent.
        public var skippedBudget = 0
        public var firstFailure: String?
        /// Hosts found unreachable, with why.
        public var downHosts: [String: String] = [:]

        /// Lookups answered, from the network or the cache.
        public var answered: Int { fetched + cacheHits }
    }

    public private(set) var bySource: [SourceName: Counts] = [:]
    /// Answers fetched but not kept because the cache could not be written, with the folder and the first reason.
    public private(set) var unsaved = 0
    private var unsavedWhere: (folder: String, reason: String)?
    /// Answers that say "not yet" (ListenBrainz computing a user's statistics), never cached: the site is not
    /// complete, so the next build asks again even when nothing else changed.
    public private(set) var provisional = 0

    public init() {}

    /// What the lookups of one piece of work (an album's enrichment) counted, when that work runs inside
    /// `Tally.$current.withValue`: cache hits and offline misses by source, and whether it did anything else (asked
    /// the network, failed, ran out of budget). Work that only read the cache can be counted again (`count(_:)`)
    /// instead of being done again.
    package final class Tally: Sendable {
        @TaskLocal package static var current: Tally?
        /// One lock for all of it: a tally is made for every album of a build.
        private let tallied = Locked((hits: [SourceName: Int](), misses: [SourceName: Int](), other: false, objects: [String]()))
        package init() {}

        /// The cached objects the work read (answers, by hash), in the order read: what a kept result was made from
        /// (`EnrichmentRecord` checks they are still there).
        package var objects: [String] { tallied.withLock { $0.objects } }

        /// The work read the cached object `object`.
        package func read(_ object: String) { tallied.withLock { $0.objects.append(object) } }

        /// Whether the work only read the cache (its answers, or its misses offline).
        package var readCacheOnly: Bool { !tallied.withLock { $0.other } }

        func hit(_ source: SourceName) { tallied.withLock { $0.hits[source, default: 0] += 1 } }
        func miss(_ source: SourceName) { tallied.withLock { $0.misses[source, default: 0] += 1 } }
        func other() { tallied.withLock { $0.other = true } }

        /// What was counted, kept compactly (thousands are kept between builds).
        package var counted: Tallied {
            tallied.withLock { counted in
                Tallied(entries: SourceRegistry.names.compactMap { source in
                    let hits = counted.hits[source] ?? 0, misses = counted.misses[source] ?? 0
                    return hits + misses > 0 ? (source, Int32(hits), Int32(misses)) : nil
                })
            }
        }
    }

    /// A tally's cache hits and offline misses by source.
    package struct Tallied: Sendable, Codable {
        let entries: [(source: SourceName, hits: Int32, misses: Int32)]

        init(entries: [(source: SourceName, hits: Int32, misses: Int32)]) {
            self.entries = entries
        }

        /// Whether the work read an answer from the cache (not only missed, offline).
        package var readAnswers: Bool { entries.contains { $0.hits > 0 } }

        /// As a list of `[source, hits, misses]` (`EnrichmentRecord` keeps it).
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                var triple = container.nestedUnkeyedContainer()
                try triple.encode(entry.source)
                try triple.encode(entry.hits)
                try triple.encode(entry.misses)
            }
        }

        package init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [(source: SourceName, hits: Int32, misses: Int32)] = []
            while !container.isAtEnd {
                var triple = try container.nestedUnkeyedContainer()
                entries.append((try triple.decode(SourceName.self), try triple.decode(Int32.self), try triple.decode(Int32.self)))
            }
            self.entries = entries
        }
    }

    /// Counts again what tallies of cache-only work counted (`Tally.readCacheOnly`).
    package func count(_ tallies: [Tallied]) {
        for tally in tallies {
            for (source, hits, misses) in tally.entries {
                bySource[source, default: Counts()].cacheHits += Int(hits)
                bySource[source, default: Counts()].skippedOffline += Int(misses)
            }
        }
        if !tallies.isEmpty { Tally.current?.other() }
    }

    package func request(_ source: SourceName) {
        Tally.current?.other()
        bySource[source, default: Counts()].requests += 1
    }
    package func hit(_ source: SourceName) {
        Tally.current?.hit(source)
        bySource[source, default: Counts()].cacheHits += 1
    }
    package func fetched(_ source: SourceName) {
        Tally.current?.other()
        bySource[source, default: Counts()].fetched += 1
    }
    package func skipped(_ source: SourceName) {
        Tally.current?.miss(source)
        bySource[source, default: Counts()].skippedOffline += 1
    }
    package func skippedBudget(_ source: SourceName) {
        Tally.current?.other()
        bySource[source, default: Counts()].skippedBudget += 1
    }

    /// Albums whose lookups the fetch budget cut short, and how long their MusicBrainz lookups will take at its pace.
    public private(set) var albumsLeft = 0
    package func albumLeft() {
        Tally.current?.other()
        albumsLeft += 1
    }

    package func failure(_ source: SourceName, _ message: String) {
        Tally.current?.other()
        bySource[source, default: Counts()].failures += 1
        if bySource[source]?.firstFailure == nil { bySource[source]?.firstFailure = message }
    }

    /// A lookup given up because `host` is down: the one whose tries found it down (`failed`), or a later one not tried.
    package func skippedDown(_ source: SourceName, host: String, reason: String, failed: Bool = false) {
        Tally.current?.other()
        bySource[source, default: Counts()].downHosts[host] = reason
        if failed {
            bySource[source, default: Counts()].failures += 1
        } else {
            bySource[source, default: Counts()].skippedDown += 1
        }
    }

    func provisionalAnswer() {
        Tally.current?.other()
        provisional += 1
    }

    func cacheWriteFailed(_ folder: String, _ reason: String) {
        Tally.current?.other()
        unsaved += 1
        if unsavedWhere == nil { unsavedWhere = (folder, reason) }
    }

    public var totalRequests: Int { bySource.values.reduce(0) { $0 + $1.requests } }
    /// Lookups that got no answer from the network, those skipped for an unreachable host included.
    public var totalFailures: Int { bySource.values.reduce(0) { $0 + $1.failures + $1.skippedDown } }

    /// One warning per source that failed, with a count: the build goes on with cached or owner data. An
    /// unreachable host says so once, with what to do.
    public var warnings: [String] {
        bySource.keys.sorted().flatMap { source -> [String] in
            guard let counts = bySource[source] else { return [] }
            var lines: [String] = []
            for (host, reason) in counts.downHosts.sorted(by: { $0.key < $1.key }) {
                let given = counts.failures + counts.skippedDown
                lines.append(
                    "warning: \(source.displayName): \(host) is unreachable (\(reason)), so \(Counted(given, "lookup").description) went unanswered "
                        + "and it is not asked again for a few minutes; cached answers were used where there were some. Without a network, build with --offline.")
            }
            let otherFailures = counts.downHosts.isEmpty ? counts.failures : 0
            if otherFailures > 0 {
                let times = Counted(otherFailures, "request").description
                lines.append("warning: \(source.displayName): \(times) failed; used cached data where there was some (first: \(counts.firstFailure ?? "?"))")
            }
            return lines
        } + budgetWarning + (unsavedWhere.map { place in
            ["warning: cannot write to the cache folder \(place.folder) (\(place.reason)): \(Counted(unsaved, "answer").description) fetched in this build "
                + "\(unsaved == 1 ? "was" : "were") used but not kept, so the next build fetches \(unsaved == 1 ? "it" : "them") again; free some space or make the folder writable"]
        } ?? [])
    }

    /// Said once when the fetch budget ran out: what is left, and about how long it will take.
    private var budgetWarning: [String] {
        let left = bySource.values.reduce(0) { $0 + $1.skippedBudget }
        guard left > 0 else { return [] }
        // Two MusicBrainz requests an album (search, then the release), one a second.
        let minutes = max(1, (albumsLeft * 2 + 59) / 60)
        let albums = albumsLeft > 0 ? "\(Counted(albumsLeft, "album").description) still to fetch (about \(minutes) min more at MusicBrainz's pace)" : "some lookups still to make"
        return ["warning: the fetch budget was spent: \(albums), \(Counted(left, "lookup").description) left for the next build, which goes on from here; this site is built with what there is"]
    }

    /// Per source: lookups answered (from the network, from the cache), failed, and not made.
    /// "Wikipedia: 72 answered (60 fetched in 61 requests, 12 from the cache), 24 failed (host unreachable)".
    public var summary: String {
        let parts = bySource.keys.sorted().compactMap { source -> String? in
            guard let counts = bySource[source] else { return nil }
            var how: [String] = []
            if counts.fetched > 0 {
                how.append("\(counts.fetched) fetched in \(Counted(counts.requests, "request").description)")
            } else if counts.requests > 0 {
                how.append(Counted(counts.requests, "request").description)
            }
            if counts.cacheHits > 0 { how.append("\(counts.cacheHits) from the cache") }
            var text = "\(source.displayName): \(counts.answered) answered" + (how.isEmpty ? "" : " (\(how.joined(separator: ", ")))")
            let failed = counts.failures + counts.skippedDown
            if failed > 0 { text += ", \(failed) failed" + (counts.downHosts.isEmpty ? "" : " (host unreachable)") }
            if counts.skippedOffline > 0 { text += ", \(counts.skippedOffline) not in the cache (offline)" }
            if counts.skippedBudget > 0 { text += ", \(counts.skippedBudget) left for the next build (fetch budget spent)" }
            return text
        }
        return parts.isEmpty ? "Fetch: nothing to look up" : "Fetch: " + parts.joined(separator: "; ")
    }
}
