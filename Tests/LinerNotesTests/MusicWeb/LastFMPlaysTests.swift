import Foundation
import Testing
@testable import Build
@testable import Enrichment
@testable import MusicWeb

/// `lastfm_user:` in site.yml: the owner's plays from Last.fm's `user.getTopAlbums`, over real HTTP to the loopback
/// fixture server, which serves two pages in Last.fm's real shape (`Fixtures/lastfm/`, invented values).
@Suite("Plays from Last.fm")
struct LastFMPlaysTests {
    static let fixtures = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/lastfm")

    /// Only Last.fm answers: the albums are matched by the owner's own `mbid:` or by name.
    func harness(user: String? = "shelf_listener") throws -> FetchHarness {
        let harness = try FetchHarness(extraSiteYAML: user.map { "lastfm_user: \($0)\n" } ?? "", enabled: [.lastfm])
        var world = harness.world
        world.topAlbumPages["shelf_listener"] = try [1, 2].map { try Data(contentsOf: Self.fixtures.appending(path: "user-gettopalbums-page\($0).json")) }
        world.lastfmUserErrors = ["gone_user": 6, "private_user": 17]
        harness.world = world
        let site = harness.site
        try site.album("northern-static", title: "Northern Static", artist: "Fjörd Ensemble", extra: "mbid: 5d1f7e2a-3b4c-4d5e-8f60-718293a4b5c6\nacquired: 2012-03-01\n")
        try site.album("tokyo-live", title: "東京ライブ", artist: "Mara Okonkwo-Lind", extra: "acquired: 2019-03-01\n")
        try site.album("salt-and-cedar", title: "Salt & Cedar", artist: "Mara Okonkwo-Lind", extra: "acquired: 2023-05-20\n")
        try site.album("tin-radio", title: "Tin Radio", artist: "Dr. Halcyon & the Static", extra: "acquired: 2008-10-01\n")
        try site.album("glass-ferns", title: "Glass Ferns", artist: "Fjörd Ensemble", extra: "acquired: 2019-12-07\n")
        try site.album("paper-harbour", title: "Paper Harbour", artist: "The Quiet Hours", extra: "acquired: 2017-04-01\n")
        return harness
    }

    func plays(_ harness: FetchHarness, _ slug: String) throws -> String? {
        let page = try harness.site.read("albums/\(slug)/index.html")
        guard let range = page.range(of: "<dt>Played (Last.fm)</dt><dd>") else { return nil }
        return String(page[range.upperBound...].prefix { $0 != "<" })
    }

    @Test("Both pages are read; albums match by MusicBrainz id, else by folded artist and title in any script")
    func pagingAndMatching() async throws {
        let harness = try harness()
        let key = harness.world.lastfmKey
        try await harness.build(lastfmKey: key)
        let asked = harness.paths(prefix: "/lastfm/").filter { $0.contains("method=user.gettopalbums") }
        #expect(asked.count == 2)
        #expect(asked.contains { $0.contains("user=shelf_listener") && $0.contains("period=overall") && $0.contains("page=1") })
        #expect(asked.contains { $0.contains("page=2") })
        // By id: Last.fm calls it "Northern Static (Remastered)".
        #expect(try plays(harness, "northern-static") == "87 plays")
        // By name: capitals, another script.
        #expect(try plays(harness, "tokyo-live") == "41 plays")
        // By name: "and" for "&", no hyphen.
        #expect(try plays(harness, "salt-and-cedar") == "12 plays")
        // The second page's only album, sent as an object.
        #expect(try plays(harness, "tin-radio") == "3 plays")
        #expect(try plays(harness, "glass-ferns") == nil)
    }

