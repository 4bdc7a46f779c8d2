/// A compact binary form of `Codable` values, for state kept between runs of the same binary (`ParsedRecord`): the
/// values in the order their coding writes them, each field after its key — numbers as zigzag LEB128, texts as their
/// length and UTF-8, a present-or-absent byte before each optional field's value, a count before each list. A value is
/// read back in the order it was written, so the form holds only between runs of one binary: its files are kept by
/// its identity.
///
/// What this form cannot read back is refused (`encode` returns nil, `decode` nil), not read back wrong: a coding
/// that reads its fields in another order than it wrote them (the keys differ), an optional field written as a plain
/// one or read as one (each key says which it is), an optional as a plain value, `nil` in a list or as a single
/// value, a super-encoder, a `contains` or `allKeys` (so a dictionary keyed by text, which decodes by its keys), and
/// anything after an error a coding met, even one it caught. What it cannot tell is a decoding that reads fewer
/// fields than its encoding wrote, when the field it leaves is the key and kind the next read asks for: the
/// compiler's codings read all they write, and so do the hand-written ones the records reach (their tests round-trip
/// every value of the demo).
public enum ValueCoding {
    /// The bytes of `value`; nil when its coding takes a shape this form does not keep.
    public static func encode<Value: Encodable>(_ value: Value) -> [UInt8]? {
        let sink = Sink()
        do {
            try value.encode(to: ValueEncoder(sink: sink))
        } catch {
            return nil
        }
        return sink.refused ? nil : sink.bytes
    }

    /// The value `encode` gave `bytes` for; nil when they are not one (cut short, longer, or another type's).
    /// - Parameter userInfo: what the decoder offers a type's coding (`Decoder.userInfo`).
    public static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: UnsafeBufferPointer<UInt8>, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> Value? {
        let source = Source(bytes, userInfo: userInfo)
        guard let value = try? Value(from: ValueDecoder(source: source)), !source.refused, source.position == bytes.count else { return nil }
        return value
    }

    public static func decode<Value: Decodable>(
        _ type: Value.Type, from bytes: [UInt8], userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) -> Value? {
        bytes.withUnsafeBufferPointer { decode(type, from: $0, userInfo: userInfo) }
    }

    struct Refused: Error {}

    final class Sink {
        var bytes: [UInt8] = []
        var refused = false

        /// A signed number, zigzagged (small negative numbers take few bytes too).
        func number(_ value: Int) {
            unsigned(UInt64(UInt(bitPattern: (value << 1) ^ (value >> (Int.bitWidth - 1)))))
        }

        func unsigned(_ value: UInt64) {
            LEB128.append(value, to: &bytes)
        }

        /// A field's key, before its value, marked as an optional field's (`encodeIfPresent`, a presence byte next)
        /// or not: a coding that reads its fields in another order than it wrote them, or reads an optional field as
        /// a plain one, is refused, never read back wrong.
        func key(_ key: some CodingKey, optional: Bool = false) {
            bytes.append(optional ? 1 : 0)
            text(key.stringValue)
        }

        /// Refuses the value being written, whatever its coding does with the error.
        func failure() -> Refused {
            refused = true
            return Refused()
        }

        func text(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                number(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }
    }

    final class Source {
        let bytes: UnsafeBufferPointer<UInt8>
        let userInfo: [CodingUserInfoKey: Any]
        var position = 0
        var refused = false

        init(_ bytes: UnsafeBufferPointer<UInt8>, userInfo: [CodingUserInfoKey: any Sendable]) {
            self.bytes = bytes
            self.userInfo = userInfo
        }

        /// Refuses the value being read, whatever its coding does with the error (a `try?` in it cannot carry on
        /// from a place out of step with what was written).
        func failure() -> Refused {
            refused = true
            return Refused()
        }

        func byte() throws -> UInt8 {
            guard position < bytes.count else { throw failure() }
            position += 1
            return bytes[position - 1]
        }

        func unsigned() throws -> UInt64 {
            let value = LEB128.read {
                guard position < bytes.count else { return nil }
                position += 1
                return bytes[position - 1]
            }
            guard let value else { throw failure() }
            return value
        }

        func number() throws -> Int {
            let zigzag = UInt(try unsigned())
            return Int(bitPattern: zigzag >> 1) ^ -Int(bitPattern: zigzag & 1)
        }

        func count() throws -> Int {
            let value = try number()
            guard value >= 0, value <= bytes.count - position else { throw failure() }
            return value
        }

        func text() throws -> String {
            let length = try count()
            position += length
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(position - length)..<position]), as: UTF8.self)
        }

        /// The key `Sink.key` wrote before a field's value; throws when it is another, or of another kind of field.
        func expect(_ key: some CodingKey, optional: Bool = false) throws {
            guard try byte() == (optional ? 1 : 0) else { throw failure() }
            let length = try count()
            var name = key.stringValue
            let same = name.withUTF8 { utf8 in utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])) }
            guard same else { throw failure() }
            position += length
        }

        func present() throws -> Bool {
            switch try byte() {
            case 0: return false
            case 1: return true
            default: throw failure()
            }
        }

        /// What cannot be thrown from where it is asked (`contains`, `decodeNil`): the whole value is refused.
        func refuse<Value>(_ value: Value) -> Value {
            refused = true
            return value
        }
    }
}

