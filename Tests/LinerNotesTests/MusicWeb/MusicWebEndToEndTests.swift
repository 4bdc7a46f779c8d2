import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Cache
@testable import Enrichment
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// Real HTTP against a loopback server answering in each API's shape, on a virtual clock: each source's real
/// spacing and back-off are kept (and checked where the server sees them) without waiting for them.
@Suite("Fetching from the music web, end to end")
struct MusicWebEndToEndTests {
    static let releaseA = "11111111-1111-4111-8111-111111111111"
    static let groupA = "22222222-2222-4222-8222-222222222222"
    static let releaseB = "33333333-3333-4333-8333-333333333333"
    static let groupB = "44444444-4444-4444-8444-444444444444"

    /// Two albums: one named by its MusicBrainz id (two discs, art on the release), one found by search
    /// (no art on release or group: iTunes artwork).
    func standardHarness(enabled: Set<SourceName> = Set(SourceRegistry.names)) throws -> FetchHarness {
        let harness = try FetchHarness(enabled: enabled)
        var world = harness.world
        world.releases = [
            .init(id: Self.releaseA, title: "Northern Static", artist: "Fjörd Ensemble", date: "2012-02-10", releaseGroupID: Self.groupA,
                  media: [[("A1", "Aurora, Slowly", 684_000), ("B1", "Magnetosphere", nil)], [("C1", "Relay Station", 580_400)]]),
            .init(id: Self.releaseB, title: "Salt & Cedar", artist: "Mara Okonkwo-Lind", date: "2023", releaseGroupID: Self.groupB,
                  media: [[("1", "Salt", 290_000), ("2", "Cedar", 333_000)]]),
        ]
        world.releaseArt = [Self.releaseA: 501]
        world.images = ["501-250": FetchHarness.png("a250"), "501-500": FetchHarness.png("a500"), "salt/600x600bb": FetchHarness.png("it600"), "salt/300x300bb": FetchHarness.png("it300")]
        world.itunes = [.init(id: 77, name: "Salt & Cedar", artist: "Mara Okonkwo-Lind", releaseDate: "2023-05-01T07:00:00Z", art: "salt", tracks: [("Salt", 290_000, 1)])]
        world.wikipedia = [
            "Northern Static (Fjörd Ensemble album)": .init(description: "2012 studio album by Fjörd Ensemble", extract: "Northern Static is the debut album by Fjörd Ensemble."),
            "Salt & Cedar": .init(type: "disambiguation", description: "Topics referred to by the same term", extract: "Salt & Cedar may refer to:"),
            "Salt & Cedar (album)": .init(description: "2023 album by Mara Okonkwo-Lind", extract: "Salt & Cedar is a solo piano album by Mara Okonkwo-Lind."),
            "Fjörd Ensemble": .init(description: "Instrumental collective", extract: "Fjörd Ensemble is an instrumental music collective."),
        ]
        harness.world = world
        try harness.site.album("northern-static", title: "Northern Static", artist: "Fjörd Ensemble", extra: "mbid: \(Self.releaseA)\n")
        try harness.site.album("salt-and-cedar", title: "Salt & Cedar", artist: "Mara Okonkwo-Lind")
        return harness
    }

