import Foundation
import Testing
@testable import Build
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// The New releases page and its feed entries: release groups of the archive's artists first released in the year up
/// to the day their discography was fetched (as the cache records it), newest first, the owner's marked.
@Suite("New releases")
struct NewReleasesTests {
    static let artistID = "a1111111-0000-4000-8000-000000000001"
    static let fetchDay = Date(timeIntervalSince1970: 1_763_769_600)  // 2025-11-22

    /// A site whose one artist's discography MusicBrainz gives (in-process, at the public addresses), fetched on
    /// `fetchDay`; only MusicBrainz is asked.
    func site(baseURL: Bool = true) throws -> (TemporarySite, FixtureTransport) {
        let site = try TemporarySite(siteYAML: """
            title: New Test
            contact: tests@example.org
            \(baseURL ? "base_url: https://records.example.org/\n" : "")sources:
              coverartarchive: { enabled: false }
              itunes: { enabled: false }
              wikipedia: { enabled: false }
              lastfm: { enabled: false }

            """)
        try site.album("recent-one", title: "Recent One", artist: "Tide Band", extra: "mbid: b0000000-0000-4000-8000-000000000001\n")
        try site.album("old-one", title: "Old One", artist: "Tide Band", extra: "mbid: b0000000-0000-4000-8000-000000000002\n")
        var world = FixtureWorld(caaBase: "https://coverartarchive.org", imageBase: "https://archive.org/download", wikipediaBase: "https://en.wikipedia.org")
        world.releases = [
            .init(id: "b0000000-0000-4000-8000-000000000001", title: "Recent One", artist: "Tide Band", artistID: Self.artistID, date: "2025-06-01",
                  releaseGroupID: "c0000000-0000-4000-8000-000000000001", media: [[("1", "A", 1000)]]),
            .init(id: "b0000000-0000-4000-8000-000000000002", title: "Old One", artist: "Tide Band", artistID: Self.artistID, date: "2020-02-02",
                  releaseGroupID: "c0000000-0000-4000-8000-000000000003", media: [[("1", "B", 1000)]]),
        ]
        world.releaseGroups[Self.artistID] = [
            .init(id: "c0000000-0000-4000-8000-000000000001", title: "Recent One", date: "2025-06-01"),
            .init(id: "c0000000-0000-4000-8000-000000000002", title: "Brand <New> EP", primaryType: "EP", date: "2025-10-01"),
            .init(id: "c0000000-0000-4000-8000-000000000003", title: "Old One", date: "2020-02-02"),
            .init(id: "c0000000-0000-4000-8000-000000000004", title: "Year Only", primaryType: "Single", date: "2025"),
            .init(id: "c0000000-0000-4000-8000-000000000005", title: "Announced", date: "2026-01-16"),
            .init(id: "c0000000-0000-4000-8000-000000000006", title: "A Year Ago", date: "2024-11-22"),
            .init(id: "c0000000-0000-4000-8000-000000000007", title: "A Year Less a Day", secondaryTypes: ["Live"], date: "2024-11-23"),
            .init(id: "c0000000-0000-4000-8000-000000000008", title: "Undated"),
        ]
        return (site, FixtureTransport(world: world))
    }

    func build(_ site: TemporarySite, _ transport: FixtureTransport?, offline: Bool = false, now: Date = fetchDay) async throws {
        let options = BuildOptions(
            siteDirectory: site.root, offline: offline, environment: [:], transport: transport, clock: TestClock(), now: { now })
        try await SiteBuilder(options: options).build()
    }

