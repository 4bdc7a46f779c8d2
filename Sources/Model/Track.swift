/// One track of an album.
///
/// An archive holds every album's track list to the end of a build (600,000 tracks at 50,000 albums), so a track is
/// kept in 56 bytes rather than 88: what few tracks have — a printed number, a local audio file — is kept together in
/// one shared box, present only when one of them is.
public struct Track: Sendable, Hashable, Codable {
    public var title: String
    /// The track's own artists, as credited, when they are not the album's (compilations, classical, features).
    public var credits: [CreditedArtist]
    /// Disc (or side) number, from 1.
    public var disc: Int
    /// Length in seconds, when known.
    public var length: Int?
    public var kind: Kind
    private var rare: Rare?

    /// The number printed on the release and the local audio file, when either is there.
    private final class Rare: Sendable {
        let number: String?
        let file: String?

        init(number: String?, file: String?) {
            self.number = number
            self.file = file
        }

        static func make(number: String?, file: String?) -> Rare? {
            number == nil && file == nil ? nil : Rare(number: number, file: file)
        }
    }

    /// The number printed on the release ("A1", "7"), when it is not simply the position.
    public var number: String? {
        get { rare?.number }
        set { rare = Rare.make(number: newValue, file: file) }
    }

    /// A local audio file of the track (absolute, checked to lie inside the site folder); `file:` in front matter
    /// is relative to the album file.
    public var file: String? {
        get { rare?.file }
        set { rare = Rare.make(number: number, file: newValue) }
    }

    public init(title: String, length: Int? = nil, disc: Int = 1, number: String? = nil, credits: [CreditedArtist] = [], kind: Kind = .audio) {
        self.title = title
        self.length = length
        self.disc = disc
        self.credits = credits
        self.kind = kind
        self.rare = Rare.make(number: number, file: nil)
    }

    public static func == (a: Track, b: Track) -> Bool {
        a.title == b.title && a.length == b.length && a.disc == b.disc && a.number == b.number && a.credits == b.credits
            && a.kind == b.kind && a.file == b.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(length)
        hasher.combine(disc)
        hasher.combine(number)
        hasher.combine(credits)
        hasher.combine(kind)
        hasher.combine(file)
    }

    // Coded as the stored fields were before the box, in the same order (the digests of an album's fields come from it).
    private enum CodingKeys: String, CodingKey {
        case title, length, disc, number, credits, kind, file
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        length = try container.decodeIfPresent(Int.self, forKey: .length)
        disc = try container.decode(Int.self, forKey: .disc)
        // In the order `encode` writes them (`ValueCoding` reads them back in order).
        let number = try container.decodeIfPresent(String.self, forKey: .number)
        credits = try container.decode([CreditedArtist].self, forKey: .credits)
        kind = try container.decode(Kind.self, forKey: .kind)
        rare = Rare.make(number: number, file: try container.decodeIfPresent(String.self, forKey: .file))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(length, forKey: .length)
        try container.encode(disc, forKey: .disc)
        try container.encodeIfPresent(number, forKey: .number)
        try container.encode(credits, forKey: .credits)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(file, forKey: .file)
    }

    /// The track's artists as one line ("Ella Fitzgerald & Louis Armstrong"), or nil when they are the album's.
    public var artist: String? {
        credits.isEmpty ? nil : CreditedArtist.text(credits)
    }

    /// What a track is besides a song on the album: MusicBrainz keeps them all.
    public enum Kind: String, Sendable, Hashable, Codable {
        case audio
        /// A hidden track in the pregap before track 1 (numbered 0).
        case hidden
        /// A data track (a video or files for a computer, on an enhanced CD).
        case data
        /// A video recording (on a DVD, or a music video).
        case video

        /// What the track list says beside the title, nothing for a song.
        public var label: String? {
            switch self {
            case .audio: nil
            case .hidden: "hidden track"
            case .data: "data track"
            case .video: "video"
            }
        }
    }

    /// Parses "m:ss" or "h:mm:ss".
    public static func parseLength(_ text: String) -> Int? {
        // Digits and colons, as nearly every length is, read byte by byte; anything else (signs, other digits) as below.
        if text.utf8.count <= 12, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x3A }) {
            var total = 0, part = 0, parts = 1, digits = 0
            for byte in text.utf8 {
                if byte == 0x3A {
                    guard digits > 0, parts == 1 || part < 60 else { return nil }
                    total = total * 60 + part
                    part = 0
                    digits = 0
                    parts += 1
                } else {
                    part = part * 10 + Int(byte - 0x30)
                    digits += 1
                }
            }
            guard digits > 0, (2...3).contains(parts), part < 60 else { return nil }
            return total * 60 + part
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        let numbers = parts.compactMap { $0 }
        guard (2...3).contains(parts.count), numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
        guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }

    /// "4:05" or "1:02:03".
    public static func formatLength(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = (seconds % 3600) / 60, rest = seconds % 60
        return hours > 0 ? "\(hours):\(String(format2: minutes)):\(String(format2: rest))" : "\(minutes):\(String(format2: rest))"
    }
}
