import Foundation

extension LastFMClient {
    /// One album of the user's `user.getTopAlbums`: what Last.fm calls it, its MusicBrainz release id when Last.fm
    /// knows one (its `mbid` is often ""), and the user's plays.
    package struct TopAlbum: Sendable, Hashable {
        package let title: String
        package let artist: String
        package let mbid: String?
        package let plays: Int
    }

    /// What Last.fm said about the user's top albums.
    package enum TopAlbums: Sendable {
        case found([TopAlbum])
        /// Last.fm's error in an HTTP 200 answer: 6 (no such user), 17 (the user's listening is private), …
        case userError(code: Int, message: String)
        case unavailable
    }

    /// Albums asked per page: Last.fm allows up to 1,000; 200 keeps each answer small.
    package static let topAlbumsPageSize = 200

    /// The user's albums by plays, most played first, page by page (each request spaced by Last.fm's policy and
    /// cached), up to `maxPages` or Last.fm's `totalPages`. A page after the first that fails ends the list there.
    package func topAlbums(user: String, maxPages: Int) async -> TopAlbums {
        var albums: [TopAlbum] = []
        var page = 1
        while page <= maxPages {
            let items = [
                ("method", "user.gettopalbums"), ("user", user), ("period", "overall"), ("limit", String(Self.topAlbumsPageSize)),
                ("page", String(page)), ("api_key", apiKey), ("format", "json"),
            ]
            guard let url = QueryString.url(base + "/", items) else { return .unavailable }
            guard case .answer(let fetched) = await fetcher.get(.lastfm, url, kind: .json, shape: Self.shape(holding: "topalbums")),
                fetched.status == 200, let json = try? JSONSerialization.jsonObject(with: fetched.body) as? [String: Any]
            else { return page == 1 ? .unavailable : .found(albums) }
            if let code = json["error"] as? NSNumber {
                guard page == 1 else { return .found(albums) }
                return .userError(code: code.intValue, message: (json["message"] as? String) ?? "")
            }
            let top = json["topalbums"] as? [String: Any]
            let list = Self.list(top?["album"])
            for item in list {
                guard let title = (item["name"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines), !title.isEmpty else { continue }
                // The artist is an object (`{"name": …, "mbid": …}`); older answers gave a plain string.
                let artist = ((item["artist"] as? [String: Any])?["name"] as? String) ?? (item["artist"] as? String) ?? ""
                let mbid = (item["mbid"] as? String).flatMap { $0.isEmpty ? nil : $0.lowercased() }
                albums.append(TopAlbum(title: title, artist: artist, mbid: mbid, plays: Int(Self.number(item["playcount"]))))
            }
            let totalPages = Int(Self.number((top?["@attr"] as? [String: Any])?["totalPages"]))
            if list.isEmpty || page >= totalPages { break }
            page += 1
        }
        return .found(albums)
    }
}
