import Engine
import Testing

@Suite("The engine's stable hasher")
struct StableHasherTests {
    private func digest(_ pieces: [[UInt8]]) -> Digest {
        var hasher = StableHasher()
        for piece in pieces { piece.withUnsafeBytes { hasher.combine(bytes: $0) } }
        return hasher.finalize()
    }

    @Test("every byte counts, the last few of a piece too: a byte changed anywhere in 1 to 40 bytes changes the digest")
    func everyByteCounts() {
        for length in 1...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let plain = digest([bytes])
            for position in 0..<length {
                var changed = bytes
                changed[position] ^= 0x01
                #expect(digest([changed]) != plain, "length \(length), byte \(position)")
            }
            // A zero byte added at the end is not the same bytes.
            #expect(digest([bytes + [0]]) != plain, "length \(length)")
        }
    }

    @Test("pieces are told apart where they end, and the same pieces give the same digest")
    func piecesEnd() {
        #expect(digest([Array("ab".utf8), Array("c".utf8)]) != digest([Array("a".utf8), Array("bc".utf8)]))
        #expect(digest([Array("abcdefgh".utf8), []]) != digest([[], Array("abcdefgh".utf8)]))
        #expect(digest([Array("linernotes".utf8)]) == digest([Array("linernotes".utf8)]))
    }
}
