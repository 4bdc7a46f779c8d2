/// The one digest encoder: a digest of values that is the same in every process and on every machine, what lets a
/// build tell that a value a page read is the value it read in the last build (`SiteReads`, in Rendering). Values are digested
/// through their `Encodable` form, so a field added to a type is in its digest without anyone remembering to add
/// it; there is no list of fields to keep beside a type. A dictionary's entries are taken in key order, so its order
/// (random per process in Swift) never changes a digest.
///
/// The encoded form streams tagged tokens into one buffer (a 10,000-album archive is digested on a build, so no
/// tree of values is built): a key `k`, a string `s`, nil `0`, each prefixed by its length; every nested value
/// between `(` and `)`; the buffer is hashed by `StableHasher`. A `Set`, and a dictionary whose keys are not
/// strings, are encoded in their storage's order, which differs between runs and between two equal values: digest no
/// type that holds one.
public enum StableDigest {
    /// The digest of `value`'s encoded form.
    public static func digest<Value: Encodable>(_ value: Value) -> Digest {
        let sink = Sink()
        sink.bytes.reserveCapacity(512)
        // The containers below never throw; a type's own `encode(to:)` could, and then its digest is of what it
        // wrote before (still the same in every run).
        sink.encode(value)
        return sink.bytes.withUnsafeBytes { Digest(bytes: $0) }
    }

    /// `digest(value)` as 32 hexadecimal digits.
    public static func of<Value: Encodable>(_ value: Value) -> String {
        digest(value).description
    }

    /// The digest of each stored field of `value` (a struct encoded with a keyed container), by its coding key: what
    /// a read of one field (`Read.field`) is checked against.
    /// `adding` more digests by name (what is not a stored field: an album's enrichment).
    public static func fields<Value: Encodable>(_ value: Value, adding more: [(name: String, digest: Digest)] = []) -> FieldDigests {
        let fields = FieldSink()
        try? value.encode(to: FieldWriter(fields: fields))
        return FieldDigests(fields.digests + more)
    }

    /// The digest of `parts`, each preceded by its length, so no two different lists of parts run together into
    /// one ("ab", "c" and "a", "bc" differ).
    public static func combine(_ parts: [String]) -> String {
        var hasher = StableHasher()
        for part in parts { hasher.combine(part) }
        return hasher.finalize().description
    }

    /// Where the top-level fields of `fields(_:)` go, each digested apart.
    final class FieldSink {
        var digests: [(name: String, digest: Digest)] = []
        /// One buffer for every field, each digested from where it starts.
        let sink = Sink()
        func add(_ key: String, _ write: (Sink) -> Void) {
            let start = sink.bytes.count
            write(sink)
            digests.append((key, sink.bytes.withUnsafeBytes { Digest(bytes: UnsafeRawBufferPointer(rebasing: $0[start...])) }))
        }
    }

