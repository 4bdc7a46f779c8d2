import Foundation
import Model

/// The rules of each service linernotes reads (../shared/APIS.md has the facts behind them). A new source is a
/// client, a `SourceName` case with its `sources:` entry, and a policy here.
extension SourcePolicy {
    /// At most one request a second, or it answers 503; JSON because every call asks `fmt=json`.
    public static let musicbrainz = SourcePolicy(source: .musicbrainz, spacing: .seconds(1))

    /// Listings in JSON; images come by redirect from its image host.
    public static let coverArtArchive = SourcePolicy(source: .coverArtArchive, spacing: .milliseconds(250))

    /// About 20 calls a minute; it throttles with 403 as well as 429, and sends JSON as `text/javascript`.
    public static let itunes = SourcePolicy(
        source: .itunes, spacing: .seconds(3), busyStatuses: standardBusyStatuses.union([403]),
        jsonContentTypes: ["json", "javascript"])

    /// Requests one at a time; a lagging database answers the action API with HTTP 200, Retry-After and
    /// `{"error": {"code": "maxlag"}}`, which is "busy", never data.
    public static let wikipedia = SourcePolicy(
        source: .wikipedia, spacing: .milliseconds(200), isBusyAnswer: { response in
            guard response.status == 200, response.header("retry-after") != nil,
                let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            else { return false }
            return (json["error"] as? [String: Any])?["code"] as? String == "maxlag"
        })

    /// The owner's API key is a secret; errors arrive with HTTP 200 as `{"error": <code>, "message": …}`, and only
    /// 6 ("not found") is an answer worth keeping.
    public static let lastfm = SourcePolicy(
        source: .lastfm, spacing: .milliseconds(250), secretParameters: ["api_key"], jsonContentTypes: ["json", "javascript"],
        // 6 (not found) and 17 (the user's listening is private) are answers, cached like any; others are failures.
        reportedError: { json in
            guard let object = json as? [String: Any], let code = object["error"], ![6, 17].contains(LastFMClient.number(code)) else { return nil }
            return "Last.fm error \(code): \(object["message"] as? String ?? "")"
        })
}
