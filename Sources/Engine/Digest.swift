/// A 128-bit digest of bytes, the same in every process and on every machine: what tells that a value read by a
/// page is the value it read in the last build. Not cryptographic: a read's digest is compared only with the same
/// read's digest in another build, so what matters is that a changed value changes it (an accidental collision is a
/// chance in 2^128), and speed, since every album's fields are digested on a build.
public struct Digest: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes`.
    public init(bytes: UnsafeRawBufferPointer) {
        var hasher = StableHasher()
        hasher.combine(bytes: bytes)
        self = hasher.finalize()
    }

    /// The digest of a string's UTF-8.
    public init(_ text: String) {
        var hasher = StableHasher()
        hasher.combine(text)
        self = hasher.finalize()
    }

    /// 32 hexadecimal digits.
    public var description: String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8](repeating: 0, count: 32)
        for position in 0..<16 {
            out[15 - position] = digits[Int((high >> (UInt64(position) * 4)) & 0xF)]
            out[31 - position] = digits[Int((low >> (UInt64(position) * 4)) & 0xF)]
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// Two independent 64-bit lanes over the input, eight bytes at a time, each finished with MurmurHash3's avalanche.
public struct StableHasher: Sendable {
    private var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var count: UInt64 = 0

    public init() {}

    @inline(__always)
    private mutating func word(_ value: UInt64) {
        a = ((a ^ value) &* 0x8764_3A9B_F1E5_C16D)
        a = (a << 31) | (a >> 33)
        b = ((b ^ (value &+ a)) &* 0xA24B_AED4_963E_E407)
        b = (b << 27) | (b >> 37)
    }

    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        let position = words(bytes)
        if position < bytes.count {
            // The last one to seven bytes as one word, the first in its lowest byte (copied whole, not byte by byte).
            var tail: UInt64 = 0
            withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[position...])) }
            word(UInt64(littleEndian: tail) ^ 0xFF00_0000_0000_0000)
        }
        // Ends each piece, so ("ab", "c") and ("a", "bc") differ.
        word(count)
    }

    /// Counts `bytes` and hashes their whole eight-byte words; where the words end.
    private mutating func words(_ bytes: UnsafeRawBufferPointer) -> Int {
        count &+= UInt64(bytes.count)
        var position = 0
        while position + 8 <= bytes.count {
            word(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self).littleEndian)
            position += 8
        }
        return position
    }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    public mutating func combine(_ digest: Digest) {
        word(digest.high)
        word(digest.low)
    }

    public mutating func combine(_ value: UInt64) {
        word(value)
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x &*= 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }

    public func finalize() -> Digest {
        Digest(high: Self.avalanche(a ^ (count &* 0x9E37_79B9_7F4A_7C15)), low: Self.avalanche(b ^ a))
    }
}


extension StableHasher {
    /// Bytes handed over in pieces, digested as `Digest(bytes:)` digests them all at once: a file of megabytes digested
    /// as it is written, never held whole. Every piece but the last is a whole number of eight-byte words.
    public struct Pieces: Sendable {
        private var hasher = StableHasher()

        public init() {}

        public mutating func add(_ bytes: UnsafeRawBufferPointer) {
            precondition(bytes.count % 8 == 0, "a piece before the last is whole words")
            _ = hasher.words(bytes)
        }

        /// The digest of every piece and then `last`.
        public mutating func finish(_ last: UnsafeRawBufferPointer) -> Digest {
            hasher.combine(bytes: last)
            return hasher.finalize()
        }
    }
}
