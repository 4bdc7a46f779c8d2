import Model

/// The generated cover of an album without art: a sleeve in one of four designs (a record sliding out, bands, a
/// low sun, blocks), in colours of its own, with the album's title and artist on it, so an archive with no
/// covers still looks designed and no two albums look alike. The same for the same album on every build.
struct PlaceholderCover: TemplateView {
    /// 0–3: which design.
    package let style: Int
    let hue: Int
    let accentHue: Int
    package let title: String
    package let artist: String
    /// The longest word's length in average characters, title's and artist's: the theme sizes the text so that word fits on
    /// one line of the sleeve, so a title wraps between words and a long word shrinks instead of breaking.
    package let titleLongestWord: Int
    package let artistLongestWord: Int

    package init(_ album: Album) {
        self.init(seed: album.slug, title: album.title, artist: album.artist)
    }

    package init(seed: String, title: String, artist: String) {
        let hash = Self.hash(seed)
        style = Int((hash >> 40) % 4)
        hue = Int(hash % 360)
        accentHue = (hue + 150 + Int((hash >> 16) % 60)) % 360
        self.title = title
        self.artist = artist
        titleLongestWord = Self.longestWord(title)
        artistLongestWord = Self.longestWord(artist)
    }

    /// In average characters, counting a hyphenated word's parts apart (browsers may break after a hyphen), and a
    /// capital, an m or a w as 1.5 (they are wider); at least 1.
    package static func longestWord(_ text: String) -> Int {
        // ASCII, the most of titles and names, byte by byte: the same widths without a Character's Unicode look-ups
        // (every album card and cover asks, twice; this was 4 % of a clean build).
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
    package static func hash(_ seed: String) -> UInt64 {
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

    package static let fields: TemplateFields<Self> = [
        .init("style") { $0.style }, .init("hue") { $0.hue }, .init("accent_hue") { $0.accentHue },
        .init("title") { $0.title }, .init("artist") { $0.artist },
        .init("title_longest_word") { $0.titleLongestWord }, .init("artist_longest_word") { $0.artistLongestWord },
        // The colours of the earlier design, for themes that draw their own.
        .init("sleeve") { "hsl(\($0.hue) 45% 32%)" }, .init("label") { "hsl(\($0.accentHue) 70% 62%)" }, .init("grooves") { "hsl(\($0.hue) 20% 14%)" },
    ]
}
