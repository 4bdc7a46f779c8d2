import Foundation
import Testing
@testable import Model
@testable import Rendering

@Suite("The artists index")
struct ArtistsPageTests {
    @Test("Sorted and grouped by the folded name: Ólafur Arnalds under O beside Oasis, one section per letter, no id twice")
    func foldedLetters() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("eulogy", title: "Eulogy for Evolution", artist: "Ólafur Arnalds")
        try site.album("definitely-maybe", title: "Definitely Maybe", artist: "Oasis")
        try site.album("amelie", title: "Amélie", artist: "Yann Tiersen")
        try await site.build()
        let page = try site.read("artists/index.html")
        #expect(page.components(separatedBy: "<h2 id=\"letter-o\">").count == 2, "one O section")
        let ids = page.matches(of: /id="([^"]+)"/).map { String($0.output.1) }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        let o = try #require(page.range(of: "<h2 id=\"letter-o\">"))
        let y = try #require(page.range(of: "<h2 id=\"letter-y\">"))
        let oasis = try #require(page.range(of: ">Oasis<"))
        let olafur = try #require(page.range(of: ">Ólafur Arnalds<"))
        #expect(o.upperBound < oasis.lowerBound && oasis.upperBound < olafur.lowerBound && olafur.upperBound < y.lowerBound)
    }
}
