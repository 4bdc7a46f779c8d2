import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Cache
@testable import Model
@testable import MusicWeb

/// Whole builds against a loopback server that answers some requests in a hostile way: each build ends, the hostile
/// answer is refused with a failure counted for its source, nothing of it is cached, and the rest of the site builds.
/// Memory and wall time are measured by bench/hostile-servers, not here.
@Suite("Hostile servers: every wait bounded, every answer capped")
struct HostileServerTests {
    static let releaseA = MusicWebEndToEndTests.releaseA
    static let json = ["Content-Type": "application/json"]

    /// The standard two albums, with Last.fm data, so that every source is asked.
    func harness(enabled: Set<SourceName> = Set(SourceRegistry.names)) throws -> FetchHarness {
        let harness = try MusicWebEndToEndTests().standardHarness(enabled: enabled)
        var world = harness.world
        world.similar = ["Fjörd Ensemble": ["Mara Okonkwo-Lind"], "Mara Okonkwo-Lind": ["Fjörd Ensemble"]]
        world.lastfmTags = ["Fjörd Ensemble": [("ambient", 100)]]
        harness.world = world
        return harness
    }

    /// Cached answers of `source` whose key starts with `prefix` (after the source's name).
    func cached(_ harness: FetchHarness, _ source: SourceName, _ prefix: String = "") async -> [String] {
        await harness.cache.index.allEntries.filter { $0.key.hasPrefix("\(source.rawValue):\(prefix)") && $0.value.status == 200 }.keys.sorted()
    }

    /// The album whose answers stayed good still has MusicBrainz's track list.
    func expectRestBuilt(_ harness: FetchHarness) throws {
        let salt = try harness.site.read("albums/salt-and-cedar/index.html")
        #expect(salt.contains("<span class=\"track-title\">Cedar</span>"))
        #expect(salt.contains("Track list from MusicBrainz."))
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Northern Static"))
    }

    @Test("A gzip bomb (64 MiB of zeros in 64 KiB) is refused as it inflates: a failure, nothing cached, the rest builds")
    func gzipBomb() async throws {
        let bomb = try OversizedBodyTests().gzip(Data(count: 64 << 20))
        let harness = try harness()
        harness.override = { request in
            request.path.hasPrefix("/mb/ws/2/release/\(Self.releaseA)")
                ? .init(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: bomb) : nil
        }
        let report = try await harness.build(lastfmKey: harness.world.lastfmKey)
        // The body cap (5 MiB) counts inflated bytes: the bomb is refused once 5 MiB of it have inflated.
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: MusicBrainz: 1 request failed") && $0.contains("MiB (refused as it arrived)") }, "\(report.fetchWarnings)")
        #expect(await cached(harness, .musicbrainz, "/release/\(Self.releaseA)").isEmpty)
        #expect(!(try harness.site.read("albums/northern-static/index.html").contains("Relay Station")))
        try expectRestBuilt(harness)
    }

    @Test("A body of 20 MB with no Content-Length is cut at the 5 MiB cap: a failure, nothing cached, the rest builds")
    func hugeWithoutLength() async throws {
        let huge = Data(repeating: UInt8(ascii: " "), count: 20_000_000)
        let harness = try harness()
        harness.override = { request in
            request.path.hasPrefix("/mb/ws/2/release/\(Self.releaseA)") ? .init(status: 200, headers: Self.json, body: huge, framing: .closeDelimited) : nil
        }
        let report = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: MusicBrainz: 1 request failed") && $0.contains("larger than 5 MiB") }, "\(report.fetchWarnings)")
        #expect(await cached(harness, .musicbrainz, "/release/\(Self.releaseA)").isEmpty)
        try expectRestBuilt(harness)
    }

