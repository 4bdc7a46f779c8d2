import Model

/// MusicBrainz: releases (track lists, credits, works), release groups and discographies, and Discogs links.
public enum MusicBrainzSource: MusicSource {
    public static let name = SourceName.musicbrainz
    public static let displayName = "MusicBrainz"
    public static let defaultBaseURL = "https://musicbrainz.org/ws/2"

    /// At most one request a second, or it answers 503; JSON because every call asks `fmt=json`.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(source: name, spacing: .seconds(1))
    }
}

extension SourceName {
    public static let musicbrainz = SourceName("musicbrainz")
}
