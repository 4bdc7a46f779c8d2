import Engine
import Testing

@Suite("What a computation reads is recorded while it runs")
struct ReadLogTests {
    @Test func readsOutsideAComputationAreNotKept() {
        ReadLog.record(Read("album", "a", field: "title"))
        let (_, reads) = ReadLog.recording { 1 }
        #expect(reads.isEmpty)
        #expect(!ReadLog.isRecording)
    }

    @Test func aComputationGetsItsOwnReadsAndNotAnInnerOnes() {
        let (inner, outer) = ReadLog.recording { () -> ReadSet in
            ReadLog.record(Read("album", "a", field: "title"))
            let (_, inner) = ReadLog.recording { ReadLog.record(Read("album", "b", field: "notes")) }
            ReadLog.untracked { ReadLog.record(Read("album", "c", field: "year")) }
            return inner
        }
        #expect(outer.reads == [Read("album", "a", field: "title")])
        #expect(inner.reads == [Read("album", "b", field: "notes")])
    }

    @Test func aSharedValuesReadsAreReplayedIntoEachComputationThatTakesIt() {
        let (_, shared) = ReadLog.recording { ReadLog.record(Read("album", "x", field: "title")) }
        let (_, page) = ReadLog.recording {
            ReadLog.record(Read("site"))
            ReadLog.replay(shared)
        }
        #expect(page.reads == [Read("site"), Read("album", "x", field: "title")])
    }

    struct Shelf {
        @Recorded("albums") var albums: [String] = []
    }

    @Test func aRecordedListIsReadWholeAndItsProjectionIsNot() {
        var shelf = Shelf()
        shelf.albums.append("nevermind")
        let (count, reads) = ReadLog.recording { shelf.albums.count }
        #expect(count == 1 && reads.reads == [Read("albums")])
        let (_, untracked) = ReadLog.recording { shelf.$albums.count }
        #expect(untracked.isEmpty)
    }

    @Test func readsSurviveTheirTextFormOneGroupPerValue() {
        let reads: Set<Read> = [
            Read("album", "a", field: "title"), Read("album", "a", field: "notes"), Read("site"), Read("albumsByArtist", "nirvana"),
            Read("album", "b", field: "year"), Read("file", "/music/a b:c,d.flac"),
        ]
        let groups = Read.groups(reads)
        #expect(groups.count == 5)
        #expect(groups.contains("album 1:a notes,title"))
        var decoded: Set<Read> = []
        for group in groups {
            let parts = try? #require(Read.group(group))
            for field in parts?.fields ?? [] { decoded.insert(Read(parts?.table ?? "", parts?.key ?? "", field: field)) }
        }
        #expect(decoded == reads)
        #expect(Read.group("album 9:a title") == nil)
        #expect(Read.group("no key") == nil)
    }
}

@Suite("The one digest encoder")
struct StableDigestTests {
    struct Record: Encodable {
        var title: String
        var year: Int?
        var tags: [String]
        var byName: [String: Int]
    }

    @Test func eachFieldHasADigestOfItsOwnThatOnlyItsValueMoves() {
        let one = Record(title: "Nevermind", year: 1991, tags: ["grunge"], byName: ["a": 1, "b": 2])
        var other = one
        other.year = 1992
        let before = StableDigest.fields(one)
        let after = StableDigest.fields(other)
        #expect(Set(before.keys) == ["title", "year", "tags", "byName"])
        #expect(before["title"] == after["title"])
        #expect(before["tags"] == after["tags"])
        #expect(before["year"] != after["year"])
        #expect(StableDigest.digest(one) != StableDigest.digest(other))
    }

    @Test func fieldDigestsFindSetAndRemoveByName() {
        var digests = FieldDigests()
        let names = (0..<40).map { "field\($0)" }.shuffled()
        for (number, name) in names.enumerated() { digests[name] = Digest(high: UInt64(number), low: 7) }
        #expect(digests.keys == names.sorted())
        for (number, name) in names.enumerated() { #expect(digests[name] == Digest(high: UInt64(number), low: 7)) }
        #expect(digests["absent"] == nil)
        digests[names[3]] = Digest(high: 99, low: 1)
        #expect(digests[names[3]] == Digest(high: 99, low: 1) && digests.keys.count == 40)
        digests[names[5]] = nil
        #expect(digests[names[5]] == nil && digests.keys.count == 39 && !digests.keys.contains(names[5]))
    }

    @Test func fieldDigestsMadeFromAListAreThoseSetOneByOne() {
        let names = (0..<30).map { "field\($0)" }.shuffled()
        var oneByOne = FieldDigests()
        for (number, name) in names.enumerated() { oneByOne[name] = Digest(high: UInt64(number), low: 1) }
        let listed = FieldDigests(names.enumerated().map { ($1, Digest(high: UInt64($0), low: 1)) })
        #expect(listed == oneByOne)
        // A name given twice keeps its last digest, as setting it twice does.
        let twice = FieldDigests([("b", Digest("1")), ("a", Digest("2")), ("b", Digest("3"))])
        #expect(twice.keys == ["a", "b"] && twice["a"] == Digest("2") && twice["b"] == Digest("3"))
        // Two values of one type: the same names, each its own digests.
        let one = StableDigest.fields(Record(title: "Nevermind", year: 1991, tags: [], byName: [:]), adding: [("enrichment", Digest("e"))])
        let other = StableDigest.fields(Record(title: "Bleach", year: 1989, tags: [], byName: [:]), adding: [("enrichment", Digest("f"))])
        #expect(one.keys == ["byName", "enrichment", "tags", "title", "year"] && other.keys == one.keys)
        #expect(one["enrichment"] == Digest("e") && other["enrichment"] == Digest("f") && one["title"] != other["title"])
    }

    @Test func aDictionarysOrderNeverMovesItsDigest() {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        for number in 0..<50 { forward["k\(number)"] = number }
        for number in (0..<50).reversed() { backward["k\(number)"] = number }
        #expect(StableDigest.digest(forward) == StableDigest.digest(backward))
    }

    @Test func piecesDoNotRunTogether() {
        #expect(StableDigest.combine(["ab", "c"]) != StableDigest.combine(["a", "bc"]))
        #expect(StableDigest.digest(["ab", "c"]) != StableDigest.digest(["a", "bc"]))
        #expect(StableDigest.digest(Optional<String>.none) != StableDigest.digest(""))
        #expect(Digest("x").description.count == 32)
        #expect(Digest("x") == Digest("x"))
        #expect(Digest("12345678") != Digest("12345679"))
    }
}
