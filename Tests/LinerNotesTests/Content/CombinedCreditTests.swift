import Foundation
import Testing
@testable import Build
@testable import Model

/// A credit of several artists (Discogs' "Vendetta (2) & Barber (3) & Bad Kid"): each artist is an artist of the
/// archive, linked and joined as credited, without Discogs' numbers; a name with "&" in it stays one artist.
@Suite("Credits of several artists")
struct CombinedCreditTests {
    @Test("Split where Discogs' numbers show the joins, or as `artists:` names them; one name otherwise")
    func parts() {
        func split(_ credit: String, _ names: [String] = []) -> [String] {
            Artist.creditParts(credit, names: names).map { $0.name + "|" + $0.join }
        }
        #expect(split("Vendetta (2) & Barber (3) & Bad Kid") == ["Vendetta (2)| & ", "Barber (3)| & ", "Bad Kid|"])
        #expect(split("DJ Panik (3) & M-Rode / Jera (4) / Dijeyow") == ["DJ Panik (3)| & ", "M-Rode| / ", "Jera (4)| / ", "Dijeyow|"])
        #expect(split("Lee Perry (2) Featuring Max Romeo") == ["Lee Perry (2)| Featuring ", "Max Romeo|"])
        // Only the joins beside a numbered name: the others are in a name.
        #expect(split("Vendetta (2) & Earth, Wind & Fire") == ["Vendetta (2)| & ", "Earth, Wind & Fire|"])
        #expect(split("DJ Panik (3) & Florence + The Machine") == ["DJ Panik (3)| & ", "Florence + The Machine|"])
        #expect(split("Vendetta (2) & AC/DC") == ["Vendetta (2)| & ", "AC/DC|"])
        #expect(split("Lee Perry (2) & Belle And Sebastian") == ["Lee Perry (2)| & ", "Belle And Sebastian|"])
        // Real single names with joins in them (brotherlogic's collection and wantlist), and numbered single names.
        for one in ["Showbiz & A.G.", "Simon & Garfunkel", "Earth, Wind & Fire", "Romano, Sclavis, Texier", "Bama & The Family", "Nirvana (2)", "Love (2) Hate"] {
            #expect(split(one) == [one + "|"])
        }
        #expect(split("Eddie Warner / John Randoll", ["Eddie Warner", "John Randoll"]) == ["Eddie Warner| / ", "John Randoll|"])
        #expect(split("Romano Sclavis Texier + Enrico Rava, Nguyên Lê, Bojan Z", ["Romano Sclavis Texier", "Enrico Rava", "Nguyên Lê", "Bojan Z"])
            == ["Romano Sclavis Texier| + ", "Enrico Rava|, ", "Nguyên Lê|, ", "Bojan Z|"])
        // Listed names found as whole words, in the credit's order and spelling; the words around them kept.
        #expect(split("Duke Ellington And His Orchestra", ["Duke Ellington"]) == ["Duke Ellington| And His Orchestra"])
        #expect(split("Bonobo & Bono & The Edge", ["Bono", "The Edge"]) == ["|Bonobo & ", "Bono| & ", "The Edge|"])
        #expect(split("Vendetta (2) & Barber (3) & Bad Kid", ["Bad Kid", "Vendetta (2)", "Barber (3)"]) == ["Vendetta (2)| & ", "Barber (3)| & ", "Bad Kid|"])
        #expect(split("Eddie Warner / John Randoll", ["eddie warner", "JOHN RANDOLL"]) == ["Eddie Warner| / ", "John Randoll|"])
        // Names the credit does not hold: joined plainly.
        #expect(split("The Trio", ["Anna", "Ben", "Cleo"]) == ["Anna|, ", "Ben| & ", "Cleo|"])
    }

    @Test("Each artist of the credit has a page listing the album, the album links each as credited, and no Discogs number shows")
    func build() async throws {
        let site = try TemporarySite(siteYAML: "title: Credits\n")
        defer { site.remove() }
        try site.album("truth-and-rights", title: "Truth & Rights", artist: "DJ Panik (3) & M-Rode / Jera (4) / Dijeyow", extra: "year: 2019\n")
        try site.album("rude-boy", title: "Rude Boy", artist: "Dj Panik (3)", extra: "year: 2021\n")
        try site.album("medium-orchestral-beat", title: "Medium Orchestral Beat", artist: "Eddie Warner / John Randoll", extra: "artists: [Eddie Warner, John Randoll]\n")
        try site.album("runaway", title: "Runaway", artist: "Showbiz & A.G.")
        _ = try await site.build()
        let artists = Set(try FileManager.default.contentsOfDirectory(atPath: site.output.appending(path: "artists").path))
        #expect(artists.isSuperset(of: ["dj-panik-3", "m-rode", "jera-4", "dijeyow", "eddie-warner", "john-randoll", "showbiz-and-a-g"]))
        #expect(!artists.contains { $0.hasPrefix("dj-panik-3-and") || $0.hasPrefix("eddie-warner-john") })
        let album = try site.read("albums/truth-and-rights/index.html")
        #expect(album.contains(
            "<p class=\"album-artist\">by <a href=\"../../artists/dj-panik-3/index.html\">DJ Panik</a> &amp; <a href=\"../../artists/m-rode/index.html\">M-Rode</a> / "
                + "<a href=\"../../artists/jera-4/index.html\">Jera</a> / <a href=\"../../artists/dijeyow/index.html\">Dijeyow</a></p>"))
        // "Dj Panik (3)" and "DJ Panik (3)" are one artist, with both albums.
        let panik = try site.read("artists/dj-panik-3/index.html")
        #expect(panik.contains("Truth &amp; Rights") && panik.contains("Rude Boy"))
        #expect(try site.read("artists/jera-4/index.html").contains("Truth &amp; Rights"))
        #expect(try site.read("artists/john-randoll/index.html").contains("Medium Orchestral Beat"))
        // The albums index's cards link each artist too.
        let index = try site.read("albums/index.html")
        #expect(index.contains("<a href=\"../artists/eddie-warner/index.html\">Eddie Warner</a> / <a href=\"../artists/john-randoll/index.html\">John Randoll</a>"))
        for file in filesUnder(site.output) where file.hasSuffix(".html") {
            let text = try site.read(file)
            #expect(!text.contains("(3)") && !text.contains("(4)"), "\(file)")
        }
    }

    @Test("An artist file named for a whole credit keeps it whole; a part an artist file names links to it; words of a credit that are no artist stay unlinked; the albums index's data and the structured data name each artist")
    func filesAndData() async throws {
        let site = try TemporarySite(siteYAML: "title: Credits\nbase_url: https://example.org/\n")
        defer { site.remove() }
        try site.write("content/artists/vendetta-barber.md", "---\nname: Vendetta (2) & Barber (3)\n---\nA duo.\n")
        try site.write("content/artists/ewf.md", "---\nname: Earth, Wind & Fire\n---\n")
        try site.album("duo", title: "Duo", artist: "Vendetta (2) & Barber (3)")
        try site.album("meeting", title: "Meeting", artist: "Vendetta (2) & Earth, Wind & Fire")
        try site.album("ellington", title: "Live", artist: "Duke Ellington And His Orchestra", extra: "artists: [Duke Ellington]\n")
        _ = try await site.build()
        #expect(try site.read("artists/vendetta-barber/index.html").contains("Duo"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "artists/barber-3").path))
        let meeting = try site.read("albums/meeting/index.html")
        #expect(meeting.contains("by <a href=\"../../artists/vendetta-2/index.html\">Vendetta</a> &amp; <a href=\"../../artists/ewf/index.html\">Earth, Wind &amp; Fire</a></p>"))
        #expect(meeting.contains("\"byArtist\":[{\"@type\":\"MusicGroup\",\"name\":\"Vendetta\",\"url\":\"https://example.org/artists/vendetta-2/index.html\"},{\"@type\":\"MusicGroup\",\"name\":\"Earth, Wind \\u0026 Fire\""))
        #expect(try site.read("albums/ellington/index.html").contains("by <a href=\"../../artists/duke-ellington/index.html\">Duke Ellington</a> And His Orchestra</p>"))
        let data = try filesUnder(site.output.appending(path: "assets")).filter { $0.hasPrefix("albums-") }.map { try site.read("assets/\($0)") }.joined()
        #expect(data.contains("\"cr\":[\"Vendetta\",\"artists/vendetta-2/index.html\",\" \\u0026 \",\"Earth, Wind \\u0026 Fire\",\"artists/ewf/index.html\",\"\"]"))

        try site.album("bad", title: "Bad", artist: "Eddie Warner / John Randoll", extra: "artists: Eddie Warner, John Randoll\n")
        #expect(await site.loadErrors().map(\.description).contains { $0.contains("content/albums/bad.md:4") && $0.contains("'artists' must be a list") })
    }
}
