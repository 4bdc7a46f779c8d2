import Foundation
import Model

/// Wikipedia: a summary of an album's or an artist's article.
public enum WikipediaSource: SummarySource {
    public static let name = SourceName.wikipedia
    public static let displayName = "Wikipedia"
    public static let defaultBaseURL = "https://en.wikipedia.org"

    /// Requests one at a time; a lagging database answers the action API with HTTP 200, Retry-After and
    /// `{"error": {"code": "maxlag"}}`, which is "busy", never data.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(
            source: name, spacing: .milliseconds(200), isBusyAnswer: { response in
                guard response.status == 200, response.header("retry-after") != nil,
                    let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                else { return false }
                return (json["error"] as? [String: Any])?["code"] as? String == "maxlag"
            })
    }
}

extension WikipediaSource {
    /// The album's article: "Title (Artist album)", "Title (album)", "Title", then a search (`WikipediaClient`).
    public static func summary(of album: Album, fetcher: Fetcher) async -> WikipediaSummary? {
        await WikipediaClient(fetcher: fetcher).album(title: album.title, artist: album.artist).value
    }

    /// The artist's article: their `wikipedia:` title when given, else by name.
    public static func summary(of artist: Artist, fetcher: Fetcher) async -> WikipediaSummary? {
        await WikipediaClient(fetcher: fetcher).artist(name: artist.name, explicitTitle: artist.wikipedia).value
    }
}

extension SourceName {
    public static let wikipedia = SourceName("wikipedia")
}
