import Testing
@testable import Model

@Suite("Albums as values")
struct AlbumTests {
    @Test("Changing a copy of an album (its fields, its enrichment) leaves the original as it was")
    func copiesAreIndependent() {
        let original = Album(slug: "tide-tables", title: "Tide Tables", artist: "The Quiet Hours", tracks: [Track(title: "Harbour")], notes: "Grey.")
        var copy = original
        copy.title = "Tide Tables (Live)"
        copy.tracks.append(Track(title: "Ferry"))
        copy.enrichment.artistCredit = "The Quiet Hours & Friends"
        copy.enrichment.tracks = [Track(title: "Fetched")]
        #expect(original.title == "Tide Tables" && original.tracks.map(\.title) == ["Harbour"])
        #expect(original.enrichment == AlbumEnrichment())
        #expect(copy.title == "Tide Tables (Live)" && copy.tracks.map(\.title) == ["Harbour", "Ferry"])
        #expect(copy.enrichment.artistCredit == "The Quiet Hours & Friends" && copy.displayTracks.count == 2)

        // Enriching one album leaves every other not-yet-enriched album without enrichment.
        var other = Album(slug: "b", title: "B", artist: "C")
        other.enrichment.trackListPending = true
        #expect(Album(slug: "d", title: "D", artist: "E").enrichment.trackListPending == false)
    }

    @Test("An album sharing another's enrichment has its value, and either changed later leaves the other as it was")
    func sharedEnrichment() {
        var first = Album(slug: "a", title: "A", artist: "X")
        first.enrichment.trackListPending = true
        var second = Album(slug: "b", title: "B", artist: "X")
        second.shareEnrichment(of: first)
        #expect(second.enrichment == first.enrichment && second.trackListPending)
        second.enrichment.artistCredit = "X & Y"
        #expect(first.enrichment.artistCredit == nil && second.enrichment.artistCredit == "X & Y")
        var third = Album(slug: "c", title: "C", artist: "X")
        third.shareEnrichment(of: first)
        first.enrichment.trackListPending = false
        #expect(third.trackListPending && !first.trackListPending)
    }

    @Test("Albums with the same fields are equal and hash alike, however they were made; any field tells them apart")
    func equalByValue() {
        var a = Album(slug: "a", title: "A", artist: "X", year: 1999)
        var b = Album(slug: "a", title: "A", artist: "X")
        b.year = 1999
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        b.enrichment.primaryType = "Album"
        #expect(a != b)
        a.enrichment.primaryType = "Album"
        #expect(a == b && a.hashValue == b.hashValue)
        a.notes = "Bright."
        #expect(a != b)
    }
}
