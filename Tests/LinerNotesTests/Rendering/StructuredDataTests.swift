import Foundation
import Testing
@testable import Model
@testable import Rendering

@Suite("Metadata others read: schema.org JSON-LD and Open Graph")
struct StructuredDataTests {
    /// The JSON-LD of a page, parsed (the test fails when it is not valid JSON).
    func jsonLD(_ page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: "<script type=\"application/ld+json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let data = Data(page[start.upperBound..<end.lowerBound].utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func openGraph(_ page: String) -> [(String, String)] {
        page.components(separatedBy: "\n").filter { $0.hasPrefix("<meta property=\"") }.map { line in
            let parts = line.components(separatedBy: "\"")
            return (parts[1], parts[3])
        }
    }

    func makeSite(baseURL: String?) throws -> TemporarySite {
        let site = try TemporarySite(siteYAML: "title: Shelf\n" + (baseURL.map { "base_url: \($0)\n" } ?? ""))
        try site.album("ok", title: "OK Computer </script><b>", artist: "Radiohead", extra: """
            released: 1997-05-21
            format: Vinyl (2×LP)
            label: Parlophone
            catalog: NODATA 01
            discogs: 8474223
            tracks:
              - { title: Airbag, length: "4:44" }
              - { title: "Paranoid Android", length: "6:23", artist: "Radiohead & Friends" }

            """)
        try site.write("content/artists/radiohead.md", "---\nname: Radiohead\nmbid: a74b1b7f-71a5-4011-9441-d0b5e4122711\n---\n")
        try site.write("content/concerts/gig.md", "---\ndate: 2026-05-01\ntime: \"20:30\"\nvenue: Harbour Hall\ncity: Oslo\nlat: 59.9\nlon: 10.7\nartists: [Radiohead]\n---\n")
        return site
    }

    @Test("An album page is a MusicAlbum with its release (format, date, label, catalogue number) and tracks with ISO 8601 durations and their artists")
    func album() async throws {
        let site = try makeSite(baseURL: "https://example.org/records/")
        defer { site.remove() }
        try await site.build()
        let page = try site.read("albums/ok/index.html")
        #expect(!page.contains("</script><b>\",") && page.contains("\\u003c/script\\u003e\\u003cb\\u003e"))  // escaped for <script>
        let json = try jsonLD(page)
        #expect(json["@context"] as? String == "https://schema.org" && json["@type"] as? String == "MusicAlbum")
        #expect(json["name"] as? String == "OK Computer </script><b>")
        #expect(json["url"] as? String == "https://example.org/records/albums/ok/index.html")
        let artist = try #require(json["byArtist"] as? [String: Any])
        #expect(artist["name"] as? String == "Radiohead" && artist["url"] as? String == "https://example.org/records/artists/radiohead/index.html")
        let release = try #require(json["albumRelease"] as? [String: Any])
        #expect(release["@type"] as? String == "MusicRelease" && release["musicReleaseFormat"] as? String == "https://schema.org/VinylFormat")
        #expect(release["datePublished"] as? String == "1997-05-21" && release["catalogNumber"] as? String == "NODATA 01")
        #expect((release["recordLabel"] as? [String: Any])?["name"] as? String == "Parlophone")
        let tracks = try #require(json["track"] as? [[String: Any]])
        #expect(tracks.map { $0["@type"] as? String } == ["MusicRecording", "MusicRecording"])
        #expect(tracks.map { $0["duration"] as? String } == ["PT4M44S", "PT6M23S"])
        #expect((tracks[1]["byArtist"] as? [String: Any])?["name"] as? String == "Radiohead & Friends")
        #expect((json["sameAs"] as? [String]) == ["https://www.discogs.com/release/8474223"])

        let og = openGraph(page)
        #expect(og.contains { $0 == ("og:type", "music.album") })
        #expect(og.contains { $0 == ("og:url", "https://example.org/records/albums/ok/index.html") })
        #expect(og.contains { $0 == ("music:release_date", "1997-05-21") })
        #expect(og.contains { $0 == ("music:musician", "https://example.org/records/artists/radiohead/index.html") })
        #expect(og.contains { $0 == ("music:song", "https://example.org/records/albums/ok/index.html#track-2") })
        #expect(page.contains("<li id=\"track-2\">"))
    }

    @Test("Without base_url, JSON-LD links are relative and Open Graph gives nothing that needs an absolute URL")
    func relative() async throws {
        let site = try makeSite(baseURL: nil)
        defer { site.remove() }
        try await site.build()
        let page = try site.read("albums/ok/index.html")
        #expect(try jsonLD(page)["url"] as? String == "../../albums/ok/index.html")
        let og = openGraph(page)
        #expect(og.map(\.0).sorted() == ["music:release_date", "og:site_name", "og:title", "og:type"])
    }

    @Test("An artist page is a MusicGroup with sameAs links; a concert is a MusicEvent with its place and performers")
    func artistAndConcert() async throws {
        let site = try makeSite(baseURL: "https://example.org/")
        defer { site.remove() }
        try await site.build()
        let artist = try jsonLD(try site.read("artists/radiohead/index.html"))
        #expect(artist["@type"] as? String == "MusicGroup" && artist["name"] as? String == "Radiohead")
        #expect((artist["sameAs"] as? [String]) == ["https://musicbrainz.org/artist/a74b1b7f-71a5-4011-9441-d0b5e4122711"])
        #expect((artist["album"] as? [[String: Any]])?.first?["name"] as? String == "OK Computer </script><b>")
        let concertPath = try #require(filesUnder(site.output).first { $0.hasPrefix("concerts/") && $0.hasSuffix("/index.html") && $0 != "concerts/index.html" })
        let concert = try jsonLD(try site.read(concertPath))
        #expect(concert["@type"] as? String == "MusicEvent" && concert["startDate"] as? String == "2026-05-01T20:30")
        let place = try #require(concert["location"] as? [String: Any])
        #expect(place["name"] as? String == "Harbour Hall" && (place["address"] as? [String: Any])?["addressLocality"] as? String == "Oslo")
        #expect((place["geo"] as? [String: Any])?["latitude"] as? Double == 59.9)
        #expect((concert["performer"] as? [[String: Any]])?.first?["url"] as? String == "https://example.org/artists/radiohead/index.html")
    }

    @Test("Past sitemaps.org's limit, the sitemap is split into numbered parts with sitemap.xml as their index; every page gets its favicon")
    func sitemapIndexAndFavicon() async throws {
        let urls = (1...7).map { "https://example.org/p\($0)/" }
        #expect(FeedAndSitemap.sitemapFiles(urls, limit: 10).map(\.path) == ["sitemap.xml"])
        let parts = FeedAndSitemap.sitemapFiles(urls, limit: 3)
        #expect(parts.map(\.path) == ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
        #expect(parts.map(\.urls.count) == [3, 3, 1] && parts.flatMap(\.urls) == urls)
        let index = FeedAndSitemap.sitemapIndex(parts.map { "https://example.org/" + $0.path })
        #expect(index == """
            <?xml version="1.0" encoding="utf-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap>
            <sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>
            <sitemap><loc>https://example.org/sitemap-3.xml</loc></sitemap>
            </sitemapindex>

            """)

        let site = try makeSite(baseURL: nil)
        defer { site.remove() }
        try await site.build()
        #expect(try site.read("albums/ok/index.html").contains("<link rel=\"icon\" href=\"../../assets/favicon.svg\" type=\"image/svg+xml\">"))
        #expect(try site.read("assets/favicon.svg").hasPrefix("<svg"))
    }
}
