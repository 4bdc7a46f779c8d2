/// The services linernotes reads.
public enum SourceName: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case musicbrainz
    case coverArtArchive = "coverartarchive"
    case itunes
    case wikipedia
    case lastfm

    public static func < (lhs: SourceName, rhs: SourceName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// As people know it, for messages.
    public var displayName: String {
        switch self {
        case .musicbrainz: "MusicBrainz"
        case .coverArtArchive: "Cover Art Archive"
        case .itunes: "iTunes"
        case .wikipedia: "Wikipedia"
        case .lastfm: "Last.fm"
        }
    }
}
