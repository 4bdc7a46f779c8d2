import Foundation
import Testing
@testable import Basics
@testable import Model

/// The digests that decide which pages a build keeps (`RenderKeys`) must be the same in every process: Swift orders
/// a dictionary differently in each run, and a digest that followed that order would render every page every time.
@Suite("Stable digests")
struct StableDigestTests {
    @Test("A dictionary's digest follows its keys' order, not the order Swift keeps it in")
    func dictionaryInKeyOrder() {
        let keys = (0..<40).map { "key\($0)" }
        let dictionary = Dictionary(uniqueKeysWithValues: keys.shuffled().map { ($0, $0.count) })
        // What the digest is made of: "(", then each key and its value in key order, then ")".
        var expected = Array("(".utf8)
        for key in keys.sorted() {
            let value = String(key.count)
            expected += Array("k\(key.utf8.count):\(key)(s\(value.utf8.count):\(value))".utf8)
        }
        expected += Array(")".utf8)
        #expect(StableDigest.of(dictionary) == ContentHash.sha256(Data(expected)))
    }

    @Test("Any field of an album changes its digest; equal albums have equal digests")
    func albumFields() {
        let album = Album(slug: "kind-of-blue", title: "Kind of Blue", artist: "Miles Davis", tracks: [], notes: "Modal.", sourcePath: "content/albums/kind-of-blue.md")
        var retitled = album
        retitled.title = "Kind of Blue (Legacy Edition)"
        var tracked = album
        tracked.enrichment.tracks = [Track(title: "So What", length: 562)]
        var dated = album
        dated.enrichment.released = PartialDate("1959-08-17")
        #expect(StableDigest.of(album) == StableDigest.of(album))
        #expect(Set([album, retitled, tracked, dated].map { StableDigest.of($0) }).count == 4)
    }

    @Test("Parts are told apart however they are split")
    func combineKeepsPartsApart() {
        #expect(StableDigest.combine(["ab", "c"]) != StableDigest.combine(["a", "bc"]))
        #expect(StableDigest.combine(["a", ""]) != StableDigest.combine(["a"]))
    }
}
