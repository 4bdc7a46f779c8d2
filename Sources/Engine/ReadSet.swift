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
        let target = Target(table: table, key: key)
        if let index = fields.index(forKey: target) {
            if !fields.values[index].contains(field) { fields.values[index].append(field) }
        } else {
            fields[target] = [field]
        }
    }

    public mutating func formUnion(_ other: ReadSet) {
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

    /// Every read, one by one.
    public var reads: Set<Read> {
        Set(fields.flatMap { target, fields in fields.map { Read(target.table, target.key, field: $0) } })
    }

    /// The reads as groups of text, sorted (`Read.groups`).
    public var groups: [String] {
        fields.keys.sorted().map { target in
            target.table + " " + String(target.key.utf8.count) + ":" + target.key + " " + (fields[target] ?? []).sorted().joined(separator: ",")
        }
    }

    public static func == (a: ReadSet, b: ReadSet) -> Bool {
        a.fields.mapValues(Set.init) == b.fields.mapValues(Set.init)
    }
}
