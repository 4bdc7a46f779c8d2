import Foundation
import Testing
@testable import Build
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering

@Suite("Generated covers")
struct PlaceholderCoverTests {
    @Test("Albums without art get sleeves that differ from album to album and carry the title and artist, escaped")
    func placeholders() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for n in 1...12 { try site.album("a\(n)", title: "Album \(n)", artist: "Artist \(n)") }
        try site.album("hostile", title: "<b>Bold</b> & Co", artist: "Ω \"Quoted\"")
        try await site.build()
        var looks = Set<String>()
        for n in 1...12 {
            let page = try site.read("albums/a\(n)/index.html")
            let start = try #require(page.range(of: "<span class=\"cover placeholder placeholder-"))
            let tag = String(page[start.lowerBound...].prefix { $0 != ">" })
            looks.insert(tag.replacingOccurrences(of: #"aria-label="[^"]*""#, with: "", options: .regularExpression))
            #expect(page.contains("role=\"img\" aria-label=\"No cover image for Album \(n) by Artist \(n)\""))
            #expect(page.contains("<span class=\"placeholder-title\" aria-hidden=\"true\">Album \(n)</span><span class=\"placeholder-artist\" aria-hidden=\"true\">Artist \(n)</span>"))
        }
        // Twelve albums, twelve different sleeves (design and colours), and more than one design among them.
        #expect(looks.count == 12)
        #expect(Set(looks.map { $0.components(separatedBy: "placeholder-")[1].prefix(1) }).count > 1)
        let hostile = try site.read("albums/hostile/index.html")
        #expect(hostile.contains("<span class=\"placeholder-title\" aria-hidden=\"true\">&lt;b&gt;Bold&lt;/b&gt; &amp; Co</span>"))
        // The same sleeve on every build.
        let before = try site.read("albums/a1/index.html")
        try site.write("content/albums/a2.md", "---\ntitle: Album 2\nartist: Artist 2\n---\nEdited.\n")
        try await site.build()
        #expect(try site.read("albums/a1/index.html") == before)
    }

    @Test("The sleeve's text is sized by its longest word, so a title wraps between words and a long word shrinks")
    func longestWord() {
        #expect(PlaceholderCover.longestWord("OK Computer") == 9)  // "Computer": a capital and an m count 1.5
        #expect(PlaceholderCover.longestWord("Okonkwo-Lind Quartet") == 8)  // a hyphen's parts apart
        #expect(PlaceholderCover.longestWord("Supercalifragilisticexpialidocious") == 35)
        #expect(PlaceholderCover.longestWord("") == 1)
        let cover = PlaceholderCover(seed: "x", title: "In Rainbows", artist: "Radiohead")
        #expect(cover.titleLongestWord == 9 && cover.artistLongestWord == 10)
        // ASCII is measured byte by byte: the same as by Characters, on texts of every separator and width.
        func byCharacters(_ text: String) -> Int {
            let widths = text.split { $0.isWhitespace || $0 == "-" }.map { word in word.reduce(0) { $0 + ($1.isUppercase || "mwMW".contains($1) ? 3 : 2) } }
            return max(1, ((widths.max() ?? 2) + 1) / 2)
        }
        let alphabet = Array("aZmwMW -\t\r\n\u{0B}\u{0C}0.,'&xQ")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            #expect(PlaceholderCover.longestWord(text) == byCharacters(text), "\(text.debugDescription)")
        }
        #expect(PlaceholderCover.longestWord("Sigur Rós — Ágætis byrjun") == byCharacters("Sigur Rós — Ágætis byrjun"))
    }

    @Test("A built album page is for visitors: no owner hint, no content/ path; the preview's build (ownerHints) says what is missing and where")
    func missing() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("bare", title: "Bare", artist: "Someone")
        try site.album("full", title: "Full", artist: "Someone", extra: "tracks: [One, Two]\n")
        try await site.build()
        let published = try site.read("albums/bare/index.html")
        #expect(!published.contains("No track list yet"))
        #expect(!published.contains("No cover yet"))
        #expect(!published.contains("content/albums"))
        #expect(!published.contains("class=\"missing\""))
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.request.ownerHints = true
        _ = try await SiteBuilder(options: options).build()
        let bare = try site.read("albums/bare/index.html")
        #expect(bare.contains("No track list yet: add <code>tracks:</code> or an <code>mbid:</code> to <code>content/albums/bare.md</code>, then build again."))
        #expect(bare.contains("No cover yet: add <code>cover:</code>"))
        let full = try site.read("albums/full/index.html")
        #expect(!full.contains("No track list yet"))
        #expect(full.contains("<span class=\"track-title\">One</span>"))
        // Built again for publishing, the hints are gone (the option is part of the inputs' fingerprint).
        try await site.build()
        #expect(!(try site.read("albums/bare/index.html")).contains("content/albums/bare.md"))
    }
}
