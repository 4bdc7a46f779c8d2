import Foundation
import Testing
@testable import Model
@testable import MusicWeb

/// Real release answers with relationships (`Fixtures/credits/`, provenance in SOURCES.md), read into credits.
@Suite("Credits from MusicBrainz relationships")
struct CreditsParseTests {
    static let folder = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/credits", directoryHint: .isDirectory)

    static func release(_ name: String) throws -> MusicBrainzClient.Release {
        try JSONDecoder().decode(MusicBrainzClient.Release.self, from: Data(contentsOf: folder.appending(path: name)))
    }

    static let meteora = "mb-release-rels-rock-meteora-c9d52105.json"
    static let ritaReys = "mb-release-rels-jazz-rita-reys-942b9e7b.json"
    static let becomeDesert = "mb-release-rels-classical-become-desert-987f3e2d.json"

    @Test("A rock release's own credits: producers, engineers, mix, mastering; no url or other noise")
    func releaseLevel() throws {
        let credits = try Self.release(Self.meteora).credits
        let roles = Set(credits.release.map(\.role))
        #expect(roles.isSuperset(of: [.producer, .engineer, .mix, .mastering, .recording]))
        #expect(credits.release.contains { $0.role == .producer && $0.name == "Don Gilmore" })
        #expect(credits.release.contains { $0.role == .engineer && $0.attributes == ["additional"] })
        // The recordings' noise (remixes, samples, "recorded at", streaming links) never becomes a credit.
        let everyRole = Set(credits.tracks.flatMap(\.credits).map(\.role.rawValue))
        for noise in ["remix", "samples material", "mashes up", "recorded at", "mixed at", "free streaming", "publishing"] {
            #expect(!everyRole.contains(noise))
        }
        #expect(credits.tracks.count == 13)
    }

    @Test("A jazz session: each performer's instrument, and the works' composers and lyricists")
    func instruments() throws {
        let credits = try Self.release(Self.ritaReys).credits
        #expect(credits.release.isEmpty)
        let instruments = Set(credits.tracks.flatMap(\.credits).filter { $0.role == .instrument }.flatMap(\.attributes))
        #expect(instruments.isSuperset(of: ["bass", "drums (drum set)", "piano", "tenor saxophone", "trumpet"]))
        #expect(credits.tracks.count == 12)
        #expect(credits.tracks.flatMap(\.works).count == 3)  // MusicBrainz relates 3 of the 12 recordings to works
        let authors = Set(credits.tracks.flatMap(\.works).flatMap(\.credits).map(\.role))
        #expect(authors.isSuperset(of: [.composer, .lyricist]))
        let workRoles = credits.tracks.flatMap(\.works).flatMap(\.credits).map(\.role)
        #expect(!workRoles.contains { !$0.isAuthorship })
    }

    @Test("A classical recording: conductor, orchestra, and the work with its composer")
    func classical() throws {
        let credits = try Self.release(Self.becomeDesert).credits
        let track = try #require(credits.tracks.first)
        #expect(track.credits.contains { $0.role == .conductor && $0.name == "Ludovic Morlot" })
        #expect(track.credits.contains { $0.role == .performingOrchestra && $0.name == "Seattle Symphony" })
        let work = try #require(track.works.first)
        #expect(work.title == "Become Desert")
        #expect(work.credits.map(\.role) == [.composer])
        #expect(work.credits.first?.name == "John Luther Adams")
        // A work's commissions and premieres are not authorship.
        #expect(!track.credits.contains { $0.name.contains("Orchestra") && $0.role != .performingOrchestra })
    }

    @Test("A name credited otherwise on the release is shown as credited (target-credit)")
    func creditedName() throws {
        let credits = try Self.release(Self.meteora).credits
        let names = credits.tracks.flatMap(\.works).flatMap(\.credits).map(\.name)
        #expect(names.contains("Bradford Phillip Delson"))
    }

    @Test("The relationship answers' sizes, for the record: one request per album either way")
    func sizes() throws {
        let sizes = try [Self.becomeDesert, Self.ritaReys, Self.meteora].map { try Data(contentsOf: Self.folder.appending(path: $0)).count }
        #expect(sizes == [9_987, 144_220, 372_599])
        #expect(sizes.allSatisfy { $0 < 5 << 20 })  // FetchSettings.maxJSONBytes
    }
}
