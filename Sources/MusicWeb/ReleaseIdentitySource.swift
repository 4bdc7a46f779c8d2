import Model

/// The source whose ids the archive uses for releases and artists (MusicBrainz: `mbid:`): it identifies an album's
/// release — the owner's id, else found from what the owner wrote — and brings the release's track list, credits,
/// dates and credited artists. Asked first; the other roles read what it found.
public protocol ReleaseIdentitySource: MusicSource {
    /// The album's release; `.none` when the source has none that fits.
    static func identify(_ album: Album, fetcher: Fetcher) async -> Lookup<IdentifiedRelease>
    /// Its release that links Discogs release `discogs` exactly (no search): what a wanted record's cover is found
    /// through. `.none` when it links none.
    static func linkedRelease(discogs: Int, title: String, artist: String, fetcher: Fetcher) async -> Lookup<String>
}

extension ReleaseIdentitySource {
    public static func linkedRelease(discogs: Int, title: String, artist: String, fetcher: Fetcher) async -> Lookup<String> { .none }
}

/// An identity source that also lists each artist's releases (MusicBrainz's release groups), by the artist ids its
/// releases credit.
public protocol DiscographySource: ReleaseIdentitySource {
    /// Ids of placeholder artists (Various Artists, [unknown]…) whose discography is not worth showing.
    static var placeholderArtists: Set<String> { get }
    static func discography(artist id: String, fetcher: Fetcher) async -> Discography?
}

/// A release as the identity source knows it.
public struct IdentifiedRelease: Sendable {
    public var id: String
    public var releaseGroupID: String?
    public var primaryType: String?
    public var secondaryTypes: [String] = []
    public var creditedIDs: [CreditedID] = []
    public var tracks: [Track] = []
    public var discs: [Disc] = []
    /// The album's first release, and this pressing's own date.
    public var firstReleased: PartialDate?
    public var pressingDate: PartialDate?
    public var artistCredit: String?
    public var credits = AlbumCredits()
    /// How it was chosen, when the owner gave no id (for `check --matches`).
    public var match: ReleaseMatch?

    public init(id: String) {
        self.id = id
    }

    /// Fills in a fresh enrichment: the album's date is its first release; this pressing's own date is kept when it
    /// is another.
    public func apply(to enrichment: inout AlbumEnrichment, from source: SourceName) {
        enrichment.musicbrainzReleaseID = id
        enrichment.releaseGroupID = releaseGroupID
        enrichment.primaryType = primaryType
        enrichment.secondaryTypes = secondaryTypes
        enrichment.creditedIDs = creditedIDs
        enrichment.tracks = tracks
        enrichment.trackSource = tracks.isEmpty ? nil : source
        enrichment.discs = discs
        enrichment.released = firstReleased ?? pressingDate
        if let pressingDate, let first = enrichment.released, pressingDate.differs(from: first) { enrichment.pressing = pressingDate }
        if let artistCredit, !artistCredit.isEmpty { enrichment.artistCredit = artistCredit }
        enrichment.credits = credits
        if let match { enrichment.match = match }
    }
}

extension SourceRegistry {
    public static let releaseIdentities: [any ReleaseIdentitySource.Type] = all.compactMap { $0 as? any ReleaseIdentitySource.Type }

    public static let discographies: [any DiscographySource.Type] = all.compactMap { $0 as? any DiscographySource.Type }
}
