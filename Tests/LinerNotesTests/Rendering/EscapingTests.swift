import Foundation
import Testing
@testable import Import
@testable import Model
@testable import Rendering

/// A title is data, never markup: every field of the archive reaches the page escaped.
@Suite("Escaping")
struct EscapingTests {
    static let payload = "<img src=x onerror=alert(1)>\"'&"

    @Test("Hostile text in every field renders as text on every page")
    func hostileFieldsAreEscaped() async throws {
        let hostile = Self.payload
        let site = try TemporarySite(siteYAML: "title: \(yamlQuoted("Site " + hostile))\ndescription: \(yamlQuoted("Desc " + hostile))\n")
        defer { site.remove() }
        try site.write("content/artists/band.md", """
            ---
            name: \(yamlQuoted("Band " + hostile))
            tags: [\(yamlQuoted("tag " + hostile))]
            links:
              - { title: \(yamlQuoted("Link " + hostile)), url: "https://example.org/?a=1&b=2" }
            ---
            Notes <script>alert(2)</script>
            """)
        try site.write("content/albums/evil.md", """
            ---
            title: \(yamlQuoted("Album " + hostile))
            artist: \(yamlQuoted("Band " + hostile))
            format: \(yamlQuoted("Format " + hostile))
            tags: [\(yamlQuoted("tag " + hostile)), \(yamlQuoted("other " + hostile))]
            tracks:
              - { title: \(yamlQuoted("Track " + hostile)), length: "1:00", number: \(yamlQuoted("A" + hostile)) }
            ---
            Album notes <img src=y onerror=alert(3)> and [link](javascript:alert(4))
            """)
        try site.album("plain", title: "No cover " + hostile, artist: "Other " + hostile)
        try site.write("content/pages/about.md", "---\ntitle: \(yamlQuoted("About " + hostile))\n---\n<script>alert(5)</script>\n")
        try await site.build()

        let pages = filesUnder(site.output).filter { $0.hasSuffix(".html") }
        #expect(pages.count > 8)
        for page in pages {
            let html = try site.read(page)
            #expect(!html.contains("<img src=x"), "unescaped title in \(page)")
            #expect(!html.contains("<img src=y"), "unescaped notes in \(page)")
            #expect(!html.contains("<script>alert"), "script in \(page)")
            #expect(!html.contains("javascript:"), "javascript: link in \(page)")
        }
        let album = try site.read("albums/evil/index.html")
        #expect(album.contains("Album &lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;"))
        #expect(album.contains("Track &lt;img"))
        #expect(album.contains("Format &lt;img"))
        #expect(album.contains("tag &lt;img"))
        let artist = try site.read("artists/band/index.html")
        #expect(artist.contains("href=\"https://example.org/?a=1&amp;b=2\""))
        #expect(artist.contains("Link &lt;img"))
    }

    @Test("Raw HTML in notes is kept only when allowed")
    func allowHTMLOption() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: "<mark>kept</mark>")
        try await site.build()
        #expect(try !site.read("albums/a/index.html").contains("<mark>kept</mark>"))
        try await site.build(allowHTML: true)
        #expect(try site.read("albums/a/index.html").contains("<mark>kept</mark>"))
    }
}
