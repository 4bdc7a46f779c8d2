/// One thing a computation read: a field of a record (`album`, its slug, `title`), an entry of a derived table
/// (`albumsByArtist`, an artist's slug), or a whole value (`site`). A read names what was read, never its value: the
/// value's digest is asked for when the read is checked (`SiteReads`, in Rendering), so a read recorded in one build can be
/// checked against the next build's values.
public struct Read: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What kind of value: `album`, `albumsByArtist`, `site`… Each table has one digest function (`SiteReads`, in Rendering).
    public let table: String
    /// Which one: an album's slug, an artist's slug; empty for a table with one value.
    public let key: String
    /// Which of its fields, for a record read field by field (`Album`'s stored fields); empty for a whole value.
    public let field: String

    public init(_ table: String, _ key: String = "", field: String = "") {
        self.table = table
        self.key = key
        self.field = field
    }

    public static func < (a: Read, b: Read) -> Bool {
        (a.table, a.key, a.field) < (b.table, b.key, b.field)
    }

    public var description: String {
        table + (key.isEmpty ? "" : "[\(key)]") + (field.isEmpty ? "" : ".\(field)")
    }
}

extension Read {
    /// Reads as groups of text for a state file, sorted: one value's fields together, `table key-length:key
    /// field,field` (`album 9:nevermind title,year`). The key is any text (a path may hold spaces); tables and field
    /// names are identifiers. Two jobs reading the same fields of a value share the group, which a state file keeps once.
    public static func groups(_ reads: some Sequence<Read>) -> [String] {
        ReadSet(reads).groups
    }

    /// One group as `groups` wrote it: its table, key and fields; nil when the text is not in that form.
    public static func group(_ text: String) -> (table: String, key: String, fields: [String])? {
        var text = text
        return text.withUTF8 { group(bytes: $0) }
    }

    /// `group(_:)` of a group's text given as its bytes (`GroupTexts` reads them in place).
    public static func group(bytes text: UnsafeBufferPointer<UInt8>) -> (table: String, key: String, fields: [String])? {
        guard let (table, key, fields) = groupParts(text) else { return nil }
        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self) }
        return (string(table), string(key), text[fields].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        })
    }

    /// Where a group's table, key and fields (joined by commas) are in its text; nil when the text is not in the form
    /// `groups` writes. The one reader of that form.
    static func groupParts(_ text: UnsafeBufferPointer<UInt8>) -> (table: Range<Int>, key: Range<Int>, fields: Range<Int>)? {
        guard let space = text.firstIndex(of: UInt8(ascii: " ")), space > 0 else { return nil }
        // The key's length in plain digits, as `groups` writes it (no sign; not so long that adding it overflows).
        var length = 0, position = space + 1, digits = 0
        while position < text.count, text[position] != UInt8(ascii: ":") {
            let digit = Int(text[position]) - 0x30
            guard (0...9).contains(digit), digits < 18 else { return nil }
            length = length * 10 + digit
            digits += 1
            position += 1
        }
        guard digits > 0, position < text.count else { return nil }
        let keyStart = position + 1, keyEnd = keyStart + length
        guard keyEnd < text.count, text[keyEnd] == UInt8(ascii: " ") else { return nil }
        return (0..<space, keyStart..<keyEnd, (keyEnd + 1)..<text.count)
    }
}
