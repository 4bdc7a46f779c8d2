/// What the music web added to an artist.
public struct ArtistEnrichment: Sendable, Hashable, Codable {
    public var wikipedia: WikipediaSummary?
    /// Similar artists' names, most similar first, listeners' tags, and their page there, from the first source
    /// relating them to others that said anything (Last.fm), named so the page can credit it.
    public var similar: [String] = []
    public var listenerTags: [String] = []
    public var neighboursURL: String?
    public var neighboursSource: SourceName?
    /// Their release groups on MusicBrainz, when their id is known (given, or found through their albums).
    public var discography: Discography?
    /// MusicBrainz's comment telling them from others of their name ("US grunge band"), from their albums' credits.
    public var disambiguation: String?

    public init() {}
}
