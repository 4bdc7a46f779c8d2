/// The binary form of the files the engine keeps beside the output (`EngineState`, the search index's): a magic line
/// naming the kind and version, then numbers as LEB128 (seven bits a byte: most fit one or two), texts as their length
/// and UTF-8, digests as two little-endian words, and the digest of everything before it last, so that a file cut
/// short or changed anywhere is not read.
public enum StateFile {
    /// Writes a file: `number`, `text`, `digest` in order, then `finish()`, handing the bytes to a sink a megabyte at a
    /// time as they are written (a state file is tens of megabytes at 50,000 albums: never held whole).
    public struct Writer {
        private var bytes: [UInt8]
        /// Takes each piece in order; false when it could not, and then it is given nothing more.
        private let sink: (UnsafeRawBufferPointer) -> Bool
        private var failed = false
        /// The digest of what went to the sink so far.
        private var pieces = StableHasher.Pieces()
        private static let piece = 1 << 20

        public init(magic: [UInt8], sink: @escaping (UnsafeRawBufferPointer) -> Bool) {
            bytes = magic
            bytes.reserveCapacity(Self.piece + 64)
            self.sink = sink
        }

        /// The bytes so far, but for the last few short of a whole word, handed to the sink once there is a piece.
        private mutating func pass() {
            guard bytes.count >= Self.piece else { return }
            let whole = bytes.count & ~7
            bytes.withUnsafeBytes { raw in
                let piece = UnsafeRawBufferPointer(rebasing: raw[..<whole])
                pieces.add(piece)
                if !failed { failed = !sink(piece) }
            }
            bytes.removeSubrange(..<whole)
        }

        /// The rest, and the digest of everything, handed to the sink; whether the sink took it all.
        public consuming func finish() -> Bool {
            let sum = bytes.withUnsafeBytes { pieces.finish($0) }
            withUnsafeBytes(of: sum.high.littleEndian) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: sum.low.littleEndian) { bytes.append(contentsOf: $0) }
            return bytes.withUnsafeBytes { raw in !failed && sink(raw) }
        }

        public mutating func number(_ value: Int) {
            LEB128.append(UInt64(value), to: &bytes)
        }

        public mutating func text(_ value: String) {
            number(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
            pass()
        }

        /// A text given as its UTF-8 bytes, written as `text` writes it.
        public mutating func text(bytes value: UnsafeBufferPointer<UInt8>) {
            number(value.count)
            bytes.append(contentsOf: value)
            pass()
        }

        public mutating func digest(_ value: Digest) {
            withUnsafeBytes(of: value.high.littleEndian) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: value.low.littleEndian) { bytes.append(contentsOf: $0) }
            pass()
        }
    }

    /// Everything `write` hands its sink, held (tests, and `encoded()`: a build streams its files).
    public static func bytes(_ write: (_ sink: @escaping (UnsafeRawBufferPointer) -> Bool) -> Bool) -> [UInt8] {
        final class Held { var bytes: [UInt8] = [] }
        let held = Held()
        _ = write { held.bytes.append(contentsOf: $0); return true }
        return held.bytes
    }

    /// Reads a file `Writer` wrote, in the same order; every read is nil past the end or on a value no writer makes.
    public struct Reader {
        private let bytes: [UInt8]
        /// Where the digest begins: nothing is read from there.
        private let end: Int
        private var position: Int

        /// Nil when the bytes do not begin with `magic` or their digest is not theirs.
        public init?(_ bytes: [UInt8], magic: [UInt8]) {
            guard bytes.count >= magic.count + 16, bytes.starts(with: magic) else { return nil }
            let end = bytes.count - 16
            let (check, stored) = bytes.withUnsafeBytes { raw in
                (
                    Digest(bytes: UnsafeRawBufferPointer(rebasing: raw[..<end])),
                    Digest(
                        high: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)),
                        low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end + 8, as: UInt64.self)))
                )
            }
            guard check == stored else { return nil }
            self.bytes = bytes
            self.end = end
            self.position = magic.count
        }

        /// Whether everything written was read: a file with more in it is not this kind's.
        public var isAtEnd: Bool { position == end }

        public mutating func number() -> Int? {
            let value = LEB128.read {
                guard position < end else { return nil }
                position += 1
                return bytes[position - 1]
            }
            guard let value, value <= UInt64(Int.max) else { return nil }
            return Int(value)
        }

        /// A count or a length: never more than the bytes left.
        public mutating func count() -> Int? {
            guard let value = number(), value <= end - position else { return nil }
            return value
        }

        public mutating func text() -> String? {
            guard let length = count() else { return nil }
            defer { position += length }
            return String(decoding: bytes[position..<(position + length)], as: UTF8.self)
        }

        /// A text's UTF-8 bytes, read in place, as `text` reads it.
        public mutating func text<Result>(bytes body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
            guard let length = count() else { return nil }
            defer { position += length }
            return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[position..<(position + length)])) }
        }

        /// Where a text's bytes are in the file's, read past as `text` reads it: a reader keeping the file's bytes
        /// takes them from there later.
        public mutating func textRange() -> Range<Int>? {
            guard let length = count() else { return nil }
            defer { position += length }
            return position..<(position + length)
        }

        public mutating func digest() -> Digest? {
            guard position + 16 <= end else { return nil }
            defer { position += 16 }
            return bytes.withUnsafeBytes { raw in
                Digest(
                    high: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)),
                    low: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self)))
            }
        }
    }
}
