/// `sources:` in site.yml as the owner wrote it: for each source named there, its `base_url`, `enabled` and its own
/// settings (iTunes' `country`, Last.fm's `api_key_env`), checked against what the source declares when site.yml is
/// read. What is not written takes the source's default (`SourcesConfig+Registry` in MusicWeb).
public struct SourcesConfig: Sendable, Hashable, Encodable {
    public struct Endpoint: Sendable, Hashable, Encodable {
        /// Base URL without a trailing slash; mirrors and self-hosted servers are welcome. Nil: the source's own.
        public var baseURL: String?
        public var enabled: Bool
        /// The source's own settings, by key, as checked and normalised (a country code in capitals).
        public var settings: [String: String]

        public init(baseURL: String? = nil, enabled: Bool = true, settings: [String: String] = [:]) {
            self.baseURL = baseURL
            self.enabled = enabled
            self.settings = settings
        }
    }

    /// The sources site.yml names; every other source is enabled with its defaults.
    public var written: [SourceName: Endpoint]

    public init(_ written: [SourceName: Endpoint] = [:]) {
        self.written = written
    }

    /// What site.yml says of `source`, or its defaults.
    public func endpoint(_ source: SourceName) -> Endpoint {
        written[source] ?? Endpoint()
    }

    public func enabled(_ source: SourceName) -> Bool {
        endpoint(source).enabled
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for (name, endpoint) in written.sorted(by: { $0.key < $1.key }) {
            try container.encode(name.rawValue)
            try container.encode(endpoint)
        }
    }
}
