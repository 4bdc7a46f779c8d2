import Engine
import Foundation
import Testing
@testable import Basics
@testable import Model

/// The digests that decide which pages a build keeps (`SiteReads`) must be the same in every process: Swift orders
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
        #expect(StableDigest.of(dictionary) == expected.withUnsafeBytes { Digest(bytes: $0).description })
    }

    @Test("Any field of an artist changes the site's digest; equal artists have equal digests")
    func artistFields() {
        let artist = Artist(slug: "miles-davis", name: "Miles Davis", notes: "Trumpet.", sourcePath: "content/artists/miles-davis.md")
        var renamed = artist
        renamed.name = "Miles Dewey Davis III"
        var similar = artist
        similar.enrichment.similar = ["John Coltrane"]
        var noted = artist
        noted.notes = "Trumpet, and more."
        #expect(StableDigest.of(artist) == StableDigest.of(artist))
        #expect(Set([artist, renamed, similar, noted].map { StableDigest.of($0) }).count == 4)
    }

    @Test("Parts are told apart however they are split")
    func combineKeepsPartsApart() {
        #expect(StableDigest.combine(["ab", "c"]) != StableDigest.combine(["a", "bc"]))
        #expect(StableDigest.combine(["a", ""]) != StableDigest.combine(["a"]))
    }
}
