import Foundation
import Testing
@testable import Build
@testable import Model

/// Which Wikipedia article an artist gets. The two musicians' summaries are the opening of the real articles, shortened
/// (CC BY-SA 4.0, en.wikipedia.org); the others are invented. All in the REST summary's shape as `FixtureWorld` serves it.
@Suite("Wikipedia: an artist's article")
struct WikipediaArtistChoiceTests {
    static let sheeran = FixtureWorld.WikiPage(
        description: "English singer-songwriter (born 1991)",
        extract: "Edward Christopher Sheeran is an English singer-songwriter. Born in Halifax, West Yorkshire, and raised in Framlingham, Suffolk, he began writing songs around the age of eleven.")

    func harness(_ pages: [String: FixtureWorld.WikiPage], search: [String: [String]] = [:], artist: String) throws -> FetchHarness {
        let harness = try FetchHarness(enabled: [.wikipedia])
        harness.world.wikipedia = pages
        harness.world.wikiSearch = search
        try harness.site.album("an-album", title: "An Album", artist: artist)
        return harness
    }

    @Test("An article titled with the artist's name is theirs, though its summary names them otherwise")
    func titledWithTheName() async throws {
        let harness = try harness(["Ed Sheeran": Self.sheeran], artist: "Ed Sheeran")
        try await harness.build()
        let page = try harness.site.read("artists/ed-sheeran/index.html")
        #expect(page.contains("Edward Christopher Sheeran is an English singer-songwriter."))
    }

    @Test("A title with a qualifier in brackets counts too: “Sting (musician)”")
    func titledWithAQualifier() async throws {
        let harness = try harness(
            ["Sting (musician)": .init(description: "English musician (born 1951)", extract: "Gordon Matthew Thomas Sumner is an English musician, activist and songwriter.")],
            artist: "Sting")
        try await harness.build()
        #expect(try harness.site.read("artists/sting/index.html").contains("Gordon Matthew Thomas Sumner is an English musician"))
    }

    @Test("The title alone is not enough: an article about someone else of the name is still refused")
    func notAboutMusic() async throws {
        let harness = try harness(
            ["Ed Sheeran": .init(description: "American politician (1932–2011)", extract: "Edward Christopher Sheeran was an American politician from Ohio.")],
            artist: "Ed Sheeran")
        try await harness.build()
        #expect(!(try harness.site.read("artists/ed-sheeran/index.html").contains("American politician")))
    }

    @Test("Another name's article is refused: the title must be the artist's name, not merely contain it")
    func anotherName() async throws {
        let harness = try harness(
            ["Ed Sheeran discography": .init(description: "Discography of the English singer", extract: "The discography of the English singer-songwriter consists of seven studio albums.")],
            search: ["Ed Sheeran band musician": ["Ed Sheeran discography"]], artist: "Ed Sheeran")
        try await harness.build()
        #expect(!(try harness.site.read("artists/ed-sheeran/index.html").contains("seven studio albums")))
    }
}
