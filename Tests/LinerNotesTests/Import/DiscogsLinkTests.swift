import Foundation
import Testing
@testable import Build
@testable import Import
@testable import Model

/// A collector's path: import a Discogs collection, then build. An album with `discogs:` and no `mbid:` is identified
/// through MusicBrainz's URL lookup before any search; a Discogs release MusicBrainz does not know falls back to it.
@Suite("Albums found through their Discogs release")
struct DiscogsLinkTests {
    static let handmade = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/handmade", directoryHint: .isDirectory)
    static let nevermind = "0e7b3f4c-6a1d-4b8e-9f2a-3c5d7e9f1a02"
    static let purpleRain1984 = "0e7b3f4c-6a1d-4b8e-9f2a-3c5d7e9f1b01"
    static let purpleRainAdvance = "0e7b3f4c-6a1d-4b8e-9f2a-3c5d7e9f1b02"

    /// The URL entity for Purple Rain's Discogs release linked to two releases (hand-made, in the shape of the file).
    static func twoLinked() throws -> Data {
        func relation(_ id: String, _ date: String, _ country: String) -> [String: Any] {
            [
                "type": "discogs", "target-type": "release", "direction": "backward", "attributes": [String](), "begin": NSNull(), "end": NSNull(),
                "release": ["id": id, "title": "Purple Rain", "status": "Official", "date": date, "country": country, "disambiguation": ""],
            ]
        }
        return try JSONSerialization.data(withJSONObject: [
            "id": "0e7b3f4c-6a1d-4b8e-9f2a-3c5d7e9f1b00", "resource": "https://www.discogs.com/release/249504",
            "relations": [relation(purpleRainAdvance, "1983-12-01", "XE"), relation(purpleRain1984, "1984-06-25", "US")],
        ])
    }

    func harness() throws -> FetchHarness {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        let nevermind = try Data(contentsOf: Self.handmade.appending(path: "mb-url-discogs-release-367084.json"))
        let purpleRain = try Self.twoLinked()
        harness.override = { request in
            guard request.path.hasPrefix("/mb/ws/2/url?") else { return nil }
            switch request.query("resource") {
            case "https://www.discogs.com/release/367084": return Recorded.json(nevermind)
            case "https://www.discogs.com/release/249504": return Recorded.json(purpleRain)
            default: return nil  // the world answers 404, as MusicBrainz does for a page it does not know
            }
        }
        func release(_ id: String, _ title: String, _ artist: String, _ date: String, _ tracks: [String]) -> FixtureWorld.Release {
            FixtureWorld.Release(
                id: id, title: title, artist: artist, date: date, releaseGroupID: "1" + id.dropFirst(),
                media: [tracks.enumerated().map { (number: String($0 + 1), title: $1, length: 200_000) }])
        }
        harness.world.releases = [
            release(Self.nevermind, "Nevermind", "Nirvana", "1991-09-24", ["Smells Like Teen Spirit", "In Bloom"]),
            release(Self.purpleRain1984, "Purple Rain", "Prince and the Revolution", "1984-06-25", ["Let's Go Crazy", "Take Me With U"]),
            release(Self.purpleRainAdvance, "Purple Rain", "Prince and the Revolution", "1983-12-01", ["Let's Go Crazy (advance mix)"]),
            // Found by the search only: its Discogs release is not linked on MusicBrainz.
            release("0e7b3f4c-6a1d-4b8e-9f2a-3c5d7e9f1c01", "OK Computer", "Radiohead", "1997-05-21", ["Airbag", "Paranoid Android"]),
        ]
        let file = harness.site.root.appending(path: "collection.csv")
        try DiscogsImportTests.csv.write(to: file, atomically: true, encoding: .utf8)
        let (albums, skipped) = try DiscogsImporter().read(file)
        _ = try AlbumImport(site: harness.site.root).run(albums, skipped: skipped)
        return harness
    }

    @Test("Imported from Discogs, an album is identified by its Discogs release's link, before and instead of a search")
    func linkedRelease() async throws {
        let harness = try harness()
        #expect(try String(contentsOf: harness.site.root.appending(path: "content/albums/nevermind.md"), encoding: .utf8).contains("discogs: 367084"))
        try await harness.build()
        let page = try harness.site.read("albums/nevermind/index.html")
        #expect(page.contains("Smells Like Teen Spirit") && page.contains("musicbrainz.org/release/\(Self.nevermind)"))
        let requests = harness.server.requests
        let resources = requests.filter { $0.path.hasPrefix("/mb/ws/2/url?") }.compactMap { $0.query("resource") }
        #expect(Set(resources) == Set([8474223, 367084, 249504, 1109339, 544301].map { "https://www.discogs.com/release/\($0)" }))
        #expect(requests.filter { $0.path.hasPrefix("/mb/ws/2/url?") }.allSatisfy { $0.query("inc") == "release-rels" })
        let searches = requests.filter { $0.path.hasPrefix("/mb/ws/2/release?") }.compactMap { $0.query("query") }
        #expect(!searches.contains { $0.contains("Nevermind") || $0.contains("Purple Rain") })
    }

    @Test("A Discogs release MusicBrainz does not know (404) falls back to the search, asked after the URL lookup")
    func notLinked() async throws {
        let harness = try harness()
        try await harness.build()
        let requests = harness.server.requests
        let lookup = try #require(requests.firstIndex { $0.query("resource") == "https://www.discogs.com/release/8474223" })
        let search = try #require(requests.firstIndex { $0.query("query")?.contains("OK Computer") == true })
        #expect(lookup < search)
        #expect(try harness.site.read("albums/ok-computer/index.html").contains("Paranoid Android"))
    }

    @Test("Several releases linked: the one agreeing with what the owner wrote, and check --matches says how it was found")
    func severalLinked() async throws {
        let harness = try harness()
        try await harness.build()
        // The export says 1984; an earlier release (dated 1983, which the earliest-first order alone would take) is
        // linked to the same Discogs release too.
        #expect(try harness.site.read("albums/purple-rain/index.html").contains("Take Me With U"))
        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: harness.site.root)).check()
        let report = check.matches.description
        #expect(report.contains("content/albums/purple-rain.md\n  found by: Discogs release 249504, linked to 2 releases on MusicBrainz, weighed\n"))
        #expect(report.contains("  chosen:    \"Purple Rain\" · 1984-06-25 · US · no format · no label · mbid \(Self.purpleRain1984)\n"))
        #expect(report.contains("content/albums/nevermind.md\n  found by: Discogs release 367084, linked to 1 release on MusicBrainz\n"))
        #expect(report.contains("content/albums/ok-computer.md\n  found by: search, 1 release fitting title and artist\n"))
        #expect(report.hasPrefix("3 albums identified without an mbid (1 by search, 2 through Discogs), 0 ambiguous"))
    }
}
