/// Numbers as LEB128, seven bits a byte, least significant first (most fit one or two bytes): the one writer and reader
/// of the form the engine's files (`StateFile`) and the records' values (`ValueCoding`) keep their numbers in.
enum LEB128 {
    @inline(__always)
    static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The number whose bytes `next` gives one by one; nil when it gives out first, or on a tenth byte holding more
    /// than the last bit (a number no writer makes).
    @inline(__always)
    static func read(_ next: () -> UInt8?) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 64, let byte = next() {
            if shift == 63 && byte > 1 { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
