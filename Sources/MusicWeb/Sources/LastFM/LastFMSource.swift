import Foundation
import Model

/// Last.fm: similar artists and tags, and the owner's plays (`lastfm_user:`), with the owner's API key.
public enum LastFMSource: ListeningSource, ArtistNeighboursSource {
    public static let name = SourceName.lastfm
    public static let displayName = "Last.fm"
    public static let userKey = "lastfm_user"
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

extension LastFMSource {
    /// Pages of `user.getTopAlbums` asked at most: 2,000 albums, ten requests.
    static let topAlbumPages = 10

    /// Last.fm's rule for user names: 2 to 15 characters, letters, digits, '-' and '_', the first a letter.
    public static func problem(user name: String) -> String? {
        let scalars = name.unicodeScalars
        let fits = (2...15).contains(name.count) && scalars.first.map { $0.isASCII && $0.properties.isAlphabetic } == true
            && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        return fits ? nil : "'lastfm_user' must be a Last.fm user name (2 to 15 letters, digits, '-' or '_', starting with a letter), not '\(name)'"
    }

    public static func unmet(user: String, fetcher: Fetcher) -> String? {
        guard fetcher.settings.secrets[name] == nil else { return nil }
        return "'lastfm_user: \(user)' is set but there is no Last.fm API key in $\(fetcher.settings.sources.secretVariables[name] ?? ""), so no plays are shown; "
            + "set it to your key (https://www.last.fm/api/account/create), or remove 'lastfm_user'"
    }

    public static func canAsk(_ fetcher: Fetcher) -> Bool { fetcher.settings.secrets[name] != nil }

    /// Similar artists and listeners' tags, asked by MusicBrainz id, else by name; the artist's Last.fm page when
    /// Last.fm said anything.
    public static func neighbours(of artist: Artist, fetcher: Fetcher) async -> ArtistNeighbours {
        guard let key = fetcher.settings.secrets[name] else { return ArtistNeighbours() }
        let lastfm = LastFMClient(fetcher: fetcher, apiKey: key)
        var found = ArtistNeighbours()
        found.similar = await lastfm.similarArtists(name: artist.name, mbid: artist.mbid).value ?? []
        found.tags = await lastfm.topTags(name: artist.name, mbid: artist.mbid).value ?? []
        if !found.similar.isEmpty || !found.tags.isEmpty {
            let name = artist.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            found.url = "https://www.last.fm/music/\(name)"
        }
        return found
    }

    /// The user's top albums, matched like any listening; what stops it (an unknown or private user) is one warning.
    public static func listening(user: String, fetcher: Fetcher) async -> Listening {
        guard let key = fetcher.settings.secrets[name] else { return .unavailable }
        switch await LastFMClient(fetcher: fetcher, apiKey: key).topAlbums(user: user, maxPages: topAlbumPages) {
        case .unavailable:
            return .unavailable
        case .userError(let code, let message):
            let why = code == 17 ? "their listening history is private" : code == 6 ? "Last.fm has no such user" : "Last.fm said: \(message) (error \(code))"
            let todo = code == 17
                ? "make it public in Last.fm's privacy settings (\"Hide recent listening information\" off), or remove 'lastfm_user'"
                : "check the spelling of 'lastfm_user', or remove it"
            return .problem("no plays for Last.fm user '\(user)': \(why); \(todo)")
        case .found(let albums):
            return .found(albums.map { Listened(title: $0.title, artist: $0.artist, releaseID: $0.mbid, plays: $0.plays) })
        }
    }
}

extension SourceName {
    public static let lastfm = SourceName("lastfm")
}
