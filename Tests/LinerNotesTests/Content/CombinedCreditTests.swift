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
        // Real single names with joins in them (brotherlogic's collection and wantlist), and numbered single names.
        for one in ["Showbiz & A.G.", "Simon & Garfunkel", "Earth, Wind & Fire", "Romano, Sclavis, Texier", "Bama & The Family", "Nirvana (2)", "Love (2) Hate"] {
            #expect(split(one) == [one + "|"])
        }
        #expect(split("Eddie Warner / John Randoll", ["Eddie Warner", "John Randoll"]) == ["Eddie Warner| / ", "John Randoll|"])
        #expect(split("Romano Sclavis Texier + Enrico Rava, Nguyên Lê, Bojan Z", ["Romano Sclavis Texier", "Enrico Rava", "Nguyên Lê", "Bojan Z"])
            == ["Romano Sclavis Texier| + ", "Enrico Rava|, ", "Nguyên Lê|, ", "Bojan Z|"])
        // Names the credit does not hold in that order: joined plainly.
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
}