    struct FieldWriter: Encoder {
        let fields: FieldSink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(FieldKeyed<Key>(fields: fields))
        }
        // A value that is not a record has no fields: a read of one is never found, so always counts as changed.
        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(sink: Sink()) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: Sink()) }
    }

    struct FieldKeyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let fields: FieldSink
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil(forKey key: Key) { fields.add(key.stringValue) { $0.bytes.append(0x30) } }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { fields.add(key.stringValue) { $0.encode(value) } }
        // A nil field has a digest too (synthesized `Encodable` leaves it out): a read of it is checked like any other.
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) { add(value, key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) { add(value, key) }
        private func add<T: Encodable>(_ value: T?, _ key: Key) {
            if let value { fields.add(key.stringValue) { $0.encode(value) } } else { fields.add(key.stringValue) { $0.bytes.append(0x30) } }
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            // Written by a type's own `encode(to:)` only; such a field is never found, so always counts as changed.
            Writer(sink: Sink()).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { Unkeyed(sink: Sink()) }
        mutating func superEncoder() -> any Encoder { Writer(sink: Sink()) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Writer(sink: Sink()) }
    }

    /// Where the tokens go. A dictionary's entries wait in `pending` until the dictionary is done, then go in key order.
    final class Sink {
        var bytes: [UInt8] = []
        var pending: [(key: String, bytes: [UInt8])]?

        func token(_ tag: UInt8, _ text: String) {
            // One access to `bytes` for the whole token (each access of a class's property is checked at run time).
            Self.token(tag, text, into: &bytes)
        }

        private static func token(_ tag: UInt8, _ text: String, into bytes: inout [UInt8]) {
            bytes.append(tag)
            let count = text.utf8.count
            if count < 10 {
                bytes.append(UInt8(ascii: "0") + UInt8(count))
            } else {
                bytes.append(contentsOf: String(count).utf8)
            }
            bytes.append(0x3A)  // ":"
            if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                var text = text
                text.withUTF8 { bytes.append(contentsOf: $0) }
            }
        }

        /// A nested value, between brackets.
        func encode<Value: Encodable>(_ value: Value) {
            bytes.append(0x28)  // "("
            let outer = pending
            pending = nil
            try? value.encode(to: Writer(sink: self))
            if let entries = pending {
                for entry in entries.sorted(by: { $0.key < $1.key }) {
                    token(0x6B, entry.key)
                    bytes += entry.bytes
                }
            }
            pending = outer
            bytes.append(0x29)  // ")"
        }
    }

    /// The key type `Dictionary` encodes with: its containers are the ones taken in key order.
    private static let dictionaryKeyType: ObjectIdentifier? = {
        let probe = Probe()
        try? ["probe": 0].encode(to: probe)
        return probe.keyType
    }()

    private final class Probe: Encoder, @unchecked Sendable {
        var keyType: ObjectIdentifier?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            keyType = ObjectIdentifier(Key.self)
            return KeyedEncodingContainer(Keyed<Key>(sink: Sink(), sorted: false))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(sink: Sink()) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: Sink()) }
    }

    struct Writer: Encoder {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let sorted = ObjectIdentifier(Key.self) == StableDigest.dictionaryKeyType
            if sorted && sink.pending == nil { sink.pending = [] }
            return KeyedEncodingContainer(Keyed<Key>(sink: sink, sorted: sorted))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(sink: sink) }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(sink: sink) }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let sink: Sink
        /// A dictionary's: each entry is written apart, and all of them in key order when the dictionary is done.
        let sorted: Bool
        var codingPath: [any CodingKey] { [] }

        private func entry(_ key: Key, _ write: (Sink) -> Void) {
            if sorted {
                let apart = Sink()
                write(apart)
                sink.pending?.append((key.stringValue, apart.bytes))
            } else {
                sink.token(0x6B, key.stringValue)  // "k"
                write(sink)
            }
        }

        private func text(_ text: String, _ key: Key) { entry(key) { $0.token(0x73, text) } }

        mutating func encodeNil(forKey key: Key) { entry(key) { $0.bytes.append(0x30) } }
        mutating func encode(_ value: Bool, forKey key: Key) { text(value ? "true" : "false", key) }
        mutating func encode(_ value: String, forKey key: Key) { text(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) { text(String(value.bitPattern), key) }
        mutating func encode(_ value: Float, forKey key: Key) { text(String(value.bitPattern), key) }
        mutating func encode(_ value: Int, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: Int8, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: Int16, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: Int32, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: Int64, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: UInt, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: UInt8, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: UInt16, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: UInt32, forKey key: Key) { text(String(value), key) }
        mutating func encode(_ value: UInt64, forKey key: Key) { text(String(value), key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { entry(key) { $0.encode(value) } }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            sink.token(0x6B, key.stringValue)
            return Writer(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            sink.token(0x6B, key.stringValue)
            return Unkeyed(sink: sink)
        }

        mutating func superEncoder() -> any Encoder {
            sink.token(0x6B, "super")
            return Writer(sink: sink)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            sink.token(0x6B, key.stringValue)
            return Writer(sink: sink)
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0
        private mutating func text(_ text: String) {
            count += 1
            sink.token(0x73, text)
        }
        mutating func encodeNil() {
            count += 1
            sink.bytes.append(0x30)
        }
        mutating func encode(_ value: Bool) { text(value ? "true" : "false") }
        mutating func encode(_ value: String) { text(value) }
        mutating func encode(_ value: Double) { text(String(value.bitPattern)) }
        mutating func encode(_ value: Float) { text(String(value.bitPattern)) }
        mutating func encode(_ value: Int) { text(String(value)) }
        mutating func encode(_ value: Int8) { text(String(value)) }
        mutating func encode(_ value: Int16) { text(String(value)) }
        mutating func encode(_ value: Int32) { text(String(value)) }
        mutating func encode(_ value: Int64) { text(String(value)) }
        mutating func encode(_ value: UInt) { text(String(value)) }
        mutating func encode(_ value: UInt8) { text(String(value)) }
        mutating func encode(_ value: UInt16) { text(String(value)) }
        mutating func encode(_ value: UInt32) { text(String(value)) }
        mutating func encode(_ value: UInt64) { text(String(value)) }
        mutating func encode<T: Encodable>(_ value: T) {
            count += 1
            sink.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return Writer(sink: sink).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return Unkeyed(sink: sink)
        }

        mutating func superEncoder() -> any Encoder {
            count += 1
            return Writer(sink: sink)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let sink: Sink
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil() { sink.bytes.append(0x30) }
        mutating func encode(_ value: Bool) { sink.token(0x73, value ? "true" : "false") }
        mutating func encode(_ value: String) { sink.token(0x73, value) }
        mutating func encode(_ value: Double) { sink.token(0x73, String(value.bitPattern)) }
        mutating func encode(_ value: Float) { sink.token(0x73, String(value.bitPattern)) }
        mutating func encode(_ value: Int) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: Int8) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: Int16) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: Int32) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: Int64) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: UInt) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: UInt8) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: UInt16) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: UInt32) { sink.token(0x73, String(value)) }
        mutating func encode(_ value: UInt64) { sink.token(0x73, String(value)) }
        mutating func encode<T: Encodable>(_ value: T) { sink.encode(value) }
    }
}
