#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The texts of the engine's groups of reads (`ReadSet.group`: `table key-length:key field,field`), one after another
/// in one buffer, by number: a large site's state names hundreds of thousands of groups (660,000 at 50,000 albums), and
/// a `String` each took some 100 bytes of the heap for 53 bytes of text. A group's text is made as a `String` only when
/// asked for (`subscript`); the engine's own work reads it in place (`identity(at:)`, `parts(at:)`, `key(at:ofTable:)`).
///
/// Its fields are kept once for all the groups that list the same ones: the few lists of fields a site's pages read
/// (`artist,title,year`) made some 60 % of the bytes, written again for every album.
public struct GroupTexts: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The texts up to their fields (`table key-length:key `; the whole text when it is not a group's or lists no
    /// fields), in buffers of a megabyte (a text longer than that has one of its own): a table grown a text at a time
    /// never holds twice what it needs, as one buffer grown by doubling did (68 MB for 36 at 50,000 albums).
    private var chunks: [[UInt8]] = []
    /// Where each group's text ends: its buffer's number in the high 32 bits, the offset in it in the low. It begins
    /// where the one before ends, or at its buffer's start.
    private var ends: [UInt64] = []
    /// Each group's fields, by their number in `fieldLists` plus one; 0 for a text kept whole in `chunks`.
    private var fieldsOf: [UInt32] = []
    /// Each list of fields (`artist,title,year`) once, and its number by the hash of its bytes (this process's).
    private var fieldLists: [[UInt8]] = []
    private var fieldListHashes: [Int] = []
    private var fieldListsByHash: [Int: UInt32] = [:]
    private static let chunkSize = 1 << 20

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

    /// The bytes of group `position`'s text: in place when it is kept whole, else its start and its fields put
    /// together in a buffer that lasts as long as `body`.
    public func withBytes<Result>(at position: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withParts(at: position) { head, list in
            guard let list else { return try body(head) }
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: head.count + list.count) { buffer in
                _ = buffer.initialize(fromContentsOf: head)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[head.count...]).initialize(fromContentsOf: list)
                return try body(UnsafeBufferPointer(buffer))
            }
        }
    }

    /// Group `position`'s text as kept, in place: its start (`table key-length:key `, or the whole text) and its list
    /// of fields (nil for a text kept whole).
    func withParts<Result>(at position: Int, _ body: (_ head: UnsafeBufferPointer<UInt8>, _ list: UnsafeBufferPointer<UInt8>?) throws -> Result) rethrows -> Result {
        let end = ends[position]
        let chunk = Int(end >> 32)
        let before = position == 0 ? nil : ends[position - 1]
        let start = before.map { Int($0 >> 32) == chunk ? Int($0 & 0xFFFF_FFFF) : 0 } ?? 0
        let fields = Int(fieldsOf[position])
        return try chunks[chunk].withUnsafeBufferPointer { all in
            let head = UnsafeBufferPointer(rebasing: all[start..<Int(end & 0xFFFF_FFFF)])
            guard fields > 0 else { return try body(head, nil) }
            return try fieldLists[fields - 1].withUnsafeBufferPointer { try body(head, $0) }
        }
    }

    /// The bytes its texts take here: their starts, and each list of fields once (tests).
    package var storedBytes: Int {
        chunks.reduce(0) { $0 + $1.count } + fieldLists.reduce(0) { $0 + $1.count }
    }

    public mutating func reserveCapacity(groups: Int) {
        ends.reserveCapacity(groups)
        fieldsOf.reserveCapacity(groups)
    }

    /// Room for `count` more bytes in the last buffer, a new one begun when they would not fit; where the text will begin.
    private mutating func makeRoom(_ count: Int) -> Int {
        if let last = chunks.last, last.count + count <= Swift.max(Self.chunkSize, last.capacity) { return last.count }
        var chunk: [UInt8] = []
        chunk.reserveCapacity(Swift.max(Self.chunkSize, count))
        chunks.append(chunk)
        return 0
    }

    /// Ends the group whose text was appended to the last buffer from `start`: its fields, when it lists some, are
    /// taken out of the buffer and kept once in `fieldLists`.
    private mutating func close(from start: Int) {
        let last = chunks.count - 1
        let found: (cut: Int, hash: Int, number: UInt32?, list: [UInt8]?)? = chunks[last].withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start...])
            guard let parts = Read.groupParts(text), !parts.fields.isEmpty else { return nil }
            let list = UnsafeBufferPointer(rebasing: text[parts.fields])
            let hash = Self.hash(list)
            let known = fieldListsByHash[hash]
            // Another list with the same hash: this text is kept whole, never taken for the other.
            if let known, !fieldLists[Int(known) - 1].elementsEqual(list) { return nil }
            return (start + parts.fields.lowerBound, hash, known, known == nil ? Array(list) : nil)
        }
        guard let found else { return end(fields: 0) }
        chunks[last].removeSubrange(found.cut...)
        end(fields: found.number ?? add(found.list ?? [], hash: found.hash))
    }

    /// Records the end of the group just appended to the last buffer, and its list of fields (0: none, kept whole).
    private mutating func end(fields: UInt32) {
        let last = chunks.count - 1
        fieldsOf.append(fields)
        ends.append(UInt64(last) << 32 | UInt64(chunks[last].count))
    }

    /// Keeps a new list of fields; its number. A list whose hash another has already is not found by it (a state
    /// file's list there twice keeps its first number for the groups added later).
    private mutating func add(_ list: [UInt8], hash: Int) -> UInt32 {
        fieldLists.append(list)
        fieldListHashes.append(hash)
        let number = UInt32(fieldLists.count)
        if fieldListsByHash[hash] == nil { fieldListsByHash[hash] = number }
        return number
    }

    /// A list of fields' hash, as `fieldListsByHash` keys it (this process's).
    private static func hash(_ list: UnsafeBufferPointer<UInt8>) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(list))
        return hasher.finalize()
    }

    /// The number here of `other`'s list of fields `number` (0 for none), added when it is new; nil when another list
    /// here has its hash.
    private mutating func fieldList(_ number: UInt32, of other: GroupTexts) -> UInt32? {
        guard number > 0 else { return 0 }
        let hash = other.fieldListHashes[Int(number) - 1]
        if let known = fieldListsByHash[hash] {
            return fieldLists[Int(known) - 1] == other.fieldLists[Int(number) - 1] ? known : nil
        }
        return add(other.fieldLists[Int(number) - 1], hash: hash)
    }

    public mutating func append(_ text: String) {
        let start = makeRoom(text.utf8.count)
        chunks[chunks.count - 1].append(contentsOf: text.utf8)
        close(from: start)
    }

    /// Appends a group's text as bytes (a state file's).
    public mutating func append(bytes text: UnsafeBufferPointer<UInt8>) {
        let start = makeRoom(text.count)
        chunks[chunks.count - 1].append(contentsOf: text)
        close(from: start)
    }

    /// Appends the text `ReadSet.group(table, key, fields)` makes, without making it as a `String`.
    public mutating func append(table: String, key: String, fields: [String]) {
        let length = String(key.utf8.count)
        let start = makeRoom(table.utf8.count + length.utf8.count + key.utf8.count + fields.reduce(fields.count + 2) { $0 + $1.utf8.count })
        let last = chunks.count - 1
        chunks[last].append(contentsOf: table.utf8)
        chunks[last].append(UInt8(ascii: " "))
        chunks[last].append(contentsOf: length.utf8)
        chunks[last].append(UInt8(ascii: ":"))
        chunks[last].append(contentsOf: key.utf8)
        chunks[last].append(UInt8(ascii: " "))
        for (index, field) in fields.enumerated() {
            if index > 0 { chunks[last].append(UInt8(ascii: ",")) }
            chunks[last].append(contentsOf: field.utf8)
        }
        close(from: start)
    }

    /// The lists of fields kept once (a state file writes them so: `EngineState`).
    public var fieldListCount: Int { fieldLists.count }

    public func withFieldList<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try fieldLists[number].withUnsafeBufferPointer(body)
    }

    /// Group `position`'s start as kept (`withParts`) and the number of its list of fields plus one (0: kept whole).
    public func withHead<Result>(at position: Int, _ body: (_ head: UnsafeBufferPointer<UInt8>, _ list: Int) throws -> Result) rethrows -> Result {
        try withParts(at: position) { head, _ in try body(head, Int(fieldsOf[position])) }
    }

    /// Adds a list of fields as `withFieldList` gave it (a state file's lists, in order).
    public mutating func appendFieldList(bytes list: UnsafeBufferPointer<UInt8>) {
        _ = add(Array(list), hash: Self.hash(list))
    }

    /// Appends a group as `withHead` gave it; false, adding nothing, when `list` is not a list here or `head` is not
    /// the start of a group listing no fields yet.
    public mutating func append(head: UnsafeBufferPointer<UInt8>, list: Int) -> Bool {
        guard list >= 0, list <= fieldLists.count, let fields = UInt32(exactly: list) else { return false }
        if list > 0 {
            guard let parts = Read.groupParts(head), parts.fields.isEmpty else { return false }
        }
        _ = makeRoom(head.count)
        chunks[chunks.count - 1].append(contentsOf: head)
        end(fields: fields)
        return true
    }

    /// Appends group `position` of `other`: its start as it is there, its list of fields by its number here.
    public mutating func append(_ other: GroupTexts, at position: Int) {
        guard let fields = fieldList(other.fieldsOf[position], of: other) else {
            other.withBytes(at: position) { append(bytes: $0) }
            return
        }
        other.withParts(at: position) { head, _ in
            _ = makeRoom(head.count)
            chunks[chunks.count - 1].append(contentsOf: head)
        }
        end(fields: fields)
    }

    public mutating func append(contentsOf other: GroupTexts) {
        reserveCapacity(groups: ends.count + other.count)
        for position in other.indices { append(other, at: position) }
    }

    public static func += (texts: inout GroupTexts, other: GroupTexts) {
        texts.append(contentsOf: other)
    }

    /// Whether group `position`'s text begins with `prefix`, read in place.
    public func starts(at position: Int, with prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        withParts(at: position) { head, list in
            guard head.count + (list?.count ?? 0) >= prefix.count else { return false }
            let inHead = Swift.min(head.count, prefix.count)
            if inHead > 0, let mine = head.baseAddress, let wanted = prefix.baseAddress, memcmp(mine, wanted, inHead) != 0 { return false }
            guard prefix.count > inHead, let list else { return true }
            return list.starts(with: prefix[inHead...])
        }
    }

    /// The number of the first group whose text is `text`, read in place.
    public func firstIndex(ofText text: String) -> Int? {
        let wanted = Array(text.utf8)
        return indices.first { position in
            withParts(at: position) { head, list in
                guard head.count + (list?.count ?? 0) == wanted.count, wanted.starts(with: head) else { return false }
                return list.map { wanted[head.count...].elementsEqual($0) } ?? true
            }
        }
    }

    /// The table, key and fields of group `position`, as `Read.group` reads them from its text.
    public func parts(at position: Int) -> (table: String, key: String, fields: [String])? {
        withBytes(at: position) { Read.group(bytes: $0) }
    }

    /// The identity of group `position` (`ReadSet.identity` of its parts), read in place: no string is made.
    public func identity(at position: Int) -> Digest? {
        withParts(at: position) { head, list in ReadSet.identity(groupHead: head, fields: list) }
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
        // The start of a text whose fields are kept apart is a group's text listing none: its table and key read alike.
        withParts(at: position) { text, _ in
            guard let (tableRange, key, _) = Read.groupParts(text), text[tableRange].elementsEqual(table.utf8) else { return nil }
            return body(UnsafeBufferPointer(rebasing: text[key]))
        }
    }

    public static func == (a: GroupTexts, b: GroupTexts) -> Bool {
        a.count == b.count && a.indices.allSatisfy { position in a.withBytes(at: position) { mine in b.withBytes(at: position) { mine.elementsEqual($0) } } }
    }
}
