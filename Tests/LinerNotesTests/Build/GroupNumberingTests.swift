import Basics
import Dispatch
import Engine
import Testing
@testable import Build

@Suite("Numbering the engine's groups of reads")
struct GroupNumberingTests {
    /// A group as a job names it, with its text and identity.
    struct Group {
        let table: String, key: String, fields: [String]
        var text: String { ReadSet.group(table, key, fields) }
        var identity: Digest { ReadSet.identity(table, key, fields) }
    }

    static let groups = (0..<400).map { Group(table: "album", key: "album-\($0)", fields: $0 % 3 == 0 ? ["title"] : ["artist", "title", "year"]) }

    @Test("groups named on every core at once get one number each, and each number one group and its digest")
    func concurrentNaming() {
        // A race shows only sometimes: twenty rounds, each from a fresh numbering.
        for _ in 0..<20 { namingRound() }
    }

    private func namingRound() {
        let numbering = GroupNumbering(previous: nil, previousNumbers: { nil })
        let groups = Self.groups
        // Eight workers name every group from the first on, each in another order (steps prime to the 400 groups:
        // each visits all of them), asking first and numbering what is not known yet.
        let strides = [1, 3, 7, 9, 11, 13, 17, 19]
        let seen = (0..<8).map { _ in Locked([Int: UInt32]()) }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<groups.count {
                let position = (step * strides[worker]) % groups.count
                let group = groups[position]
                let number = numbering.known(group.identity)
                    ?? numbering.number(table: group.table, key: group.key, fields: group.fields, identity: group.identity, digest: Digest(group.text + " now"))
                seen[worker].withLock { $0[position] = number }
            }
        }
        let (texts, digests) = numbering.take()
        #expect(texts.count == groups.count)
        let byWorker = seen.map { $0.withLock { $0 } }
        for (position, group) in groups.enumerated() {
            let numbers = Set(byWorker.map { $0[position] })
            #expect(numbers.count == 1, "group \(position) got \(numbers)")
            guard let number = (numbers.first ?? nil).map(Int.init) else { continue }
            #expect(texts[number] == group.text)
            #expect(digests[number] == Digest(group.text + " now"))
        }
    }

    @Test("a group of the last build keeps its number when it gives what it gave, and gets a new one when not")
    func lastBuildsGroups() {
        var previous = EngineState(identity: "test")
        let same = Self.groups[0], changed = Self.groups[1], new = Self.groups[2]
        previous.groups = [same.text, changed.text]
        previous.digests = [Digest("same"), Digest("before")]
        let numbering = GroupNumbering(previous: previous, previousNumbers: { nil })
        #expect(numbering.known(same.identity) == nil)
        #expect(numbering.number(table: same.table, key: same.key, fields: same.fields, identity: same.identity, digest: Digest("same")) == 0)
        #expect(numbering.known(same.identity) == 0)
        let changedNumber = numbering.number(table: changed.table, key: changed.key, fields: changed.fields, identity: changed.identity, digest: Digest("after"))
        #expect(changedNumber == 2)
        #expect(numbering.known(changed.identity) == 2)
        #expect(numbering.number(table: new.table, key: new.key, fields: new.fields, identity: new.identity, digest: Digest("new")) == 3)
        let (texts, digests) = numbering.take()
        #expect(texts == [same.text, changed.text, changed.text, new.text])
        #expect(digests == [Digest("same"), Digest("before"), Digest("after"), Digest("new")])
    }

    @Test("groups whose parts run into each other differently have different identities")
    func identityTellsPartsApart() {
        let pairs: [((String, String, [String]), (String, String, [String]))] = [
            (("album", "ab", ["c"]), ("album", "a", ["bc"])),
            (("album", "a", []), ("album", "a", [""])),
            (("album", "a", ["b", "c"]), ("album", "a", ["bc"])),
            (("albu", "ma", ["x"]), ("album", "a", ["x"])),
        ]
        for (a, b) in pairs {
            #expect(ReadSet.identity(a.0, a.1, a.2) != ReadSet.identity(b.0, b.1, b.2), "\(a) and \(b)")
            #expect(ReadSet.identity(a.0, a.1, a.2) == ReadSet.identity(a.0, a.1, a.2))
        }
    }
}