/// The coders `encode` and `decode` hand a value: one reads back, in order, what the other wrote.
extension ValueCoding {
    // MARK: - Encoding

    private struct ValueEncoder: Encoder {
        let sink: ValueCoding.Sink
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(KeyedValues<Key>(single: SingleValue(sink: sink)))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer { ListValues(single: SingleValue(sink: sink)) }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleValue(sink: sink) }
    }

    private struct SingleValue: SingleValueEncodingContainer {
        let sink: ValueCoding.Sink
        var codingPath: [any CodingKey] { [] }

        func encodeNil() throws { throw sink.failure() }
        func encode(_ value: Bool) throws { sink.bytes.append(value ? 1 : 0) }
        func encode(_ value: String) throws { sink.text(value) }
        func encode(_ value: Double) throws { sink.unsigned(value.bitPattern) }
        func encode(_ value: Float) throws { sink.unsigned(UInt64(value.bitPattern)) }
        func encode(_ value: Int) throws { sink.number(value) }
        func encode(_ value: Int8) throws { sink.number(Int(value)) }
        func encode(_ value: Int16) throws { sink.number(Int(value)) }
        func encode(_ value: Int32) throws { sink.number(Int(value)) }
        func encode(_ value: Int64) throws { sink.number(Int(value)) }
        func encode(_ value: UInt) throws { sink.unsigned(UInt64(value)) }
        func encode(_ value: UInt8) throws { sink.unsigned(UInt64(value)) }
        func encode(_ value: UInt16) throws { sink.unsigned(UInt64(value)) }
        func encode(_ value: UInt32) throws { sink.unsigned(UInt64(value)) }
        func encode(_ value: UInt64) throws { sink.unsigned(value) }
        func encode<Value: Encodable>(_ value: Value) throws {
            // An optional written as a plain value has no presence byte to read back: only `encodeIfPresent` writes one.
            guard !(Value.self is any ExpressibleByNilLiteral.Type) else { throw sink.failure() }
            try value.encode(to: ValueEncoder(sink: sink))
        }

        func present(_ isPresent: Bool) { sink.bytes.append(isPresent ? 1 : 0) }
    }

    private struct KeyedValues<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let single: SingleValue
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) throws { throw single.sink.failure() }
        func encode(_ value: Bool, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: String, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Double, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Float, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Int, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Int8, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Int16, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Int32, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: Int64, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: UInt, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: UInt8, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: UInt16, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: UInt32, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode(_ value: UInt64, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }
        func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws { single.sink.key(key); try single.encode(value) }

        // An optional field: whether it is there, then its value.
        func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }
        func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws { try present(value, key) { try single.encode($0) } }

        private func present<Value>(_ value: Value?, _ key: Key, _ body: (Value) throws -> Void) throws {
            single.sink.key(key, optional: true)
            single.present(value != nil)
            if let value { try body(value) }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            single.sink.key(key)
            return KeyedEncodingContainer(KeyedValues<NestedKey>(single: single))
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            single.sink.key(key)
            return ListValues(single: single)
        }

        func superEncoder() -> any Encoder {
            single.sink.refused = true
            return ValueEncoder(sink: single.sink)
        }

        func superEncoder(forKey key: Key) -> any Encoder { superEncoder() }
    }

    /// A list: its count first, as four bytes counted up as its elements are written (a list's coding does not say how
    /// many it has before it begins).
    private struct ListValues: UnkeyedEncodingContainer {
        let single: SingleValue
        private let slot: Int

        init(single: SingleValue) {
            self.single = single
            slot = single.sink.bytes.count
            single.sink.bytes.append(contentsOf: [0, 0, 0, 0])
        }

        var codingPath: [any CodingKey] { [] }

        var count: Int {
            let bytes = single.sink.bytes
            return (0..<4).reduce(0) { $0 | Int(bytes[slot + $1]) << (8 * $1) }
        }

        private func counted() throws {
            let next = count + 1
            guard next < 1 << 32 else { throw single.sink.failure() }
            for index in 0..<4 { single.sink.bytes[slot + index] = UInt8(truncatingIfNeeded: next >> (8 * index)) }
        }

        func encodeNil() throws { throw single.sink.failure() }
        func encode(_ value: Bool) throws { try counted(); try single.encode(value) }
        func encode(_ value: String) throws { try counted(); try single.encode(value) }
        func encode(_ value: Double) throws { try counted(); try single.encode(value) }
        func encode(_ value: Float) throws { try counted(); try single.encode(value) }
        func encode(_ value: Int) throws { try counted(); try single.encode(value) }
        func encode(_ value: Int8) throws { try counted(); try single.encode(value) }
        func encode(_ value: Int16) throws { try counted(); try single.encode(value) }
        func encode(_ value: Int32) throws { try counted(); try single.encode(value) }
        func encode(_ value: Int64) throws { try counted(); try single.encode(value) }
        func encode(_ value: UInt) throws { try counted(); try single.encode(value) }
        func encode(_ value: UInt8) throws { try counted(); try single.encode(value) }
        func encode(_ value: UInt16) throws { try counted(); try single.encode(value) }
        func encode(_ value: UInt32) throws { try counted(); try single.encode(value) }
        func encode(_ value: UInt64) throws { try counted(); try single.encode(value) }
        func encode<Value: Encodable>(_ value: Value) throws { try counted(); try single.encode(value) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            if (try? counted()) == nil { single.sink.refused = true }
            return KeyedEncodingContainer(KeyedValues<NestedKey>(single: single))
        }

        func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            if (try? counted()) == nil { single.sink.refused = true }
            return ListValues(single: single)
        }

        func superEncoder() -> any Encoder {
            single.sink.refused = true
            return ValueEncoder(sink: single.sink)
        }
    }

    // MARK: - Decoding

    private struct ValueDecoder: Decoder {
        let source: ValueCoding.Source
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { source.userInfo }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(KeyedReads<Key>(single: SingleRead(source: source)))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            var count = 0
            for index in 0..<4 { count |= Int(try source.byte()) << (8 * index) }
            return ListReads(single: SingleRead(source: source), total: count)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleRead(source: source) }
    }

    private struct SingleRead: SingleValueDecodingContainer {
        let source: ValueCoding.Source
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { source.refuse(false) }
        func decode(_ type: Bool.Type) throws -> Bool { try source.present() }
        func decode(_ type: String.Type) throws -> String { try source.text() }
        func decode(_ type: Double.Type) throws -> Double { Double(bitPattern: try source.unsigned()) }
        func decode(_ type: Float.Type) throws -> Float { try Float(bitPattern: exactly(source.unsigned())) }
        func decode(_ type: Int.Type) throws -> Int { try source.number() }
        func decode(_ type: Int8.Type) throws -> Int8 { try exactly(source.number()) }
        func decode(_ type: Int16.Type) throws -> Int16 { try exactly(source.number()) }
        func decode(_ type: Int32.Type) throws -> Int32 { try exactly(source.number()) }
        func decode(_ type: Int64.Type) throws -> Int64 { try exactly(source.number()) }
        func decode(_ type: UInt.Type) throws -> UInt { try exactly(source.unsigned()) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try exactly(source.unsigned()) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try exactly(source.unsigned()) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try exactly(source.unsigned()) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try source.unsigned() }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try Value(from: ValueDecoder(source: source)) }

        private func exactly<Wide: BinaryInteger, Narrow: FixedWidthInteger>(_ value: Wide) throws -> Narrow {
            guard let narrow = Narrow(exactly: value) else { throw source.failure() }
            return narrow
        }
    }

    private struct KeyedReads<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let single: SingleRead
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { single.source.refuse([]) }

        func contains(_ key: Key) -> Bool { single.source.refuse(false) }
        func decodeNil(forKey key: Key) throws -> Bool { throw single.source.failure() }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try single.source.expect(key); return try single.decode(type) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try single.source.expect(key); return try single.decode(type) }
        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value { try single.source.expect(key); return try single.decode(type) }

        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(key) ? try single.decode(type) : nil }
        func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? { try present(key) ? try single.decode(type) : nil
        }

        private func present(_ key: Key) throws -> Bool {
            try single.source.expect(key, optional: true)
            return try single.source.present()
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try single.source.expect(key)
            return KeyedDecodingContainer(KeyedReads<NestedKey>(single: single))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try single.source.expect(key)
            return try ValueDecoder(source: single.source).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { throw single.source.failure() }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw single.source.failure() }
    }

    private struct ListReads: UnkeyedDecodingContainer {
        let single: SingleRead
        let total: Int
        var codingPath: [any CodingKey] { [] }
        var count: Int? { total }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= total }

        init(single: SingleRead, total: Int) {
            self.single = single
            self.total = total
        }

        private mutating func next() throws {
            guard currentIndex < total else { throw single.source.failure() }
            currentIndex += 1
        }

        mutating func decodeNil() throws -> Bool { throw single.source.failure() }
        mutating func decode(_ type: Bool.Type) throws -> Bool { try next(); return try single.decode(type) }
        mutating func decode(_ type: String.Type) throws -> String { try next(); return try single.decode(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try next(); return try single.decode(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try next(); return try single.decode(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try next(); return try single.decode(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(); return try single.decode(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(); return try single.decode(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(); return try single.decode(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(); return try single.decode(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try next(); return try single.decode(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(); return try single.decode(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(); return try single.decode(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(); return try single.decode(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(); return try single.decode(type) }
        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try next(); return try single.decode(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try next()
            return KeyedDecodingContainer(KeyedReads<NestedKey>(single: single))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next()
            return try ValueDecoder(source: single.source).unkeyedContainer()
        }
        mutating func superDecoder() throws -> any Decoder { throw single.source.failure() }
    }
}
