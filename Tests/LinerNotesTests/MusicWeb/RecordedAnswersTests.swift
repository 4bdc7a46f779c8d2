import Foundation
import Testing
@testable import Basics
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// Real answers recorded from MusicBrainz (CC0) and iTunes by other projects, read as the build reads them.
@Suite("Real MusicBrainz and iTunes answers")
struct RecordedAnswersTests {
    @Test("An enhanced CD keeps its data track, a DVD's recordings are videos, and each disc knows its format")
    func dataAndVideoTracks() throws {
        let release = try Recorded.release("mb-release-enhanced-cd-data-track-plus-dvd-collision-course.json")
        let tracks = release.tracks
        let cd = tracks.filter { $0.disc == 1 }
        #expect(cd.count == 7)
        let data = try #require(cd.last)
        #expect(data.number == "7" && data.title == "[data track]" && data.kind == .data && data.length == nil)
        #expect(cd.dropLast().allSatisfy { $0.kind == .audio })
        let dvd = tracks.filter { $0.disc == 2 }
        #expect(dvd.count == 17 && dvd.allSatisfy { $0.kind == .video })
        #expect(release.discs.map(\.format) == ["Enhanced CD", "DVD-Video"])
        #expect(release.artistName == "Jay‐Z / Linkin Park")
    }

    @Test("A hidden pregap track is kept as track 0, before track 1")
    func pregap() throws {
        // The medium exactly as recorded (its tracks trimmed by Picard's developers), inside a minimal release.
        let medium = try JSONSerialization.jsonObject(with: Recorded.data("mb-medium-pregap-enhanced-cd.json"))
        let body = try JSONSerialization.data(withJSONObject: ["id": "00000000-0000-4000-8000-000000000000", "title": "Hip to the Javabean", "media": [medium]])
        let release = try JSONDecoder().decode(MusicBrainzClient.Release.self, from: body)
        let first = try #require(release.tracks.first)
        #expect(first.number == "0" && first.title == "Sexy DVD" && first.kind == .hidden && first.length == 88)
    }

    @Test("A classical release's credit keeps its join phrases; tracks credited like the album carry no artist of their own")
    func classicalCredit() throws {
        let release = try Recorded.release("mb-release-classical-szell-beethoven4-5-vinyl.json")
        #expect(release.artistName == "Beethoven; Cleveland Orchestra, George Szell")
        #expect(release.tracks.allSatisfy { $0.artist == nil })
        #expect(release.tracks.first?.number == "A1")
        #expect(release.discs.first?.format == "12\" Vinyl")
    }

    @Test("A compilation's tracks each keep their own artists; a Japanese join phrase is kept too")
    func trackArtists() throws {
        let paste = try Recorded.release("mb-release-various-artists-paste-48.json")
        #expect(paste.tracks.prefix(5).map(\.artist) == ["of Montreal", "Sonya Kitchell", "The Dears", "The Good Players", "Kasey Chambers & Shane Nicholson"])
        #expect(paste.tracks[4].credits.map(\.name) == ["Kasey Chambers", "Shane Nicholson"])
        let sandokushi = try Recorded.release("mb-release-japanese-sandokushi-digital.json")
        #expect(sandokushi.tracks[0].artist == nil)  // 椎名林檎 alone, as the album
        #expect(sandokushi.tracks[1].artist == "椎名林檎と宮本浩次")
    }

    @Test("An empty date is no date: the album's date is the release group's first release")
    func emptyDate() throws {
        let release = try Recorded.release("mb-release-empty-date-abba-greatest-hits.json")
        #expect(release.date == "")
        #expect(release.pressingDate == nil)
        #expect(release.originalDate == PartialDate("1975-11-17"))
        let beyonce = try Recorded.release("mb-release-cd-dvd-titled-media-beyonce.json")
        #expect(beyonce.originalDate == PartialDate("2013-12-13") && beyonce.pressingDate == PartialDate("2013-12-20"))
        #expect(beyonce.discs.map { "\($0.title ?? "") \($0.format ?? "")" } == ["AUDIO CD", "VISUAL DVD-Video"])
    }

