/// Where and how to fetch from each source of the music web (`sources:` in site.yml).
public struct SourcesConfig: Sendable, Hashable, Encodable {
    public struct Endpoint: Sendable, Hashable, Encodable {
        /// Base URL without a trailing slash; mirrors and self-hosted servers are welcome.
        public var baseURL: String
        public var enabled: Bool

        public init(baseURL: String, enabled: Bool = true) {
            self.baseURL = baseURL
            self.enabled = enabled
        }
    }

    public var musicbrainz = Endpoint(baseURL: "https://musicbrainz.org/ws/2")
    public var coverArtArchive = Endpoint(baseURL: "https://coverartarchive.org")
    public var itunes = Endpoint(baseURL: "https://itunes.apple.com")
    public var itunesCountry = "US"
    public var wikipedia = Endpoint(baseURL: "https://en.wikipedia.org")
    public var lastfm = Endpoint(baseURL: "https://ws.audioscrobbler.com/2.0")
    /// The environment variable holding the Last.fm API key; Last.fm is used only when it is set.
    public var lastfmKeyEnvironmentVariable = "LASTFM_API_KEY"

    public init() {}

    public func endpoint(_ source: SourceName) -> Endpoint {
        switch source {
        case .musicbrainz: musicbrainz
        case .coverArtArchive: coverArtArchive
        case .itunes: itunes
        case .wikipedia: wikipedia
        case .lastfm: lastfm
        }
    }
}
