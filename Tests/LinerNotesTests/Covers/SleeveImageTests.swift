import Foundation
import Testing
@testable import Covers
@testable import Media
@testable import Rendering

/// The generated sleeve of an album without a cover, also as an image for its link preview (`og:image`), where a
/// preview cannot draw the sleeve with CSS as the pages do.
@Suite("Sleeves as images for link previews")
struct SleeveImageTests {
    @Test("With base_url, a cover-less album's page previews with its sleeve: a 600 px JPEG, made again when its title changes; the page still draws it")
    func previewImage() async throws {
        let site = try TemporarySite(siteYAML: "title: Shelf\nbase_url: https://example.org/records/\n")
        defer { site.remove() }
        try site.album("harbour", title: "The Long Harbour Sessions", artist: "Mara Okonkwo-Lind")
        try site.write("content/albums/covered.md", "---\ntitle: Covered\nartist: Someone\ncover: covered.png\n---\n")
        try TestImage.png(width: 300, height: 300).write(to: site.root.appending(path: "content/albums/covered.png"))
        try await site.build()
        let page = try site.read("albums/harbour/index.html")
        #expect(page.contains(#"<meta property="og:image" content="https://example.org/records/covers/harbour.600.jpg">"#))
        #expect(page.contains(#"<meta property="og:image:width" content="600">"#))
        #expect(page.contains(#""image":"https://example.org/records/covers/harbour.600.jpg""#))
        // The page draws the sleeve as before; the image is only for previews.
        #expect(page.contains("cover placeholder placeholder-") && !page.contains("<img class=\"cover\" src=\"../../covers/harbour"))
        let file = site.output.appending(path: "covers/harbour.600.jpg")
        let image = try Data(contentsOf: file)
        let header = try ImageResizer.header(image)
        #expect(header.width == 600 && header.height == 600)
        // An album with a cover has no sleeve image.
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "covers/covered.600.jpg").path))
        // A new title is a new sleeve, in the next build.
        try site.album("harbour", title: "Harbour Lights", artist: "Mara Okonkwo-Lind")
        try await site.build()
        #expect(try Data(contentsOf: file) != image)
    }

    @Test("Without base_url a site has no link previews, and no sleeve images")
    func noBaseURL() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("harbour", title: "The Long Harbour Sessions", artist: "Mara Okonkwo-Lind")
        try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "covers/harbour.600.jpg").path))
        #expect(!(try site.read("albums/harbour/index.html")).contains("og:image"))
    }

    @Test("The sleeve's SVG: the words escaped, the title on at most four lines, the same design as the page's")
    func svg() {
        let svg = SleeveArt.svg(seed: "x", title: "<script>alert(1)</script> & \"more\"", artist: "A\u{7}B")
        #expect(!svg.contains("<script>") && svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && svg.contains("&amp;") && svg.contains("&quot;more&quot;"))
        #expect(svg.contains(">AB</text>"))
        #expect(svg == SleeveArt.svg(seed: "x", title: "<script>alert(1)</script> & \"more\"", artist: "A\u{7}B"))
        let long = SleeveArt.lines(String(repeating: "Word ", count: 40), size: 69, width: 492, most: 4)
        #expect(long.count == 4 && long[3].hasSuffix("…"))
        #expect(SleeveArt.lines("Blue", size: 69, width: 492, most: 4) == ["Blue"])
        // The hue the page's CSS uses is the image's.
        let design = PlaceholderCover(seed: "harbour", title: "T", artist: "A")
        #expect(SleeveArt.svg(seed: "harbour", title: "T", artist: "A").contains("fill=\"hsl(\(design.hue), 45%, 30%)\""))
    }
}
