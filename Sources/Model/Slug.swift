import Foundation
import Basics

/// Safe ASCII path segments made from names and titles.
public enum Slug {
    private static let transliterations: [Character: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i", "&": "and",
    ]

    /// "Fjörd & Sons!" → "fjord-and-sons". May be empty when nothing in `text` is Latin.
    public static func make(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return makeASCII(text) }
        var result = ""
        var pendingDash = false
        for character in text.lowercased().decomposedStringWithCanonicalMapping {
            let pieces: String
            if character == "'" || character == "’" {
                continue  // "Don't" → "dont"
            } else if let mapped = transliterations[character] {
                pieces = mapped
            } else if character.isASCII {
                pieces = String(character)
            } else {
                // Decomposed: a base letter followed by combining marks; keep the ASCII base.
                pieces = String(character.unicodeScalars.filter(\.isASCII).map(Character.init))
            }
            for piece in pieces {
                if piece.isASCII && (piece.isLetter || piece.isNumber) {
                    if pendingDash && !result.isEmpty { result.append("-") }
                    pendingDash = false
                    result.append(piece)
                } else {
                    pendingDash = true
                }
            }
            if pieces.isEmpty { pendingDash = true }
        }
        return String(result.prefix(80))
    }

    /// `make` for ASCII text (most names), byte by byte.
    private static func makeASCII(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(min(text.utf8.count, 80))
        var pendingDash = false
        func append(_ byte: UInt8) {
            if pendingDash && !result.isEmpty { result.append(UInt8(ascii: "-")) }
            pendingDash = false
            result.append(byte)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): append(byte + 0x20)
            case UInt8(ascii: "&"): for letter in "and".utf8 { append(letter) }
            case UInt8(ascii: "'"): continue
            default: pendingDash = true
            }
        }
        return String(decoding: result.prefix(80), as: UTF8.self)
    }

    /// Eight hex digits of FNV-1a: the same on every run and machine, unlike Swift's seeded `hashValue`.
    public static func stableHash(_ text: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// A slug for `text` not yet in `taken`: "name", else "name-2", "name-3"…; `fallback` when `text` has no Latin letters.
    public static func unique(_ text: String, fallback: String, taken: Set<String>) -> String {
        let slug = make(text)
        return UniqueName.numbered(slug.isEmpty ? fallback : slug, avoiding: taken)
    }
}
