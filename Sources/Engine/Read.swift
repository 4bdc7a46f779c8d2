/// One thing a computation read: a field of a record (`album`, its slug, `title`), an entry of a derived table
/// (`albumsByArtist`, an artist's slug), or a whole value (`site`). A read names what was read, never its value: the
/// value's digest is asked for when the read is checked (`ReadDigests`), so a read recorded in one build can be
/// checked against the next build's values.
public struct Read: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// What kind of value: `album`, `albumsByArtist`, `site`… Each table has one digest function (`ReadDigests`).
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
    /// Reads as one line of text for a state file: sorted, one value's fields together (`album␟slug␟title,year`),
    /// separated by U+001E. Slugs, table and field names never hold U+001E, U+001F or a comma.
    public static func encode(_ reads: some Collection<Read>) -> String {
        var out = ""
        var previous: (table: String, key: String)?
        for read in reads.sorted() {
            if let last = previous, last.table == read.table, last.key == read.key {
                out += "," + read.field
                continue
            }
            if previous != nil { out += "\u{1E}" }
            out += read.table + "\u{1F}" + read.key + "\u{1F}" + read.field
            previous = (read.table, read.key)
        }
        return out
    }

    /// What `encode` wrote; nil when the text is not in that form (a damaged or foreign state file).
    public static func decode(_ text: String) -> [Read]? {
        if text.isEmpty { return [] }
        var reads: [Read] = []
        for group in text.split(separator: "\u{1E}", omittingEmptySubsequences: false) {
            let parts = group.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[0].isEmpty else { return nil }
            let table = String(parts[0])
            let key = String(parts[1])
            for field in parts[2].split(separator: ",", omittingEmptySubsequences: false) {
                reads.append(Read(table, key, field: String(field)))
            }
        }
        return reads
    }
}
