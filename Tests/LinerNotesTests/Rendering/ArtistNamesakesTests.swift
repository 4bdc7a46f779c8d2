import Foundation
import Testing
@testable import Model
@testable import Rendering

/// Two artists the pages would show under one name (Discogs' "Nirvana" and "Nirvana (2)") are told apart on the
/// artists index and on their own pages; an artist whose name no other shares is shown as before.
@Suite("Artists who share a name")
struct ArtistNamesakesTests {
    @Test("Without MusicBrainz's word, the years of their albums tell them apart; a name nobody shares gets nothing")
    func byYears() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("local-anaesthetic", title: "Local Anaesthetic", artist: "Nirvana", extra: "year: 1968\n")
        try site.album("bleach", title: "Bleach", artist: "Nirvana (2)", extra: "year: 1989\n")
        try site.album("nevermind", title: "Nevermind", artist: "Nirvana (2)", extra: "year: 1991\n")
        try site.album("things-we-lost", title: "Things We Lost in the Fire", artist: "Low", extra: "year: 2001\n")
        try await site.build()
        let index = try site.read("artists/index.html")
        #expect(index.contains("<a href=\"../artists/nirvana/index.html\">Nirvana <span class=\"distinction\">(1968)</span></a>"))
        #expect(index.contains("<a href=\"../artists/nirvana-2/index.html\">Nirvana <span class=\"distinction\">(1989–1991)</span></a>"))
        #expect(index.contains("<a href=\"../artists/low/index.html\">Low</a>"))
        let nineties = try site.read("artists/nirvana-2/index.html")
        #expect(nineties.contains("<h1>Nirvana</h1>\n<p class=\"lede distinction\">1989–1991</p>"))
        #expect(nineties.contains("<title>Nirvana (1989–1991)"))
        let low = try site.read("artists/low/index.html")
        #expect(!low.contains("distinction") && low.contains("<title>Low"))
        // Told apart the same way in search results, the structured data and link previews; Low is as before.
        let shard = try site.read("assets/search/ni.js")
        #expect(shard.contains(#"{"k":"Artist","n":"Nirvana","d":"1968 · 1 album","h":"artists/nirvana/index.html"}"#))
        #expect(shard.contains(#"{"k":"Artist","n":"Nirvana","d":"1989–1991 · 2 albums","h":"artists/nirvana-2/index.html"}"#))
        #expect(try site.read("assets/search/lo.js").contains(#"{"k":"Artist","n":"Low","d":"1 album","#))
        #expect(nineties.contains(#""disambiguatingDescription":"1989–1991","name":"Nirvana""#))
        #expect(nineties.contains(#"<meta property="og:title" content="Nirvana (1989–1991)">"#))
        let bleach = try site.read("albums/bleach/index.html")
        #expect(bleach.contains(#""byArtist":{"@type":"MusicGroup","disambiguatingDescription":"1989–1991","name":"Nirvana","url":"../../artists/nirvana-2/index.html"}"#))
        let lowAlbum = try site.read("albums/things-we-lost/index.html")
        #expect(!low.contains("disambiguatingDescription") && !lowAlbum.contains("disambiguatingDescription"))
    }

    @Test("When their years say nothing either, a number does", arguments: [
        (nil, nil, ["1", "2"]), (1991, 1991, ["1991, 1", "1991, 2"]), (1991, nil, ["1991", nil]),
    ] as [(Int?, Int?, [String?])])
    func byNumber(first: Int?, second: Int?, expected: [String?]) {
        let artists = [Artist(slug: "nirvana", name: "Nirvana"), Artist(slug: "nirvana-2", name: "Nirvana"), Artist(slug: "low", name: "Low")]
        let albums = [
            "nirvana": [Album(slug: "a", title: "A", artist: "Nirvana", year: first)],
            "nirvana-2": [Album(slug: "b", title: "B", artist: "Nirvana (2)", year: second)],
        ]
        let distinctions = ArtistDistinctions(artists, albumsByArtist: albums)
        #expect([distinctions["nirvana"], distinctions["nirvana-2"]] == expected)
        #expect(distinctions["low"] == nil)
    }

    @Test("MusicBrainz's disambiguation comes first")
    func disambiguationFirst() {
        var grunge = Artist(slug: "nirvana-2", name: "Nirvana")
        grunge.enrichment.disambiguation = "US grunge band"
        let artists = [Artist(slug: "nirvana", name: "Nirvana"), grunge]
        let albums = ["nirvana": [Album(slug: "a", title: "A", artist: "Nirvana", year: 1968)], "nirvana-2": [Album(slug: "b", title: "B", artist: "Nirvana (2)", year: 1991)]]
        let distinctions = ArtistDistinctions(artists, albumsByArtist: albums)
        #expect(distinctions["nirvana-2"] == "US grunge band")
        #expect(distinctions["nirvana"] == "1968")
    }
}
