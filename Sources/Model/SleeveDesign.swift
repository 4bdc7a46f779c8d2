/// The generated sleeve of an album without a cover, as numbers: which of four designs (a record sliding out, bands,
/// a low sun, blocks), its hue and its accent's, and how wide the longest word of its title and artist is. The same for
/// the same album on every build and machine. The pages draw it with CSS (`PlaceholderCover`), the link previews
/// as an image (`SleeveArt`, in Covers): both from these numbers.
public struct SleeveDesign: Sendable, Equatable {
    /// 0–3: which design.
    public let style: Int
    public let hue: Int
    public let accentHue: Int

    public init(seed: String) {
        let hash = Self.hash(seed)
        style = Int((hash >> 40) % 4)
        hue = Int(hash % 360)
        accentHue = (hue + 150 + Int((hash >> 16) % 60)) % 360
    }

    /// In average characters, counting a hyphenated word's parts apart (browsers may break after a hyphen), and a
    /// capital, an m or a w as 1.5 (they are wider); at least 1.
    public static func longestWord(_ text: String) -> Int {
        // ASCII, the most of titles and names, byte by byte: the same widths without a Character's Unicode look-ups.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var longest: Int?
            var width = 0
            for byte in text.utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) || byte == UInt8(ascii: "-") {
                    if width > 0 { longest = max(longest ?? 0, width) }
                    width = 0
                } else {
                    width += (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "m") || byte == UInt8(ascii: "w") ? 3 : 2
                }
            }
            if width > 0 { longest = max(longest ?? 0, width) }
            return max(1, ((longest ?? 2) + 1) / 2)
        }
        let widths = text.split { $0.isWhitespace || $0 == "-" }.map { word in
            word.reduce(0) { $0 + ($1.isUppercase || "mwMW".contains($1) ? 3 : 2) }
        }
        return max(1, ((widths.max() ?? 2) + 1) / 2)
    }

    /// FNV-1a, mixed: stable across runs and machines, unlike Swift's seeded `hashValue`.
    public static func hash(_ seed: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        // MurmurHash3's finaliser: "a1" and "a5" differ in every bit used below, not only the last ones.
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return hash
    }
}
