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
        let bytes = Array(text.utf8)
        guard let space = bytes.firstIndex(of: UInt8(ascii: " ")), space > 0,
            let colon = bytes[(space + 1)...].firstIndex(of: UInt8(ascii: ":")),
            // The length in plain digits, as `groups` writes it (no sign; not so long that adding it overflows).
            (1...18).contains(colon - space - 1), bytes[(space + 1)..<colon].allSatisfy({ (0x30...0x39).contains($0) }),
            let length = Int(String(decoding: bytes[(space + 1)..<colon], as: UTF8.self)), colon + 1 + length < bytes.count,
            bytes[colon + 1 + length] == UInt8(ascii: " ")
        else { return nil }
        let table = String(decoding: bytes[..<space], as: UTF8.self)
        let key = String(decoding: bytes[(colon + 1)..<(colon + 1 + length)], as: UTF8.self)
        let fields = bytes[(colon + 2 + length)...].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        return (table, key, fields)
    }
}
