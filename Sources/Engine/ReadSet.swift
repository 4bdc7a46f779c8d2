/// The reads of one computation, kept by value (table and key) with the fields read of each: recording a read is
/// one dictionary look-up, and the groups a state file keeps (`Read.groups`) come out without sorting every read.
public struct ReadSet: Sendable, Equatable {
    struct Target: Hashable, Sendable, Comparable {
        let table: String
        let key: String

        static func < (a: Target, b: Target) -> Bool {
            (a.table, a.key) < (b.table, b.key)
        }
    }

    private var fields: [Target: [String]] = [:]
    /// The value read last, and where its fields are: pages read several fields of one album in a row.
    private var lastTarget: Target?
    private var lastIndex: Dictionary<Target, [String]>.Index?

    public init() {}

    public init(_ reads: some Sequence<Read>) {
        for read in reads { insert(read) }
    }

    public var isEmpty: Bool { fields.isEmpty }

    public mutating func insert(_ read: Read) {
        insert(table: read.table, key: read.key, field: read.field)
    }

    @inline(__always)
    public mutating func insert(table: String, key: String, field: String) {
        if let lastTarget, let lastIndex, lastTarget.key == key, lastTarget.table == table {
            if !fields.values[lastIndex].contains(field) { fields.values[lastIndex].append(field) }
            return
        }
        let target = Target(table: table, key: key)
        if let index = fields.index(forKey: target) {
            if !fields.values[index].contains(field) { fields.values[index].append(field) }
            lastTarget = target
            lastIndex = index
        } else {
            fields[target] = [field]
            // Inserting may move every entry: look the next one up again.
            lastTarget = nil
            lastIndex = nil
        }
    }

    public mutating func formUnion(_ other: ReadSet) {
        lastTarget = nil
        lastIndex = nil
        if fields.isEmpty {
            fields = other.fields
            return
        }
        for (target, read) in other.fields {
            if let index = fields.index(forKey: target) {
                for field in read where !fields.values[index].contains(field) { fields.values[index].append(field) }
            } else {
                fields[target] = read
            }
        }
    }

    /// The fields read of the value `key` in `table` (empty when none was read).
    public func fields(of table: String, _ key: String) -> Set<String> {
        Set(fields[Target(table: table, key: key)] ?? [])
    }

    /// Every read, one by one.
    public var reads: Set<Read> {
        Set(fields.flatMap { target, fields in fields.map { Read(target.table, target.key, field: $0) } })
    }

    /// The reads by value, sorted: each value's table, key and the fields read of it (sorted).
    public var values: [(table: String, key: String, fields: [String])] {
        // Each entry taken once (no look-up by key again), its fields sorted only when there are several.
        var values = fields.map { target, read in (table: target.table, key: target.key, fields: read.count > 1 ? read.sorted() : read) }
        values.sort { a, b in a.table == b.table ? a.key < b.key : a.table < b.table }
        return values
    }

    /// The reads as groups of text, sorted (`Read.groups`).
    public var groups: [String] {
        values.map { Self.group($0.table, $0.key, $0.fields) }
    }

    /// One value's reads as a digest of their parts: within a build, what tells one group from another without making
    /// its text (`group`). Each part goes in after its own length, and the fields after their count, so two different
    /// groups differ in what is hashed; that they differ in identity then holds as any 128-bit digest's does.
    public static func identity(_ table: String, _ key: String, _ fields: [String]) -> Digest {
        var hasher = StableHasher()
        func part(_ text: String) {
            var text = text
            text.withUTF8 { combine(part: UnsafeRawBufferPointer($0), into: &hasher) }
        }
        hasher.combine(UInt64(fields.count))
        part(table)
        part(key)
        for field in fields { part(field) }
        return hasher.finalize()
    }

    /// The identity of the group whose text is `text` (`group`), as `identity(_:_:_:)` gives it for its parts, read in
    /// place: no string is made. Nil when the text is not a group's.
    public static func identity(groupText text: UnsafeBufferPointer<UInt8>) -> Digest? {
        identity(groupHead: text, fields: nil)
    }

    /// `identity(groupText:)` of the text `head` followed by `list` (`GroupTexts` keeps a group's fields apart from
    /// its table and key), not put together.
    static func identity(groupHead head: UnsafeBufferPointer<UInt8>, fields list: UnsafeBufferPointer<UInt8>?) -> Digest? {
        guard let (table, key, inHead) = Read.groupParts(head) else { return nil }
        // Fields apart follow a head that ends where its (empty) fields begin.
        guard list == nil || inHead.isEmpty else { return nil }
        let fields = list ?? UnsafeBufferPointer(rebasing: head[inHead])
        var hasher = StableHasher()
        func part(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
            combine(part: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[range]), into: &hasher)
        }
        hasher.combine(UInt64(fields.reduce(1) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) }))
        part(head, table)
        part(head, key)
        var start = 0
        for position in fields.indices where fields[position] == UInt8(ascii: ",") {
            part(fields, start..<position)
            start = position + 1
        }
        part(fields, start..<fields.count)
        return hasher.finalize()
    }

    /// One part of an identity: its length, then its bytes.
    private static func combine(part bytes: UnsafeRawBufferPointer, into hasher: inout StableHasher) {
        hasher.combine(UInt64(bytes.count))
        hasher.combine(bytes: bytes)
    }

    /// One value's reads as a group of text: `table key-length:key field,field`.
    public static func group(_ table: String, _ key: String, _ fields: [String]) -> String {
        table + " " + String(key.utf8.count) + ":" + key + " " + fields.joined(separator: ",")
    }

    public static func == (a: ReadSet, b: ReadSet) -> Bool {
        // The look-up hint is not part of the value.
        a.fields.mapValues(Set.init) == b.fields.mapValues(Set.init)
    }
}
