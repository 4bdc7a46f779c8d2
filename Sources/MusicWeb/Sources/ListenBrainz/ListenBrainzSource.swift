import Model

/// ListenBrainz: the owner's most listened releases (`listenbrainz_user:`), from its public statistics.
public enum ListenBrainzSource: ListeningSource {
    public static let name = SourceName.listenbrainz
    public static let displayName = "ListenBrainz"
    public static let defaultBaseURL = "https://api.listenbrainz.org"
    public static let userKey = "listenbrainz_user"

    /// Public statistics need no token. Its limits come in `X-RateLimit-Remaining` and `X-RateLimit-Reset-In`
    /// (seconds until the window resets): an answer with none left holds the host back until then. A user whose
    /// statistics are not computed yet answers 204 with no body, an unknown user 404: answers, never cached, so the
    /// next build asks again (the statistics may be ready, the user may have signed up).
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(
            source: name, spacing: .milliseconds(500), uncachedStatuses: [204, 404],
            pauseAfter: { response in
                guard let remaining = response.header("x-ratelimit-remaining").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                    remaining <= 0
                else { return nil }
                let reset = response.header("x-ratelimit-reset-in").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 10
                return .seconds(max(1, reset))
            })
    }

    /// MusicBrainz account names: anything but a slash, at most 64 characters.
    public static func problem(user name: String) -> String? {
        name.isEmpty || name.count > 64 || name.contains("/") || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            ? "'listenbrainz_user' must be a ListenBrainz user name (your MusicBrainz account's), not '\(name)'" : nil
    }

    public static func listening(user: String, fetcher: Fetcher) async -> Listening {
        await ListenBrainzClient(fetcher: fetcher).topReleases(user: user)
    }
}

extension SourceName {
    public static let listenbrainz = SourceName("listenbrainz")
}
