/// Counts what each source cost and where it failed, for the end-of-build summary and `--strict`.
public actor FetchStats {
    public struct Counts: Sendable, Hashable {
        public var requests = 0
        public var cacheHits = 0
        public var fetched = 0
        public var failures = 0
        public var skippedOffline = 0
        public var firstFailure: String?
    }

    public private(set) var bySource: [SourceName: Counts] = [:]

    public init() {}

    func request(_ source: SourceName) { bySource[source, default: Counts()].requests += 1 }
    func hit(_ source: SourceName) { bySource[source, default: Counts()].cacheHits += 1 }
    func fetched(_ source: SourceName) { bySource[source, default: Counts()].fetched += 1 }
    func skipped(_ source: SourceName) { bySource[source, default: Counts()].skippedOffline += 1 }

    func failure(_ source: SourceName, _ message: String) {
        bySource[source, default: Counts()].failures += 1
        if bySource[source]?.firstFailure == nil { bySource[source]?.firstFailure = message }
    }

    public var totalRequests: Int { bySource.values.reduce(0) { $0 + $1.requests } }
    public var totalFailures: Int { bySource.values.reduce(0) { $0 + $1.failures } }

    /// One warning per source that failed, with a count: the build goes on with cached or owner data.
    public var warnings: [String] {
        bySource.keys.sorted().compactMap { source in
            guard let counts = bySource[source], counts.failures > 0 else { return nil }
            let times = Counted(counts.failures, "request").description
            return "warning: \(source.displayName): \(times) failed; used cached data where there was some (first: \(counts.firstFailure ?? "?"))"
        }
    }

    /// "requests per source, cache hits, failures".
    public var summary: String {
        let parts = bySource.keys.sorted().compactMap { source -> String? in
            guard let counts = bySource[source] else { return nil }
            var text = "\(source.displayName) \(counts.requests) requests, \(counts.cacheHits) cached"
            if counts.failures > 0 { text += ", \(counts.failures) failed" }
            if counts.skippedOffline > 0 { text += ", \(counts.skippedOffline) not in cache (offline)" }
            return text
        }
        return parts.isEmpty ? "Fetch: nothing to look up" : "Fetch: " + parts.joined(separator: "; ")
    }
}
