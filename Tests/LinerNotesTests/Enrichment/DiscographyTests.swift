import Foundation
import Testing
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// Artists' discographies from MusicBrainz's browse API, set against the owner's albums.
@Suite("Discographies")
struct DiscographyTests {
    static let artistID = "7a1c0de5-0000-4000-8000-00000000d15c"

    /// A harness whose one release credits `artistID`, with `groups` as that artist's release groups.
    func harness(groups: [FixtureWorld.ReleaseGroup]) throws -> FetchHarness {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        harness.world.releases = [FixtureWorld.Release(
            id: "7a1c0de5-0000-4000-8000-0000000000a1", title: "Second Record", artist: "Shelf Band", artistID: Self.artistID,
            date: "2012-03-04", releaseGroupID: "7a1c0de5-0000-4000-8000-0000000000b2", media: [[("1", "One", 200_000)]])]
        harness.world.releaseGroups[Self.artistID] = groups
        return harness
    }

    static func groups(_ count: Int) -> [FixtureWorld.ReleaseGroup] {
        (1...count).map { n in
            FixtureWorld.ReleaseGroup(id: String(format: "7a1c0de5-0000-4000-8000-%012d", 100_000 + n), title: "Record \(n)", date: String(1970 + n % 50))
        }
    }

    @Test("Release group types put each release on its shelf: live and compilations whatever their primary type")
    func shelves() {
        #expect(Shelf(primaryType: "Album", secondaryTypes: []) == .albums)
        #expect(Shelf(primaryType: "Album", secondaryTypes: ["Live"]) == .live)
        #expect(Shelf(primaryType: "Album", secondaryTypes: ["Compilation"]) == .compilations)
        #expect(Shelf(primaryType: "Album", secondaryTypes: ["Compilation", "Live"]) == .live)
        #expect(Shelf(primaryType: "Album", secondaryTypes: ["Soundtrack"]) == .soundtracks)
        #expect(Shelf(primaryType: "Album", secondaryTypes: ["Remix"]) == .other)
        #expect(Shelf(primaryType: "EP", secondaryTypes: []) == .eps)
        #expect(Shelf(primaryType: "Single", secondaryTypes: []) == .singles)
        #expect(Shelf(primaryType: "Broadcast", secondaryTypes: []) == .other)
        #expect(Shelf(primaryType: nil, secondaryTypes: []) == .other)
        #expect(SiteStrings.english.counted("own_\(Shelf.albums)", 12, ["owned": "5"]) == "You own 5 of 12 studio albums")
    }

    @Test("The artist's id is found through their album; the artist page lists every shelf, the owned album linked and marked")
    func artistPage() async throws {
        let harness = try harness(groups: [
            .init(id: "7a1c0de5-0000-4000-8000-0000000000b1", title: "First Record", date: "2010-01-01"),
            .init(id: "7a1c0de5-0000-4000-8000-0000000000b2", title: "Second Record", date: "2012-03-04"),
            .init(id: "7a1c0de5-0000-4000-8000-0000000000b3", title: "Live in Łódź", secondaryTypes: ["Live"], date: "2014"),
            .init(id: "7a1c0de5-0000-4000-8000-0000000000b4", title: "シングル", primaryType: "Single", date: ""),
            .init(id: "7a1c0de5-0000-4000-8000-0000000000b5", title: "<b>Best</b> Of", secondaryTypes: ["Compilation"], date: "2020"),
        ])
        try harness.site.album("second-record", title: "Second Record", artist: "Shelf Band")
        try await harness.build()
        #expect(harness.paths(prefix: "/mb/ws/2/release-group").count == 1)
        let page = try harness.site.read("artists/shelf-band/index.html")
        #expect(page.contains("You own 1 of the 5 releases MusicBrainz lists for them."))
        #expect(page.contains("You own 1 of 2 studio albums"))
        #expect(page.contains("You own 0 of 1 live album"))
        #expect(page.contains("<li class=\"owned\"><span class=\"year\">2012</span> <a href=\"../../albums/second-record/index.html\">Second Record</a> <span class=\"owned-mark\">in your collection</span></li>"))
        #expect(page.contains("<a href=\"https://musicbrainz.org/release-group/7a1c0de5-0000-4000-8000-0000000000b1\" rel=\"external noopener\">First Record</a>"))
        #expect(page.contains("<span class=\"year\">–</span> <a href=\"https://musicbrainz.org/release-group/7a1c0de5-0000-4000-8000-0000000000b4\" rel=\"external noopener\">シングル</a>"))
        #expect(page.contains("&lt;b&gt;Best&lt;/b&gt; Of"))
        #expect(!page.contains("<b>Best</b>"))
        let shelves = page.components(separatedBy: "class=\"shelf-title\">").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(shelves == ["Albums", "Singles", "Live", "Compilations"])
        // The stats page names the most complete artist and what they still miss.
        let stats = try harness.site.read("stats/index.html")
        #expect(stats.contains("<a href=\"../artists/shelf-band/index.html\">Shelf Band</a></td><td class=\"num\">1</td><td class=\"num\">2</td><td class=\"num\">50 %</td>"))
        #expect(stats.contains(">First Record</a> <span class=\"muted\">by Shelf Band</span>"))

        // Offline, from the cache: the same page, no request.
        let requests = harness.server.requests.count
        try harness.site.write("content/albums/second-record.md", "---\ntitle: Second Record\nartist: Shelf Band\n---\nEdited.\n")
        try await harness.build(offline: true)
        #expect(harness.server.requests.count == requests)
        #expect(try harness.site.read("artists/shelf-band/index.html").contains("You own 1 of 2 studio albums"))
    }

