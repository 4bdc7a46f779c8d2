import Foundation
import Testing
@testable import Cache
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// Builds against a loopback server answering release lookups with real answers that carry relationships
/// (`Fixtures/credits/`): what a collector sees of who played on their albums.
@Suite("Credits in a build, from real answers")
struct CreditsBuildTests {
    static let meteora = CreditsParseTests.meteora
    static let ritaReys = CreditsParseTests.ritaReys
    static let becomeDesert = CreditsParseTests.becomeDesert

    static func body(_ name: String) throws -> Data {
        try Data(contentsOf: CreditsParseTests.folder.appending(path: name))
    }

    /// The answer without any relationships: what a lookup without `…-rels` gets.
    static func withoutRelations(_ body: Data) throws -> Data {
        func strip(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                object["relations"] = nil
                return object.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        return try JSONSerialization.data(withJSONObject: strip(try JSONSerialization.jsonObject(with: body)))
    }

    /// A harness whose release lookups are answered from these files (by release id, plus `extra` answers by id);
    /// a lookup that does not ask for relationships gets the answer without them, as MusicBrainz sends it.
    static func harness(_ names: [String], extra: [String: Data] = [:], siteYAML: String = "") throws -> FetchHarness {
        let harness = try FetchHarness(extraSiteYAML: siteYAML, enabled: [.musicbrainz])
        var bodies = extra
        for name in names { bodies[try CreditsParseTests.release(name).id] = try body(name) }
        let answers = bodies
        harness.override = { request in
            guard request.path.hasPrefix("/mb/ws/2/release/") else { return nil }
            let id = String(request.path.dropFirst("/mb/ws/2/release/".count).prefix { $0 != "?" })
            guard let body = answers[id] else { return nil }
            let rels = request.query("inc")?.contains("recording-level-rels") == true
            return Recorded.json(rels ? body : (try? withoutRelations(body)) ?? body)
        }
        return harness
    }

    @Test("One release lookup per album asks for the relationships too: no second request")
    func oneRequest() async throws {
        let harness = try Self.harness([Self.becomeDesert])
        try harness.site.album("become-desert", title: "Become Desert", artist: "John Luther Adams", extra: "mbid: 987f3e2d-22a6-4a4f-b840-c80c26b8b91a\n")
        try await harness.build()
        let lookups = harness.paths(prefix: "/mb/ws/2/release/")
        #expect(lookups.count == 1)
        let inc = try #require(harness.server.requests.first { $0.path.hasPrefix("/mb/ws/2/release/") }?.query("inc"))
        #expect(inc.split(separator: " ").sorted() == [
            "artist-credits", "artist-rels", "label-rels", "recording-level-rels", "recordings", "release-groups", "work-level-rels", "work-rels",
        ])
    }

    @Test("A cache made before credits still builds offline: the track list from the old answer, and no empty Credits heading")
    func oldCacheOffline() async throws {
        let harness = try Self.harness([Self.becomeDesert])
        let id = "987f3e2d-22a6-4a4f-b840-c80c26b8b91a"
        try harness.site.album("become-desert", title: "Become Desert", artist: "John Luther Adams", extra: "mbid: \(id)\n")
        // The cache an older linernotes made: the lookup under its old URL, nothing under the new one.
        let sources = try await harness.site.load().config.sources
        let fetcher = Fetcher(
            transport: LoopbackOnlyTransport(inner: CurlTransport(clock: ManualClock())), cache: harness.cache,
            settings: FetchSettings(contact: "tests@example.org", sources: sources), clock: harness.clock)
        let old = try #require(URL(string: "\(harness.server.baseURL)/mb/ws/2/release/\(id)?inc=recordings+artist-credits+release-groups&fmt=json"))
        #expect(await fetcher.json(.musicbrainz, old, as: MusicBrainzClient.Release.self).value?.id == id)
        try await fetcher.index.save()
        let asked = harness.server.requests.count

        try await harness.build(offline: true)
        #expect(harness.server.requests.count == asked)
        let page = try harness.site.read("albums/become-desert/index.html")
        #expect(page.contains("<span class=\"track-title\">Become Desert<"))
        #expect(!page.contains("Credits"))
        #expect(!page.contains("Seattle Symphony — orchestra"))

        // Online again, the new lookup brings the credits.
        try await harness.build()
        #expect(try harness.site.read("albums/become-desert/index.html").contains("id=\"credits-heading\""))
    }

    /// The text of a page with its tags taken out and its spaces collapsed: what a reader sees.
    static func text(_ html: String) -> String {
        html.replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
            .replacingOccurrences(of: " ;", with: ";")
    }

    /// The Credits section of an album page.
    static func creditsSection(_ html: String) throws -> String {
        let start = try #require(html.range(of: "<section class=\"credits\""))
        let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test("A rock album's Credits: producers, engineers, mixing and mastering; the sleeve on one line; no remixes or links")
    func rock() async throws {
        let harness = try Self.harness([Self.meteora])
        try harness.site.album("meteora", title: "Meteora", artist: "Linkin Park", extra: "mbid: c9d52105-5c20-3216-bc1b-e54918f8f688\n")
        try await harness.build()
        let section = try Self.creditsSection(try harness.site.read("albums/meteora/index.html"))
        let text = Self.text(section)
        #expect(text.contains("Producer Don Gilmore; Linkin Park"))
        #expect(text.contains("Engineer John Ewing, Jr.; Fox Phelps — additional"))
        #expect(text.contains("Mixing Andy Wallace"))
        #expect(text.contains("Mastering Brian Gardner"))
        #expect(text.contains("Design Frank Maddocks — art direction; James Minchin III — photography"))
        // The band credited as producer links to its own page.
        #expect(section.contains("<a href=\"../../artists/linkin-park/index.html\">Linkin Park</a>"))
        for noise in ["remix", "samples", "mashes up", "recorded at", "streaming", "publishing", "amazon"] {
            #expect(!text.lowercased().contains(noise), "\(noise)")
        }
    }

    @Test("Two roles the site's words name alike stay two groups: a group is its role, not its word")
    func groupsByRoleNotWord() async throws {
        let harness = try Self.harness([Self.meteora], siteYAML: "strings: {role_engineer: Technik, role_mix: Technik}\n")
        try harness.site.album("meteora", title: "Meteora", artist: "Linkin Park", extra: "mbid: c9d52105-5c20-3216-bc1b-e54918f8f688\n")
        try await harness.build()
        let text = Self.text(try Self.creditsSection(try harness.site.read("albums/meteora/index.html")))
        #expect(text.contains("Technik John Ewing, Jr.; Fox Phelps — additional"), "\(text)")
        #expect(text.contains("Technik Andy Wallace"))
    }

    @Test("A jazz session's Credits: each performer with their instrument, and the works' composers and lyricists")
    func jazz() async throws {
        let harness = try Self.harness([Self.ritaReys])
        let id = try CreditsParseTests.release(Self.ritaReys).id
        try harness.site.album("cool-voice", title: "The Cool Voice of Rita Reys", artist: "Rita Reys", extra: "mbid: \(id)\n")
        try await harness.build()
        let text = Self.text(try Self.creditsSection(try harness.site.read("albums/cool-voice/index.html")))
        for instrument in ["bass", "drums (drum set)", "piano", "tenor saxophone", "trumpet"] {
            #expect(text.contains(" — \(instrument)"), "\(instrument)")
        }
        #expect(text.contains("Tracks 7–12 Art Blakey — drums (drum set); Donald Byrd — trumpet"))
        #expect(text.contains("Works"))
        #expect(text.contains("But Not for Me (Track 4) · composer: George Gershwin · lyricist: Ira Gershwin"))
    }

    @Test("A classical recording's Credits: conductor, orchestra, and the work with its composer")
    func classical() async throws {
        let harness = try Self.harness([Self.becomeDesert])
        try harness.site.album("become-desert", title: "Become Desert", artist: "John Luther Adams", extra: "mbid: 987f3e2d-22a6-4a4f-b840-c80c26b8b91a\n")
        try await harness.build()
        let text = Self.text(try Self.creditsSection(try harness.site.read("albums/become-desert/index.html")))
        #expect(text.contains("Ludovic Morlot — conductor"))
        #expect(text.contains("Seattle Symphony — orchestra"))
        #expect(text.contains("Become Desert (Track 1) · composer: John Luther Adams"))
        #expect(!text.contains("commissioned"))
        #expect(!text.contains("premiere"))
    }

    @Test("Someone who is not an artist of the archive gets a person page: what they did, and the albums; search finds them")
    func personPage() async throws {
        let harness = try Self.harness([Self.ritaReys, Self.becomeDesert])
        let id = try CreditsParseTests.release(Self.ritaReys).id
        try harness.site.album("cool-voice", title: "The Cool Voice of Rita Reys", artist: "Rita Reys", extra: "mbid: \(id)\n")
        try harness.site.album("become-desert", title: "Become Desert", artist: "John Luther Adams", extra: "mbid: 987f3e2d-22a6-4a4f-b840-c80c26b8b91a\n")
        try await harness.build()
        let album = try harness.site.read("albums/cool-voice/index.html")
        #expect(album.contains("<a href=\"../../people/jerry-van-rooyen/index.html\">Jerry van Rooyen</a>"))
        let page = try harness.site.read("people/jerry-van-rooyen/index.html")
        let text = Self.text(page)
        #expect(text.contains("tenor saxophone on 3 tracks of 1 album, trumpet on 2 tracks of 1 album, piano on 1 track of 1 album"))
        #expect(page.contains("href=\"../../albums/cool-voice/index.html\""))
        #expect(text.contains("piano (Track 3); tenor saxophone (Tracks 1, 2, 4); trumpet (Tracks 5, 6)"))
        let conductor = Self.text(try harness.site.read("people/ludovic-morlot/index.html"))
        #expect(conductor.contains("conductor on 1 track of 1 album"))
        // Search finds people by name.
        let shards = try FileManager.default.contentsOfDirectory(atPath: harness.site.output.appending(path: "assets/search").path)
        let search = try shards.map { try String(contentsOf: harness.site.output.appending(path: "assets/search/\($0)"), encoding: .utf8) }.joined()
        #expect(search.contains("\"k\":\"Person\",\"n\":\"Jerry van Rooyen\""))
    }

    @Test("An artist of the archive credited on another's album: the credit links to their artist page, which lists it")
    func artistCredited() async throws {
        let harness = try Self.harness([Self.ritaReys])
        let id = try CreditsParseTests.release(Self.ritaReys).id
        try harness.site.album("cool-voice", title: "The Cool Voice of Rita Reys", artist: "Rita Reys", extra: "mbid: \(id)\n")
        try harness.site.album("moanin", title: "Moanin'", artist: "Art Blakey")
        try await harness.build()
        #expect(try harness.site.read("albums/cool-voice/index.html").contains("<a href=\"../../artists/art-blakey/index.html\">Art Blakey</a>"))
        let artist = Self.text(try harness.site.read("artists/art-blakey/index.html"))
        #expect(artist.contains("drums (drum set) on 6 tracks of 1 album"))
        #expect(artist.contains("The Cool Voice of Rita Reys"))
        #expect(!FileManager.default.fileExists(atPath: harness.site.output.appending(path: "people/art-blakey").path))
    }

    @Test("An album artist credited on their own album: their page shows those roles, as a person page would, and lists no other credits")
    func ownRoles() async throws {
        // The recorded Rita Reys session, as if it were Jerry van Rooyen's own album: he plays three instruments on it.
        let harness = try Self.harness([Self.ritaReys])
        let id = try CreditsParseTests.release(Self.ritaReys).id
        try harness.site.album("cool-voice", title: "The Cool Voice of Rita Reys", artist: "Jerry van Rooyen", extra: "mbid: \(id)\n")
        try await harness.build()
        let page = try harness.site.read("artists/jerry-van-rooyen/index.html")
        let start = try #require(page.range(of: "<h2 id=\"own-credits-heading\" class=\"section-title\">Their roles on their own albums</h2>"))
        let section = Self.text(String(page[start.lowerBound...].prefix { _ in true }.components(separatedBy: "</section>")[0]))
        #expect(section.contains("tenor saxophone on 3 tracks of 1 album, trumpet on 2 tracks of 1 album, piano on 1 track of 1 album"), "\(section)")
        #expect(section.contains("piano (Track 3); tenor saxophone (Tracks 1, 2, 4); trumpet (Tracks 5, 6)"))
        #expect(page.contains("aria-labelledby=\"own-credits-heading\""))
        #expect(!page.contains("person-credits-heading"), "no other album credits him")
        #expect(!FileManager.default.fileExists(atPath: harness.site.output.appending(path: "people/jerry-van-rooyen").path))
    }

    @Test("Appears on: an artist's page lists the compilation they are a track artist on; its key follows that album")
    func appearsOn() async throws {
        let name = "mb-release-various-artists-paste-48.json"
        let harness = try Self.harness([], extra: [try Recorded.id(name): try Recorded.data(name)])
        try harness.site.album("paste-48", title: "Paste Magazine Sampler #48: November 2008", artist: "Various Artists", extra: "mbid: \(try Recorded.id(name))\n")
        try harness.site.album("carnival", title: "Carnival", artist: "Kasey Chambers")
        try await harness.build()
        let page = try harness.site.read("artists/kasey-chambers/index.html")
        let start = try #require(page.range(of: "id=\"appears-on-heading\""))
        #expect(page[start.upperBound...].contains("href=\"../../albums/paste-48/index.html\""))
        // The album's own artist's page does not list it as an appearance; nor does an artist not on it.
        #expect(!(try harness.site.read("artists/various-artists/index.html")).contains("appears-on-heading"))
    }

    @Test("A composer's page lists their works, each with the owner's recording and its conductor and orchestra")
    func composerWorks() async throws {
        let harness = try Self.harness([Self.becomeDesert, Self.ritaReys])
        try harness.site.album("become-desert", title: "Become Desert", artist: "John Luther Adams", extra: "mbid: 987f3e2d-22a6-4a4f-b840-c80c26b8b91a\n")
        let id = try CreditsParseTests.release(Self.ritaReys).id
        try harness.site.album("cool-voice", title: "The Cool Voice of Rita Reys", artist: "Rita Reys", extra: "mbid: \(id)\n")
        try await harness.build()
        // John Luther Adams is an artist of the archive: his artist page has his works.
        let page = try harness.site.read("artists/john-luther-adams/index.html")
        let start = try #require(page.range(of: "id=\"works-heading\""))
        let works = Self.text(String(page[start.upperBound...]))
        #expect(works.contains("Become Desert (composer) Become Desert John Luther Adams · Become Desert — Ludovic Morlot — conductor; Seattle Symphony — orchestra"))
        #expect(page.contains("<a href=\"../../people/ludovic-morlot/index.html\">Ludovic Morlot</a>"))
        // George Gershwin is not: his person page has the song, with who played it.
        let gershwin = Self.text(try harness.site.read("people/george-gershwin/index.html"))
        #expect(gershwin.contains("But Not for Me (composer) The Cool Voice of Rita Reys Rita Reys · But Not for Me — Dick Bezemer — bass; Wessel Ilcken — drums (drum set);"))
        #expect(gershwin.contains("Rita Reys — vocals"))
    }
}
