/// One track of an album.
public struct Track: Sendable, Hashable, Codable {
    public var title: String
    /// Length in seconds, when known.
    public var length: Int?
    /// Disc (or side) number, from 1.
    public var disc: Int
    /// The number printed on the release ("A1", "7"), when it is not simply the position.
    public var number: String?
    /// The track's own artists, as credited, when they are not the album's (compilations, classical, features).
    public var credits: [CreditedArtist]
    public var kind: Kind
    /// A local audio file of the track (absolute, checked to lie inside the site folder); `file:` in front matter
    /// is relative to the album file.
    public var file: String?

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

    public init(title: String, length: Int? = nil, disc: Int = 1, number: String? = nil, credits: [CreditedArtist] = [], kind: Kind = .audio) {
        self.title = title
        self.length = length
        self.disc = disc
        self.number = number
        self.credits = credits
        self.kind = kind
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
