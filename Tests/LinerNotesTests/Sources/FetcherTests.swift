import Foundation
import Testing
@testable import LinerNotes

@Suite("The polite fetcher")
struct FetcherTests {
    let url = URL(string: "https://musicbrainz.org/ws/2/release/abc?inc=recordings&fmt=json")!

    static func json(_ text: String, status: Int = 200, headers: [String: String] = [:], url: URL) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: Data(text.utf8), url: url)
    }

    @Test("Cache keys are relative to the source's base, with the query sorted and the API key dropped")
    func cacheKeys() {
        let fetcher = Fetcher(transport: FakeTransport { _, _ in throw TransportError.failed("unused") }, cache: temporaryCache(), settings: testSettings())
        #expect(fetcher.cacheKey(.musicbrainz, url) == "musicbrainz:/release/abc?fmt=json&inc=recordings")
        let lastfm = URL(string: "https://ws.audioscrobbler.com/2.0/?method=artist.getsimilar&api_key=SECRET&artist=A&format=json")!
        #expect(fetcher.cacheKey(.lastfm, lastfm) == "lastfm:/?artist=A&format=json&method=artist.getsimilar")
        #expect(fetcher.cacheKey(.coverArtArchive, URL(string: "https://archive.org/x.jpg")!) == "coverartarchive:https://archive.org/x.jpg")
        #expect(fetcher.redact("GET https://x/?api_key=SECRET&format=json failed") == "GET https://x/?api_key=[redacted]&format=json failed")
    }

    @Test("Offline never touches the transport")
    func offline() async {
        let transport = FakeTransport { _, _ in throw TransportError.failed("must not be called") }
        let fetcher = Fetcher(transport: transport, cache: temporaryCache(), settings: testSettings(offline: true))
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
        _ = await Fetcher(transport: first, cache: cache, settings: testSettings()).get(.musicbrainz, url, kind: .json)
        let second = FakeTransport { request, _ in HTTPResponse(status: 304, url: request.url) }
        let stale = Fetcher(transport: second, cache: cache, settings: testSettings(refresh: .olderThan(-1)))
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
        _ = await Fetcher(transport: third, cache: cache, settings: testSettings(refresh: .olderThan(3600))).get(.musicbrainz, url, kind: .json)
        #expect(third.requests.isEmpty)
    }

    @Test("Busy answers are retried a few times, then the cache is the fallback")
    func retriesThenFallback() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let url = self.url
        let good = FakeTransport { request, _ in Self.json("{\"good\":true}", url: request.url) }
        _ = await Fetcher(transport: good, cache: cache, settings: testSettings()).get(.musicbrainz, url, kind: .json)
        let busy = FakeTransport { request, _ in Self.json("{\"error\":\"slow down\"}", status: 503, url: request.url) }
        let fetcher = Fetcher(transport: busy, cache: cache, settings: testSettings(refresh: .all))
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
        let fetcher = Fetcher(transport: rateLimited, cache: cache, settings: testSettings(), secrets: ["K"])
        guard case .unavailable = await fetcher.get(.lastfm, url, kind: .json) else {
            Issue.record("a rate-limit error is not an answer")
            return
        }
        #expect(await cache.index.allEntries.isEmpty)
        let notFound = FakeTransport { request, _ in Self.json("{\"error\":6,\"message\":\"The artist you supplied could not be found\"}", url: request.url) }
        guard case .answer = await Fetcher(transport: notFound, cache: cache, settings: testSettings(), secrets: ["K"]).get(.lastfm, url, kind: .json) else {
            Issue.record("'not found' is an answer")
            return
        }
        #expect(await cache.index.allEntries.count == 1)
    }

    @Test("Requests to one host never overlap and start at least the spacing apart")
    func hostGate() async {
        let gate = HostGate(interval: .milliseconds(100))
        let starts = LineCollector()
        let clock = ContinuousClock()
        let origin = clock.now
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    await gate.acquire()
                    let elapsed = origin.duration(to: clock.now)
                    starts.append("\(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000),")
                    try? await Task.sleep(for: .milliseconds(10))
                    await gate.release()
                }
            }
        }
        let times = starts.text.split(separator: ",").compactMap { Int64($0) }.sorted()
        #expect(times.count == 4)
        for (a, b) in zip(times, times.dropFirst()) { #expect(b - a >= 99) }
    }

    @Test("Ages for --refresh-older-than", arguments: [("30d", 2_592_000.0), ("12h", 43_200.0), ("45m", 2_700.0), ("90s", 90.0)])
    func ages(text: String, seconds: Double) {
        #expect(FetchSettings.parseAge(text) == seconds)
    }
}
