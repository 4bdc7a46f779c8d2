import Model

/// Every source linernotes reads: the one list a new source is added to (its folder under `MusicWeb/Sources/` holds
/// the rest). The enricher asks the sources of each role in this order, so the more exact come first: Discogs
/// (the owner's own pressing) before iTunes (the store's album) for a track list, the Cover Art Archive before iTunes
/// for a cover, Last.fm before ListenBrainz between equal play counts.
public enum SourceRegistry {
    public static let all: [any MusicSource.Type] = [
        MusicBrainzSource.self,
        CoverArtArchiveSource.self,
        DiscogsSource.self,
        ITunesSource.self,
        WikipediaSource.self,
        LastFMSource.self,
        ListenBrainzSource.self,
    ]

    /// The sources by name.
    static let byName: [SourceName: any MusicSource.Type] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    public static var names: [SourceName] { all.map { $0.name } }

    public static func source(_ name: SourceName) -> (any MusicSource.Type)? {
        byName[name]
    }
}

extension SourceName {
    /// As people know it ("Last.fm"); the key itself for a name no source declares.
    public var displayName: String {
        SourceRegistry.source(self)?.displayName ?? rawValue
    }
}

extension SourcesConfig {
    /// The base URL `source` is read from: site.yml's, else the source's own.
    public func baseURL(_ source: SourceName) -> String {
        endpoint(source).baseURL ?? SourceRegistry.source(source)?.defaultBaseURL ?? ""
    }

    /// `source`'s setting `key`: as written in site.yml (checked), else its default.
    public func setting(_ source: SourceName, _ key: String) -> String? {
        endpoint(source).settings[key] ?? SourceRegistry.source(source)?.settings.first { $0.key == key }?.defaultValue
    }

    /// The environment variable each source with a secret reads it from, by source.
    public var secretVariables: [SourceName: String] {
        var variables: [SourceName: String] = [:]
        for source in SourceRegistry.all {
            guard let secret = source.secret else { continue }
            variables[source.name] = secret.setting.flatMap { setting(source.name, $0) } ?? secret.variable
        }
        return variables
    }

    /// Each source's secret from `environment`, where it is set and not empty.
    public func secrets(_ environment: [String: String]) -> [SourceName: String] {
        secretVariables.compactMapValues { variable in environment[variable].flatMap { $0.isEmpty ? nil : $0 } }
    }
}
