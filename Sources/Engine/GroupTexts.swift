/// The texts of the engine's groups of reads (`ReadSet.group`: `table key-length:key field,field`), one after another
/// in one buffer, by number: a large site's state names hundreds of thousands of groups (660,000 at 50,000 albums), and
/// a `String` each took some 100 bytes of the heap for 53 bytes of text. A group's text is made as a `String` only when
/// asked for (`subscript`); the engine's own work reads it in place (`identity(at:)`, `parts(at:)`, `albumKey(at:)`).
public struct GroupTexts: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
    private var bytes: [UInt8] = []
    /// Where each group's text ends in `bytes`; it begins where the one before ends.
    private var ends: [Int] = []

    public init() {}

    public init(arrayLiteral texts: String...) {
        for text in texts { append(text) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { ends.count }

    /// The text of group `position`, made as a `String`.
    public subscript(position: Int) -> String {
        withBytes(at: position) { String(decoding: $0, as: UTF8.self) }
    }

    /// The bytes of group `position`'s text, in place.
    public func withBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let start = position == 0 ? 0 : ends[position - 1]
        return try bytes.withUnsafeBufferPointer { all in try body(UnsafeBufferPointer(rebasing: all[start..<ends[position]])) }
    }

    /// The bytes of every group's text, one after another (`ends` tells them apart).
    public var byteCount: Int { bytes.count }

    public mutating func reserveCapacity(groups: Int, bytes count: Int) {
        ends.reserveCapacity(groups)
        bytes.reserveCapacity(count)
    }

    public mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        ends.append(bytes.count)
    }

    /// Appends a group's text as bytes (a state file's).
    public mutating func append(bytes text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
        ends.append(bytes.count)
    }

    /// Appends the text `ReadSet.group(table, key, fields)` makes, without making it as a `String`.
    public mutating func append(table: String, key: String, fields: [String]) {
        bytes.append(contentsOf: table.utf8)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: String(key.utf8.count).utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: key.utf8)
        bytes.append(UInt8(ascii: " "))
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: field.utf8)
        }
        ends.append(bytes.count)
    }

    /// Appends group `position` of `other`.
    public mutating func append(_ other: GroupTexts, at position: Int) {
        other.withBytes(at: position) { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
    }

    public mutating func append(contentsOf other: GroupTexts) {
        let offset = bytes.count
        bytes += other.bytes
        ends += other.ends.lazy.map { $0 + offset }
    }

    public static func += (texts: inout GroupTexts, other: GroupTexts) {
        texts.append(contentsOf: other)
    }

    /// The number of the first group whose text is `text`, read in place.
    public func firstIndex(ofText text: String) -> Int? {
        let wanted = Array(text.utf8)
        return indices.first { position in withBytes(at: position) { $0.elementsEqual(wanted) } }
    }

    /// Where the parts of a group's text are: the table's bytes, the key's, and the fields' (joined by commas); nil when
    /// the text is not in the form `ReadSet.group` writes.
    private static func split(_ text: UnsafeBufferPointer<UInt8>) -> (table: Range<Int>, key: Range<Int>, fields: Range<Int>)? {
        guard let space = text.firstIndex(of: UInt8(ascii: " ")), space > 0 else { return nil }
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

    /// The table, key and fields of group `position`, as `Read.group` reads them from its text.
    public func parts(at position: Int) -> (table: String, key: String, fields: [String])? {
        withBytes(at: position) { text in
            guard let (table, key, fields) = Self.split(text) else { return nil }
            return (
                String(decoding: UnsafeBufferPointer(rebasing: text[table]), as: UTF8.self),
                String(decoding: UnsafeBufferPointer(rebasing: text[key]), as: UTF8.self),
                text[fields].split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            )
        }
    }

    /// The identity of group `position` (`ReadSet.identity` of its parts), read in place: no string is made.
    public func identity(at position: Int) -> Digest? {
        withBytes(at: position) { text in
            guard let (table, key, fields) = Self.split(text) else { return nil }
            let raw = UnsafeRawBufferPointer(text)
            var hasher = StableHasher()
            func part(_ range: Range<Int>) {
                hasher.combine(UInt64(range.count))
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[range]))
            }
            let commas = text[fields].reduce(0) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) }
            hasher.combine(UInt64(commas + 1))
            part(table)
            part(key)
            var start = fields.lowerBound
            for position in fields where text[position] == UInt8(ascii: ",") {
                part(start..<position)
                start = position + 1
            }
            part(start..<fields.upperBound)
            return hasher.finalize()
        }
    }

    /// Each group by its identity (`identity(at:)`), to its number: the first, where two are the same.
    public func numbersByIdentity() -> [Digest: Int] {
        var numbers: [Digest: Int] = [:]
        numbers.reserveCapacity(count)
        for number in indices {
            if let identity = identity(at: number), numbers[identity] == nil { numbers[identity] = number }
        }
        return numbers
    }

    /// The key of group `position` when it is a group of reads of `table`, read in place: `body` is given its bytes.
    public func key<Result>(at position: Int, ofTable table: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        withBytes(at: position) { text in
            guard let (tableRange, key, _) = Self.split(text), text[tableRange].elementsEqual(table.utf8) else { return nil }
            return body(UnsafeBufferPointer(rebasing: text[key]))
        }
    }

    public static func == (a: GroupTexts, b: GroupTexts) -> Bool {
        a.ends == b.ends && a.bytes == b.bytes
    }
}