    @Test("A redirect loop is given up after 5 redirects, not retried: a failure, nothing cached, the rest builds")
    func redirectLoop() async throws {
        let harness = try harness()
        let hops = Counter()
        harness.override = { request in
            guard request.path.hasPrefix("/mb/ws/2/release/\(Self.releaseA)") || request.path.hasPrefix("/loop/") else { return nil }
            return .init(status: 302, headers: ["Location": "/loop/\(hops.next())"])
        }
        let report = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: MusicBrainz: 1 request failed") && $0.contains("more than 5 redirects") }, "\(report.fetchWarnings)")
        // The request and its five redirects, once.
        #expect(harness.paths(prefix: "/loop/").count == 5)
        #expect(await cached(harness, .musicbrainz, "/release/\(Self.releaseA)").isEmpty)
        try expectRestBuilt(harness)
    }

    @Test("Two URLs redirecting to each other: 5 redirects followed, then a failure")
    func redirectCycle() async throws {
        let server = try FixtureServer { request in
            .init(status: 302, headers: ["Location": request.path == "/a" ? "/b" : "/a"])
        }
        defer { server.stop() }
        await #expect {
            _ = try await CurlTransport(clock: ManualClock()).send(HTTPRequest(url: try #require(URL(string: server.baseURL + "/a"))))
        } throws: { error in
            if case .tooManyRedirects(let reason) = error as? TransportError { return reason == "more than 5 redirects" }
            return false
        }
        #expect(server.requests.map(\.path) == ["/a", "/b", "/a", "/b", "/a", "/b"])
    }

    @Test("A body dripping a byte at a time is given up once 5 s bring less than 1 KiB, on the injected clock; the host is down at once")
    func dripFeed() async throws {
        let harness = try harness(enabled: [.musicbrainz])
        harness.override = { request in
            request.path.hasPrefix("/mb/") ? .init(status: 200, headers: Self.json, body: Data(count: 100_000), framing: .drip(.milliseconds(20))) : nil
        }
        let clock = ManualClock()
        let finished = Locked(false)
        let build = Task {
            defer { finished.withLock { $0 = true } }
            return try await harness.build(transport: CurlTransport(clock: clock))
        }
        // Once the answer is dripping, the manual clock moves a second at a time (well under the 20 s deadline): the
        // minimum rate, not the deadline, ends it. No test time passes beyond the polling (20 s at most, for a test that fails).
        var moved = Duration.zero
        for _ in 0..<4000 where !finished.withLock({ $0 }) {
            if clock.sleeperCount > 0, harness.server.drippedBytes > 0 {
                clock.advance(by: .seconds(1))
                moved += .seconds(1)
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        let report = try await build.value
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: MusicBrainz:") && $0.contains("slower than 1 KiB in 5 s") }, "\(report.fetchWarnings)")
        // One try: a dripping host is down at once, not retried, and the other album is not asked.
        #expect(harness.paths(prefix: "/mb/").count == 1)
        #expect(moved < .seconds(20), "the deadline, not the rate, ended it (\(moved))")
        #expect(await cached(harness, .musicbrainz).isEmpty)
        #expect(try harness.site.read("albums/salt-and-cedar/index.html").contains("Salt &amp; Cedar"))
    }
}

extension HostileServerTests {
    /// The standard harness, with an album only Discogs knows and a ListenBrainz user, so that all seven sources are asked.
    func everySourceHarness() throws -> FetchHarness {
        let harness = try harness()
        var world = harness.world
        world.discogsReleases[1] = try Data(contentsOf: DiscogsTests.fixtures.appending(path: "release-1.json"))
        world.listenbrainzReleases["ishaanshah"] = try ListenBrainzPlaysTests.history()
        harness.world = world
        try harness.site.album("stockholm", title: "Stockholm", artist: "The Persuader", extra: "discogs: 1\n")
        let yaml = try String(contentsOf: harness.site.root.appending(path: "content/site.yml"), encoding: .utf8)
        try harness.site.write("content/site.yml", yaml + "listenbrainz_user: ishaanshah\n")
        return harness
    }

    static let everySource: [(SourceName, String)] = [
        (.musicbrainz, "/mb/"), (.coverArtArchive, "/caa/"), (.itunes, "/itunes/"), (.wikipedia, "/wiki/"), (.lastfm, "/lastfm/"),
        (.discogs, "/discogs/"), (.listenbrainz, "/lb/"),
    ]

    enum Fault: String, CaseIterable, Sendable {
        case gzipBomb, hugeBody, redirectLoop
    }

    @Test("Every source alike: a gzip bomb, a 20 MB body without a length, a redirect loop — a failure for that source, nothing of it cached, the rest builds",
          arguments: Fault.allCases)
    func everySourceBounded(fault: Fault) async throws {
        let bomb = try OversizedBodyTests().gzip(Data(count: 64 << 20))
        let huge = Data(repeating: UInt8(ascii: " "), count: 20_000_000)
        for (source, prefix) in Self.everySource {
            let harness = try everySourceHarness()
            let hops = Counter()
            harness.override = { request in
                if request.path.hasPrefix("/loop/") { return .init(status: 302, headers: ["Location": "/loop/\(hops.next())"]) }
                guard request.path.hasPrefix(prefix) else { return nil }
                switch fault {
                case .gzipBomb: return .init(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: bomb)
                case .hugeBody: return .init(status: 200, headers: Self.json, body: huge, framing: .closeDelimited)
                case .redirectLoop: return .init(status: 302, headers: ["Location": "/loop/\(hops.next())"])
                }
            }
            let report = try await harness.build(lastfmKey: harness.world.lastfmKey)
            let why = switch fault {
            case .gzipBomb: "MiB (refused as it arrived)"
            case .hugeBody: "larger than 5 MiB"
            case .redirectLoop: "more than 5 redirects"
            }
            #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: \(source.displayName):") && $0.contains(why) }, "\(source): \(report.fetchWarnings)")
            #expect(await cached(harness, source).isEmpty, "\(source)")
            #expect(try harness.site.read("albums/salt-and-cedar/index.html").contains("Salt &amp; Cedar"))
        }
    }

    /// `value` with every number, string and boolean, at any depth, replaced by null; objects and lists kept.
    static func deepNulls(_ value: Any) -> Any {
        if let object = value as? [String: Any] { return object.mapValues(deepNulls) }
        if let list = value as? [Any] { return list.map(deepNulls) }
        return NSNull()
    }

    @Test("An answer whose every value is null — at the top, or at any depth — is the wrong shape for every source: a failure, never cached, asked again",
          arguments: [false, true])
    func nullValues(deep: Bool) async throws {
        for (source, prefix) in Self.everySource {
            try await nullValues(source: source, prefix: prefix, deep: deep)
        }
    }

    func nullValues(source: SourceName, prefix: String, deep: Bool) async throws {
        let harness = try everySourceHarness()
        let world = harness.world
        harness.override = { request in
            guard request.path.hasPrefix(prefix) else { return nil }
            let answer = world.respond(request.path)
            guard answer.status == 200, let object = try? JSONSerialization.jsonObject(with: answer.body) else { return answer }
            let nulls = deep ? Self.deepNulls(object) : (object as? [String: Any]).map { $0.mapValues { _ in NSNull() } as Any } ?? Self.deepNulls(object)
            return .init(status: 200, headers: Self.json, body: (try? JSONSerialization.data(withJSONObject: nulls)) ?? Data())
        }
        let first = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(harness.paths(prefix: prefix).count > 0, "\(source)")
        #expect(first.fetchWarnings.contains { $0.hasPrefix("warning: \(source.displayName):") && $0.contains("wrong shape") }, "\(source): \(first.fetchWarnings)")
        let kept = await cached(harness, source)
        #expect(kept.isEmpty, "\(source): \(kept)")
        #expect(try harness.site.read("albums/salt-and-cedar/index.html").contains("Salt &amp; Cedar"))

        harness.override = nil
        let asked = harness.paths(prefix: prefix).count
        let second = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(second.fetchWarnings.isEmpty, "\(second.fetchWarnings)")
        #expect(harness.paths(prefix: prefix).count > asked)
        #expect(await !cached(harness, source).isEmpty)
    }
}

@Suite("The shape of a JSON answer")
struct JSONShapeTests {
    @Test("null where the client reads an object or a list, at any level, is the wrong shape; null where it reads a string or a number is not")
    func nested() {
        typealias Release = MusicBrainzClient.Release
        func fits(_ text: String) -> Bool { JSONShape.fits(Data(text.utf8), as: Release.self) }
        #expect(fits(#"{"id": "x", "title": "T", "date": null, "media": [{"tracks": [{"title": "A", "length": null}]}]}"#))
        #expect(!fits(#"{"id": "x", "title": "T", "media": null}"#))
        #expect(!fits(#"{"id": "x", "title": "T", "media": [null]}"#))
        #expect(!fits(#"{"id": "x", "title": "T", "media": [{"tracks": null}]}"#))
        #expect(!fits(#"{"id": "x", "title": "T", "media": [{"tracks": [{"title": "A", "recording": null}]}]}"#))
        #expect(!fits(#"{"id": "x", "title": "T", "release-group": null}"#))
        #expect(!fits(#"{"id": "x", "title": "T", "media": 5}"#))
        #expect(!fits("null"))
        // Keys the client does not read may be anything.
        #expect(fits(#"{"id": "x", "title": "T", "label-info": null, "packaging": null, "quality": null}"#))
    }

    @Test("The nulls of an answer are found in its bytes with the key holding each, never inside a string")
    func nullsInBytes() {
        let text = #"{"title": "null and \"void\" null", "a\"b": null, "media": [null, {"tracks": [null, {"length": null}]}], "x": {"y": 1}, "z": null}"#
        let bytes = Array(text.utf8)
        let nulls = JSONShape.nulls(in: bytes)
        #expect(nulls.map { $0.key.map { String(decoding: $0, as: UTF8.self) } } == [#"a\"b"#, "media", "tracks", "length", "z"])
        #expect(nulls.allSatisfy { String(decoding: bytes[$0.offset..<($0.offset + 4)], as: UTF8.self) == "null" })
        #expect(JSONShape.nulls(in: Array("null".utf8)).map(\.key) == [nil])
        // Replaced in place, the rest of the answer as it was.
        let replaced = String(decoding: JSONShape.replacing(Array(nulls.suffix(2)), in: bytes, with: Array("0".utf8)), as: UTF8.self)
        #expect(replaced == text.replacingOccurrences(of: #"{"length": null}"#, with: #"{"length": 0}"#).replacingOccurrences(of: #""z": null"#, with: #""z": 0"#))
    }

    @Test("Last.fm: its lists and their holders must be objects")
    func lastfm() {
        func fits(_ text: String) -> Bool { LastFMClient.isObject(Data(text.utf8)) }
        #expect(fits(#"{"similarartists": {"artist": [{"name": "A"}]}}"#))
        #expect(fits(#"{"similarartists": {"artist": {"name": "A"}}}"#))
        #expect(fits(#"{"error": 6, "message": "not found"}"#))
        #expect(!fits(#"{"similarartists": null}"#))
        #expect(!fits(#"{"toptags": {"tag": null}}"#))
        #expect(!fits(#"{"toptags": {"tag": [null]}}"#))
        #expect(!fits("[42]"))
        // An answer that is not an error holds what the method asked for.
        #expect(!LastFMClient.isObject(Data(#"{"releases": null, "title": null}"#.utf8), holding: "topalbums"))
        #expect(LastFMClient.isObject(Data(#"{"topalbums": {"album": []}}"#.utf8), holding: "topalbums"))
        #expect(LastFMClient.isObject(Data(#"{"error": 6, "message": "User not found"}"#.utf8), holding: "topalbums"))
        #expect(!LastFMClient.isObject(Data(#"{"error": null, "topalbums": {"album": []}}"#.utf8), holding: "topalbums"))
    }
}
