import Foundation
import Testing
@testable import Import
@testable import Model
@testable import Rendering

@Suite("The formats page")
struct FormatsPageTests {
    @Test("Albums by format family, the most common first, each with its cards; the stats chart's bars link to each family")
    func formats() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("double", title: "Double", extra: "format: Vinyl (2×LP)\nacquired: 2020-01-01\n")
        try site.album("single", title: "Single", extra: "format: vinyl\nacquired: 2021-01-01\n")
        try site.album("plain", title: "Plain", extra: "format: Vinyl\nacquired: 2019-01-01\n")
        try site.album("disc", title: "Disc", extra: "format: CD\n")
        try site.album("tape", title: "Tape", extra: "format: Cassette\n")
        try site.album("unknown", title: "Nowhere")
        try await site.build()
        let page = try site.read("stats/formats/index.html")
        let headings = page.components(separatedBy: "\n").filter { $0.hasPrefix("<h2") }
        // Most albums first; a tie by name; the albums without a format as the stats chart counts them.
        #expect(headings == [
            "<h2 id=\"format-vinyl\" class=\"section-title\">Vinyl <span class=\"muted\">· 3 albums</span></h2>",
            "<h2 id=\"format-cassette\" class=\"section-title\">Cassette <span class=\"muted\">· 1 album</span></h2>",
            "<h2 id=\"format-cd\" class=\"section-title\">CD <span class=\"muted\">· 1 album</span></h2>",
            "<h2 id=\"format-unknown\" class=\"section-title\">Unknown <span class=\"muted\">· 1 album</span></h2>",
        ], "\(headings)")
        // The vinyl family's cards, recently acquired first, as a tag's page orders them.
        let vinyl = page.components(separatedBy: "id=\"format-cassette\"")[0]
        let cards = vinyl.components(separatedBy: "<span class=\"album-title\">").dropFirst().map { $0.components(separatedBy: "<")[0] }
        #expect(cards == ["Single", "Double", "Plain"])
        #expect(page.contains("<a class=\"album-link\" href=\"../../albums/double/index.html\">"))
        #expect(page.contains("<p class=\"kicker\"><a href=\"../../stats/index.html\">Stats</a></p>"))
        // The stats page's formats chart links each bar's label to its family.
        let stats = try site.read("stats/index.html")
        #expect(stats.contains("<span class=\"bar-label\"><a href=\"../stats/formats/index.html#format-vinyl\">Vinyl</a></span>"))
        #expect(stats.contains("<span class=\"bar-label\"><a href=\"../stats/formats/index.html#format-unknown\">Unknown</a></span>"))
        // A family of more albums than the grid shows links to the albums index filtered to it; the albums of no
        // format, which that filter cannot choose, are listed instead.
        for number in 1...30 {
            try site.album("box-\(number)", title: "Box \(number)", extra: "format: Box Set (\(number) CDs)\n")
            try site.album("plain-\(number)", title: "Plain \(number)")
        }
        try await site.build()
        let big = try site.read("stats/formats/index.html")
        #expect(big.contains("<p class=\"more\"><a href=\"../../albums/index.html?format=box%20set\">All 30 albums →</a></p>"))
        let unknown = try #require(big.components(separatedBy: "id=\"format-unknown\"").last?.components(separatedBy: "</section>").first)
        #expect(unknown.contains("Plain 1") && !unknown.contains("?format="))
        #expect(big.components(separatedBy: "<span class=\"album-title\">").count - 1 <= 4 * FormatsPage.gridLimit + 5)
        // A free page may still be called "formats": the page lives under the stats' folder.
        try site.write("content/pages/formats.md", "---\ntitle: My Formats\n---\nText\n")
        try await site.build()
        #expect(try site.read("formats/index.html").contains("My Formats"))
    }

    @Test("Families whose names make one slug get anchors of their own, and the stats bars link to each; a format written 'Unknown' is not the albums of no format")
    func uniqueAnchors() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", title: "A", extra: "format: Blu-ray\n")
        try site.album("b", title: "B", extra: "format: Blu ray\n")
        try site.album("c", title: "C", extra: "format: CD+DVD\n")
        try site.album("d", title: "D", extra: "format: CD/DVD\n")
        try site.album("e", title: "E", extra: "format: Unknown\n")
        try site.album("f", title: "F")
        try await site.build()
        let page = try site.read("stats/formats/index.html")
        let ids = page.matches(of: /id="(format-[^"]*)"/).map { String($0.output.1) }
        #expect(ids.count == 6 && Set(ids).count == 6, "\(ids)")
        #expect(ids.contains("format-blu-ray") && ids.contains("format-blu-ray-2") && ids.contains("format-unknown") && ids.contains("format-unknown-2"))
        let stats = try site.read("stats/index.html")
        let linked = stats.matches(of: /formats\/index\.html#(format-[^"]*)"/).map { String($0.output.1) }
        #expect(Set(linked) == Set(ids))
        #expect(FormatsPage.shelves(["Blu-ray", "Blu ray", nil, "Unknown"], unknown: "Unknown").map(\.anchor)
            == ["format-blu-ray", "format-blu-ray-2", "format-unknown", "format-unknown-2"])
    }
}