    @Test("Identity by mbid and by search; tracks across discs; covers from the archive and from iTunes")
    func coldBuild() async throws {
        let harness = try standardHarness()
        let report = try await harness.build()
        #expect(report.fetchWarnings.isEmpty)
        let northern = try harness.site.read("albums/northern-static/index.html")
        #expect(northern.contains("Disc 2"))
        #expect(northern.contains("<span class=\"track-no\">C1</span><span class=\"track-title\">Relay Station</span><time class=\"track-length\" datetime=\"PT9M40S\">9:40</time>"))
        #expect(northern.contains("<span class=\"track-title\">Magnetosphere</span></li>"))  // length null: none shown
        #expect(northern.contains("Track list from MusicBrainz."))
        #expect(northern.contains("10 February 2012"))
        // The largest thumbnail, re-encoded in the sizes the pages use.
        #expect(northern.contains("srcset=\"../../covers/northern-static.250.jpg 250w, ../../covers/northern-static.500.jpg 500w\""))
        #expect(northern.contains("srcset=\"../../covers/northern-static.250.webp 250w, ../../covers/northern-static.500.webp 500w\""))
        #expect(try TestImage.size(FileManager.default.contents(atPath: harness.site.output.appending(path: "covers/northern-static.500.jpg").path)) == (500, 500))
        #expect(northern.contains("Cover: Cover Art Archive"))
        #expect(northern.contains("Northern Static is the debut album by Fjörd Ensemble."))
        #expect(northern.contains("CC BY-SA 4.0"))

        let salt = try harness.site.read("albums/salt-and-cedar/index.html")
        // Found by a search whose phrase held "&"; art neither on release nor group, so iTunes artwork, rewritten to 600.
        #expect(harness.paths(prefix: "/mb/ws/2/release?").count == 1)
        #expect(harness.paths(prefix: "/caa/release-group/\(Self.groupB)").count == 1)
        #expect(harness.paths(prefix: "/img/salt/600x600bb").count == 1)
        #expect(salt.contains("Cover: iTunes"))
        #expect(salt.contains("src=\"../../covers/salt-and-cedar.500.jpg\""))
        // The disambiguation page is passed over for "Title (album)".
        #expect(salt.contains("Salt &amp; Cedar is a solo piano album"))
        #expect(!salt.contains("may refer to"))

        let artist = try harness.site.read("artists/fjord-ensemble/index.html")
        #expect(artist.contains("Fjörd Ensemble is an instrumental music collective."))
    }

    @Test("Every request carries the User-Agent with version and contact")
    func userAgent() async throws {
        let harness = try standardHarness()
        try await harness.build()
        let requests = harness.server.requests
        #expect(requests.count > 5)
        for request in requests {
            #expect(request.headers["user-agent"] == "linernotes/\(LinerNotesVersion.current) ( tests@example.org )")
        }
    }

    @Test("A warm rebuild makes no requests; with the server down the site is the same")
    func warmAndOffline() async throws {
        let harness = try standardHarness()
        try await harness.build()
        let cold = harness.server.requests.count
        let first = try snapshot(harness.site.output)
        let warm = try await harness.build()
        #expect(harness.server.requests.count == cold)
        #expect(warm.requests == 0)
        #expect(try snapshot(harness.site.output) == first)

        harness.server.stop()  // unreachable from now on
        let refreshed = try await harness.build(refresh: .all)
        #expect(try snapshot(harness.site.output) == first)
        // One line per source that had lookups to make (covers come from their records), saying the host is
        // unreachable and what to do; the host was tried only until it was found down.
        #expect(refreshed.fetchWarnings.count == 2, "\(refreshed.fetchWarnings)")
        #expect(refreshed.fetchWarnings.allSatisfy { $0.contains("is unreachable (connection refused)") && $0.contains("build with --offline") })
        let offline = try await harness.build(offline: true, strict: true)
        #expect(offline.requests == 0)
        #expect(try snapshot(harness.site.output) == first)
    }

    @Test("Offline with nothing cached: no lookups at all, each album and artist counted as missing, --strict refuses")
    func offlineWithEmptyCache() async throws {
        let harness = try standardHarness()
        let report = try await harness.build(offline: true)
        #expect(report.requests == 0)
        #expect(harness.server.requests.isEmpty)
        // Two albums and their two artists: each is missing its Wikipedia summary; one album has an mbid for the CAA.
        #expect(report.fetchSummary.contains("Wikipedia: 0 answered, 4 not in the cache (offline)"), "\(report.fetchSummary)")
        #expect(report.fetchSummary.contains("MusicBrainz: 0 answered, 2 not in the cache (offline)"), "\(report.fetchSummary)")
        #expect(report.fetchSummary.contains("Cover Art Archive: 0 answered, 1 not in the cache (offline)"), "\(report.fetchSummary)")
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Northern Static"))
        await #expect { try await harness.build(offline: true, strict: true) } throws: { failed($0, with: SiteBuilder.StrictError.self) }
    }

