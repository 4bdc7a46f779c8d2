import Foundation
import Model

/// Last.fm, only with the owner's own API key: similar artists and tags.
package struct LastFMClient: Sendable {
    package let fetcher: Fetcher
    package let apiKey: String

    package init(fetcher: Fetcher, apiKey: String) {
        self.fetcher = fetcher
        self.apiKey = apiKey
    }

    var base: String { fetcher.settings.sources.baseURL(.lastfm) }

    package func similarArtists(name: String, mbid: String?) async -> Lookup<[String]> {
        switch await call("artist.getsimilar", artist: name, mbid: mbid, extra: [("limit", "12")]) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let body):
            let json = Self.object(body)
            let list = Self.list((json["similarartists"] as? [String: Any])?["artist"])
            let names = list.compactMap { ($0["name"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            return .found(names)
        }
    }

    package func topTags(name: String, mbid: String?) async -> Lookup<[String]> {
        switch await call("artist.gettoptags", artist: name, mbid: mbid, extra: []) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let body):
            let json = Self.object(body)
            let list = Self.list((json["toptags"] as? [String: Any])?["tag"])
            // Counts are numbers or strings; keep tags people actually use.
            let tags = list.filter { Self.number($0["count"]) >= 10 }.compactMap { $0["name"] as? String }
            return .found(Array(tags.prefix(6)))
        }
    }

    /// Last.fm answers errors with HTTP 200 and `{"error": 6, "message": …}`; 6 means "not found". Last.fm often
    /// does not know an artist's MusicBrainz id although it knows the artist: then it is asked by name.
    private func call(_ method: String, artist: String, mbid: String?, extra: [(String, String)]) async -> Lookup<Data> {
        if let mbid, !mbid.isEmpty {
            let byID = await call(method, [("mbid", mbid)], extra: extra)
            guard case .none = byID else { return byID }
        }
        return await call(method, [("artist", artist), ("autocorrect", "1")], extra: extra)
    }

    private func call(_ method: String, _ who: [(String, String)], extra: [(String, String)]) async -> Lookup<Data> {
        let items = [("method", method)] + who + extra + [("api_key", apiKey), ("format", "json")]
        guard let url = QueryString.url(base + "/", items) else { return .none }
        let holder = Self.holders[method.lowercased()]
        switch await fetcher.get(.lastfm, url, kind: .json, shape: Self.shape(holding: holder)) {
        case .unavailable: return .unavailable
        case .answer(let fetched):
            guard fetched.status == 200, let json = try? JSONSerialization.jsonObject(with: fetched.body) as? [String: Any] else { return .none }
            if json["error"] != nil { return .none }
            return .found(fetched.body)
        }
    }

    /// The object each method's answer holds its data in.
    static let holders = ["artist.getsimilar": "similarartists", "artist.gettoptags": "toptags", "user.gettopalbums": "topalbums"]

    /// What an answer holding `holder` is read as (`isObject`).
    static func shape(holding holder: String?) -> AnswerShape {
        AnswerShape(name: "Last.fm object holding \(holder ?? "anything")") { isObject($0, holding: holder) }
    }

    /// Every Last.fm answer is a JSON object, and so are `similarartists`, `toptags` and `topalbums` in it; their `artist`, `tag` and `album`
    /// are a list of objects or one object, and an error's code is a number. Anything else there (`null`, a number, a
    /// string) is a damaged answer.
    static func isObject(_ body: Data, holding holder: String? = nil) -> Bool {
        guard let json = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return false }
        // An error answer is `{"error": 6, "message": "…"}`; a null code is no answer at all.
        if let code = json["error"] { return code is NSNumber }
        // An answer that is not an error holds what was asked for (`topalbums` for `user.getTopAlbums`).
        if let holder, !(json[holder] is [String: Any]) { return false }
        for (outer, inner) in [("similarartists", "artist"), ("toptags", "tag"), ("topalbums", "album")] {
            guard let value = json[outer] else { continue }
            guard let object = value as? [String: Any] else { return false }
            guard let list = object[inner] else { continue }
            guard list is [String: Any] || (list as? [Any])?.allSatisfy({ $0 is [String: Any] }) == true else { return false }
            // Each artist, tag or album has its name: one without is not what Last.fm sends.
            guard Self.list(list).allSatisfy({ $0["name"] is String }) else { return false }
        }
        return true
    }

    package static func object(_ body: Data) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:]
    }

    /// A list that may arrive as a single object when it has one item.
    package static func list(_ value: Any?) -> [[String: Any]] {
        if let array = value as? [[String: Any]] { return array }
        if let single = value as? [String: Any] { return [single] }
        return []
    }

    package static func number(_ value: Any?) -> Double {
        if let number = value as? NSNumber { return number.doubleValue }
        if let text = value as? String { return Double(text) ?? 0 }
        return 0
    }
}
