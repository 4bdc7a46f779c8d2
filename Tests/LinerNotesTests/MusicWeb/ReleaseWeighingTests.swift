import Foundation
import Testing
@testable import Basics
@testable import Model
@testable import MusicWeb

/// How a release is chosen among a real search answer's candidates (`mb-search-release-drivers-license.json`):
/// the label, catalogue number and track count the owner wrote weigh in, and a guess between two is flagged.
@Suite("Weighing search candidates")
struct ReleaseWeighingTests {
    struct Search: Decodable { var releases: [MusicBrainzClient.Release] }

    /// The recorded search's releases by `artist` titled "drivers license", as `match` keeps them.
    func candidates(_ artist: String) throws -> [MusicBrainzClient.Release] {
        let search = try JSONDecoder().decode(Search.self, from: Recorded.data("mb-search-release-drivers-license.json"))
        return search.releases.filter { MatchKey.same($0.artistName, artist) && MatchKey.same($0.title, "drivers license") }
    }

    @Test("The label and catalogue number the owner wrote pick their pressing over an earlier one")
    func labelAndCatalogue() throws {
        let olivia = try candidates("Olivia Rodrigo")
        #expect(olivia.count == 6)
        // Without them the earliest (a digital single of 2021-01-08) is taken.
        #expect(MusicBrainzClient.preferred(olivia, .init(title: "drivers license", artist: "Olivia Rodrigo"))?.date == "2021-01-08")
        // The Discogs import writes `label: Geffen Records` and `catalog: 0602435848211` for the Austrian CD single.
        let cd = try #require(MusicBrainzClient.weigh(
            olivia, .init(title: "drivers license", artist: "Olivia Rodrigo", year: 2021, label: "Geffen Records", catalog: "0602435848211")))
        #expect(cd.release.id == "a3bfff70-fca0-4c0f-bc9a-73d5d193b48e")
        #expect(cd.release.formats == ["CD"] && cd.release.country == "AT")
        let agreements = cd.match.chosen.checks.filter { [.label, .catalog].contains($0.fact) }.map(\.agrees)
        #expect(agreements == [true, true])
        #expect(!cd.match.ambiguous)
        // A catalogue number alone, written with other spacing, picks one of five digital releases of one day.
        let digital = try #require(MusicBrainzClient.weigh(olivia, .init(title: "drivers license", artist: "Olivia Rodrigo", catalog: "00602 435640112")))
        #expect(digital.release.id.hasPrefix("8cc04d41"))
    }

    @Test("The number of tracks the owner listed breaks a tie between a single and an EP of one day")
    func trackCount() throws {
        let jxdn = try candidates("jxdn")
        #expect(jxdn.count == 2 && Set(jxdn.map(\.date)) == ["2021-01-19"])
        let untold = try #require(MusicBrainzClient.weigh(jxdn, .init(title: "drivers license", artist: "jxdn")))
        #expect(untold.release.trackCount == 6)
        let one = try #require(MusicBrainzClient.weigh(jxdn, .init(title: "drivers license", artist: "jxdn", trackCount: 1)))
        #expect(one.release.trackCount == 1 && one.release.id.hasPrefix("af1cc413"))
        let six = try #require(MusicBrainzClient.weigh(jxdn, .init(title: "drivers license", artist: "jxdn", trackCount: 6)))
        #expect(six.release.id.hasPrefix("75bc4628"))
    }

    @Test("Two candidates that fit equally and would make different pages are ambiguous; agreeing evidence settles it")
    func ambiguity() throws {
        let jxdn = try candidates("jxdn")
        // The single and the EP: another release group, 1 track against 6; nothing the owner wrote tells them apart.
        let guess = try #require(MusicBrainzClient.weigh(jxdn, .init(title: "drivers license", artist: "jxdn", year: 2021)))
        #expect(guess.match.ambiguous)
        let runnerUp = try #require(guess.match.runnerUp)
        #expect(runnerUp.releaseGroupID != guess.match.chosen.releaseGroupID)
        #expect(guess.match.chosen.penalty == runnerUp.penalty)
        let settled = try #require(MusicBrainzClient.weigh(jxdn, .init(title: "drivers license", artist: "jxdn", trackCount: 6)))
        #expect(!settled.match.ambiguous && settled.match.runnerUp?.penalty == 10)
        // Five digital releases of one day with one track each make the same page: the runner-up that matters is the CD.
        let olivia = try #require(MusicBrainzClient.weigh(try candidates("Olivia Rodrigo"), .init(title: "drivers license", artist: "Olivia Rodrigo", format: "Digital Media")))
        #expect(olivia.match.runnerUp?.formats == ["CD"] && !olivia.match.ambiguous)
    }

    @Test("Labels named with or without 'Records' are one label; catalogue numbers compare without spaces or dashes")
    func labelsAndNumbers() {
        #expect(MusicBrainzClient.sameLabel("Geffen", "Geffen Records"))
        #expect(!MusicBrainzClient.sameLabel("DGC", "Geffen Records"))
        #expect(!MusicBrainzClient.sameLabel("A", "A&M"))
        #expect(MusicBrainzClient.catalogKey("dgc-24425") == MusicBrainzClient.catalogKey("DGC 24425"))
    }
}