    @Test("Names in other scripts have keys of their own; an empty key matches nothing")
    func matchKeys() {
        #expect(MatchKey("三毒史").text == "三毒史")
        #expect(!MatchKey.same("三毒史", "無罪モラトリアム"))
        #expect(MatchKey.same("ケアレス", "ケアレス"))
        #expect(!MatchKey.same("Мумий Тролль", "Сплин"))
        #expect(MatchKey.same("Sigur Rós", "sigur ros"))
        #expect(MatchKey.same("Salt & Cedar", "Salt and Cedar"))
        #expect(MatchKey("+").text == "+" && !MatchKey.same("+", "÷"))
        #expect(!MatchKey.same("", ""))
        #expect(!MatchKey.same("   ", " "))
    }

    @Test("Of many releases found, the one matching the owner's format, else the earliest official dated one")
    func preference() throws {
        struct Search: Decodable { var releases: [MusicBrainzClient.Release] }
        let search = try JSONDecoder().decode(Search.self, from: Recorded.data("mb-search-release-drivers-license.json"))
        let olivia = search.releases.filter { MatchKey.same($0.artistName, "Olivia Rodrigo") && MatchKey.same($0.title, "drivers license") }
        #expect(olivia.count == 6)
        let cd = MusicBrainzClient.preferred(olivia, .init(title: "drivers license", artist: "Olivia Rodrigo", format: "CD"))
        #expect(cd?.date == "2021-04-02" && cd?.formats == ["CD"])
        let any = MusicBrainzClient.preferred(olivia, .init(title: "drivers license", artist: "Olivia Rodrigo"))
        #expect(any?.date == "2021-01-08")
        // An undated release loses to a dated one, however it ranks.
        let fiona = search.releases.filter { $0.artistName == "Fiona Greenly" }
        let jxdn = search.releases.filter { $0.artistName == "jxdn" }
        #expect(MusicBrainzClient.preferred(fiona + jxdn, .init(title: "drivers license", artist: "x"))?.pressingDate != nil)
    }

    @Test("A vinyl release is preferred to its undated sibling, whatever order the search gives them in")
    func vinylWithUndatedSibling() throws {
        let vinyl = try Recorded.data("mb-release-classical-szell-beethoven4-5-vinyl.json")
        // Its sibling: the same recorded release with another id and its date taken away (adapted, not recorded).
        var object = try #require(try JSONSerialization.jsonObject(with: vinyl) as? [String: Any])
        object["id"] = "00000000-0000-4000-8000-0000000000aa"
        object.removeValue(forKey: "date")
        let sibling = try JSONDecoder().decode(MusicBrainzClient.Release.self, from: JSONSerialization.data(withJSONObject: object))
        let dated = try JSONDecoder().decode(MusicBrainzClient.Release.self, from: vinyl)
        let wanted = MusicBrainzClient.Wanted(title: dated.title, artist: "George Szell", format: "Vinyl (LP)")
        #expect(MusicBrainzClient.preferred([sibling, dated], wanted)?.id == dated.id)
        #expect(MusicBrainzClient.preferred([dated, sibling], wanted)?.id == dated.id)
        // The owner's year decides between two dated pressings.
        object["date"] = "1985"
        let reissue = try JSONDecoder().decode(MusicBrainzClient.Release.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(MusicBrainzClient.preferred([dated, reissue], .init(title: dated.title, artist: "x", year: 1985))?.id == reissue.id)
        #expect(MusicBrainzClient.preferred([reissue, dated], .init(title: dated.title, artist: "x"))?.id == dated.id)
    }

    @Test("Lucene's special characters are escaped inside a phrase")
    func luceneEscaping() {
        #expect(MusicBrainzClient.luceneEscaped("Florence + the Machine") == "Florence \\+ the Machine")
        #expect(MusicBrainzClient.luceneEscaped("(What's the Story) Morning Glory?") == "\\(What's the Story\\) Morning Glory\\?")
        #expect(MusicBrainzClient.luceneEscaped("AC/DC: \"Live\"") == "AC\\/DC\\: \\\"Live\\\"")
        #expect(QueryString.encode("a+b c&d=e/f") == "a%2Bb%20c%26d%3De%2Ff")
    }
}
