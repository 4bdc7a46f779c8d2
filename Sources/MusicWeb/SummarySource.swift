import Model

/// A source of a short article about an album or an artist (Wikipedia): asked in the registry's order until one has
/// one; the page shows it with its title, a link and its licence.
public protocol SummarySource: MusicSource {
    static func summary(of album: Album, fetcher: Fetcher) async -> WikipediaSummary?
    static func summary(of artist: Artist, fetcher: Fetcher) async -> WikipediaSummary?
}

/// A source that relates an artist to others (Last.fm): similar artists, listeners' tags, and a page about them there.
public protocol ArtistNeighboursSource: MusicSource {
    /// Whether it can be asked in this build (Last.fm needs the owner's API key).
    static func canAsk(_ fetcher: Fetcher) -> Bool
    static func neighbours(of artist: Artist, fetcher: Fetcher) async -> ArtistNeighbours
}

/// What an `ArtistNeighboursSource` says of an artist.
public struct ArtistNeighbours: Sendable {
    public var similar: [String]
    public var tags: [String]
    /// The artist's page there, when it said anything.
    public var url: String?

    public init(similar: [String] = [], tags: [String] = [], url: String? = nil) {
        self.similar = similar
        self.tags = tags
        self.url = url
    }
}

extension SourceRegistry {
    public static let summaries: [any SummarySource.Type] = all.compactMap { $0 as? any SummarySource.Type }

    public static let artistNeighbours: [any ArtistNeighboursSource.Type] = all.compactMap { $0 as? any ArtistNeighboursSource.Type }
}