    @Test("Each source's requests reach its host at least its spacing apart (MusicBrainz one a second, iTunes one in three)",
          arguments: [(SourceName.musicbrainz, "/mb/"), (.coverArtArchive, "/caa/"), (.itunes, "/itunes/"), (.wikipedia, "/wiki/"), (.lastfm, "/lastfm/")])
    func spacing(source: SourceName, prefix: String) async throws {
        // That source alone, so nothing else moves the clock while one of its requests is on the way.
        let harness = try standardHarness(enabled: [source])
        try await harness.build(lastfmKey: harness.world.lastfmKey)
        let arrivals = harness.server.requests.filter { $0.path.hasPrefix(prefix) }.map(\.arrival)
        #expect(arrivals.count >= 3)
        for (earlier, later) in zip(arrivals, arrivals.dropFirst()) {
            #expect(later - earlier >= SourceRegistry.source(source)!.policy(secret: nil).spacing, "\(later - earlier)")
        }
    }

    @Test("Spacing holds as the server measures it, when a request is slow to arrive and after a retry")
    func spacingAtTheServer() async throws {
        let harness = try standardHarness(enabled: [.musicbrainz])
        let arrivals = Counter()
        // The first request spends 600 ms reaching the server; a start-to-start spacing would let the second
        // arrive 400 ms after it.
        harness.server.beforeArrival = { [clock = harness.clock] path in
            if path.hasPrefix("/mb/") && arrivals.next() == 0 { clock.advance(by: .milliseconds(600)) }
        }
        let failures = Counter()
        harness.override = { request in
            // The search is answered "busy" at once with Retry-After: 0; its retry still waits its spacing.
            request.path.hasPrefix("/mb/ws/2/release?") && failures.next() == 0 ? .init(status: 503, headers: ["Retry-After": "0"]) : nil
        }
        try await harness.build()
        let times = harness.server.requests.filter { $0.path.hasPrefix("/mb/") }.map(\.arrival)
        #expect(times.count >= 4)
        for (earlier, later) in zip(times, times.dropFirst()) {
            #expect(later - earlier >= .seconds(1), "\(later - earlier)")
        }
    }

