import Engine
import Testing

@Suite("The engine's group texts, kept in one buffer")
struct GroupTextsTests {
    /// Groups as jobs name them: keys with spaces, colons, digits and other scripts, an empty key, an empty field.
    static let parts: [(table: String, key: String, fields: [String])] = [
        ("album", "ok-c", ["title", "year"]),
        ("site", "", [""]),
        ("file", "/music/a b: live.mp3", [""]),
        ("album", "十二", ["notes"]),
        ("albumsByArtist", "12:34 ", ["", "x"]),
        ("album", "a", ["b", "c"]),
        ("album", "a", ["bc"]),
    ]

    @Test("each group reads back as the text, parts and identity it was written from, none made as a string on the way")
    func groupsReadBack() {
        var texts = GroupTexts()
        for (number, part) in Self.parts.enumerated() {
            if number.isMultiple(of: 2) {
                texts.append(table: part.table, key: part.key, fields: part.fields)
            } else {
                texts.append(ReadSet.group(part.table, part.key, part.fields))
            }
        }
        #expect(texts.count == Self.parts.count)
        for (number, part) in Self.parts.enumerated() {
            let text = ReadSet.group(part.table, part.key, part.fields)
            #expect(texts[number] == text)
            let parsed = texts.parts(at: number)
            #expect(parsed?.table == part.table && parsed?.key == part.key && parsed?.fields == part.fields, "\(text)")
            #expect(texts.identity(at: number) == ReadSet.identity(part.table, part.key, part.fields), "\(text)")
            let key = texts.key(at: number, ofTable: part.table) { String(decoding: $0, as: UTF8.self) }
            #expect(key == part.key)
            #expect(texts.key(at: number, ofTable: part.table + "s") { _ in true } == nil)
            #expect(texts.firstIndex(ofText: text) == number)
            for length in [0, 1, text.utf8.count / 2, text.utf8.count - 1, text.utf8.count] {
                #expect(Array(text.utf8.prefix(length)).withUnsafeBufferPointer { texts.starts(at: number, with: $0) }, "\(text) \(length)")
            }
            #expect(!Array((text + "x").utf8).withUnsafeBufferPointer { texts.starts(at: number, with: $0) })
            #expect(!Array(("x" + text).utf8).withUnsafeBufferPointer { texts.starts(at: number, with: $0) })
        }
        // Two groups whose texts run together differently are told apart.
        #expect(texts.identity(at: 5) != texts.identity(at: 6))
        #expect(texts.firstIndex(ofText: "album 1:a b") == nil)
        let numbers = texts.numbersByIdentity()
        #expect(numbers.count == Self.parts.count)
        for number in texts.indices { #expect(texts.identity(at: number).flatMap { numbers[$0] } == number) }
    }

    @Test("a text not in a group's form has no parts and no identity")
    func malformedTexts() {
        let texts: GroupTexts = [
            "album", "album 5:ab title", "album x:ab title", " 1:a b", "album 2:ab", "album -1:a title", "album +1:a title",
            "album 9223372036854775807:a title", "album :a title",
        ]
        for number in texts.indices {
            #expect(texts.parts(at: number) == nil, "\(texts[number])")
            #expect(texts.identity(at: number) == nil, "\(texts[number])")
            #expect(Read.group(texts[number]) == nil, "\(texts[number])")
        }
    }

    @Test("texts past a buffer's megabyte, and a text longer than one, read back whole")
    func manyAndLongTexts() {
        var texts = GroupTexts()
        let long = String(repeating: "k", count: 1_500_000)
        for number in 0..<40_000 {
            if number == 20_000 { texts.append(table: "file", key: long, fields: [""]) }
            texts.append(table: "album", key: "album-\(number)", fields: ["artist", "title"])
        }
        #expect(texts.count == 40_001)
        for number in [0, 1, 19_999, 20_001, 26_000, 39_999, 40_000] {
            let shown = number > 20_000 ? number - 1 : number
            #expect(texts[number] == ReadSet.group("album", "album-\(shown)", ["artist", "title"]), "\(number)")
        }
        #expect(texts.parts(at: 20_000)?.key == long)
        // Every text, as parsed, is the one written: none runs across two buffers.
        #expect(texts.indices.allSatisfy { texts.identity(at: $0) != nil })
    }

    @Test("a list of fields many groups share is kept once, and each group still reads back as written")
    func sharedFields() {
        var texts = GroupTexts()
        let lists = [["artist", "artistSlug", "cover", "title", "year"], ["notes"], ["artist", "artistSlug", "cover", "title"], [""]]
        for number in 0..<10_000 {
            texts.append(table: "album", key: "album-\(number)", fields: lists[number % lists.count])
        }
        var written = 0
        for number in texts.indices {
            let text = ReadSet.group("album", "album-\(number)", lists[number % lists.count])
            written += text.utf8.count
            #expect(texts[number] == text)
            #expect(texts.parts(at: number)?.fields == lists[number % lists.count])
        }
        // The 10,000 lists of fields are 4 lists: the texts' starts and those four, well under the bytes written.
        #expect(texts.storedBytes * 10 < written * 6, "\(texts.storedBytes) bytes for \(written)")
        var same = GroupTexts()
        same += texts
        #expect(same == texts)
        #expect(same.storedBytes == texts.storedBytes)
    }

    @Test("a table made again from its lists of fields and its groups' starts, as a state file keeps them, is the same")
    func madeFromHeadsAndLists() {
        var texts = GroupTexts()
        for (number, part) in Self.parts.enumerated() { texts.append(table: part.table, key: part.key, fields: part.fields) }
        texts.append("not a group")
        var again = GroupTexts()
        for number in 0..<texts.fieldListCount { texts.withFieldList(number) { again.appendFieldList(bytes: $0) } }
        for number in texts.indices {
            #expect(texts.withHead(at: number) { head, list in again.append(head: head, list: list) })
        }
        #expect(again == texts)
        #expect(again.indices.allSatisfy { again.identity(at: $0) == texts.identity(at: $0) })
        // A list not there, or a list after a text that is not a group's start, is refused and adds nothing.
        let count = again.count
        #expect(!Array("album 1:a ".utf8).withUnsafeBufferPointer { again.append(head: $0, list: again.fieldListCount + 1) })
        #expect(!Array("album 1:a title".utf8).withUnsafeBufferPointer { again.append(head: $0, list: 1) })
        #expect(!Array("album".utf8).withUnsafeBufferPointer { again.append(head: $0, list: 1) })
        #expect(again.count == count)
    }

    @Test("groups appended from a table whose lists of fields are numbered otherwise, or from the table itself, read back as written")
    func appendingRenumbersLists() {
        var target: GroupTexts = ["album 1:x year", "album 1:y notes"]
        let other: GroupTexts = ["album 1:a title", "album 1:b year", "album 1:c notes", "site 0: ", "album 1:d title"]
        target += other
        #expect(Array(target) == ["album 1:x year", "album 1:y notes", "album 1:a title", "album 1:b year", "album 1:c notes", "site 0: ", "album 1:d title"])
        #expect(target.fieldListCount == 3)
        #expect(target.parts(at: 6)?.fields == ["title"] && target.parts(at: 3)?.fields == ["year"])
        let before = Array(target)
        target += target
        #expect(Array(target) == before + before)
        #expect(target.fieldListCount == 3)
        // A start longer than a buffer, its fields kept apart.
        let long = String(repeating: "k", count: 1_200_000)
        var large = GroupTexts()
        large.append(table: "file", key: long, fields: ["title", "year"])
        large += other
        #expect(large.parts(at: 0)?.key == long && large.parts(at: 0)?.fields == ["title", "year"])
        #expect(large[3] == "album 1:c notes")
    }

    @Test("texts appended from another table, one or all, are the same texts")
    func appending() {
        let first: GroupTexts = ["album 1:a title", "site 0: "]
        var second: GroupTexts = ["file 3:x y "]
        second += first
        #expect(Array(second) == ["file 3:x y ", "album 1:a title", "site 0: "])
        var picked = GroupTexts()
        picked.append(second, at: 2)
        picked.append(second, at: 0)
        #expect(picked == ["site 0: ", "file 3:x y "])
        #expect(picked != ["site 0: file 3:x y "])
    }
}
