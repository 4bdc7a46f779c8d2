import Model

/// A source that can list an album's tracks when MusicBrainz has none for it (Discogs, for an album naming its
/// Discogs release): the enricher asks each in the registry's order until one has a track list.
public protocol ReleaseListingSource: MusicSource {
    /// Whether the source may know `album` at all (Discogs: the album has `discogs:`); one that cannot is not asked.
    static func knows(_ album: Album) -> Bool
    /// The album's release as the source lists it; `.none` when it has no such release.
    static func listing(of album: Album, fetcher: Fetcher) async -> Lookup<ReleaseListing>
}

/// What a release-listing source contributes to an album: shown as MusicBrainz's is, with "Track list from <source>".
public struct ReleaseListing: Sendable {
    public var tracks: [Track]
    public var credits: AlbumCredits
    /// This pressing's date (Discogs dates the release it lists, often a reissue, not the album's first release).
    public var pressing: PartialDate?
    /// The release's artists as it credits them, with their joins.
    public var artistCredit: String?
    /// "Svek · SK032"; "2 × Vinyl, 12\", 33 ⅓ RPM": shown where the owner wrote no `label:` or `format:`.
    public var label: String?
    public var format: String?

    public init(
        tracks: [Track], credits: AlbumCredits = AlbumCredits(), pressing: PartialDate? = nil, artistCredit: String? = nil,
        label: String? = nil, format: String? = nil
    ) {
        self.tracks = tracks
        self.credits = credits
        self.pressing = pressing
        self.artistCredit = artistCredit
        self.label = label
        self.format = format
    }

    /// Fills in what MusicBrainz left empty: the tracks (said to be from `source`), credits, credit, the pressing's date,
    /// label, format.
    public func apply(to enrichment: inout AlbumEnrichment, from source: SourceName) {
        if !tracks.isEmpty {
            enrichment.tracks = tracks
            enrichment.trackSource = source
        }
        if enrichment.credits.isEmpty { enrichment.credits = credits }
        if enrichment.artistCredit == nil { enrichment.artistCredit = artistCredit }
        if enrichment.released == nil, enrichment.pressing == nil { enrichment.pressing = pressing }
        enrichment.releaseLabel = label
        enrichment.releaseFormat = format
    }
}

extension SourceRegistry {
    /// The sources that can list an album's tracks when MusicBrainz has none, in the registry's order.
    public static var releaseListings: [any ReleaseListingSource.Type] {
        all.compactMap { $0 as? any ReleaseListingSource.Type }
    }
}
