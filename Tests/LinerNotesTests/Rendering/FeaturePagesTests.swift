import Foundation
import Testing
@testable import Basics
@testable import Cache
@testable import Content
@testable import Import
@testable import Model
@testable import Rendering

@Suite("Playlists, concerts, calendar files, feed and script data")
struct FeaturePagesTests {
    @Test("A playlist naming a missing album or track is an error naming the file and line")
    func playlistErrors() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("real", extra: "tracks: [One, Two]\n")
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { album: real, track: 2 }\n  - { album: gone, track: 1 }\n---\n")
        #expect(await site.loadErrors().map(\.description) == ["content/playlists/mix.md:5: error: no album 'gone' in content/albums/ (use the album's file name without .md)"])
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { album: real, track: 3 }\n  - { album: real, track: Three }\n---\n")
        await #expect {
            try await site.build()
        } throws: { error in
            let text = "\(error)"
            return text.contains("content/playlists/mix.md:4: error: album 'real' has no track 3 (it has 2 tracks)")
                && text.contains("content/playlists/mix.md:5: error: album 'real' has no track 'Three'")
        }
        try site.write("content/playlists/mix.md", "---\ntitle: Mix\ntracks:\n  - { album: real, track: two }\n---\n")
        try await site.build()
        #expect(try site.read("playlists/mix/index.html").contains("<span class=\"track-title\">Two"))
    }

    @Test("Concerts need a day, a venue and artists; concert artists get pages")
    func concerts() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/concerts/bad.md", "---\ndate: 2024-05\ntime: 25:00\nlat: 91\nartists: []\n---\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains("content/concerts/bad.md:2: error: 'date' of a concert must be a day like 2026-05-17"))
        #expect(messages.contains("content/concerts/bad.md:3: error: 'time' must look like 20:30, not '25:00'"))
        #expect(messages.contains("content/concerts/bad.md: error: missing required field 'venue'"))
        #expect(messages.contains("content/concerts/bad.md:4: error: 'lat' must be a number from -90 to 90"))
        try site.write("content/concerts/bad.md", "---\ndate: 2024-05-17\ntime: \"9:05\"\nvenue: Hall\nartists: [Headliner Band, Support Act]\n---\n")
        try await site.build()
        let page = try site.read("concerts/bad/index.html")
        #expect(page.contains("<a href=\"../../artists/headliner-band/index.html\">Headliner Band</a>"))
        #expect(page.contains("Friday 17 May 2024"))
        #expect(try site.read("concerts/bad/bad.ics").contains("DTSTART:20240517T090500\r\n"))
    }

    @Test("iCalendar text is escaped and lines are folded at 75 octets without splitting characters")
    func icalendar() {
        var concert = Concert(
            slug: "x", date: PartialDate("2026-11-22")!, time: nil, venue: "Hall; Big, Old\\", city: "Zürich",
            artists: [String(repeating: "Ü", count: 60)], notes: "Line one\nLine two", sourcePath: "")
        concert.url = nil
        let text = ICalendar.event(concert, uidDomain: "example.org", pageURL: nil, strings: .english)
        #expect(text.contains("LOCATION:Hall\\; Big\\, Old\\\\\\, Zürich\r\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20261122\r\n"))
        #expect(text.contains("DESCRIPTION:Line one\\nLine two\r\n"))
        #expect(text.contains("UID:concert-x@example.org\r\n"))
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75)
            #expect(String(data: Data(line.utf8), encoding: .utf8) != nil)
        }
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:" + String(repeating: "Ü", count: 60) + "\r\n"))
    }

    @Test("Data embedded for scripts cannot close its script element")
    func scriptData() {
        let text = "</script><script>alert(1)</script> & \u{2028}\u{2029} \"quoted\" back\\slash\ttab\nline\r\u{01} Fjörd 🎷 ✓"
        let json = JSONWriter.encode(["t": text])
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        #expect(!json.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 || $0.value < 0x20 })
        let decoded = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["t"] == text)
    }

    @Test("The albums index's data has an object per album with named fields; what an album lacks is left out")
    func albumsData() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("full", title: "Full", artist: "Band", extra: "year: 1994\nacquired: 2020-01-02\nrating: 4\nformat: Vinyl (2×LP)\ntags: [Post Rock]\n")
        try site.album("bare", title: "Bare </script>", artist: "Band")
        try await site.build()
        let script = try site.read("assets/albums-1.js")
        let prefix = "(window.linernotesAlbums = window.linernotesAlbums || {})[1] = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n") && !script.contains("</script>"))
        let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
        let albums = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        let full = try #require(albums.first { $0["t"] as? String == "Full" })
        #expect(full["h"] as? String == "albums/full/index.html" && full["by"] as? String == "Band")
        #expect(full["byh"] as? String == "artists/band/index.html")
        #expect(full["y"] as? Int == 1994 && full["acq"] as? String == "2020-01-02" && full["r"] as? Int == 4)
        #expect(full["f"] as? String == "vinyl" && full["tags"] as? [String] == ["post-rock"])
        let bare = try #require(albums.first { $0["t"] as? String == "Bare </script>" })
        #expect(Set(bare.keys) == ["h", "t", "by", "byh", "ph"])
        let placeholder = try #require(bare["ph"] as? [String: Int])
        let sleeve = PlaceholderCover(seed: "bare", title: "", artist: "")
        #expect(placeholder == ["style": sleeve.style, "hue": sleeve.hue, "accent": sleeve.accentHue])
    }

    @Test("The feed and sitemap exist only with base_url, and are deterministic")
    func feedNeedsBaseURL() async throws {
        let site = try TemporarySite(siteYAML: "title: T\nbase_url: https://example.org/r\n")
        defer { site.remove() }
        try site.album("a", title: "A & B", extra: "acquired: 2024-02-03\n")
        try await site.build()
        let feed = try site.read("feed.xml")
        #expect(feed.contains("<updated>2024-02-03T00:00:00Z</updated>"))
        #expect(feed.contains("<link href=\"https://example.org/r/albums/a/index.html\" rel=\"alternate\" type=\"text/html\"/>"))
        #expect(feed.contains("A &amp; B"))
        #expect(try !site.read("sitemap.xml").contains("404.html"))
        #expect(try site.read("sitemap.xml").contains("<loc>https://example.org/r/quiz/index.html</loc>"))
        #expect(try site.read("index.html").contains("<link rel=\"alternate\" type=\"application/atom+xml\""))
    }

    @Test("A long tag page shows covers for the first 60 albums and lists the rest")
    func longTagPage() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for n in 1...61 { try site.album("a\(n)", title: "Album \(n)", extra: "tags: [common]\nacquired: 2020-01-\(String(format: "%02d", n % 28 + 1))\n") }
        try await site.build()
        let page = try site.read("tags/common/index.html")
        #expect(page.components(separatedBy: "class=\"album-card\"").count - 1 == 60)
        #expect(page.contains("<h3 class=\"section-title\">More albums</h3>"))
        // The least recently acquired album is not among the covers but is listed.
        let listed = try #require(page.components(separatedBy: "<ul class=\"compact-list\">").last)
        #expect(listed.components(separatedBy: "<li>").count - 1 == 1)
    }

    @Test("Stats count decades, formats, tags and acquisitions")
    func stats() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "year: 1994\nformat: Vinyl (2×LP)\nacquired: 2020-01-01\ntags: [x]\n")
        try site.album("b", extra: "year: 1999\nformat: vinyl\nacquired: 2021-01-01\ntags: [x, y]\n")
        try site.album("c", extra: "year: 2003\nformat: CD\nrating: 4\n")
        try await site.build()
        let page = try site.read("stats/index.html")
        /// Each chart's rows as "label: count", read from its list.
        func chart(_ id: String) -> String {
            guard let start = page.range(of: "id=\"chart-\(id)\""), let end = page.range(of: "</figure>", range: start.upperBound..<page.endIndex) else { return "missing" }
            let html = page[start.upperBound..<end.lowerBound]
            return html.components(separatedBy: "<span class=\"bar-label\">").dropFirst().map { row in
                // A label that links (the formats chart's) is read inside its link.
                let text = row.hasPrefix("<a ") ? row.drop { $0 != ">" }.dropFirst() : row[...]
                let label = text.prefix { $0 != "<" }
                let count = row.components(separatedBy: "<span class=\"bar-count\">").last?.prefix { $0 != "<" } ?? ""
                return "\(label): \(count)"
            }.joined(separator: ", ")
        }
        #expect(chart("decades") == "1990s: 2, 2000s: 1")
        #expect(chart("formats") == "Vinyl: 2, CD: 1")
        #expect(chart("tags") == "x: 2, y: 1")
        #expect(chart("acquired") == "2020: 1, 2021: 1")
        #expect(chart("ratings") == "4 stars: 1")
        // Bars are sized against the largest row.
        #expect(page.contains("<li><span class=\"bar-label\">1990s</span><span class=\"bar-track\"><span class=\"bar\" style=\"width: 100%\"></span></span><span class=\"bar-count\">2</span></li>"))
        #expect(page.contains("<li><span class=\"bar-label\">2000s</span><span class=\"bar-track\"><span class=\"bar\" style=\"width: 50%\"></span></span><span class=\"bar-count\">1</span></li>"))
    }

    @Test("Stats give tracks and hours of music only when there are track lists and lengths, not '0' and '0.0'")
    func statsTotalsOnlyWhatIsKnown() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        // A Discogs import built offline: albums, no track lists yet.
        try site.album("a", extra: "year: 1994\n")
        try site.album("b", extra: "year: 1999\n")
        try await site.build()
        var page = try site.read("stats/index.html")
        #expect(page.contains("<dt>Albums</dt><dd>2</dd>"))
        #expect(!page.contains("<dt>Tracks</dt>") && !page.contains("<dt>Hours of music</dt>"))

        // Track lists without lengths: the tracks count, the hours do not.
        try site.album("c", extra: "tracks: [One, Two, Three]\n")
        try await site.build()
        page = try site.read("stats/index.html")
        #expect(page.contains("<dt>Tracks</dt><dd>3</dd>"))
        #expect(!page.contains("<dt>Hours of music</dt>"))

        try site.album("d", extra: "tracks:\n  - {title: Long, length: \"45:00\"}\n  - {title: Longer, length: \"45:00\"}\n")
        try await site.build()
        page = try site.read("stats/index.html")
        #expect(page.contains("<dt>Tracks</dt><dd>5</dd>"))
        #expect(page.contains("<dt>Hours of music</dt><dd>1.5</dd>"))
    }
}
