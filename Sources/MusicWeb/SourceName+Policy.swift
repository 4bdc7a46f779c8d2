import Model

extension SourceName {
    /// The service's rules (exhaustive, so a new source cannot be added without one).
    public var policy: SourcePolicy {
        switch self {
        case .musicbrainz: .musicbrainz
        case .coverArtArchive: .coverArtArchive
        case .itunes: .itunes
        case .wikipedia: .wikipedia
        case .lastfm: .lastfm
        }
    }
}
