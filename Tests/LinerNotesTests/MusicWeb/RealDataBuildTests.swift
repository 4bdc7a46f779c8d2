import Foundation
import Testing
@testable import Model
@testable import Rendering

/// Builds against a loopback server answering with responses recorded from the real services: what the album
/// and artist pages show.
@Suite("Building with real answers")
struct RealDataBuildTests {
    /// A harness whose MusicBrainz release lookups are answered from recorded files (by release id), and whose
    /// release searches get `search` (a recorded answer, or releases made from recorded lookups).
    func harness(releases: [String], search: Data? = nil, enabled: Set<SourceName> = [.musicbrainz]) throws -> FetchHarness {
        let harness = try FetchHarness(enabled: enabled)
        var bodies: [String: Data] = [:]
        for name in releases { bodies[try Recorded.id(name)] = try Recorded.data(name) }
        let answers = bodies
        harness.override = { request in
            if request.path.hasPrefix("/mb/ws/2/release/") {
                let id = String(request.path.dropFirst("/mb/ws/2/release/".count).prefix { $0 != "?" })
                return answers[id].map(Recorded.json)
            }
            if request.path.hasPrefix("/mb/ws/2/release?"), let search { return Recorded.json(search) }
            return nil
        }
        return harness
    }

    /// A search answer holding these recorded releases, each with a score of 100.
    static func searchAnswer(_ names: [String]) throws -> Data {
        let releases = try names.map { name -> [String: Any] in
            var release = try #require(try JSONSerialization.jsonObject(with: Recorded.data(name)) as? [String: Any])
            release["score"] = 100
            return release
        }
        return try JSONSerialization.data(withJSONObject: ["count": releases.count, "offset": 0, "releases": releases])
    }

    @Test("An album in Japanese finds its own release; another Japanese album does not take its tracks")
    func japanese() async throws {
        let name = "mb-release-japanese-sandokushi-digital.json"
        let harness = try harness(releases: [name], search: try Self.searchAnswer([name]))
        try harness.site.album("sandokushi", title: "三毒史", artist: "椎名林檎")
        try harness.site.album("muzai", title: "無罪モラトリアム", artist: "椎名林檎")
        try await harness.build()
        let found = try harness.site.read("albums/sandokushi/index.html")
        // The track's credit "椎名林檎" + "と" + "宮本浩次", its first name linked: she has a page here.
        #expect(found.contains("<span class=\"track-title\">獣ゆく細道<span class=\"track-artist\"><a href=\"../../artists/artist-d6c767bc/index.html\">椎名林檎</a>と宮本浩次</span></span>"))
        #expect(found.contains("https://musicbrainz.org/release/\(try Recorded.id(name))"))
        let other = try harness.site.read("albums/muzai/index.html")
        #expect(!other.contains("獣ゆく細道"))
        #expect(!other.contains("musicbrainz.org/release/"))
    }

    @Test("Two artists of one name: the one MusicBrainz credits is told apart by its disambiguation, the other by its years")
    func namesakes() async throws {
        let name = "mb-release-empty-date-abba-greatest-hits.json"
        let harness = try harness(releases: [name], search: try JSONSerialization.data(withJSONObject: ["count": 0, "offset": 0, "releases": []]))
        try harness.site.album("greatest-hits", title: "Greatest Hits", artist: "ABBA", extra: "mbid: \(try Recorded.id(name))\n")
        try harness.site.album("tribute", title: "A Tribute", artist: "ABBA (2)", extra: "year: 2001\n")
        try await harness.build()
        let index = try harness.site.read("artists/index.html")
        #expect(index.contains(">ABBA <span class=\"distinction\">(Swedish pop group)</span></a>"))
        #expect(index.contains(">ABBA <span class=\"distinction\">(2001)</span></a>"))
        #expect(try harness.site.read("artists/abba/index.html").contains("<p class=\"lede distinction\">Swedish pop group</p>"))
    }

    @Test("A '+' in a name reaches MusicBrainz as a '+', escaped for Lucene")
    func plusInNames() async throws {
        let harness = try harness(releases: [], search: try JSONSerialization.data(withJSONObject: ["count": 0, "offset": 0, "releases": []]))
        try harness.site.album("lungs", title: "Lungs", artist: "Florence + the Machine")
        try harness.site.album("plus", title: "+", artist: "Ed Sheeran")
        try await harness.build()
        let queries = Set(harness.server.requests.filter { $0.path.hasPrefix("/mb/ws/2/release?") }.compactMap { $0.query("query") })
        #expect(queries == [#"release:"\+" AND artist:"Ed Sheeran""#, #"release:"Lungs" AND artist:"Florence \+ the Machine""#])
    }

