/// What the music web added to an artist.
public struct ArtistEnrichment: Sendable, Hashable, Encodable {
    public var wikipedia: WikipediaSummary?
    /// Similar artists' names, most similar first (Last.fm).
    public var similar: [String] = []
    public var lastfmTags: [String] = []
    public var lastfmURL: String?
    /// Their release groups on MusicBrainz, when their id is known (given, or found through their albums).
    public var discography: Discography?
    /// MusicBrainz's comment telling them from others of their name ("US grunge band"), from their albums' credits.
    public var disambiguation: String?

    public init() {}
}
