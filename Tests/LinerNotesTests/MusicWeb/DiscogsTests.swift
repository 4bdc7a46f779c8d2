import Foundation
import Testing
@testable import Build
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// Discogs as a source: recorded release answers (`Fixtures/discogs/`, see its SOURCES.md) read into track lists and
/// credits, and an album with `discogs:` that MusicBrainz does not know built through the loopback fixture server.
@Suite("Discogs")
struct DiscogsTests {
    static let fixtures = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/discogs")

    static func release(_ id: Int) throws -> DiscogsRelease {
        try JSONDecoder().decode(DiscogsRelease.self, from: Data(contentsOf: fixtures.appending(path: "release-\(id).json")))
    }

    @Test("Sides become records: A and B on the first, C and D on the second; lengths read; the sort form shown as said")
    func sides() throws {
        let release = try Self.release(1)
        let tracks = release.tracks.map(\.track)
        #expect(tracks.map(\.number) == ["A", "B1", "B2", "C1", "C2", "D"])
        #expect(tracks.map(\.disc) == [1, 1, 1, 2, 2, 2])
        #expect(tracks.first?.title == "Östermalm")
        #expect(tracks.first?.length == 4 * 60 + 45)
        #expect(release.artistCredit == "The Persuader")
        // Discogs' sort form, as older answers of this release name the artist.
        #expect(DiscogsRelease.plain("Persuader, The") == "The Persuader")
        #expect(release.releaseDate == PartialDate("1999-03"))
        #expect(release.labelText == "Svek · SK032")
        #expect(release.formatText == "2 × Vinyl, 12\", 33 ⅓ RPM")
        #expect(release.credits.release == [Credit(role: .composer, name: "Jesper Dahlbäck")])
    }

    @Test("Index tracks: each part a track titled with its work; a numbered name and an unmapped role never shown")
    func indexTracks() throws {
        let release = try Self.release(1287017)
        let tracks = release.tracks.map(\.track)
        #expect(tracks.count == 9)
        #expect(tracks[2].title.hasPrefix("Rapsodie Espagnole: "))
        #expect(tracks[2].number == "A3")
        #expect(tracks[3].number == "B1")
        #expect(tracks.last?.number == "B4.3")
        #expect(tracks.last?.length == nil)
        #expect(release.artistCredit == "Ravel – Charles Munch, Orchestre De Paris")
        #expect(release.releaseDate == nil)
        let credits = release.credits.release
        #expect(credits.contains(Credit(role: .conductor, name: "Charles Munch")))
        #expect(credits.contains(Credit(role: .performingOrchestra, name: "Orchestre De Paris")))
        #expect(credits.contains(Credit(role: .photography, name: "J.-F. Guitton")))
        // Liner notes have no MusicBrainz role here; "(2)" would never be shown anyway.
        #expect(!credits.contains { $0.name.contains("Schneider") })
        #expect(!credits.contains { $0.name.contains("(") })
    }

    @Test("A heading row plays nothing; a per-track credit lands on its track; joins and credited names kept")
    func headingsAndTrackCredits() throws {
        let release = try Self.release(5984091)
        let tracks = release.tracks.map(\.track)
        #expect(!tracks.contains { $0.title.hasPrefix("Concerto In C Major") })
        #expect(tracks.map(\.number) == ["1", "2", "3.1", "3.2", "3.3", "3.4", "4", "5"])
        #expect(release.artistCredit == "Busoni - Garrick Ohlsson, Christoph von Dohnányi, The Cleveland Orchestra & Men's Chorus")
        let fifth = try #require(release.credits.tracks.first { $0.number == "5" })
        #expect(fifth.credits.contains(Credit(role: .lyricist, name: "Adam Oehlenschläger")))
        #expect(fifth.position == 8)
    }

    @Test("Per-track artists in Japanese, joined as credited, without Discogs' numbers; a name variation as credited")
    func compilation() throws {
        let release = try Self.release(9922074)
        let tracks = release.tracks.map(\.track)
        #expect(release.artistCredit == nil)  // "Various"
        #expect(tracks[1].artist == "紅梔子")
        #expect(tracks[2].artist == "Rin")
        #expect(tracks[3].title == "バグズ・ナイト")
        #expect(tracks[4].artist == "紅梔子 & ノイズ")
        #expect(tracks[5].artist == "nmk")
        #expect(release.labelText == "Sugano Music · SMCD-0019")
    }

