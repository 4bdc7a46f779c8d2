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
        let texts: GroupTexts = ["album", "album 5:ab title", "album x:ab title", " 1:a b", "album 2:ab", "album -1:a title"]
        for number in texts.indices {
            #expect(texts.parts(at: number) == nil, "\(texts[number])")
            #expect(texts.identity(at: number) == nil, "\(texts[number])")
            #expect(Read.group(texts[number]) == nil, "\(texts[number])")
        }
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
