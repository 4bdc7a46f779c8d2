import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Cache
@testable import Model
@testable import MusicWeb
@testable import Rendering

@Suite("The polite fetcher")
struct FetcherTests {
    let url = URL(string: "https://musicbrainz.org/ws/2/release/abc?inc=recordings&fmt=json")!

    /// A fetcher on a virtual clock: each source's real spacing and back-off, without the wait.
    static func fetcher(
        _ transport: any HTTPTransport, cache: CacheStore, settings: FetchSettings = testSettings(), secrets: [String] = [],
        policies: [SourceName: SourcePolicy] = [:], clock: TestClock = TestClock()
    ) -> Fetcher {
        Fetcher(transport: transport, cache: cache, settings: settings, secrets: secrets, policies: policies, clock: clock)
    }

    static func json(_ text: String, status: Int = 200, headers: [String: String] = [:], url: URL) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: Data(text.utf8), url: url)
    }

    @Test("Cache keys are relative to the source's base, with the query sorted and the API key dropped")
    func cacheKeys() {
        let fetcher = Self.fetcher(FakeTransport { _, _ in throw TransportError.failed("unused") }, cache: temporaryCache(), settings: testSettings())
        #expect(fetcher.cacheKey(.musicbrainz, url) == "musicbrainz:/release/abc?fmt=json&inc=recordings")
        let lastfm = URL(string: "https://ws.audioscrobbler.com/2.0/?method=artist.getsimilar&api_key=SECRET&artist=A&format=json")!
        #expect(fetcher.cacheKey(.lastfm, lastfm) == "lastfm:/?artist=A&format=json&method=artist.getsimilar")
        #expect(fetcher.cacheKey(.coverArtArchive, URL(string: "https://archive.org/x.jpg")!) == "coverartarchive:https://archive.org/x.jpg")
        #expect(fetcher.redact("GET https://x/?api_key=SECRET&format=json failed") == "GET https://x/?api_key=[redacted]&format=json failed")
        #expect(fetcher.redact("a?api_key=ONE then b?api_key=TWO") == "a?api_key=[redacted] then b?api_key=[redacted]")
    }

    @Test("Offline never touches the transport")
    func offline() async {
        let transport = FakeTransport { _, _ in throw TransportError.failed("must not be called") }
        let fetcher = Self.fetcher(transport, cache: temporaryCache(), settings: testSettings(offline: true))
        guard case .unavailable = await fetcher.get(.musicbrainz, url, kind: .json) else {
            Issue.record("expected unavailable")
            return
        }
        #expect(transport.requests.isEmpty)
        #expect(await fetcher.stats.bySource[.musicbrainz]?.skippedOffline == 1)
    }

    @Test("Refresh revalidates with ETag and Last-Modified; a 304 keeps the cached body")
    func revalidation() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let url = self.url
        let first = FakeTransport { request, _ in
            Self.json("{\"v\":1}", headers: ["ETag": "\"abc\"", "Last-Modified": "Wed, 21 Oct 2015 07:28:00 GMT"], url: request.url)
        }
        _ = await Self.fetcher(first, cache: cache, settings: testSettings()).get(.musicbrainz, url, kind: .json)
        let second = FakeTransport { request, _ in HTTPResponse(status: 304, url: request.url) }
        let stale = Self.fetcher(second, cache: cache, settings: testSettings(refresh: .olderThan(-1)))
        guard case .answer(let answer) = await stale.get(.musicbrainz, url, kind: .json) else {
            Issue.record("expected an answer")
            return
        }
        #expect(answer.body == Data("{\"v\":1}".utf8))
        let request = try #require(second.requests.first)
        #expect(request.headers["If-None-Match"] == "\"abc\"")
        #expect(request.headers["If-Modified-Since"] == "Wed, 21 Oct 2015 07:28:00 GMT")
        // Not yet due: no request at all.
        let third = FakeTransport { _, _ in throw TransportError.failed("must not be called") }
        _ = await Self.fetcher(third, cache: cache, settings: testSettings(refresh: .olderThan(3600))).get(.musicbrainz, url, kind: .json)
        #expect(third.requests.isEmpty)
    }

    @Test("Busy answers are retried a few times, then the cache is the fallback")
    func retriesThenFallback() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let url = self.url
        let good = FakeTransport { request, _ in Self.json("{\"good\":true}", url: request.url) }
        _ = await Self.fetcher(good, cache: cache, settings: testSettings()).get(.musicbrainz, url, kind: .json)
        let busy = FakeTransport { request, _ in Self.json("{\"error\":\"slow down\"}", status: 503, url: request.url) }
        let fetcher = Self.fetcher(busy, cache: cache, settings: testSettings(refresh: .all))
        guard case .answer(let answer) = await fetcher.get(.musicbrainz, url, kind: .json) else {
            Issue.record("expected the cached answer")
            return
        }
        #expect(busy.requests.count == 4)  // one try and three retries
        #expect(answer.body == Data("{\"good\":true}".utf8))
        #expect(await fetcher.stats.warnings.count == 1)
    }

    @Test("Last.fm errors sent with HTTP 200 are failures, except 'not found'")
    func lastfmErrors() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let url = URL(string: "https://ws.audioscrobbler.com/2.0/?method=artist.getsimilar&artist=X&api_key=K&format=json")!
        let rateLimited = FakeTransport { request, _ in Self.json("{\"error\":29,\"message\":\"Rate limit exceeded\"}", url: request.url) }
        let fetcher = Self.fetcher(rateLimited, cache: cache, settings: testSettings(), secrets: ["K"])
        guard case .unavailable = await fetcher.get(.lastfm, url, kind: .json) else {
            Issue.record("a rate-limit error is not an answer")
            return
        }
        #expect(await cache.index.allEntries.isEmpty)
        let notFound = FakeTransport { request, _ in Self.json("{\"error\":6,\"message\":\"The artist you supplied could not be found\"}", url: request.url) }
        guard case .answer = await Self.fetcher(notFound, cache: cache, settings: testSettings(), secrets: ["K"]).get(.lastfm, url, kind: .json) else {
            Issue.record("'not found' is an answer")
            return
        }
        #expect(await cache.index.allEntries.count == 1)
    }

    @Test("Requests to one host start the spacing apart, and no more at once than the policy allows", arguments: [1, 2])
    func hostGate(concurrency: Int) async throws {
        let clock = TestClock()
        let gate = HostGate(spacing: .milliseconds(100), concurrency: concurrency, stopwatch: Stopwatch(clock))
        let log = GateLog()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    try await gate.acquire()
                    log.started(at: clock.elapsed)
                    for _ in 0..<3 { await Task.yield() }  // hold the place a while
                    log.finished()
                    await gate.release()
                }
            }
            try await group.waitForAll()
        }
        #expect(clock.elapsed == .milliseconds(400))  // five starts, 100 ms apart
        #expect(log.mostAtOnce <= concurrency)
        if concurrency == 1 {  // one holder at a time: each saw the clock at its own start
            #expect(log.starts == [0, 100, 200, 300, 400].map { Duration.milliseconds($0) })
        }
    }

    @Test("A busy answer pauses the whole host: the next request waits for the back-off too")
    func pauseHoldsTheHost() async throws {
        let clock = TestClock()
        let gate = HostGate(spacing: .seconds(1), stopwatch: Stopwatch(clock))
        try await gate.acquire()
        await gate.pause(for: .seconds(30))
        await gate.release()
        try await gate.acquire()
        #expect(clock.elapsed == .seconds(30))
        await gate.release()
    }

    @Test("Retry-After is honoured up to a minute; asked to wait an hour, the answer is a failure for this build, not a wait")
    func retryAfterLimit() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let shortWait = FakeTransport { request, count in
            count == 0 ? HTTPResponse(status: 429, headers: ["Retry-After": "45"], url: request.url) : Self.json("{}", url: request.url)
        }
        let clock = TestClock()
        guard case .answer = await Self.fetcher(shortWait, cache: cache, clock: clock).get(.musicbrainz, url, kind: .json) else {
            Issue.record("expected the answer after the wait")
            return
        }
        #expect(shortWait.requests.count == 2)
        #expect(clock.elapsed == .seconds(45))

        let longWait = FakeTransport { request, _ in HTTPResponse(status: 429, headers: ["Retry-After": "100000"], url: request.url) }
        let other = temporaryCache()
        defer { try? FileManager.default.removeItem(at: other.root) }
        let waited = TestClock()
        let fetcher = Self.fetcher(longWait, cache: other, clock: waited)
        guard case .unavailable = await fetcher.get(.musicbrainz, url, kind: .json) else {
            Issue.record("expected no answer")
            return
        }
        #expect(longWait.requests.count == 1)
        #expect(waited.elapsed < .seconds(60))
        // The host is left alone for the rest of the build, and the warning says why.
        _ = await fetcher.get(.musicbrainz, URL(string: "https://musicbrainz.org/ws/2/release/x?fmt=json")!, kind: .json)
        #expect(longWait.requests.count == 1)
        #expect(await fetcher.stats.warnings.contains { $0.contains("asks to wait 27 hours") })
    }

    @Test("A cancelled fetch is not retried, not counted as the source's failure, and caches nothing")
    func cancelled() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let transport = HangingTransport()
        let fetcher = Self.fetcher(transport, cache: cache)
        let url = self.url
        let fetch = Task { await fetcher.get(.musicbrainz, url, kind: .json) }
        var started = transport.started.makeAsyncIterator()
        _ = await started.next()
        fetch.cancel()
        guard case .unavailable = await fetch.value else {
            Issue.record("a cancelled fetch has no answer")
            return
        }
        let counts = try #require(await fetcher.stats.bySource[.musicbrainz])
        #expect(counts.requests == 1)
        #expect(counts.failures == 0)
        #expect(await fetcher.stats.warnings.isEmpty)
        #expect(await cache.index.allEntries.isEmpty)
    }

    @Test("The fetcher follows the policy it is given: what is busy, what is an error, which parameters are secret")
    func policyDecides() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let policy = SourcePolicy(
            source: .musicbrainz, spacing: .seconds(2), secretParameters: ["token"], headers: ["X-Extra": "yes"], busyStatuses: [418],
            reportedError: { json in (json as? [String: Any])?["oops"] as? String })
        let transport = FakeTransport { request, count in
            count == 0 ? HTTPResponse(status: 418, url: request.url) : Self.json("{\"oops\":\"it broke\"}", url: request.url)
        }
        let clock = TestClock()
        let fetcher = Self.fetcher(transport, cache: cache, policies: [.musicbrainz: policy], clock: clock)
        let url = URL(string: "https://musicbrainz.org/ws/2/release/abc?token=T0P&fmt=json")!
        #expect(fetcher.cacheKey(.musicbrainz, url) == "musicbrainz:/release/abc?fmt=json")
        guard case .unavailable = await fetcher.get(.musicbrainz, url, kind: .json) else {
            Issue.record("an error the policy recognises is no answer")
            return
        }
        #expect(transport.requests.count == 2)  // 418 was busy: retried
        #expect(transport.requests.allSatisfy { $0.headers["X-Extra"] == "yes" })
        #expect(clock.elapsed == .seconds(2))  // the back-off (1 s) was shorter than the spacing
        let warning = try #require(await fetcher.stats.warnings.first)
        #expect(warning.contains("it broke") && warning.contains("token=[redacted]") && !warning.contains("T0P"))
    }

    @Test("Ages for --refresh-older-than", arguments: [("30d", 2_592_000.0), ("12h", 43_200.0), ("45m", 2_700.0), ("90s", 90.0)])
    func ages(text: String, seconds: Double) {
        #expect(FetchSettings.parseAge(text) == seconds)
    }
}

/// Starts and places held, as the tasks sharing a gate saw them.
/// `@unchecked Sendable`: every field is only touched while holding `lock`.
private final class GateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var startTimes: [Duration] = []
    private var holding = 0
    private var most = 0

    func started(at time: Duration) {
        lock.withLock {
            startTimes.append(time)
            holding += 1
            most = max(most, holding)
        }
    }

    func finished() { lock.withLock { holding -= 1 } }

    var starts: [Duration] { lock.withLock { startTimes.sorted() } }
    var mostAtOnce: Int { lock.withLock { most } }
}
