import Foundation

/// Safe ASCII path segments made from names and titles.
public enum Slug {
    private static let transliterations: [Character: String] = [
        "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "þ": "th", "ı": "i", "&": "and",
    ]

    /// "Fjörd & Sons!" → "fjord-and-sons". May be empty when nothing in `text` is Latin.
    public static func make(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased().decomposedStringWithCanonicalMapping {
            let pieces: String
            if let mapped = transliterations[character] {
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
                } else if piece == "'" || piece == "’" {
                    continue  // "Don't" → "dont"
                } else {
                    pendingDash = true
                }
            }
            if pieces.isEmpty { pendingDash = true }
        }
        return String(result.prefix(80))
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
        let base = make(text).isEmpty ? fallback : make(text)
        if !taken.contains(base) { return base }
        var counter = 2
        while taken.contains("\(base)-\(counter)") { counter += 1 }
        return "\(base)-\(counter)"
    }
}

/// Text normalised for comparing names: Unicode NFKC, lowercased, trimmed, inner whitespace collapsed.
public enum NameKey {
    public static func make(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
            .lowercased()
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
    }
}
