import Foundation
import Testing
@testable import Build
@testable import Model
@testable import MusicWeb

/// `listenbrainz_user:` in site.yml: the owner's plays from ListenBrainz's statistics, over real HTTP to the loopback
/// fixture server, which serves recorded rows (`Fixtures/listenbrainz/`, see SOURCES.md) a page at a time.
@Suite("Plays from ListenBrainz")
struct ListenBrainzPlaysTests {
    static let fixtures = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/listenbrainz")

    /// The recorded API answer's 25 rows (no release ids), then the server's own 100 stored rows (with ids; their first 25
    /// are the same releases): 125, so two pages of 100.
    static func history() throws -> Data {
        let answer = try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appending(path: "user-releases-ishaanshah-2020.json"))) as? [String: Any]
        let first = ((answer?["payload"] as? [String: Any])?["releases"] as? [Any]) ?? []
        let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appending(path: "user-top-releases-db-data-2022.json"))) as? [[String: Any]]
        let second = (stored?.first?["data"] as? [Any]) ?? []
        return try JSONSerialization.data(withJSONObject: first + second)
    }

    func harness(_ yaml: String = "listenbrainz_user: ishaanshah\n", enabled: Set<SourceName> = [.listenbrainz]) throws -> FetchHarness {
        let harness = try FetchHarness(extraSiteYAML: yaml, enabled: enabled)
        var world = harness.world
        world.listenbrainzReleases["ishaanshah"] = try Self.history()
        world.listenbrainzPending = ["newcomer"]
        harness.world = world
        let site = harness.site
        // Listed twice: on the first page without an id (matched by folded artist and title, 26), on the second with its
        // id (26): both count.
        try site.album("buenos-aires", title: "Live In Buenos Aires", artist: "Coldplay", extra: "mbid: d59730cf-f0e3-441e-a7a7-8e0f589632a5\nacquired: 2018-02-01\n")
        // Only on the second page, by folded artist and title.
        try site.album("san-francisco", title: "Save Me, San Francisco (Golden Gate Edition)", artist: "Train", extra: "acquired: 2022-01-01\n")
        // Only on the second page, by id.
        try site.album("oh-my-my", title: "Oh My My", artist: "OneRepublic", extra: "mbid: 69bda328-d091-4a67-8553-0cbf648082f5\nacquired: 2017-01-01\n")
        try site.album("unplayed", title: "Never Heard", artist: "Nobody Yet", extra: "acquired: 2023-01-01\n")
        return harness
    }

    func played(_ harness: FetchHarness, _ slug: String) throws -> (label: String, count: String)? {
        let page = try harness.site.read("albums/\(slug)/index.html")
        guard let start = page.range(of: "<dt>Played (") else { return nil }
        let label = page[start.upperBound...].prefix { $0 != ")" }
        guard let value = page.range(of: "</dt><dd>", range: start.upperBound..<page.endIndex) else { return nil }
        return (String(label), String(page[value.upperBound...].prefix { $0 != "<" }))
    }

    @Test("Both pages are read; albums match by release id, else by folded artist and title; the page says ListenBrainz")
    func pagesAndMatching() async throws {
        let harness = try harness()
        try await harness.build()
        let asked = harness.paths(prefix: "/lb/")
        #expect(asked.count == 2)
        #expect(asked.contains { $0.contains("offset=0") && $0.contains("count=100") && $0.contains("range=all_time") })
        #expect(asked.contains { $0.contains("offset=100") })
        #expect(try played(harness, "buenos-aires")?.label == "ListenBrainz")
        #expect(try played(harness, "buenos-aires")?.count == "52 plays")
        #expect(try played(harness, "san-francisco")?.count == "5 plays")
        #expect(try played(harness, "oh-my-my")?.count == "1 play")
        #expect(try played(harness, "unplayed") == nil)
        let stats = try harness.site.read("stats/index.html")
        #expect(stats.contains("Your plays on ListenBrainz, matched to the albums here."))
        #expect(stats.contains("1 album here has no plays on ListenBrainz."))
        let albums = try harness.site.read("albums/index.html")
        #expect(albums.contains("<option value=\"plays\">Plays on ListenBrainz, most first</option>"))
    }

    @Test("A user whose statistics are not computed yet is a note, asked again next build; an unknown user a warning")
    func pendingAndUnknown() async throws {
        let pending = try harness("listenbrainz_user: newcomer\n")
        let report = try await pending.build()
        let notes = report.warnings.map(\.description)
        #expect(notes.contains { $0.hasPrefix("content/site.yml: note: ListenBrainz has no statistics for 'newcomer' yet") }, "\(notes)")
        #expect(!notes.contains { $0.contains("warning") && $0.contains("ListenBrainz") })
        #expect(!report.fetchSummary.contains("failed"))
        try await pending.build()
        #expect(pending.paths(prefix: "/lb/").count == 2)

        let unknown = try harness("listenbrainz_user: nobody_here\n")
        let second = try await unknown.build()
        #expect(second.warnings.map(\.description).contains(
            "content/site.yml: warning: no plays for ListenBrainz user 'nobody_here': ListenBrainz has no such user; check the spelling of 'listenbrainz_user', or remove it"))
        #expect(try played(unknown, "buenos-aires") == nil)
        // Not cached: once the name exists, the next build finds it.
        var world = unknown.world
        world.listenbrainzReleases["nobody_here"] = try Self.history()
        unknown.world = world
        try await unknown.build()
        #expect(try played(unknown, "buenos-aires")?.count == "52 plays")
    }

    @Test("A refresh that finds the statistics being recomputed (204) keeps the plays already cached")
    func refreshKeepsPlays() async throws {
        let harness = try harness()
        try await harness.build()
        #expect(try played(harness, "buenos-aires")?.count == "52 plays")
        var world = harness.world
        world.listenbrainzPending = ["ishaanshah"]
        harness.world = world
        let report = try await harness.build(refresh: .all)
        #expect(!report.warnings.contains { $0.description.contains("no statistics") }, "\(report.warnings)")
        #expect(try played(harness, "buenos-aires")?.count == "52 plays")
    }

    @Test("With Last.fm too: one count per album, from the source that has it, and the stats name both")
    func bothSources() async throws {
        let harness = try harness("listenbrainz_user: ishaanshah\nlastfm_user: shelf_listener\n", enabled: [.listenbrainz, .lastfm])
        var world = harness.world
        world.topAlbumPages["shelf_listener"] = try [1, 2].map {
            try Data(contentsOf: repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/lastfm/user-gettopalbums-page\($0).json"))
        }
        harness.world = world
        try harness.site.album("northern-static", title: "Northern Static", artist: "Fjörd Ensemble", extra: "mbid: 5d1f7e2a-3b4c-4d5e-8f60-718293a4b5c6\n")
        try await harness.build(lastfmKey: harness.world.lastfmKey)
        #expect(try played(harness, "northern-static")?.label == "Last.fm")
        #expect(try played(harness, "northern-static")?.count == "87 plays")
        #expect(try played(harness, "buenos-aires")?.label == "ListenBrainz")
        #expect(try harness.site.read("stats/index.html").contains("Your plays on Last.fm and ListenBrainz, matched to the albums here."))
    }

    @Test("A ListenBrainz user name is checked where site.yml names it")
    func badName() async throws {
        let site = try TemporarySite(siteYAML: "title: S\nlistenbrainz_user: \"a/b\"\n")
        defer { site.remove() }
        await #expect(throws: (any Error).self) { try await site.load() }
    }
}
