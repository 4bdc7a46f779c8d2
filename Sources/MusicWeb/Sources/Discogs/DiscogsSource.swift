import Model

/// Discogs: the release an album's `discogs:` names — its track list with sides and index tracks, credits, labels
/// and formats — for the albums MusicBrainz has no track list for.
public enum DiscogsSource: ReleaseListingSource {
    public static let name = SourceName.discogs
    public static let displayName = "Discogs"
    public static let defaultBaseURL = "https://api.discogs.com"

    /// A personal access token, from `DISCOGS_TOKEN` in the environment only: it raises the rate from 25 requests a
    /// minute to 60.
    public static let secret: SourceSecret? = SourceSecret(variable: "DISCOGS_TOKEN")

    public static let settings = [
        SourceSetting.refused("token", "put the Discogs token in the environment variable DISCOGS_TOKEN, not in site.yml"),
    ]

    /// 25 requests a minute by IP without a token (one every 2.4 s), 60 with one (one a second); the token goes in
    /// `Authorization`, never in a URL, so it is in no cache key and no log. 429 is "busy" with Retry-After; an
    /// answer saying the window's requests are used up (`X-Discogs-Ratelimit-Remaining: 0`) holds the next request
    /// back until the window has passed. Errors are `{"message": …}` with their HTTP status; 401 and 403 ("authenticate
    /// as the owner": a private collection) are answers to show the owner, never cached.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(
            source: name, spacing: secret == nil ? .milliseconds(2400) : .seconds(1),
            headers: secret.map { ["Authorization": "Discogs token=\($0)"] } ?? [:], uncachedStatuses: [401, 403],
            pauseAfter: { response in
                guard let remaining = response.header("x-discogs-ratelimit-remaining").flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                    remaining <= 0
                else { return nil }
                return .seconds(60)
            })
    }
}

extension DiscogsSource {
    /// Asked for an album naming its Discogs release (`discogs:`).
    public static func asks(_ lookup: AlbumLookup) -> Bool { lookup.album.discogs != nil }

    public static func listing(for lookup: AlbumLookup, fetcher: Fetcher) async -> Lookup<ReleaseListing> {
        guard let id = lookup.album.discogs else { return .none }
        return await DiscogsClient(fetcher: fetcher).release(id: id).map { release in
            ReleaseListing(
                tracks: release.tracks.map(\.track), credits: release.credits, pressing: release.releaseDate, artistCredit: release.artistCredit,
                label: release.labelText, format: release.formatText)
        }
    }
}

extension SourceName {
    public static let discogs = SourceName("discogs")
}
