import Foundation
import Testing
@testable import Build
@testable import Content
@testable import Import
@testable import Model
@testable import MusicWeb

/// `wantlist: true`: `linernotes sync` reads the Discogs wantlist (recorded pages of brotherlogic's, served on loopback
/// with the recorded collection) into `.linernotes/wantlist.json`, and the build's "Looking for" page shows every
/// record wanted that no album is, with its cover through MusicBrainz's link; in the navigation, the search and the
/// feed only then.
@Suite("The wantlist")
struct WantlistTests {
    static let folder = DiscogsCollectionImportTests.folder
    /// The wanted release MusicBrainz links ("Ensemble Pieces" by Gavin Bryars, Christopher Hobbs), and its release.
    static let linkedWant = 8013301
    static let linkedRelease = "6b4e1a2c-3d5f-4e70-8a91-b2c3d4e5f601"
    /// A wanted release that page 15 of the collection holds.
    static let ownedWant = 1003652

    /// The recorded wants of pages 2 and 3 (186), in their order.
    static func wants() throws -> [[String: Any]] {
        try ["wants-page-2.json", "wants-page-3.json"].flatMap { name in
            let page = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: name))) as? [String: Any])
            return try #require(page["wants"] as? [[String: Any]])
        }
    }

    /// The collection as `DiscogsCollectionImportTests` serves it, the wantlist 100 a page as Discogs does, and
    /// MusicBrainz's link from `linkedWant` to a release with a front cover.
    static func serve(_ harness: FetchHarness, wants: [[String: Any]], collection: [[String: Any]]) {
        DiscogsCollectionImportTests.serve(harness, items: collection)
        let owner = harness.override
        let records = wants.map { (try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])) ?? Data() }
        harness.override = { request in
            let path = request.path.split(separator: "?").first.map(String.init) ?? ""
            if path.lowercased() == "/discogs/users/brotherlogic/wants" { return DiscogsCollectionImportTests.page(of: records, as: "wants", request) }
            return owner?(request)
        }
        harness.world.discogsLinks[linkedWant] = (linkedRelease, "Ensemble Pieces", "2015")
        harness.world.releaseArt[linkedRelease] = 7401
        harness.world.images["7401-250"] = FetchHarness.png("w250")
        harness.world.images["7401-500"] = FetchHarness.png("w500")
    }

    static let siteYAML = "base_url: https://example.org/records/\nsync: { discogs_user: brotherlogic }\nwantlist: true\n"

    static func sync(_ harness: FetchHarness) -> CollectionSync {
        CollectionSync(site: harness.site.root, environment: [:], transport: CurlTransport(clock: ManualClock()), clock: harness.clock)
    }

    static func harness(wants: [[String: Any]]) throws -> FetchHarness {
        let harness = try FetchHarness(extraSiteYAML: siteYAML, enabled: [.discogs, .musicbrainz, .coverArtArchive])
        serve(harness, wants: wants, collection: try DiscogsCollectionImportTests.items())
        return harness
    }

    @Test("sync reads every page of the wantlist into the site; the page lists each record wanted that no album is, with its cover through MusicBrainz's link")
    func syncThenBuild() async throws {
        let wants = try Self.wants()
        let harness = try Self.harness(wants: wants)
        let synced = try await Self.sync(harness).run()
        #expect(synced.map(\.collection) == ["Discogs user brotherlogic", "Wantlist of Discogs user brotherlogic"])
        guard case .wantlist(let change) = synced.last?.outcome else { Issue.record("no wantlist synced"); return }
        #expect(change.count == wants.count && change.added.count == wants.count && change.gone.isEmpty && change.changed)
        let pages = harness.server.requests.filter { $0.path.lowercased().hasPrefix("/discogs/users/brotherlogic/wants") }
        #expect(pages.map { $0.query("page") } == ["1", "2"])
        #expect(pages.allSatisfy { $0.query("per_page") == "100" })
        // Discogs' spacing holds across the whole sync, from the collection's last page to the wantlist's first.
        let discogs = harness.server.requests.filter { $0.path.hasPrefix("/discogs/") }
        #expect(discogs.count == 6)
        for (earlier, later) in zip(discogs.map(\.arrival), discogs.map(\.arrival).dropFirst()) {
            #expect(later - earlier >= .milliseconds(2400), "\(later - earlier)")
        }

        // Kept in the site, as an album file would have each field: no invisible ends, labels without numbers.
        guard case .success(.wants(let kept)) = WantlistFile.read(site: harness.site.root, user: "BrotherLogic") else {
            Issue.record("the wantlist file does not read back")
            return
        }
        #expect(kept.count == wants.count)
        let zoo = try #require(kept.first { $0.discogs == 8509917 })
        #expect(zoo.title == "Zoo" && zoo.artist == "Zoo (4)" && zoo.shownArtist == "Zoo" && zoo.year == 2000)
        let adventurers = try #require(kept.first { $0.discogs == 9746713 })
        #expect(adventurers.title == "Music From \"The Adventurers\"")
        let tavener = try #require(kept.first { $0.discogs == 12314903 })
        #expect(tavener.year == nil)
        // Newest wanted first (three were wanted the day before the rest), then by artist.
        #expect(Set(kept.map(\.wanted)) == [PartialDate("2020-09-17"), PartialDate("2020-09-16")])
        #expect(kept.suffix(3).allSatisfy { $0.wanted == PartialDate("2020-09-16") })

        let report = try await harness.build()
        #expect(report.pages > 0)
        let page = try harness.site.read("wantlist/index.html")
        // Every want but the one the collection holds, each linking to its release on Discogs.
        #expect(page.components(separatedBy: "<li class=\"album-card\"").count - 1 == wants.count - 1)
        #expect(!page.contains("id=\"want-\(Self.ownedWant)\""))
        #expect(page.contains("<li class=\"album-card\" id=\"want-8509917\">\n<a class=\"album-link\" href=\"https://www.discogs.com/release/8509917\" rel=\"external noopener\">"))
        #expect(page.contains("\(wants.count - 1) records wanted, from the Discogs wantlist of brotherlogic"))
        #expect(page.contains("لبنان = Lebanon"))
        #expect(!page.contains("Zoo (4)") && !page.contains("Latitude (2)"))
        #expect(page.contains("John Tavener - The Tallis Scholars, Members Of The Chilingirian String Quartet"))
        // The linked release's cover, made as an album's is; the others the generated placeholder.
        let linked = try #require(page.range(of: "id=\"want-\(Self.linkedWant)\"")).upperBound
        let card = String(page[linked...]).components(separatedBy: "</li>")[0]
        #expect(card.contains("<picture>") && card.contains("../covers/wanted/\(Self.linkedWant).250.jpg"))
        #expect(FileManager.default.fileExists(atPath: harness.site.output.appending(path: "covers/wanted/\(Self.linkedWant).250.jpg").path))
        #expect(page.components(separatedBy: "class=\"cover placeholder").count - 1 == wants.count - 2)
        // In the navigation, the search and the feed.
        #expect(try harness.site.read("index.html").contains("href=\"wantlist/index.html\">Looking for</a>"))
        let search = filesUnder(harness.site.output.appending(path: "assets/search")).map { try? harness.site.read("assets/search/\($0)") }
        #expect(search.contains { $0?.contains("\"k\":\"Wanted\",\"n\":\"Black Monk Time\",\"d\":\"Monks · 1997\",\"h\":\"wantlist/index.html#want-1694072\"") == true })
        // The feed: the 20 wanted last, each its own entry, its id the Discogs release's.
        let feed = try harness.site.read("feed.xml")
        #expect(feed.components(separatedBy: "<title>Looking for: ").count - 1 == 20)
        let first = try #require(kept.first)
        #expect(first.shownArtist == "Born Heller")
        #expect(feed.contains(
            "<title>Looking for: \(first.title) — Born Heller</title>\n<link href=\"https://example.org/records/wantlist/index.html#want-\(first.discogs)\" "
                + "rel=\"alternate\" type=\"text/html\"/>\n<id>https://www.discogs.com/release/\(first.discogs)</id>\n<updated>2020-09-17T00:00:00Z</updated>"))
    }

    @Test("A wanted record that enters the collection leaves the page on the next sync; a want taken off the list is reported gone")
    func wantedThenOwned() async throws {
        let wants = try Self.wants()
        let harness = try Self.harness(wants: wants)
        _ = try await Self.sync(harness).run()
        try await harness.build()
        #expect(try harness.site.read("wantlist/index.html").contains("id=\"want-\(Self.linkedWant)\""))
        // Bought: the collection gains it (a copy of the release), and the wantlist loses another record.
        let bought = try #require(wants.first { ($0["id"] as? Int) == Self.linkedWant })
        var item = bought
        item["instance_id"] = 999_000_001
        item["folder_id"] = 1
        item["notes"] = [[String: Any]]()
        item["date_added"] = "2020-10-01T10:00:00-07:00"
        let collection = try DiscogsCollectionImportTests.items() + [item]
        let dropped = 4700212
        Self.serve(harness, wants: wants.filter { ($0["id"] as? Int) != dropped }, collection: collection)
        let again = try await Self.sync(harness).run()
        #expect(again[0].report.created.count == 1)
        guard case .wantlist(let change) = again.last?.outcome else { Issue.record("no wantlist synced"); return }
        #expect(change.added.isEmpty && change.gone.map(\.discogs) == [dropped])
        let message = try #require(Self.sync(harness).commitMessage(again))
        #expect(message.hasPrefix("Sync: 1 album added, the wantlist\n"))
        #expect(message.contains("No longer wanted: Scott Key — This Forest And The Sea (discogs \(dropped))"))
        try await harness.build()
        let page = try harness.site.read("wantlist/index.html")
        #expect(!page.contains("id=\"want-\(Self.linkedWant)\"") && !page.contains("id=\"want-\(dropped)\""))
        #expect(page.components(separatedBy: "<li class=\"album-card\"").count - 1 == wants.count - 3)
        // A third sync with nothing new writes nothing and says so in no commit.
        let bytes = try Data(contentsOf: WantlistFile.url(site: harness.site.root))
        let third = try await Self.sync(harness).run()
        #expect(Self.sync(harness).commitMessage(third) == nil)
        #expect(try Data(contentsOf: WantlistFile.url(site: harness.site.root)) == bytes)
    }

    @Test("Without `wantlist: true` nothing of it shows; asked for but never synced, a warning says to run sync; a damaged file is an error naming it")
    func onlyWhenAsked() async throws {
        let site = try TemporarySite(siteYAML: "title: Wants\nsync: { discogs_user: brotherlogic }\n")
        defer { site.remove() }
        try site.album("one", title: "One", artist: "Someone")
        try WantlistFile.write(site: site.root, user: "brotherlogic", [WantedRelease(discogs: 1, title: "Wanted", artist: "Somebody (2)")])
        _ = try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "wantlist").path))
        #expect(try !site.read("index.html").contains("wantlist/index.html"))

        try site.write("content/site.yml", "title: Wants\nsync: { discogs_user: someone-else }\nwantlist: true\n")
        let report = try await site.build()
        #expect(report.warnings.contains { "\($0)".contains("holds the wantlist of brotherlogic, not of someone-else") })
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "wantlist").path))

        try FileManager.default.removeItem(at: WantlistFile.url(site: site.root))
        let unsynced = try await site.build()
        #expect(unsynced.warnings.contains { "\($0)".contains("has not been read yet: run `linernotes sync`") })

        try site.write(WantlistFile.path, "{\"user\": \"someone-else\", \"wants\": [{\"title\": \"No id\"}]}")
        let errors = await site.loadErrors()
        #expect(errors.map(\.description).contains { $0.contains(".linernotes/wantlist.json") && $0.contains("wants[0].discogs is missing") && $0.contains("run `linernotes sync`") })

        try site.write("content/site.yml", "title: Wants\nwantlist: true\n")
        let config = await site.loadErrors()
        #expect(config.map(\.description).contains { $0.contains("content/site.yml:2") && $0.contains("add `sync: { discogs_user: NAME }`") })
    }

    @Test("Odd wants: one of another shape is skipped and named, control characters and line breaks never reach the page or the feed, an undated want stays out of the feed")
    func oddWants() async throws {
        var wants = try Array(Self.wants().prefix(3))
        // The second's release of another shape (a year as text); the third's title with a control character and a
        // line break, and no day it was wanted.
        var odd = try #require(wants[1]["basic_information"] as? [String: Any])
        odd["year"] = "1999"
        wants[1]["basic_information"] = odd
        var third = try #require(wants[2]["basic_information"] as? [String: Any])
        third["title"] = "Ctrl \u{1} char\nand a second line"
        wants[2]["basic_information"] = third
        wants[2]["date_added"] = NSNull()
        let harness = try Self.harness(wants: wants)
        let synced = try await Self.sync(harness).run()
        guard case .wantlist(let change) = synced.last?.outcome else { Issue.record("no wantlist synced"); return }
        #expect(change.count == 2)
        #expect(change.skipped == ["wantlist of brotherlogic, page 1, record 2: no release, title or artist in the answer"])
        #expect("\(change)".contains("skipped:  wantlist of brotherlogic, page 1, record 2"))
        try await harness.build()
        let page = try harness.site.read("wantlist/index.html")
        #expect(page.contains("<span class=\"album-title\">Ctrl char and a second line</span>"))
        let feed = try harness.site.read("feed.xml")
        #expect(feed.components(separatedBy: "<title>Looking for: ").count - 1 == 1)
        #expect(!feed.contains("Ctrl") && !feed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("A wanted record links to the archive's artist of that very name, Discogs' number and all; a free page may be called wantlist until the site shows one")
    func artistLinkAndFreePage() async throws {
        let site = try TemporarySite(siteYAML: "title: Wants\nsync: { discogs_user: brotherlogic }\nwantlist: true\n")
        defer { site.remove() }
        try site.album("nevermind", title: "Nevermind", artist: "Nirvana")
        try site.album("local-anaesthetic", title: "Local Anaesthetic", artist: "Nirvana (2)")
        try WantlistFile.write(site: site.root, user: "brotherlogic", [
            WantedRelease(discogs: 11, title: "Dedicated To Markos III", artist: "Nirvana (2)", wanted: PartialDate("2020-01-02")),
            WantedRelease(discogs: 12, title: "Bleach", artist: "Nirvana", wanted: PartialDate("2020-01-01")),
            WantedRelease(discogs: 13, title: "Elsewhere", artist: "Nobody Here"),
        ])
        _ = try await site.build()
        let page = try site.read("wantlist/index.html")
        #expect(page.contains("<a href=\"../artists/nirvana-2/index.html\">Nirvana</a></span>"))
        #expect(page.contains("<a href=\"../artists/nirvana/index.html\">Nirvana</a>"))
        #expect(page.contains("<span class=\"album-meta\">Nobody Here</span>"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "artists/nobody-here").path))

        try site.write("content/pages/wantlist.md", "---\ntitle: My wantlist\n---\nThings I want.\n")
        #expect(await site.loadErrors().map(\.description).contains { $0.contains("content/pages/wantlist.md") && $0.contains("taken by the site itself") })
        try site.write("content/site.yml", "title: Wants\nsync: { discogs_user: brotherlogic }\n")
        _ = try await site.build()
        #expect(try site.read("wantlist/index.html").contains("Things I want."))
    }
}
