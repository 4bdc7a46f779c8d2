import Foundation
import Testing
@testable import Model

@Suite("Tracks as values")
struct TrackTests {
    /// Tracks differing in one field each from the first, the rare ones (a printed number, an audio file) among them.
    static let variants: [Track] = {
        let base = Track(title: "Harbour", length: 245, disc: 1, number: "A1", credits: [CreditedArtist(name: "Ella")], kind: .audio)
        var variants = [base]
        var track = base
        track.title = "Ferry"; variants.append(track); track = base
        track.length = nil; variants.append(track); track = base
        track.disc = 2; variants.append(track); track = base
        track.number = nil; variants.append(track); track = base
        track.number = "B1"; variants.append(track); track = base
        track.credits = []; variants.append(track); track = base
        track.kind = .hidden; variants.append(track); track = base
        track.file = "/music/harbour.flac"; variants.append(track); track = base
        track.number = nil; track.file = "/music/harbour.flac"; variants.append(track)
        return variants
    }()

    @Test("a number or an audio file set, changed or cleared is the track's value: equal, hashed, coded and copied as one")
    func rareFieldsAreValues() throws {
        for (i, a) in Self.variants.enumerated() {
            for (j, b) in Self.variants.enumerated() {
                #expect((a == b) == (i == j), "\(i) \(j)")
            }
            #expect(Set(Self.variants).count == Self.variants.count)
            let coded = try JSONDecoder().decode(Track.self, from: JSONEncoder().encode(a))
            #expect(coded == a && coded.number == a.number && coded.file == a.file)
        }
        // A copy changed leaves the original as it was (the box of rare fields is shared, never written).
        let original = Self.variants[0]
        var copy = original
        copy.file = "/music/other.flac"
        copy.number = "C3"
        #expect(original.number == "A1" && original.file == nil)
        #expect(copy.number == "C3" && copy.file == "/music/other.flac")
        copy.number = nil
        copy.file = nil
        #expect(copy == Track(title: "Harbour", length: 245, disc: 1, credits: [CreditedArtist(name: "Ella")]))
    }

    @Test("every stored field is coded by its name, as before the rare ones were boxed: a field added must be coded too")
    func everyFieldIsCoded() throws {
        // The stored fields, the box standing for the two it holds; a new stored field fails here until it is coded.
        let stored = Mirror(reflecting: Self.variants[8]).children.compactMap(\.label).flatMap { $0 == "rare" ? ["number", "file"] : [$0] }
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.variants[0].with(file: "/f"))) as? [String: Any]
        #expect(Set(object?.keys.map { $0 } ?? []) == Set(stored))
        #expect(stored.count == 7)
    }
}

private extension Track {
    func with(file: String) -> Track {
        var track = self
        track.file = file
        return track
    }
}
