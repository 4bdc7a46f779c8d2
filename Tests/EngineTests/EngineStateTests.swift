import Engine
import Testing

@Suite("The engine's state file")
struct EngineStateTests {
    private var state: EngineState {
        var state = EngineState(identity: "linernotes 0.1.0 test\nmanifest abc")
        state.groups = ["album 4:ok-c title,year", "site 0: ", "file 14:/music/a b.mp3 ", "album 4:ok-d title,year", "not a group"]
        state.digests = [Digest("1"), Digest("2"), Digest("3"), Digest("4"), Digest("5")]
        state.fingerprints = ["ok-c": "1 2 3.4 5.6", "ünïcode": "x"]
        state.jobs = ["AlbumPage|albums/ok-c/index.html": .init(groups: [0, 1], files: ["albums/ok-c/index.html"]), "FeedAndSitemap|#0": .init(groups: [1, 2], files: [])]
        return state
    }

    @Test func whatIsWrittenIsReadBack() {
        #expect(EngineState.decode(state.encoded()) == state)
    }

    @Test func aFileCutShortOrChangedAnywhereIsNotRead() {
        let bytes = state.encoded()
        #expect(EngineState.decode(Array(bytes.dropLast(1))) == nil)
        #expect(EngineState.decode(Array(bytes.prefix(bytes.count / 2))) == nil)
        for position in stride(from: 0, to: bytes.count, by: 7) {
            var changed = bytes
            changed[position] ^= 0x20
            #expect(EngineState.decode(changed) == nil, "byte \(position) changed")
        }
        #expect(EngineState.decode([]) == nil)
        // Another version's header on this body (version 1 wrote every number in eight bytes).
        #expect(EngineState.decode(Array("linernotes engine state 1\n".utf8) + Array(bytes.dropFirst(26))) == nil)
        // Version 2 wrote each group's whole text, not the lists of fields apart.
        #expect(EngineState.decode(Array("linernotes engine state 2\n".utf8) + Array(bytes.dropFirst(26))) == nil)
        #expect(EngineState.isOtherVersion(Array("linernotes engine state 2\n".utf8)))
    }

    @Test("A number written longer than ten bytes allow, its digest right, is refused: only what the encoder writes is read")
    func overlongNumbersAreRefused() {
        let bytes = state.encoded()
        let magic = Array("linernotes engine state 3\n".utf8)
        let length = "linernotes 0.1.0 test\nmanifest abc".utf8.count
        #expect(Array(bytes[..<magic.count]) == magic && bytes[magic.count] == UInt8(length))
        // The identity's length again, with a bit past the 64th set in a tenth byte.
        var body = magic + [UInt8(length) | 0x80] + [UInt8](repeating: 0x80, count: 8) + [0x7E] + Array(bytes[(magic.count + 1)..<(bytes.count - 16)])
        let check = body.withUnsafeBytes { Digest(bytes: $0) }
        withUnsafeBytes(of: check.high.littleEndian) { body.append(contentsOf: $0) }
        withUnsafeBytes(of: check.low.littleEndian) { body.append(contentsOf: $0) }
        #expect(EngineState.decode(body) == nil)
        // Written as the encoder writes it, with its digest made the same way, it is read.
        var plain = Array(bytes[..<(bytes.count - 16)])
        let plainCheck = plain.withUnsafeBytes { Digest(bytes: $0) }
        withUnsafeBytes(of: plainCheck.high.littleEndian) { plain.append(contentsOf: $0) }
        withUnsafeBytes(of: plainCheck.low.littleEndian) { plain.append(contentsOf: $0) }
        #expect(EngineState.decode(plain) == state)
    }

    @Test("A state whose digest is right is still not read when a group names a list of fields it does not have, or lists fields after a text not a group's start; a list there twice is read")
    func listsOutOfPlaceAreRefused() {
        func file(lists: [String], groups: [(head: String, list: Int)]) -> [UInt8] {
            StateFile.bytes { sink in
                var out = StateFile.Writer(magic: Array("linernotes engine state 3\n".utf8), sink: sink)
                out.text("id")
                out.number(lists.count)
                for list in lists { out.text(list) }
                out.number(groups.count)
                for (number, group) in groups.enumerated() {
                    out.text(group.head)
                    out.number(group.list)
                    out.digest(Digest("\(number)"))
                }
                out.number(0)
                out.number(0)
                return out.finish()
            }
        }
        let twice = EngineState.decode(file(lists: ["title", "title"], groups: [("album 1:a ", 1), ("album 1:b ", 2), ("site 0: ", 0)]))
        #expect(twice.map { Array($0.groups) } == ["album 1:a title", "album 1:b title", "site 0: "])
        #expect(EngineState.decode(file(lists: ["title"], groups: [("album 1:a ", 2)])) == nil)
        #expect(EngineState.decode(file(lists: ["title"], groups: [("album 1:a year", 1)])) == nil)
        #expect(EngineState.decode(file(lists: ["title"], groups: [("not a group", 1)])) == nil)
    }

    @Test("A state of many megabytes, written a megabyte at a time, is read back whole, and a sink that fails stops it")
    func aLargeStateIsStreamed() {
        var large = EngineState(identity: "linernotes 0.1.0 test\nmanifest abc")
        for number in 0..<60_000 {
            large.groups.append("album \("album-\(number)".utf8.count):album-\(number) artist,notes,title,tracks,year")
            large.digests.append(Digest("\(number)"))
        }
        for number in 0..<20_000 {
            large.jobs["AlbumPage|albums/album-\(number)/index.html"] = .init(
                groups: [UInt32(number), UInt32(number + 20_000), UInt32(number + 40_000)], files: ["albums/album-\(number)/index.html"])
        }
        var pieces: [Int] = []
        var bytes: [UInt8] = []
        #expect(large.write { piece in
            pieces.append(piece.count)
            bytes.append(contentsOf: piece)
            return true
        })
        #expect(bytes.count > 3 << 20 && pieces.count > 3, "\(bytes.count) bytes in \(pieces.count) pieces")
        #expect(pieces.dropLast().allSatisfy { $0 % 8 == 0 && $0 <= (1 << 20) + 128 })
        #expect(bytes == large.encoded())
        #expect(EngineState.decode(bytes) == large)
        // The digest at the end is the digest of everything before it, as if it were written at once.
        let stored = Array(bytes.suffix(16))
        let whole = bytes.dropLast(16).withUnsafeBytes { Digest(bytes: $0) }
        #expect(stored == withUnsafeBytes(of: whole.high.littleEndian, Array.init) + withUnsafeBytes(of: whole.low.littleEndian, Array.init))
        var calls = 0
        #expect(!large.write { _ in
            calls += 1
            return false
        })
        #expect(calls == 1)
    }
}
