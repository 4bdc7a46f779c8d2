import Foundation
import Testing
@testable import Basics
@testable import Covers
@testable import Model

/// The album and its parts are digested by hand (`DigestFields`), for speed. A stored property added to one of them
/// and not written to its digest would let a page that shows it be kept stale; this checks each type's written
/// labels against its stored properties, as Swift's reflection lists them.
@Suite("Digests by hand")
struct DigestFieldsTests {
    private func written(_ value: some DigestFields) -> [String] {
        var writer = FieldWriter(recordingLabels: true)
        value.digestFields(&writer)
        return writer.labels ?? []
    }

    private func stored(_ value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
    }

    @Test("Every stored property of the album and its parts is in its digest (the album's notes apart)")
    func everyFieldWritten() throws {
        var album = Album(slug: "a", title: "A", artist: "B")
        album.enrichment.cover = FetchedCover(images: [.init(size: 250, data: Data([1]), format: .jpeg)], source: .coverArtArchive)
        // An album keeps its fields in two shared boxes: the owner's fields, and the enrichment.
        #expect(stored(album) == ["storage", "enrichmentStorage"])
        let fields = try #require(Mirror(reflecting: album).descendant("storage", "fields"))
        #expect(written(album) == stored(fields).filter { $0 != "notes" } + ["enrichment"])
        #expect(written(album.enrichment) == stored(album.enrichment))
        let condition = AlbumCondition(media: .veryGoodPlus, sleeve: .good, text: "worn")
        #expect(written(condition) == stored(condition))
        let track = Track(title: "So What", length: 562)
        #expect(written(track) == stored(track))
        let credit = CreditedArtist(name: "Miles Davis")
        #expect(written(credit) == stored(credit))
        let id = CreditedID(id: "x", names: ["y"], disambiguation: nil)
        #expect(written(id) == stored(id))
        let person = Credit(role: .instrument, name: "Ron Carter", artistID: "x", attributes: ["double bass"])
        #expect(written(person) == stored(person))
        let work = CreditedWork(title: "So What", id: "w", credits: [person])
        #expect(written(work) == stored(work))
        let trackCredits = TrackCredits(disc: 1, position: 1, title: "So What", credits: [person], works: [work])
        #expect(written(trackCredits) == stored(trackCredits))
        let credits = AlbumCredits(release: [person], tracks: [trackCredits])
        #expect(written(credits) == stored(credits))
        let disc = Disc(number: 1, title: nil, format: "CD")
        #expect(written(disc) == stored(disc))
        let date = PartialDate("1959-08-17")!
        #expect(written(date) == stored(date))
        let summary = WikipediaSummary(title: "Kind of Blue", extract: "…", url: "https://en.wikipedia.org/wiki/Kind_of_Blue")
        #expect(written(summary) == stored(summary))
        let cover = album.enrichment.cover!
        #expect(written(cover) == stored(cover))
        #expect(written(cover.images[0]) == stored(cover.images[0]))
        let variant = SizedCover.Variant(width: 250, height: 250, format: .jpeg, bytes: 100)
        #expect(written(variant) == stored(variant))
    }

    @Test("A changed field changes the digest; nil, empty and absent are told apart")
    func valuesToldApart() {
        let album = Album(slug: "a", title: "A", artist: "B")
        func digest(_ album: Album) -> String { StableDigest.of { $0.add("album", album) } }
        var other = album
        other.enrichment.tracks = [Track(title: "T")]
        var dated = album
        dated.year = 1959
        var tagged = album
        tagged.tags = [""]
        let digests = [album, other, dated, tagged].map(digest)
        #expect(Set(digests).count == 4)
        #expect(digest(album) == digest(Album(slug: "a", title: "A", artist: "B")))
    }
}
