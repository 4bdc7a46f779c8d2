import Foundation
import Testing
@testable import Content
@testable import Model

/// `condition:`: the media's and the sleeve's grades as Discogs names them (or their abbreviations), or one line of
/// the owner's own words; a grade that is not on the scale names its file, line and the grades there are.
@Suite("Album condition")
struct AlbumConditionTests {
    private func loaded(_ condition: String) async throws -> Album {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "condition: \(condition)\n")
        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        return try #require(archive.albums.first)
    }

    @Test("Grades by Discogs' names, by their words alone or by abbreviation, in any case, are one grade each")
    func gradesReadAnyWay() async throws {
        let named = try await loaded("{media: Very Good Plus (VG+), sleeve: Near Mint (NM or M-)}")
        #expect(named.condition == AlbumCondition(media: .veryGoodPlus, sleeve: .nearMint))
        let short = try await loaded("\n  media: vg+\n  sleeve: M-")
        #expect(short.condition == named.condition)
        let words = try await loaded("{sleeve: near mint}")
        #expect(words.condition == AlbumCondition(sleeve: .nearMint))
        #expect(ConditionGrade("NM") == .nearMint && ConditionGrade("Good Plus") == .goodPlus && ConditionGrade("no cover") == .noCover)
        #expect(ConditionGrade("VG++") == nil && ConditionGrade("EX") == nil)
    }

    @Test("One line of the owner's own words is kept as written, whatever grading it uses")
    func ownWords() async throws {
        let album = try await loaded("\"EX/VG++, seam split at the top\"")
        #expect(album.condition == AlbumCondition(text: "EX/VG++, seam split at the top"))
    }

    @Test("What the importer writes for every grade reads back as that grade")
    func writtenReadsBack() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        var expected: [String: AlbumCondition] = [:]
        let media = ConditionGrade.allCases.filter { !$0.isSleeveOnly }
        for (index, sleeve) in ConditionGrade.allCases.enumerated() {
            let condition = AlbumCondition(media: media[index % media.count], sleeve: sleeve)
            expected["a\(index)"] = condition
            try site.album("a\(index)", extra: "condition: \(ConditionField.yaml(condition))\n")
        }
        expected["text"] = AlbumCondition(text: "Media: Excellent (EX), Sleeve: VG: worn")
        try site.album("text", extra: "condition: \(ConditionField.yaml(expected["text"]!))\n")
        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        #expect(Dictionary(uniqueKeysWithValues: archive.albums.map { ($0.slug, $0.condition) }) == expected)
    }

    @Test("A grade off the scale, a sleeve's grade for the media, another key or a list: an error with the file, the line and what is accepted")
    func badConditions() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "condition:\n  media: VG++\n  sleeve: Excellent\n")
        try site.album("b", extra: "condition: {media: Generic, notes: ring wear}\n")
        try site.album("c", extra: "condition: [VG+, VG]\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains(
            "content/albums/a.md:5: error: 'condition' media must be a grade as Discogs names it (Mint (M), Near Mint (NM or M-), "
                + "Very Good Plus (VG+), Very Good (VG), Good Plus (G+), Good (G), Fair (F), Poor (P)) or its abbreviation (VG+), not 'VG++'; "
                + "for a grading of your own, write the condition as one line of text: condition: \"VG++ / …\""))
        #expect(messages.contains { $0.hasPrefix("content/albums/a.md:6: error: 'condition' sleeve must be a grade as Discogs names it (Mint (M),")
            && $0.contains("Poor (P), Generic, Not Graded, No Cover) or its abbreviation (VG+), not 'Excellent'") })
        #expect(messages.contains { $0.hasPrefix("content/albums/b.md:4: error: 'condition' media must be a grade") && $0.contains("not 'Generic'") })
        #expect(messages.contains { $0.hasPrefix("content/albums/b.md:4: error: 'condition' has media and sleeve, not 'notes'") })
        #expect(messages.contains("content/albums/c.md:4: error: 'condition' must be `{media: VG+, sleeve: VG}` or one line of text, not a list"))
        #expect(messages.count == 5, "\(messages)")
    }

    @Test("The album page shows the condition among its facts, in the site's language; an edit of it renders the page again")
    func albumPage() async throws {
        let site = try TemporarySite(siteYAML: "title: Test Records\nlanguage: de\n")
        defer { site.remove() }
        try site.album("a", title: "Kind of Blue", extra: "format: Vinyl\ncondition: {media: VG+, sleeve: G+}\n")
        try site.album("b", title: "Blue Train", extra: "condition: \"Sealed <still>\"\n")
        try await site.build()
        #expect(try site.read("albums/a/index.html").contains(
            "<div class=\"fact-wide\"><dt>Zustand</dt><dd><span class=\"grade\"><span class=\"muted\">Tonträger</span> Very Good Plus (VG+)</span> · <span class=\"grade\"><span class=\"muted\">Hülle</span> Good Plus (G+)</span></dd></div>"))
        #expect(try site.read("albums/b/index.html").contains("<div class=\"fact-wide\"><dt>Zustand</dt><dd>Sealed &lt;still&gt;</dd></div>"))
        try site.album("a", title: "Kind of Blue", extra: "format: Vinyl\ncondition: {sleeve: No Cover}\n")
        try await site.build()
        #expect(try site.read("albums/a/index.html").contains("<div class=\"fact-wide\"><dt>Zustand</dt><dd><span class=\"grade\"><span class=\"muted\">Hülle</span> No Cover</span></dd></div>"))
    }
}