    @Test("Media numbered in turn: CD1, CD2 then a DVD; 1-3 on the first; a single's AA side with its A side")
    func media() {
        #expect(DiscogsRelease.discs(["CD1-1", "CD1-2", "CD2-1", "DVD-1", "DVD-2"]) == [1, 1, 2, 3, 3])
        #expect(DiscogsRelease.discs(["1-1", "1-2", "2-1", "2-2"]) == [1, 1, 2, 2])
        #expect(DiscogsRelease.discs(["A", "AA"]) == [1, 1])
        #expect(DiscogsRelease.discs(["A1", "B2", "C1", "D3", "E1"]) == [1, 1, 2, 2, 3])
        #expect(DiscogsRelease.discs(["1", "2", "3.1", "3.2", ""]) == [1, 1, 1, 1, 1])
    }

    @Test("Artists a track features follow its artists, or the release's, as credited")
    func featuring() throws {
        // Hand-made in the shape of release 23036210's track D4 (its recording has no licence to commit).
        let json = #"""
            {"id": 9, "title": "T", "artists": [{"name": "A Tribe Called Quest", "anv": "", "join": ""}],
             "tracklist": [{"position": "D4", "type_": "track", "title": "Scenario", "duration": "4:10", "extraartists": [
                {"name": "Busta Rhymes", "anv": "Busta Rhyme", "role": "Featuring [Appears On]"}, {"name": "Charlie Brown", "anv": "", "role": "Featuring [Appears On]"},
                {"name": "Dinco D", "anv": "", "role": "Featuring [Appears On]"}, {"name": "Pro (2)", "anv": "", "role": "Producer"}]},
              {"position": "D5", "type_": "track", "title": "Alone", "artists": [{"name": "Solo (3)", "anv": "", "join": ""}]}]}
            """#
        let release = try JSONDecoder().decode(DiscogsRelease.self, from: Data(json.utf8))
        let tracks = release.tracks.map(\.track)
        #expect(tracks[0].artist == "A Tribe Called Quest feat. Busta Rhyme, Charlie Brown & Dinco D")
        #expect(tracks[1].artist == "Solo")
        #expect(release.credits.tracks.first?.credits == [Credit(role: .producer, name: "Pro")])
    }

    @Test("Credits on many sides' tracks read as ranges: runs of three on one side shortened, numbers as before")
    func sideRanges() {
        #expect(CreditsView.ranges(["A2", "A3", "A4", "B2", "C1", "C2", "C3", "D1", "D2", "D4"]) == "A2–A4, B2, C1–C3, D1, D2, D4")
        #expect(CreditsView.ranges(["2", "3", "4", "5", "7", "A1"]) == "2–5, 7, A1")
        #expect(CreditsView.ranges(["A9", "B1", "B2"]) == "A9, B1, B2")
        #expect(CreditsView.ranges(["1-1", "1-2", "1-3", "B4.1"]) == "1-1, 1-2, 1-3, B4.1")
    }

    @Test("A credit for tracks the list does not have goes nowhere; the same credit twice is one; labels and numbers once each")
    func creditsAndLabels() throws {
        let json = #"""
            {"id": 7, "title": "T", "tracklist": [{"position": "A1", "type_": "track", "title": "One"}, {"position": "A2", "type_": "track", "title": "Two"}],
             "extraartists": [{"name": "Pianist (3)", "role": "Piano", "tracks": "B4"}, {"name": "Snap", "role": "Photography By, Photography By [Art Print]", "tracks": ""},
                              {"name": "Pro", "role": "Producer", "tracks": "A2"}],
             "labels": [{"name": "Jive", "catno": "194"}, {"name": "Sony Music", "catno": "194"}, {"name": "Jive", "catno": "195"}]}
            """#
        let release = try JSONDecoder().decode(DiscogsRelease.self, from: Data(json.utf8))
        #expect(release.credits.release == [Credit(role: .photography, name: "Snap")])
        #expect(release.credits.tracks.map(\.number) == ["A2"])
        #expect(release.labelText == "Jive, Sony Music · 194")
    }

    @Test("A Discogs token written in site.yml is refused, naming the line and DISCOGS_TOKEN")
    func tokenInFile() async throws {
        let site = try TemporarySite(siteYAML: "title: S\nsources:\n  discogs:\n    token: abc\n")
        defer { site.remove() }
        let problems = await site.loadErrors().map(\.description)
        #expect(problems.contains("content/site.yml:4: error: put the Discogs token in the environment variable DISCOGS_TOKEN, not in site.yml"), "\(problems)")
    }

    func harness(token: String? = nil) throws -> FetchHarness {
        let harness = try FetchHarness(enabled: [.musicbrainz, .discogs])
        var world = harness.world
        for id in [1, 1287017, 5984091] {
            world.discogsReleases[id] = try Data(contentsOf: Self.fixtures.appending(path: "release-\(id).json"))
        }
        world.discogsHeaders = ["X-Discogs-Ratelimit": token == nil ? "25" : "60", "X-Discogs-Ratelimit-Remaining": "20"]
        harness.world = world
        try harness.site.album("bolero", title: "Boléro", artist: "Maurice Ravel", extra: "discogs: 1287017\n")
        try harness.site.album("stockholm", title: "Stockholm", artist: "The Persuader", extra: "discogs: 1\n")
        try harness.site.album("piano-concerto", title: "Piano Concerto", artist: "Ferruccio Busoni", extra: "discogs: 5984091\n")
        try harness.site.album("gone", title: "Gone", artist: "Nobody", extra: "discogs: 999999999\n")
        return harness
    }

    @Test("An album MusicBrainz does not know gets its tracks and credits from its Discogs release, said to be from Discogs")
    func buildsFromDiscogs() async throws {
        let harness = try harness()
        try await harness.build()
        let page = try harness.site.read("albums/bolero/index.html")
        #expect(page.contains("Track list from Discogs"))
        #expect(page.contains("Rapsodie Espagnole: "))
        #expect(page.contains("Charles Munch"))
        #expect(page.contains("La Voix De Son Maître · 2C 069-10239"))
        #expect(page.contains("https://www.discogs.com/release/1287017"))
        #expect(!page.contains("(2)"))
        let stockholm = try harness.site.read("albums/stockholm/index.html")
        #expect(stockholm.contains("Östermalm"))
        // Discogs dates the pressing it lists: shown as this pressing's date, not as the album's year.
        #expect(stockholm.contains("this pressing <time datetime=\"1999-03\">March 1999</time>"))
        #expect(stockholm.contains("2 × Vinyl, 12&quot;, 33 ⅓ RPM") || stockholm.contains("2 × Vinyl, 12\", 33 ⅓ RPM"))
        // A release Discogs does not have: no tracks, no error.
        #expect(!(try harness.site.read("albums/gone/index.html")).contains("Track list from"))
        // Asked once each; the second build reads the cache alone.
        #expect(harness.paths(prefix: "/discogs/").count == 4)
        let again = try await harness.build()
        #expect(again.requests == 0 || harness.paths(prefix: "/discogs/").count == 4)
        #expect(harness.paths(prefix: "/discogs/").count == 4)
    }

    @Test("Without a token, requests are 2.4 s apart; with DISCOGS_TOKEN, 1 s apart and the token is sent, never stored")
    func rateAndToken() async throws {
        let plain = try harness()
        try await plain.build()
        let arrivals = plain.server.requests.filter { $0.path.hasPrefix("/discogs/") }.map(\.arrival)
        #expect(arrivals.count == 4)
        for (earlier, later) in zip(arrivals, arrivals.dropFirst()) { #expect(later - earlier >= .milliseconds(2400), "\(later - earlier)") }
        #expect(plain.server.requests.filter { $0.path.hasPrefix("/discogs/") }.allSatisfy { $0.headers["authorization"] == nil && $0.headers["Authorization"] == nil })

        let token = "discogs-fixture-token-0123456789"
        let tokened = try harness(token: token)
        try await tokened.build(environment: ["DISCOGS_TOKEN": token])
        let requests = tokened.server.requests.filter { $0.path.hasPrefix("/discogs/") }
        #expect(requests.count == 4)
        for (earlier, later) in zip(requests.map(\.arrival), requests.map(\.arrival).dropFirst()) {
            #expect(later - earlier >= .seconds(1), "\(later - earlier)")
        }
        #expect(requests.allSatisfy { ($0.headers["authorization"] ?? $0.headers["Authorization"]) == "Discogs token=\(token)" })
        #expect(!requests.contains { $0.path.contains(token) })
        // Nowhere in what the build wrote: the site, the cache, the record beside the output.
        for folder in [tokened.site.root] {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                let data = try Data(contentsOf: file)
                #expect(data.range(of: Data(token.utf8)) == nil, "\(file.path)")
            }
        }
    }

    @Test("An answer saying the window is used up holds the next request back a minute")
    func remainingZero() async throws {
        let harness = try harness()
        var world = harness.world
        world.discogsHeaders["X-Discogs-Ratelimit-Remaining"] = "0"
        harness.world = world
        try await harness.build()
        let arrivals = harness.server.requests.filter { $0.path.hasPrefix("/discogs/") }.map(\.arrival)
        #expect(arrivals.count == 4)
        for (earlier, later) in zip(arrivals, arrivals.dropFirst()) { #expect(later - earlier >= .seconds(60), "\(later - earlier)") }
    }
}
