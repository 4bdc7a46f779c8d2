import Model

/// One album while the enricher asks its sources, in the order of their roles: what they found so far, whether a
/// source that might list its tracks gave no answer, and what each source asked gave besides (iTunes' search result
/// carries artwork, which the cover step takes instead of searching again). Roles read it to decide whether to ask.
public struct AlbumLookup: Sendable {
    public let album: Album
    public var enrichment = AlbumEnrichment()
    /// A source that might list the tracks gave no answer (as opposed to answering that it has none).
    public var unanswered = false
    /// The sources not asked because they cannot answer in this build (counted once per album).
    public var skipped: Set<SourceName> = []
    /// Front cover image URLs by pixel size that a source gave while asked for something else, by source; empty
    /// when it was asked and gave none (a cover source takes these instead of asking again).
    public var artwork: [SourceName: [Int: String]] = [:]

    public init(album: Album) {
        self.album = album
    }

    /// Whether a source has identified the album's release (MusicBrainz: its id).
    public var identified: Bool { enrichment.musicbrainzReleaseID != nil }
}
