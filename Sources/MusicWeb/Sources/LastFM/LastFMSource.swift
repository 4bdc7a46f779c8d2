import Model

/// Last.fm: similar artists and tags, and the owner's plays (`lastfm_user:`), with the owner's API key.
public enum LastFMSource: MusicSource {
    public static let name = SourceName.lastfm
    public static let displayName = "Last.fm"
    public static let defaultBaseURL = "https://ws.audioscrobbler.com/2.0"

    public static let settings = [
        SourceSetting("api_key_env", default: "LASTFM_API_KEY"),
        .refused("api_key", "put the Last.fm key in an environment variable, not in site.yml; name it with 'api_key_env'"),
    ]

    /// Used only when the key is set: in `LASTFM_API_KEY`, or the variable `api_key_env` names.
    public static let secret: SourceSecret? = SourceSecret(variable: "LASTFM_API_KEY", setting: "api_key_env")

    /// The owner's API key is a secret; errors arrive with HTTP 200 as `{"error": <code>, "message": …}`, and only
    /// 6 ("not found") and 17 (the user's listening is private) are answers, cached like any; others are failures.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(
            source: name, spacing: .milliseconds(250), secretParameters: ["api_key"], jsonContentTypes: ["json", "javascript"],
            reportedError: { json in
                guard let object = json as? [String: Any], let code = object["error"], ![6, 17].contains(LastFMClient.number(code)) else { return nil }
                return "Last.fm error \(code): \(object["message"] as? String ?? "")"
            })
    }
}

extension SourceName {
    public static let lastfm = SourceName("lastfm")
}