    @Test("A classical release: the credit with its join phrases beside the owner's name, vinyl sides as numbers")
    func classical() async throws {
        let name = "mb-release-classical-szell-beethoven4-5-vinyl.json"
        let harness = try harness(releases: [name])
        try harness.site.album("szell", title: "Beethoven: Symphonies 4 & 5", artist: "George Szell", extra: "mbid: \(try Recorded.id(name))\n")
        try await harness.build()
        let page = try harness.site.read("albums/szell/index.html")
        #expect(page.contains("by <a href=\"../../artists/george-szell/index.html\">George Szell</a></p>"))
        #expect(page.contains("<p class=\"album-credit muted\">Credited to Beethoven; Cleveland Orchestra, George Szell</p>"))
        #expect(page.contains("<span class=\"track-no\">A1</span>"))
        #expect(!page.contains("track-artist"))
    }

    @Test("A compilation shows each track's artists, linked when the archive has them")
    func compilation() async throws {
        let name = "mb-release-various-artists-paste-48.json"
        let harness = try harness(releases: [name])
        try harness.site.album("paste", title: "Paste Magazine Sampler #48: November 2008", artist: "Various Artists", extra: "mbid: \(try Recorded.id(name))\n")
        try harness.site.album("calhoun", title: "Heavy Sugar", artist: "Calhoun")
        try await harness.build()
        let page = try harness.site.read("albums/paste/index.html")
        #expect(page.contains("<span class=\"track-artist\">Kasey Chambers &amp; Shane Nicholson</span>"))
        #expect(page.contains("<span class=\"track-artist\"><a href=\"../../artists/calhoun/index.html\">Calhoun</a></span>"))
        #expect(page.components(separatedBy: "class=\"track-artist\"").count - 1 == 20)
    }

    @Test("CD+DVD: each disc headed by its own title and format, videos and data tracks marked, pressing date beside the first release")
    func discsAndDates() async throws {
        let beyonce = "mb-release-cd-dvd-titled-media-beyonce.json", collision = "mb-release-enhanced-cd-data-track-plus-dvd-collision-course.json"
        let harness = try harness(releases: [beyonce, collision])
        try harness.site.album("beyonce", title: "BEYONCÉ", artist: "Beyoncé", extra: "mbid: \(try Recorded.id(beyonce))\n")
        try harness.site.album("collision", title: "Collision Course", artist: "Jay-Z & Linkin Park", extra: "mbid: \(try Recorded.id(collision))\n")
        try await harness.build()
        let page = try harness.site.read("albums/beyonce/index.html")
        #expect(page.contains("<h3 class=\"disc\">Disc 1: AUDIO · CD"))
        #expect(page.contains("<h3 class=\"disc\">Disc 2: VISUAL · DVD-Video"))
        #expect(page.contains("<span class=\"track-kind\">(video)</span>"))
        #expect(page.contains("<time datetime=\"2013-12-13\">13 December 2013</time> · this pressing <time datetime=\"2013-12-20\">20 December 2013</time>"))
        let other = try harness.site.read("albums/collision/index.html")
        #expect(other.contains("<h3 class=\"disc\">Disc 1 · Enhanced CD"))
        #expect(other.contains("<span class=\"track-no\">7</span><span class=\"track-title\">[data track] <span class=\"track-kind\">(data track)</span>"))
    }

    @Test("An empty release date is no date: the page shows the first release's")
    func emptyDate() async throws {
        let name = "mb-release-empty-date-abba-greatest-hits.json"
        let harness = try harness(releases: [name])
        try harness.site.album("abba", title: "Greatest Hits", artist: "ABBA", extra: "mbid: \(try Recorded.id(name))\n")
        try harness.site.album("early", title: "Early", artist: "Someone", extra: "year: 1970\n")
        try harness.site.album("later", title: "Later", artist: "Someone", extra: "year: 1980\n")
        try await harness.build()
        let page = try harness.site.read("albums/abba/index.html")
        #expect(page.contains("<dt>Released</dt><dd><time datetime=\"1975-11-17\">17 November 1975</time></dd>"))
        // The years page places it by that date, among albums dated by their owner: each decade once, in order.
        let headings = try harness.site.read("years/index.html").components(separatedBy: "\n").filter { $0.hasPrefix("<h2 id=") || $0.hasPrefix("<h3 id=") }
            .map { $0.components(separatedBy: "\"")[1] }
        #expect(headings == ["decade-1970", "year-1970", "year-1975", "decade-1980", "year-1980"])
    }

    @Test("iTunes by the owner's itunes_id: one lookup, iTunes' own track numbers with their gaps, and the count it leaves out")
    func itunesGaps() async throws {
        let harness = try FetchHarness(enabled: [.itunes])
        // Its artwork URLs point at Apple's image host: moved to the fixture server, which has no such image.
        let body = Data(String(decoding: try Recorded.data("itunes-lookup-songs-various-hits-of-the-90s-gaps.json"), as: UTF8.self)
            .replacingOccurrences(of: "https://is1-ssl.mzstatic.com/", with: harness.server.baseURL + "/mzstatic/").utf8)
        harness.override = { request in
            request.path.hasPrefix("/itunes/lookup?") && request.query("id") == "255636575" ? Recorded.json(body) : nil
        }
        try harness.site.album("hits", title: "Hits of the 90s", artist: "Various Artists", extra: "itunes_id: 255636575\n")
        try await harness.build()
        #expect(harness.paths(prefix: "/itunes/search").isEmpty)
        #expect(harness.paths(prefix: "/itunes/lookup").count == 1)
        let page = try harness.site.read("albums/hits/index.html")
        let numbers = page.components(separatedBy: "<span class=\"track-no\">").dropFirst().map { $0.components(separatedBy: "<")[0] }
        #expect(numbers == ["1", "2", "4", "5", "6", "8", "9", "10", "11", "13", "14", "15", "17", "18", "19"])
        #expect(page.contains("Track list from iTunes (iTunes lists 15 of its 19 tracks)."))
        #expect(page.contains("class=\"track-artist\""))
    }