    @Test("The year before the fetch day, newest first, owned marked and linked, with type and MusicBrainz link")
    func page() async throws {
        let (site, transport) = try site()
        defer { site.remove() }
        try await build(site, transport)
        let page = try site.read("new-releases/index.html")
        #expect(page.contains("What your artists released in the year up to 22 November 2025"))
        let titles = ["Brand &lt;New&gt; EP", "Recent One</a>", "Year Only", "A Year Less a Day"]
        let positions = titles.map { page.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(positions)")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        for gone in ["Old One", "Announced", "A Year Ago<", "Undated"] { #expect(!page.contains(gone), "\(gone)") }
        // Owned: linked to the album page and marked; the others are not.
        #expect(page.contains("<a href=\"../albums/recent-one/index.html\" class=\"release-title\">Recent One</a> <span class=\"owned-mark\">in your collection</span>"))
        #expect(page.components(separatedBy: "owned-mark").count == 2)
        #expect(page.contains("<time datetime=\"2025-10-01\">1 October 2025</time> · <span class=\"release-type\">EP</span>"))
        #expect(page.contains("<span class=\"release-type\">Live</span>"))
        #expect(page.contains("href=\"https://musicbrainz.org/release-group/c0000000-0000-4000-8000-000000000002\""))
        #expect(try site.read("index.html").contains("href=\"new-releases/index.html\">New releases</a>"))
        // The feed: each new release once, its id MusicBrainz's, the owned one linked to its page.
        let feed = try site.read("feed.xml")
        #expect(feed.components(separatedBy: "<id>https://musicbrainz.org/release-group/").count == 5)
        #expect(feed.contains("<title>Brand &lt;New&gt; EP — Tide Band</title>"))
        #expect(feed.contains("<link href=\"https://records.example.org/albums/recent-one/index.html\" rel=\"alternate\" type=\"text/html\"/>\n<id>https://musicbrainz.org/release-group/c0000000-0000-4000-8000-000000000001</id>"))
        #expect(feed.contains("<summary>New from Tide Band: Brand &lt;New&gt; EP (EP), released 1 October 2025.</summary>"))
    }

    @Test("A later rebuild from the same cache is byte-identical: new is measured from the fetch, not the clock")
    func sameCacheSameSite() async throws {
        let (site, transport) = try site()
        defer { site.remove() }
        try await build(site, transport)
        let before = try site.read("new-releases/index.html")
        let feed = try site.read("feed.xml")
        try site.write("content/albums/old-one.md", "---\ntitle: Old One\nartist: Tide Band\nmbid: b0000000-0000-4000-8000-000000000002\nrating: 3\n---\n")
        try await build(site, nil, offline: true, now: Self.fetchDay.addingTimeInterval(400 * 86_400))
        #expect(try site.read("new-releases/index.html") == before)
        #expect(try site.read("feed.xml") == feed)
    }

    @Test("Without any discography there is no page and no link to it")
    func noDiscography() async throws {
        let (site, _) = try site(baseURL: false)
        defer { site.remove() }
        try await build(site, nil, offline: true)
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "new-releases").path))
        #expect(!(try site.read("index.html")).contains("New releases"))
    }

    @Test("Nothing new in the year is said in a sentence, not an empty list")
    func nothingNew() async throws {
        let (site, transport) = try site(baseURL: false)
        defer { site.remove() }
        try await build(site, transport, now: Self.fetchDay.addingTimeInterval(800 * 86_400))
        let page = try site.read("new-releases/index.html")
        #expect(page.contains("Nothing new from your artists in the year up to 31 January 2028"))
        #expect(!page.contains("<ul class=\"new-releases\">"))
    }

    @Test("A date known to the month or year is new when any of its days is", arguments: [
        ("2025-11-22", true), ("2025-11-23", false), ("2024-11-23", true), ("2024-11-22", false), ("2024-11", true), ("2024-10", false),
        ("2024", true), ("2023", false), ("2025", true), ("2026", false),
    ])
    func isNew(date: String, expected: Bool) throws {
        #expect(NewReleases.isNew(try #require(PartialDate(date)), asOf: try #require(PartialDate("2025-11-22"))) == expected)
    }

    @Test("A recorded browse answer: the release group first out within the year of the fetch is new, the older one is not")
    func recordedBrowse() async throws {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        let body = try Recorded.data("mb-browse-release-groups-73084492.json")
        harness.override = { request in request.path.hasPrefix("/mb/ws/2/release-group?") ? Recorded.json(body) : nil }
        try harness.site.write("content/artists/the-artist.md", "---\nname: The Artist\nmbid: 73084492-3e59-4b7f-aa65-572a9d7691d5\n---\n")
        try harness.site.album("lightness", title: "Lightness", artist: "The Artist")
        // Fetched on 2018-12-01: Lightness (2018-02-05) is new, We Were Heading North (2016-01-12) is not.
        try await harness.build(now: Date(timeIntervalSince1970: 1_543_622_400))
        let page = try harness.site.read("new-releases/index.html")
        #expect(page.contains("in the year up to 1 December 2018"))
        #expect(page.contains("<time datetime=\"2018-02-05\">5 February 2018</time> · <span class=\"release-type\">Album</span>"))
        #expect(page.contains("<a href=\"../albums/lightness/index.html\" class=\"release-title\">Lightness</a> <span class=\"owned-mark\">in your collection</span>"))
        #expect(!page.contains("We Were Heading North"))
    }
}
