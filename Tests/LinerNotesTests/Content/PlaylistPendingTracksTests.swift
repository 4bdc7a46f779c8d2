import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Model

/// A playlist naming tracks of albums whose track lists are not fetched yet (fetch budget spent, offline with a cold
/// cache) is published with the entries it can resolve and one warning naming the rest; a track an album's known
/// track list lacks stays an error.
@Suite("Playlist tracks of albums not fetched yet")
struct PlaylistPendingTracksTests {
    static let mix = """
        ---
        title: Mix
        tracks:
          - { album: northern-static, track: 3 }
          - { album: salt-and-cedar, track: Cedar }
          - { album: salt-and-cedar, track: 1 }
        ---

        """

    /// MusicBrainz alone: Northern Static by its mbid (three tracks), Salt & Cedar by search (Salt, Cedar).
    func harness() throws -> FetchHarness {
        let harness = try MusicWebEndToEndTests().standardHarness(enabled: [.musicbrainz])
        try harness.site.write("content/playlists/mix.md", Self.mix)
        return harness
    }

    static func trackTitles(_ page: String) -> [String] {
        page.components(separatedBy: "<span class=\"track-title\">").dropFirst().map { String($0.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces) }
    }

    static let pendingSalt = "content/playlists/mix.md:5: warning: 2 tracks left out until their albums' track lists are fetched: "
        + "album 'salt-and-cedar' track 'Cedar' (line 5), album 'salt-and-cedar' track 1 (line 6); "
        + "they will appear once a build fetches those albums (online, with time left in its --fetch-budget)"

    @Test("The budget spent before an album is fetched: the site is published, the playlist keeps what resolves, one warning names the rest; the next build adds them")
    func budgetSpent() async throws {
        let harness = try harness()
        let salt = try String(contentsOf: harness.site.root.appending(path: "content/albums/salt-and-cedar.md"), encoding: .utf8)
        try FileManager.default.removeItem(at: harness.site.root.appending(path: "content/albums/salt-and-cedar.md"))
        try harness.site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { album: northern-static, track: 3 }\n---\n")
        try await harness.build()  // Northern Static is fetched and cached
        try harness.site.write("content/albums/salt-and-cedar.md", salt)
        try harness.site.write("content/playlists/mix.md", Self.mix)

        // No time left: Salt & Cedar's lookups are left for the next build; Northern Static comes from the cache.
        let budgeted = try await harness.build(fetchBudget: .zero)
        #expect(budgeted.fetchWarnings.contains { $0.hasPrefix("warning: the fetch budget was spent:") }, "\(budgeted.fetchWarnings)")
        let warnings = budgeted.warnings.filter { $0.file == "content/playlists/mix.md" }.map(\.description)
        #expect(warnings == [Self.pendingSalt])
        let page = try harness.site.read("playlists/mix/index.html")
        #expect(Self.trackTitles(page) == ["Relay Station"])
        #expect(try harness.site.read("playlists/index.html").contains("1 track"))

        // The next build, without a budget, fetches Salt & Cedar and the playlist is whole, without a warning.
        let next = try await harness.build()
        #expect(next.warnings.filter { $0.file == "content/playlists/mix.md" }.isEmpty, "\(next.warnings)")
        #expect(Self.trackTitles(try harness.site.read("playlists/mix/index.html")) == ["Relay Station", "Cedar", "Salt"])
    }

    @Test("A track a fetched or cached album lacks stays an error, also while other albums wait for their track lists; so does one of an album no source lists")
    func typoStaysAnError() async throws {
        let harness = try harness()
        try await harness.build()
        let published = try harness.site.read("playlists/mix/index.html")
        // Salt & Cedar is cached with its two tracks: 'Pepper' is a typo, with or without a budget. Later is on no source.
        try harness.site.album("later", title: "Later", artist: "Nobody Yet")
        try harness.site.write("content/playlists/mix.md", """
            ---
            title: Mix
            tracks:
              - { album: salt-and-cedar, track: Pepper }
              - { album: later, track: 2 }
            ---

            """)
        let pepper = "content/playlists/mix.md:4: error: album 'salt-and-cedar' has no track 'Pepper' (it has 2 tracks)"
        // No time to look Later up: its entry waits, with a warning beside the error.
        await #expect { try await harness.build(fetchBudget: .zero) } throws: { error in
            let text = "\(error)"
            return text.contains(pepper) && text.contains("nothing was published")
                && text.contains("content/playlists/mix.md:5: warning: 1 track left out until their albums' track lists are fetched: album 'later' track 2 (line 5)")
        }
        // MusicBrainz answered it has no such album, and nothing else could list its tracks: an error too.
        await #expect { try await harness.build() } throws: { error in
            let text = "\(error)"
            return text.contains(pepper) && text.contains("content/playlists/mix.md:5: error: album 'later' has no track 2 (it has no track list)")
        }
        #expect(try harness.site.read("playlists/mix/index.html") == published)
    }

    @Test("--offline with a cold cache and check (which never fetches) publish and pass with the same one warning")
    func offlineColdCache() async throws {
        let harness = try harness()
        let offline = try await harness.build(offline: true)
        #expect(harness.server.requests.isEmpty)
        let pending = "content/playlists/mix.md:4: warning: 3 tracks left out until their albums' track lists are fetched: "
            + "album 'northern-static' track 3 (line 4), album 'salt-and-cedar' track 'Cedar' (line 5), album 'salt-and-cedar' track 1 (line 6); "
            + "they will appear once a build fetches those albums (online, with time left in its --fetch-budget)"
        #expect(offline.warnings.filter { $0.file == "content/playlists/mix.md" }.map(\.description) == [pending])
        #expect(Self.trackTitles(try harness.site.read("playlists/mix/index.html")).isEmpty)

        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: harness.site.root, clock: harness.clock)).check()
        #expect(check.warnings.filter { $0.file == "content/playlists/mix.md" }.map(\.description) == [pending])
        #expect(check.summary.hasPrefix("OK: "))

        // Online the lists are fetched; offline after that, the cache resolves every entry.
        try await harness.build()
        let warm = try await harness.build(offline: true)
        #expect(warm.warnings.filter { $0.file == "content/playlists/mix.md" }.isEmpty, "\(warm.warnings)")
        #expect(Self.trackTitles(try harness.site.read("playlists/mix/index.html")) == ["Relay Station", "Cedar", "Salt"])
    }
}