    @Test("iTunes: the album named as the owner wrote it before its Deluxe edition; names in Japanese matched on their own characters")
    func itunesMatching() async throws {
        let harness = try FetchHarness(enabled: [.itunes])
        var world = harness.world
        world.itunes = [
            .init(id: 501, name: "Lungs (Deluxe Edition)", artist: "Florence + the Machine", releaseDate: "2009-07-03T07:00:00Z", tracks: [("Dog Days Are Over", 252_000, 1)]),
            .init(id: 502, name: "Lungs", artist: "Florence + the Machine", releaseDate: "2009-07-03T07:00:00Z", tracks: [("Dog Days Are Over", 252_000, 1)]),
            // The fixture's search gives every album of an artist with no Latin letters: the client must choose.
            .init(id: 601, name: "三毒史", artist: "椎名林檎", releaseDate: "2019-05-27T07:00:00Z", tracks: [("鶏と蛇と豚", 232_000, 1)]),
        ]
        harness.world = world
        try harness.site.album("lungs", title: "Lungs", artist: "Florence + the Machine")
        try harness.site.album("lungs-deluxe", title: "Lungs (Deluxe Edition)", artist: "Florence + the Machine")
        try harness.site.album("sandokushi", title: "三毒史", artist: "椎名林檎")
        try harness.site.album("muzai", title: "無罪モラトリアム", artist: "椎名林檎")
        try await harness.build()
        #expect(try harness.site.read("albums/lungs/index.html").contains("https://music.apple.com/us/album/502"))
        #expect(try harness.site.read("albums/lungs-deluxe/index.html").contains("https://music.apple.com/us/album/501"))
        #expect(try harness.site.read("albums/sandokushi/index.html").contains("鶏と蛇と豚"))
        let other = try harness.site.read("albums/muzai/index.html")
        #expect(!other.contains("鶏と蛇と豚") && !other.contains("music.apple.com"))
    }

    @Test("Last.fm not knowing an artist's MusicBrainz id is asked again by name")
    func lastfmByName() async throws {
        let harness = try FetchHarness(enabled: [.lastfm])
        let notFound = try Recorded.data("lastfm-artist-getsimilar-error6.json"), similar = try Recorded.data("lastfm-artist-getsimilar-u2.json")
        harness.override = { request in
            guard request.path.hasPrefix("/lastfm/2.0"), request.query("method") == "artist.getsimilar" else { return nil }
            if request.query("mbid") != nil { return Recorded.json(notFound) }
            return request.query("artist") == "U2" && request.query("autocorrect") == "1" ? Recorded.json(similar) : nil
        }
        try harness.site.write("content/artists/u2.md", "---\nname: U2\nmbid: a3cb23fc-acd3-4ce0-8f36-1e5aa6a18432\n---\n")
        try harness.site.album("joshua", title: "The Joshua Tree", artist: "U2")
        try await harness.build(lastfmKey: harness.world.lastfmKey)
        let page = try harness.site.read("artists/u2/index.html")
        let json = try #require(try JSONSerialization.jsonObject(with: similar) as? [String: Any])
        let names = ((json["similarartists"] as? [String: Any])?["artist"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(!names.isEmpty)
        for name in names { #expect(page.contains(name)) }
    }
}

@Suite("Wikipedia's titles")
struct WikipediaTitleTests {
    @Test("The attribution shows the article's title as Wikipedia displays it, not its underscored key")
    func displayTitle() async throws {
        let harness = try FetchHarness(enabled: [.wikipedia])
        var world = harness.world
        // The fixture answers as the service does: "title": "Khalid_(singer)", "titles": {"normalized": "Khalid (singer)", …}.
        world.wikipedia = ["Khalid (singer)": .init(description: "American singer (born 1998)", extract: "Khalid Donnel Robinson is an American singer.")]
        harness.world = world
        try harness.site.write("content/artists/khalid.md", "---\nname: Khalid\nwikipedia: Khalid (singer)\n---\n")
        try harness.site.album("american-teen", title: "American Teen", artist: "Khalid")
        try await harness.build()
        let page = try harness.site.read("artists/khalid/index.html")
        #expect(page.contains("Khalid Donnel Robinson is an American singer."))
        #expect(page.contains(">Khalid (singer)</a>"))
        #expect(!page.contains("Khalid_(singer)</a>"))
    }
}