    @Test("Stats: Most played in order of plays, Not played yet lists the owned albums with none")
    func stats() async throws {
        let harness = try harness()
        try await harness.build(lastfmKey: harness.world.lastfmKey)
        // LINERNOTES_KEEP_PLAYS_SITE=<folder> keeps the built site there, to look at (the demo has no Last.fm key).
        if let keep = ProcessInfo.processInfo.environment["LINERNOTES_KEEP_PLAYS_SITE"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: harness.site.output, to: URL(filePath: keep))
        }
        let stats = try harness.site.read("stats/index.html")
        let most = try #require(stats.range(of: "Most played")).upperBound
        let notPlayed = try #require(stats.range(of: "Not played yet")).lowerBound
        let table = String(stats[most..<notPlayed])
        let order = ["Northern Static", "東京ライブ", "Salt &amp; Cedar", "Tin Radio"].map { table.range(of: "\($0)</a>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(table.contains("<td class=\"num\">87 plays</td>"))
        #expect(!table.contains("Glass Ferns") && !table.contains("Somebody Else"))
        let rest = String(stats[notPlayed...])
        #expect(rest.contains("2 albums here have no plays on Last.fm."))
        // Most recently acquired first.
        let glass = try #require(rest.range(of: "Glass Ferns</a>")).lowerBound
        let paper = try #require(rest.range(of: "Paper Harbour</a>")).lowerBound
        #expect(glass < paper)
        #expect(!rest.contains("Tin Radio</a>"))
        // The albums index offers the sort, and its data carries the plays.
        #expect(try harness.site.read("albums/index.html").contains("<option value=\"plays\">"))
        let data = try filesUnder(harness.site.output.appending(path: "assets")).filter { $0.hasPrefix("albums-") }
            .map { try harness.site.read("assets/\($0)") }.joined()
        #expect(data.contains("\"pl\":87"))
    }

    @Test("An unknown or private user is one warning naming site.yml, and no plays", arguments: [
        ("gone_user", "Last.fm has no such user; check the spelling of 'lastfm_user'"),
        ("private_user", "their listening history is private; make it public"),
    ])
    func userErrors(user: String, expected: String) async throws {
        let harness = try harness(user: user)
        let report = try await harness.build(lastfmKey: harness.world.lastfmKey)
        let warnings = (report.warnings.map(\.description) + report.fetchWarnings).filter { $0.contains("Last.fm") || $0.contains("lastfm") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("content/site.yml: warning: no plays for Last.fm user '\(user)': ") == true)
        #expect(warnings.first?.contains(expected) == true, "\(warnings)")
        #expect(harness.paths(prefix: "/lastfm/").filter { $0.contains("user.gettopalbums") }.count == 1)
        #expect(try plays(harness, "northern-static") == nil)
        #expect(!(try harness.site.read("stats/index.html")).contains("Most played"))
    }

    @Test("lastfm_user without an API key is one warning saying what to set")
    func noKey() async throws {
        let harness = try harness()
        let report = try await harness.build(lastfmKey: nil)
        let warnings = report.warnings.map(\.description).filter { $0.contains("lastfm_user") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("content/site.yml: warning: 'lastfm_user: shelf_listener' is set but there is no Last.fm API key in $LINERNOTES_TEST_LASTFM_KEY") == true)
        #expect(harness.paths(prefix: "/lastfm/").isEmpty)
    }

    @Test("Without lastfm_user nothing is asked and no page mentions plays")
    func withoutUser() async throws {
        let harness = try harness(user: nil)
        let report = try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(!harness.paths(prefix: "/lastfm/").contains { $0.contains("user.gettopalbums") })
        #expect(report.warnings.filter { $0.severity != .note }.isEmpty)
        // strings.js holds every word of the theme, used or not.
        for page in filesUnder(harness.site.output) where (page.hasSuffix(".html") || page.hasSuffix(".js")) && page != "assets/strings.js" {
            let text = try harness.site.read(page)
            #expect(!text.contains("Played (Last.fm)") && !text.contains("Most played") && !text.contains("value=\"plays\"") && !text.contains("\"pl\":"), "\(page): \(text.prefix(300))")
        }
    }

    @Test("The API key is in no page, cache file or message")
    func keyNeverWritten() async throws {
        let harness = try harness()
        let key = harness.world.lastfmKey
        let lines = LineCollector()
        let progress = ProgressReporter(style: .lines, clock: harness.clock) { lines.append($0) }
        // A failing second page puts its URL into a warning: it must come out redacted.
        harness.override = { $0.path.contains("gettopalbums") && $0.path.contains("page=2") ? .init(status: 500, headers: [:], body: Data("boom".utf8)) : nil }
        let report = try await harness.build(lastfmKey: key, progress: progress)
        #expect(try plays(harness, "northern-static") == "87 plays")
        #expect(report.fetchWarnings.contains { $0.contains("Last.fm") && $0.contains("[redacted]") })
        var everything = report.fetchWarnings.joined() + report.warnings.map(\.description).joined() + report.fetchSummary + lines.text
        for file in filesUnder(harness.site.output) { everything += String(decoding: try Data(contentsOf: harness.site.output.appending(path: file)), as: UTF8.self) }
        for file in filesUnder(harness.cache.root) { everything += String(decoding: try Data(contentsOf: harness.cache.root.appending(path: file)), as: UTF8.self) }
        #expect(!everything.contains(key))
    }
}