    @Test("Large discographies are fetched page by page, one request per 100, at most five pages, and the page says so")
    func paging() async throws {
        let harness = try harness(groups: Self.groups(250))
        try harness.site.album("second-record", title: "Second Record", artist: "Shelf Band")
        try await harness.build()
        let pages = harness.paths(prefix: "/mb/ws/2/release-group")
        #expect(pages.count == 3)
        #expect(pages.allSatisfy { $0.contains("limit=100") })
        #expect(Set(pages.compactMap { $0.split(separator: "&").first { $0.hasPrefix("offset=") } }) == ["offset=0", "offset=100", "offset=200"])
        #expect(try harness.site.read("artists/shelf-band/index.html").contains("You own 0 of the 250 releases"))

        let big = try self.harness(groups: Self.groups(730))
        try big.site.album("second-record", title: "Second Record", artist: "Shelf Band")
        try await big.build()
        #expect(big.paths(prefix: "/mb/ws/2/release-group").count == 5)
        #expect(try big.site.read("artists/shelf-band/index.html").contains("MusicBrainz has 730 release groups for this artist; the first 500 are shown."))
    }

    @Test("Various Artists gets no discography, and an artist without an id has no section")
    func noDiscography() async throws {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        harness.world.releases = [FixtureWorld.Release(
            id: "7a1c0de5-0000-4000-8000-0000000000a9", title: "Sampler", artist: "Various Artists",
            artistID: "89ad4ac3-39f7-470e-963a-56509c546377", date: "2008-11", releaseGroupID: "7a1c0de5-0000-4000-8000-0000000000c9",
            media: [[("1", "One", 200_000)]])]
        try harness.site.album("sampler", title: "Sampler", artist: "Various Artists")
        try harness.site.album("unknown", title: "Not Anywhere", artist: "Nobody Known")
        try await harness.build()
        #expect(harness.paths(prefix: "/mb/ws/2/release-group").isEmpty)
        #expect(try !harness.site.read("artists/various-artists/index.html").contains("Discography"))
        #expect(try !harness.site.read("artists/nobody-known/index.html").contains("Discography"))
    }

    @Test("A recorded browse answer (an Album and an EP) makes the artist's shelves; an artist's own mbid is used as given")
    func recordedAnswer() async throws {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        let body = try Recorded.data("mb-browse-release-groups-73084492.json")
        harness.override = { request in request.path.hasPrefix("/mb/ws/2/release-group?") ? Recorded.json(body) : nil }
        try harness.site.write("content/artists/the-artist.md", "---\nname: The Artist\nmbid: 73084492-3e59-4b7f-aa65-572a9d7691d5\n---\n")
        try harness.site.album("lightness", title: "Lightness", artist: "The Artist")
        try await harness.build()
        let request = try #require(harness.paths(prefix: "/mb/ws/2/release-group").first)
        #expect(request.contains("artist=73084492-3e59-4b7f-aa65-572a9d7691d5"))
        let page = try harness.site.read("artists/the-artist/index.html")
        #expect(page.contains("You own 1 of 1 studio album"))
        #expect(page.contains("You own 0 of 1 EP"))
        #expect(page.contains(">We Were Heading North</a>"))
        #expect(page.contains("<span class=\"year\">2016</span>"))
    }
}
