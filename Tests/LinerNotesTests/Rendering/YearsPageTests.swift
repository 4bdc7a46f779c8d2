import Foundation
import Testing
@testable import Import
@testable import Model
@testable import Rendering

@Suite("The years page")
struct YearsPageTests {
    @Test("Albums by year of first release, in decades oldest first, with cards, an undated group and a nav link")
    func years() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("late", title: "Late One", extra: "year: 2003\n")
        try site.album("early", title: "Early One", extra: "year: 1994\n")
        try site.album("also-early", title: "Also Early", extra: "released: 1999-05-01\n")
        try site.album("early-too", title: "Early Too", extra: "year: 1994\n")
        try site.album("when", title: "Undated")
        try await site.build()
        let page = try site.read("years/index.html")
        let headings = page.components(separatedBy: "\n").filter { $0.hasPrefix("<h2") || $0.hasPrefix("<h3") }
        #expect(headings == [
            "<h2 id=\"decade-1990\" class=\"section-title\">1990s <span class=\"muted\">· 3 albums</span></h2>",
            "<h3 id=\"year-1994\">1994<span class=\"year-count\"><span class=\"sep\"> · </span>2 albums</span></h3>",
            "<h3 id=\"year-1999\">1999<span class=\"year-count\"><span class=\"sep\"> · </span>1 album</span></h3>",
            "<h2 id=\"decade-2000\" class=\"section-title\">2000s <span class=\"muted\">· 1 album</span></h2>",
            "<h3 id=\"year-2003\">2003<span class=\"year-count\"><span class=\"sep\"> · </span>1 album</span></h3>",
            "<h2 id=\"no-year\" class=\"section-title\">No year <span class=\"muted\">· 1 album</span></h2>",
        ])
        #expect(page.contains("<li><a href=\"#decade-1990\">1990s</a></li><li><a href=\"#decade-2000\">2000s</a></li><li><a href=\"#no-year\">No year</a></li>"))
        // Each album once, as its card (the album-card partial), in year order.
        let cards = page.components(separatedBy: "<span class=\"album-title\">").dropFirst().map { $0.components(separatedBy: "<")[0] }
        #expect(cards.sorted() == ["Also Early", "Early One", "Early Too", "Late One", "Undated"])
        #expect(cards.last == "Undated")
        #expect(page.contains("<a class=\"album-link\" href=\"../albums/late/index.html\">"))
        #expect(page.contains("<h1>Years</h1>"))
        #expect(try site.read("years/index.html").contains("<li><a href=\"../years/index.html\" aria-current=\"page\">Years</a></li>"))
        #expect(try site.read("index.html").contains("<li><a href=\"years/index.html\">Years</a></li>"))
    }

    @Test("An empty archive says how to get a years page; 'years' is a reserved name for free pages")
    func emptyAndReserved() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/pages/years.md", "---\ntitle: My Years\n---\nText\n")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("content/pages/years.md: error: the page slug 'years' is taken by the site itself")
        }
        try FileManager.default.removeItem(at: site.root.appending(path: "content/pages/years.md"))
        try await site.build()
        #expect(try site.read("years/index.html").contains("<p class=\"empty\">No albums yet."))
    }

    @Test("A busy year shows its first eight albums as covers and lists the rest, so the page stays light")
    func busyYear() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for n in 1...10 { try site.album("a\(n)", title: "Album \(n)", extra: "year: 1977\n") }
        try site.album("lone", title: "Lone", extra: "year: 1978\n")
        try await site.build()
        let page = try site.read("years/index.html")
        let year1977 = try #require(page.components(separatedBy: "<h3 id=\"year-1977\">").last?.components(separatedBy: "</section>").first)
        #expect(year1977.hasPrefix("1977<span class=\"year-count\"><span class=\"sep\"> · </span>10 albums</span>"))
        #expect(year1977.components(separatedBy: "class=\"album-card\"").count - 1 == 8)
        let listed = try #require(year1977.components(separatedBy: "<ul class=\"compact-list\">").dropFirst().first)
        #expect(listed.components(separatedBy: "<li>").count - 1 == 2)
        #expect(listed.contains("<a href=\"../albums/a"))
        // A year with few albums has no list under its covers.
        let year1978 = try #require(page.components(separatedBy: "<h3 id=\"year-1978\">").last?.components(separatedBy: "</section>").first)
        #expect(year1978.components(separatedBy: "class=\"album-card\"").count - 1 == 1)
        #expect(!year1978.contains("compact-list"))
    }
}
