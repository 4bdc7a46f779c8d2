import Model

/// A source that can list an album's tracks when the identity source has none for it (Discogs, for an album naming
/// its Discogs release; iTunes, for an album no release was identified for): the enricher asks each in the registry's
/// order until one has a track list.
public protocol ReleaseListingSource: MusicSource {
    /// Whether to ask it for the album as looked up so far (Discogs: the album has `discogs:`).
    static func asks(_ lookup: AlbumLookup) -> Bool
    /// The album's release as the source lists it; `.none` when it has no such release.
    static func listing(for lookup: AlbumLookup, fetcher: Fetcher) async -> Lookup<ReleaseListing>
}

/// What a release-listing source contributes to an album: shown as MusicBrainz's is, with "Track list from <source>".
public struct ReleaseListing: Sendable {
    public var tracks: [Track]
    public var credits: AlbumCredits
    /// When the album came out, where the source dates the album (iTunes).
    public var released: PartialDate?
    /// This pressing's date (Discogs dates the release it lists, often a reissue, not the album's first release).
    public var pressing: PartialDate?
    /// The release's artists as it credits them, with their joins.
    public var artistCredit: String?
    /// "Svek · SK032"; "2 × Vinyl, 12\", 33 ⅓ RPM": shown where the owner wrote no `label:` or `format:`.
    public var label: String?
    public var format: String?
    /// How many tracks the release has when the source lists fewer (iTunes leaves out what it cannot sell).
    public var trackTotal: Int?
    /// The album's page there, linked from the album page.
    public var page: String?
    /// Front cover image URLs by pixel size, which a `CoverSource` may take instead of asking again.
    public var artwork: [Int: String] = [:]
    /// The release was found but its tracks gave no answer in this build: a later build may list them.
    public var tracksUnanswered = false

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

    /// Fills in what the identity source left empty: the tracks (said to be from `source`, with the release's full
    /// count when it lists fewer), credits, credit, the album's or the pressing's date, label, format, its page.
    public func apply(to enrichment: inout AlbumEnrichment, from source: SourceName) {
        if !tracks.isEmpty {
            enrichment.tracks = tracks
            enrichment.trackSource = source
            if let trackTotal, trackTotal > tracks.count { enrichment.trackTotal = trackTotal }
        }
        if enrichment.credits.isEmpty { enrichment.credits = credits }
        if enrichment.artistCredit == nil { enrichment.artistCredit = artistCredit }
        if enrichment.released == nil { enrichment.released = released }
        if enrichment.released == nil, enrichment.pressing == nil { enrichment.pressing = pressing }
        if let label { enrichment.releaseLabel = label }
        if let format { enrichment.releaseFormat = format }
        if let page { enrichment.pages.append(SourcePage(source: source, url: page)) }
    }
}

extension SourceRegistry {
    /// The sources that can list an album's tracks when MusicBrainz has none, in the registry's order.
    public static let releaseListings: [any ReleaseListingSource.Type] = all.compactMap { $0 as? any ReleaseListingSource.Type }
}
