import Foundation

/// Text normalised for comparing names: Unicode NFKC, lowercased, trimmed, inner whitespace collapsed.
public enum NameKey {
    public static func make(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: NFKC changes nothing; lowercase and collapse whitespace byte by byte.
            var result: [UInt8] = []
            result.reserveCapacity(text.utf8.count)
            var pendingSpace = false
            for byte in text.utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 0x20 : byte)
            }
            return String(decoding: result, as: UTF8.self)
        }
        return text.precomposedStringWithCompatibilityMapping
            .lowercased()
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }
}