    @Test("An answer of the wrong shape (null or a number where an object or a string belongs) is a failure and never cached")
    func wrongShapeNotCached() async throws {
        let harness = try standardHarness(enabled: [.musicbrainz, .lastfm])
        let nullBody = FixtureServer.Response(status: 200, headers: ["Content-Type": "application/json"], body: Data(#"{"id": null, "title": 5, "media": null}"#.utf8))
        let numberBody = FixtureServer.Response(status: 200, headers: ["Content-Type": "application/json"], body: Data("[42]".utf8))
        harness.override = { request in
            if request.path.hasPrefix("/mb/ws/2/release/") { return nullBody }
            if request.path.hasPrefix("/lastfm/") { return numberBody }
            return nil
        }
        let first = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(first.fetchWarnings.contains { $0.contains("MusicBrainz") && $0.contains("wrong shape") }, "\(first.fetchWarnings)")
        #expect(first.fetchWarnings.contains { $0.contains("Last.fm") && $0.contains("wrong shape") }, "\(first.fetchWarnings)")
        #expect(!(try harness.site.read("albums/northern-static/index.html").contains("Relay Station")))
        #expect(await harness.cache.index.allEntries.keys.filter { $0.hasPrefix("musicbrainz:/release/\(Self.releaseA)") }.isEmpty)

        harness.override = nil
        let second = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(second.fetchWarnings.isEmpty, "\(second.fetchWarnings)")
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Relay Station"))
    }

    @Test("A cache that cannot be written: the answers still make this build, a warning names the cache folder, --strict refuses")
    func cacheNotWritable() async throws {
        let harness = try standardHarness(enabled: [.musicbrainz])
        let cache = harness.site.root.appending(path: "cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        // `objects` a file, not a folder: no object can be stored (as on a full disk; the tests run as root, so
        // permissions would not stop them).
        try Data("not a folder".utf8).write(to: cache.appending(path: "objects"))
        let report = try await harness.build()
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Relay Station"))
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: cannot write to the cache folder \(cache.standardizedFileURL.path)") && $0.contains("Not a directory") && $0.contains("fetches them again") },
                "\(report.fetchWarnings)")
        await #expect { try await harness.build(strict: true) } throws: { "\($0)".contains("cannot write to the cache folder") }
    }

    @Test("A fetch budget stops fetching on time, publishes with what there is, says what is left; the next build goes on from there")
    func fetchBudget() async throws {
        let harness = try standardHarness(enabled: [.musicbrainz, .wikipedia])
        for number in 1...6 { try harness.site.album("more-\(number)", title: "More \(number)", artist: "Someone \(number)") }
        // MusicBrainz answers one request a second (on the virtual clock): a 3-second budget covers a few.
        let first = try await harness.build(fetchBudget: .seconds(3))
        let firstRequests = harness.server.requests.map(\.path)
        let musicbrainz = firstRequests.filter { $0.hasPrefix("/mb/") }.count
        #expect(musicbrainz >= 2 && musicbrainz <= 5, "\(musicbrainz)")
        #expect(first.fetchWarnings.contains { $0.hasPrefix("warning: the fetch budget was spent:") && $0.contains("still to fetch") && $0.contains("goes on from here") },
                "\(first.fetchWarnings)")
        #expect(first.fetchSummary.contains("left for the next build (fetch budget spent)"), "\(first.fetchSummary)")
        #expect(try harness.site.read("albums/more-6/index.html").contains("More 6"))  // published with what there is
        await #expect(throws: (any Error).self) { try await harness.build(strict: true, fetchBudget: .zero + .milliseconds(1)) }

        // The next build asks only what is left: nothing answered before is asked again.
        let second = try await harness.build()
        let secondRequests = harness.server.requests.map(\.path).dropFirst(firstRequests.count)
        #expect(Set(secondRequests).isDisjoint(with: Set(firstRequests)))
        #expect(!second.fetchWarnings.contains { $0.contains("fetch budget") })
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Relay Station"))
    }

    @Test("A 503 is retried after a back-off, a 429 after its Retry-After, then the answer is used")
    func retries() async throws {
        let harness = try standardHarness()
        let failures = Counter()
        harness.override = { request in
            guard request.path.hasPrefix("/mb/ws/2/release/") else { return nil }
            switch failures.next() {
            case 0: return FixtureWorld.json(["error": "Your requests are exceeding the allowable rate limit.", "help": "…"], status: 503)
            case 1: return .init(status: 429, headers: ["Retry-After": "7"])
            default: return nil
            }
        }
        let report = try await harness.build()
        #expect(report.fetchWarnings.isEmpty)
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Relay Station"))
        let tries = harness.server.requests.filter { $0.path.hasPrefix("/mb/ws/2/release/\(Self.releaseA)") }.map(\.arrival)
        try #require(tries.count == 3)
        #expect(tries[1] - tries[0] >= .seconds(1))  // the first back-off (MusicBrainz's 503 has no Retry-After)
        #expect(tries[2] - tries[1] >= .seconds(7))  // Retry-After, longer than the back-off would be
    }

    /// Wikipedia's answer when its databases lag: HTTP 200, Retry-After and an error body.
    static let maxlag: FixtureServer.Response = {
        var response = FixtureWorld.json([
            "error": ["code": "maxlag", "info": "Waiting for 10.64.16.8: 6 seconds lagged.", "host": "10.64.16.8", "lag": 6, "type": "db"],
            "servedby": "mw1410",
        ])
        response.headers["Retry-After"] = "5"
        return response
    }()

    /// The standard world, plus a Wikipedia article about Mara Okonkwo-Lind that only a search finds.
    func harnessWithWikipediaSearch() throws -> FetchHarness {
        let harness = try standardHarness()
        harness.world.wikiSearch["Mara Okonkwo-Lind band musician"] = ["Mara Okonkwo-Lind (pianist)"]
        harness.world.wikipedia["Mara Okonkwo-Lind (pianist)"] = .init(
            description: "Norwegian pianist", extract: "Mara Okonkwo-Lind is a Norwegian pianist and composer.")
        return harness
    }

    @Test("Wikipedia's maxlag (an error inside HTTP 200) is retried after its Retry-After")
    func maxlagRetried() async throws {
        let harness = try harnessWithWikipediaSearch()
        let lagged = Counter()
        harness.override = { $0.path.hasPrefix("/wiki/w/api.php") && lagged.next() == 0 ? Self.maxlag : nil }
        let report = try await harness.build()
        #expect(report.fetchWarnings.isEmpty)
        #expect(try harness.site.read("artists/mara-okonkwo-lind/index.html").contains("is a Norwegian pianist and composer."))
        let tries = harness.server.requests.filter { $0.path.hasPrefix("/wiki/w/api.php") }.map(\.arrival)
        try #require(tries.count == 2)
        #expect(tries[1] - tries[0] >= .seconds(5))
    }

    @Test("A maxlag that does not pass is a failure, never cached: the next build asks again")
    func maxlagNeverCached() async throws {
        let harness = try harnessWithWikipediaSearch()
        harness.override = { $0.path.hasPrefix("/wiki/w/api.php") ? Self.maxlag : nil }
        let report = try await harness.build()
        #expect(harness.paths(prefix: "/wiki/w/api.php").count == 4)  // one try and three retries
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: Wikipedia: 1 request failed") && $0.contains("still busy") })
        #expect(await harness.cache.index.allEntries.keys.filter { $0.hasPrefix("wikipedia:/w/api.php") }.isEmpty)
        #expect(!(try harness.site.read("artists/mara-okonkwo-lind/index.html").contains("pianist and composer")))

        harness.override = nil
        try await harness.build()
        #expect(harness.paths(prefix: "/wiki/w/api.php").count == 5)
        #expect(try harness.site.read("artists/mara-okonkwo-lind/index.html").contains("is a Norwegian pianist and composer."))
    }

    @Test("iTunes' 403 means busy: retried with back-off, and when it persists, not cached")
    func itunesForbiddenIsBusy() async throws {
        let harness = try standardHarness()
        let refusals = Counter()
        harness.override = { $0.path.hasPrefix("/itunes/search") && refusals.next() == 0 ? .init(status: 403) : nil }
        let report = try await harness.build()
        #expect(report.fetchWarnings.isEmpty)
        #expect(try harness.site.read("albums/salt-and-cedar/index.html").contains("Cover: iTunes"))
        let tries = harness.server.requests.filter { $0.path.hasPrefix("/itunes/search") }.map(\.arrival)
        try #require(tries.count == 2)
        #expect(tries[1] - tries[0] >= .seconds(1))  // at least the first back-off

        let refused = try standardHarness()
        refused.override = { $0.path.hasPrefix("/itunes/") ? .init(status: 403) : nil }
        let failed = try await refused.build()
        #expect(refused.paths(prefix: "/itunes/search").count == 4)
        #expect(failed.fetchWarnings.contains { $0.hasPrefix("warning: iTunes: 1 request failed") && $0.contains("HTTP 403") })
        #expect(await refused.cache.index.allEntries.keys.filter { $0.hasPrefix("itunes:") }.isEmpty)
        refused.override = nil
        try await refused.build()
        #expect(try refused.site.read("albums/salt-and-cedar/index.html").contains("Cover: iTunes"))
    }

    @Test("A deleted or corrupted cover object is fetched again from its stored URL, with no lookups")
    func coverRepair() async throws {
        let harness = try standardHarness()
        try await harness.build()
        let key = AlbumKey(title: "Northern Static", artist: "Fjörd Ensemble", mbid: Self.releaseA)
        let record = try #require(await harness.cache.index.cover(key))
        #expect(record.map(\.size) == [250, 500])
        #expect(record.allSatisfy { $0.url.hasPrefix(harness.server.baseURL + "/caa/release/\(Self.releaseA)/501-") })
        // Corrupt one, delete the other.
        let objects = harness.cache.objects
        try Data("garbage".utf8).write(to: objects.url(for: record[0].object))
        try objects.remove(record[1].object)
        let before = harness.server.requests.count
        try await harness.build()
        let after = Array(harness.server.requests.dropFirst(before)).map(\.path)
        #expect(after.filter { $0.hasPrefix("/caa/release/\(Self.releaseA)/501-") }.count == 2)
        #expect(after.filter { $0.hasPrefix("/img/") }.count == 2)
        #expect(after.count == 4)  // the two images (each a redirect and the image), nothing else
        #expect(FileManager.default.fileExists(atPath: harness.site.output.appending(path: "covers/northern-static.250.jpg").path))
        #expect(objects.get(record[0].object) == FetchHarness.png("a250"))
    }

    @Test("Hostile strings from the sources render as text")
    func hostileData() async throws {
        let harness = try FetchHarness()
        let evil = "<img src=x onerror=alert(1)>\"'&</script>"
        var world = harness.world
        world.releases = [.init(id: Self.releaseA, title: "Plain", artist: "Band", date: "2001", releaseGroupID: Self.groupA,
                                media: [[("1\(evil)", "Track \(evil)", 1000)]])]
        world.wikipedia = ["Plain (Band album)": .init(description: "album by Band \(evil)", extract: "Plain is by Band. \(evil)")]
        world.wikipedia["Band (band)"] = .init(description: "rock band", extract: "Band is a band. \(evil)")
        harness.world = world
        try harness.site.album("plain", title: "Plain", artist: "Band", extra: "mbid: \(Self.releaseA)\n")
        try await harness.build(lastfmKey: nil)
        for page in filesUnder(harness.site.output) where page.hasSuffix(".html") {
            let html = try harness.site.read(page)
            #expect(!html.contains("<img src=x"), "\(page)")
            #expect(!html.contains("\"'&</script>"), "\(page)")
        }
        let album = try harness.site.read("albums/plain/index.html")
        #expect(album.contains("Track &lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;&lt;/script&gt;"))
        #expect(album.contains("Plain is by Band. &lt;img"))
    }

    @Test("Last.fm: similar artists linked when in the archive; the key never reaches output, cache or logs")
    func lastfmAndSecrets() async throws {
        let harness = try standardHarness()
        let key = harness.world.lastfmKey
        var world = harness.world
        world.similar = ["Fjörd Ensemble": ["Mara Okonkwo-Lind", "Somebody Elsewhere"], "Mara Okonkwo-Lind": ["Fjörd Ensemble"]]
        world.lastfmTags = ["Fjörd Ensemble": [("ambient", 100), ("seen live", 3)]]
        harness.world = world
        let lines = LineCollector()
        let progress = ProgressReporter(style: .lines, clock: harness.clock) { lines.append($0) }
        // A failing Last.fm call puts a URL with the key into a warning: it must come out redacted.
        harness.override = { request in
            request.path.contains("gettoptags") && request.path.contains("Mara") ? .init(status: 500, headers: [:], body: Data("boom".utf8)) : nil
        }
        let report = try await harness.build(lastfmKey: key, progress: progress)
        let artist = try harness.site.read("artists/fjord-ensemble/index.html")
        #expect(artist.contains("<a href=\"../../artists/mara-okonkwo-lind/index.html\">Mara Okonkwo-Lind</a>"))
        #expect(artist.contains("<li>Somebody Elsewhere</li>"))
        #expect(artist.contains("<span class=\"plain-tag\">ambient</span>"))
        #expect(!artist.contains("seen live"))
        // Credited to the source that related them, in the site's language.
        #expect(artist.contains("<p class=\"credit\">Listeners on Last.fm tag them: <span class=\"plain-tag\">ambient</span>"))
        #expect(artist.contains("From <a href=\"https://www.last.fm/music/"))
        #expect(artist.contains("rel=\"external noopener\">Last.fm</a>.</p>"))
        // One-item list that Last.fm sends as an object.
        #expect(try harness.site.read("artists/mara-okonkwo-lind/index.html").contains("Fjörd Ensemble</a></li>"))
        #expect(harness.paths(prefix: "/lastfm/").allSatisfy { $0.contains("api_key=\(key)") })
        #expect(report.fetchWarnings.contains { $0.contains("Last.fm") && $0.contains("[redacted]") })
        var everything = report.fetchWarnings.joined() + report.fetchSummary + lines.text
        for file in filesUnder(harness.site.output) + filesUnder(harness.cache.root).map({ "../cache/" + $0 }) {
            everything += String(decoding: try Data(contentsOf: harness.site.output.appending(path: file)), as: UTF8.self)
        }
        #expect(!everything.contains(key))
    }

    @Test("Strict mode refuses to publish when a source fails; the previous site stays")
    func strict() async throws {
        let harness = try standardHarness()
        try await harness.build()
        let before = try snapshot(harness.site.output)
        harness.override = { $0.path.hasPrefix("/wiki/") ? .init(status: 500) : nil }
        await #expect { try await harness.build(refresh: .all, strict: true) } throws: { failed($0, with: SiteBuilder.StrictError.self) }
        #expect(try snapshot(harness.site.output) == before)
    }

    @Test("Malformed JSON, HTML instead of an image and an oversized body are failures, not data")
    func badBodies() async throws {
        let harness = try standardHarness()
        harness.override = { request in
            if request.path.hasPrefix("/mb/ws/2/release/") { return .init(status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"id\": ".utf8)) }
            if request.path.hasPrefix("/img/501-500") { return .init(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>error</html>".utf8)) }
            if request.path.hasPrefix("/img/501-250") { return .init(status: 200, headers: ["Content-Type": "image/png"], body: FetchHarness.pngBytes + Data(count: 11 << 20)) }
            return nil
        }
        let report = try await harness.build()
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: MusicBrainz:") && $0.contains("malformed JSON") })
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: Cover Art Archive: 2 requests failed") })
        let page = try harness.site.read("albums/northern-static/index.html")
        #expect(!page.contains("Relay Station"))
        #expect(page.contains("class=\"cover placeholder placeholder-"))
        // Nothing bad was cached: fixed sources give full pages on the next build.
        harness.override = nil
        try await harness.build()
        #expect(try harness.site.read("albums/northern-static/index.html").contains("Relay Station"))
    }

    @Test("Redirects are followed only to http(s)")
    func redirects() async throws {
        let harness = try standardHarness()
        harness.override = { request in
            request.path.hasPrefix("/caa/release/\(Self.releaseA)/501-") ? .init(status: 307, headers: ["Location": "file:///etc/passwd"]) : nil
        }
        let report = try await harness.build()
        #expect(report.fetchWarnings.contains { $0.hasPrefix("warning: Cover Art Archive: 2 requests failed") && $0.contains("refused a redirect to file:///etc/passwd (only http and https are followed)") }, "\(report.fetchWarnings)")
        #expect(try harness.site.read("albums/northern-static/index.html").contains("class=\"cover placeholder placeholder-"))
    }

    @Test("No match anywhere: the page shows what the owner wrote")
    func noMatch() async throws {
        let harness = try FetchHarness()
        try harness.site.album("unknown", title: "Never Released", artist: "Nobody", extra: "tracks: [One, Two]\n")
        let report = try await harness.build()
        #expect(report.fetchWarnings.isEmpty)
        let page = try harness.site.read("albums/unknown/index.html")
        #expect(page.contains("<span class=\"track-title\">Two</span>"))
        #expect(page.contains("class=\"cover placeholder placeholder-"))
        #expect(!page.contains("Track list from"))
    }

    /// The site's files (not the build manifest, which also records this build's warnings).
    private func snapshot(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in filesUnder(root) { result[path] = try Data(contentsOf: root.appending(path: path)) }
        return result
    }
}

/// A thread-safe counter for fault injection.
final class Counter: @unchecked Sendable {
    // @unchecked: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value = 0
    func next() -> Int { lock.withLock { defer { value += 1 }; return value } }
}

/// Collects progress output.
final class LineCollector: @unchecked Sendable {
    // @unchecked: `lines` is only touched while holding `lock`.
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var text: String { lock.withLock { lines.joined() } }
}
