import Model

/// The Cover Art Archive: front covers of MusicBrainz releases and release groups.
public enum CoverArtArchiveSource: MusicSource {
    public static let name = SourceName.coverArtArchive
    public static let displayName = "Cover Art Archive"
    public static let defaultBaseURL = "https://coverartarchive.org"

    /// Listings in JSON; images come by redirect from its image host.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(source: name, spacing: .milliseconds(250))
    }
}

extension SourceName {
    public static let coverArtArchive = SourceName("coverartarchive")
}
