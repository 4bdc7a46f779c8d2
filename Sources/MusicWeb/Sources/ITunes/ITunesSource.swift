import Model

/// The iTunes Search API: albums, their songs and artwork, where MusicBrainz has no release.
public enum ITunesSource: MusicSource {
    public static let name = SourceName.itunes
    public static let displayName = "iTunes"
    public static let defaultBaseURL = "https://itunes.apple.com"

    /// `country:` — the store searched, a two-letter code.
    public static let settings = [
        SourceSetting("country", default: "US") { country in
            country.count == 2 && country.allSatisfy({ $0.isASCII && $0.isLetter })
                ? .success(country.uppercased())
                : .failure(.init("'country' of itunes must be a two-letter country code like US or DE"))
        },
    ]

    /// About 20 calls a minute; it throttles with 403 as well as 429, and sends JSON as `text/javascript`.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(
            source: name, spacing: .seconds(3), busyStatuses: SourcePolicy.standardBusyStatuses.union([403]),
            jsonContentTypes: ["json", "javascript"])
    }
}

extension SourceName {
    public static let itunes = SourceName("itunes")
}
