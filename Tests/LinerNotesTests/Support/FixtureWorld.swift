import Foundation
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// A small music web in the real APIs' shapes (../shared/APIS.md): MusicBrainz, the Cover Art Archive, iTunes,
/// Wikipedia and Last.fm, each under its own path prefix (`/mb/ws/2`, `/caa`, `/itunes`, `/wiki`, `/lastfm/2.0`,
/// images under `/img`). Served by `FixtureServer` over loopback, or in-process by `FixtureTransport`.
struct FixtureWorld: Sendable {
    struct Release: Sendable {
        var id: String
        var title: String
        var artist: String
        var artistID = "a0000000-0000-4000-8000-000000000001"
        var date: String?
        var status = "Official"
        var releaseGroupID: String
        /// Each medium's tracks: (number, title, length in ms or nil).
        var media: [[(number: String, title: String, length: Int?)]]
        var score = 100
        /// The release's own relationships (producer, engineer…), sent when the lookup asks for `artist-rels`.
        var relations: [Relation] = []
        /// Each track's recording's relationships, by track number, sent with `recording-level-rels`.
        var trackRelations: [String: [Relation]] = [:]
        /// The work each track performs, by track number, with its authors (`work-rels`, `work-level-rels`).
        var trackWorks: [String: Work] = [:]
    }

    /// A relationship to an artist, in MusicBrainz's shape: `type` is its name ("producer", "instrument").
    struct Relation: Sendable {
        var type: String
        var name: String
        var id: String
        var attributes: [String] = []
        /// The name as credited here, "" when their own.
        var credit = ""
    }

    struct Work: Sendable {
        var id: String
        var title: String
        var authors: [Relation]
    }

    /// A release group in an artist's discography (the browse API).
    struct ReleaseGroup: Sendable {
        var id: String
        var title: String
        var primaryType: String? = "Album"
        var secondaryTypes: [String] = []
        /// "" as MusicBrainz sends for an unknown date.
        var date = ""
    }

    struct ITunesAlbum: Sendable {
        var id: Int
        var name: String
        var artist: String
        var releaseDate: String
        /// Name of the image under /img/ for `artworkUrl100` (…/<art>/100x100bb.png).
        var art: String?
        var tracks: [(title: String, millis: Int, disc: Int)]
        /// Each track's `trackNumber`, when not 1, 2, 3… (iTunes leaves out the tracks it cannot sell).
        var trackNumbers: [Int]? = nil
        /// `trackCount`, when not the number of tracks listed.
        var trackCount: Int? = nil
    }

    struct WikiPage: Sendable {
        var type = "standard"
        var description: String
        var extract: String
    }

    /// Where the services say they are, inside the bodies they return (thumbnail, artwork and page URLs).
    var caaBase: String
    var imageBase: String
    var wikipediaBase: String

    var releases: [Release] = []
    /// Artist id → their release groups, for `release-group?artist=…`.
    var releaseGroups: [String: [ReleaseGroup]] = [:]
    /// Release id → the front image's id, for releases that have art.
    var releaseArt: [String: Int] = [:]
    /// Release group id → the front image's id.
    var groupArt: [String: Int] = [:]
    var itunes: [ITunesAlbum] = []
    var wikipedia: [String: WikiPage] = [:]
    /// srsearch text → result titles.
    var wikiSearch: [String: [String]] = [:]
    var lastfmKey = "fixture-secret-key-0123456789"
    var similar: [String: [String]] = [:]
    var lastfmTags: [String: [(String, Int)]] = [:]
    /// User name (lowercased) → the bodies of their `user.getTopAlbums` pages, page 1 first.
    var topAlbumPages: [String: [Data]] = [:]
    /// User name (lowercased) → Last.fm's error for them (6: no such user, 17: listening private).
    var lastfmUserErrors: [String: Int] = [:]
    /// Discogs release id → the body `GET /releases/{id}` answers (recorded, `Fixtures/discogs/`); others answer
    /// Discogs' recorded 404.
    var discogsReleases: [Int: Data] = [:]
    /// ListenBrainz user (lowercased) → their top releases of all time, most listened first (recorded rows,
    /// `Fixtures/listenbrainz/`), served a page at a time in the recorded answer's envelope as the server slices them.
    var listenbrainzReleases: [String: Data] = [:]
    /// ListenBrainz users whose statistics are not computed yet: 204, no body.
    var listenbrainzPending: Set<String> = []
    /// Headers every Discogs answer carries (`X-Discogs-Ratelimit-*`).
    var discogsHeaders: [String: String] = [:]
    /// Discogs release id → the MusicBrainz release linked to it (`url?resource=https://www.discogs.com/release/<id>`,
    /// in the shape of `Fixtures/handmade/mb-url-discogs-release-367084.json`); MusicBrainz answers 404 for any other.
    var discogsLinks: [Int: (release: String, title: String, date: String)] = [:]
    /// Image name → PNG bytes; thumbnails are "<image id>-250" and "<image id>-500".
    var images: [String: Data] = [:]

    init(server base: String) {
        caaBase = base + "/caa"
        imageBase = base + "/img"
        wikipediaBase = base + "/wiki"
    }

    init(caaBase: String, imageBase: String, wikipediaBase: String) {
        self.caaBase = caaBase
        self.imageBase = imageBase
        self.wikipediaBase = wikipediaBase
    }

    /// site.yml `sources:` pointing at a fixture server; sources not in `enabled` are turned off.
    static func sourcesYAML(_ base: String, enabled: Set<SourceName> = Set(SourceRegistry.names)) -> String {
        func off(_ source: SourceName) -> String { enabled.contains(source) ? "" : ", enabled: false" }
        return """
            sources:
              musicbrainz: { base_url: "\(base)/mb/ws/2"\(off(.musicbrainz)) }
              coverartarchive: { base_url: "\(base)/caa"\(off(.coverArtArchive)) }
              itunes: { base_url: "\(base)/itunes", country: "US"\(off(.itunes)) }
              wikipedia: { base_url: "\(base)/wiki"\(off(.wikipedia)) }
              lastfm: { base_url: "\(base)/lastfm/2.0", api_key_env: "LINERNOTES_TEST_LASTFM_KEY"\(off(.lastfm)) }
              discogs: { base_url: "\(base)/discogs"\(off(.discogs)) }
              listenbrainz: { base_url: "\(base)/lb"\(off(.listenbrainz)) }

            """
    }

    // MARK: Routing

    func respond(_ pathAndQuery: String) -> FixtureServer.Response {
        let parts = pathAndQuery.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        var query: [String: String] = [:]
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let decode = { (s: Substring) in s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(s) }
                query[decode(kv[0])] = kv.count > 1 ? decode(kv[1]) : ""
            }
        }
        if path.hasPrefix("/mb/ws/2/") { return musicbrainz(String(path.dropFirst("/mb/ws/2/".count)), query) }
        if path.hasPrefix("/caa/") { return coverArt(String(path.dropFirst("/caa/".count))) }
        if path.hasPrefix("/itunes/") { return itunes(String(path.dropFirst("/itunes/".count)), query) }
        if path.hasPrefix("/wiki/") { return wikipedia(String(path.dropFirst("/wiki/".count)), query) }
        if path.hasPrefix("/lastfm/2.0") { return lastfm(query) }
        if path.hasPrefix("/lb/1/stats/user/"), path.hasSuffix("/releases") {
            let user = String(path.dropFirst("/lb/1/stats/user/".count).dropLast("/releases".count)).removingPercentEncoding ?? ""
            if listenbrainzPending.contains(user.lowercased()) { return .init(status: 204, headers: [:], body: Data()) }
            guard let data = listenbrainzReleases[user.lowercased()], let rows = (try? JSONSerialization.jsonObject(with: data)) as? [Any] else {
                return Self.json(["code": 404, "error": "Cannot find user: \(user)"], status: 404)
            }
            let count = min(1000, Int(query["count"] ?? "25") ?? 25), offset = Int(query["offset"] ?? "0") ?? 0
            let page = Array(rows.dropFirst(offset).prefix(count))
            return Self.json(["payload": [
                "count": page.count, "offset": offset, "range": query["range"] ?? "all_time", "total_release_count": rows.count,
                "from_ts": 1009843200, "to_ts": 1589496658, "last_updated": 1591859129, "user_id": user, "releases": page,
            ]])
        }
        if path.hasPrefix("/discogs/releases/") {
            let headers = discogsHeaders.merging(["Content-Type": "application/json"]) { $1 }
            if let id = Int(path.dropFirst("/discogs/releases/".count)), let body = discogsReleases[id] {
                return .init(status: 200, headers: headers, body: body)
            }
            return .init(status: 404, headers: headers, body: Data("{\"message\": \"Release not found.\"}".utf8))
        }
        if path.hasPrefix("/img/") {
            let name = String(path.dropFirst("/img/".count)).replacingOccurrences(of: ".png", with: "")
            if let data = images[name] { return .init(status: 200, headers: ["Content-Type": "image/png"], body: data) }
            return .init(status: 404, headers: ["Content-Type": "text/html"], body: Data("<html><body>Not here</body></html>".utf8))
        }
        return .init(status: 404, headers: ["Content-Type": "text/plain"], body: Data("no such fixture".utf8))
    }

    static func json(_ object: Any, status: Int = 200, type: String = "application/json; charset=utf-8") -> FixtureServer.Response {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return .init(status: status, headers: ["Content-Type": type], body: data)
    }

    // MARK: MusicBrainz

    private func musicbrainz(_ path: String, _ query: [String: String]) -> FixtureServer.Response {
        let notFound = Self.json(["error": "Not Found", "help": "For usage, please see: https://musicbrainz.org/development/mmd"], status: 404)
        if path == "url" {
            let prefix = "https://www.discogs.com/release/"
            guard let resource = query["resource"], resource.hasPrefix(prefix), let id = Int(resource.dropFirst(prefix.count)),
                let link = discogsLinks[id]
            else { return notFound }
            return Self.json([
                "id": "0e7b3f4c-6a1d-4b8e-9f2a-\(String(format: "%012d", id))", "resource": resource,
                "relations": [[
                    "type": "discogs", "target-type": "release", "direction": "backward", "attributes": [String](), "begin": NSNull(),
                    "end": NSNull(), "ended": false,
                    "release": ["id": link.release, "title": link.title, "status": "Official", "date": link.date, "country": "XW", "disambiguation": ""],
                ]],
            ])
        }
        if path.hasPrefix("release/") {
            let id = String(path.dropFirst("release/".count))
            guard UUID(uuidString: id) != nil else { return Self.json(["error": "Invalid mbid.", "help": "…"], status: 400) }
            guard let release = releases.first(where: { $0.id == id }) else { return notFound }
            return Self.json(releaseJSON(release, full: true, relations: query["inc"]?.contains("recording-level-rels") == true))
        }
        if path == "release-group", let artist = query["artist"] {
            guard UUID(uuidString: artist) != nil else { return Self.json(["error": "Invalid mbid.", "help": "…"], status: 400) }
            let all = releaseGroups[artist] ?? []
            let offset = Int(query["offset"] ?? "0") ?? 0
            let limit = min(Int(query["limit"] ?? "25") ?? 25, 100)
            let page = all.dropFirst(offset).prefix(limit)
            return Self.json([
                "release-group-count": all.count, "release-group-offset": offset,
                "release-groups": page.map(Self.releaseGroupJSON),
            ])
        }
        if path == "release" {
            let lucene = query["query"] ?? ""
            let title = Self.phrase(after: "release:", in: lucene)
            let artist = Self.phrase(after: "artist:", in: lucene)
            let hits = releases.filter { Slug.make($0.title) == Slug.make(title) && Slug.make($0.artist) == Slug.make(artist) }
            return Self.json(["created": "2026-01-01T00:00:00.000Z", "count": hits.count, "offset": 0, "releases": hits.map { releaseJSON($0, full: false) }])
        }
        return notFound
    }

    static func releaseGroupJSON(_ group: ReleaseGroup) -> [String: Any] {
        [
            "id": group.id, "title": group.title, "primary-type": group.primaryType.map { $0 as Any } ?? NSNull(),
            "secondary-types": group.secondaryTypes, "first-release-date": group.date, "disambiguation": "",
        ]
    }

    static func relationJSON(_ relation: Relation) -> [String: Any] {
        [
            "type": relation.type, "target-type": "artist", "direction": "backward", "attributes": relation.attributes,
            "attribute-values": [String: String](), "target-credit": relation.credit, "source-credit": "", "begin": NSNull(), "end": NSNull(),
            "ended": false, "artist": ["id": relation.id, "name": relation.name, "sort-name": relation.name, "disambiguation": "", "type": "Person"],
        ]
    }

    static func workJSON(_ work: Work) -> [String: Any] {
        [
            "type": "performance", "target-type": "work", "direction": "forward", "attributes": [String](), "attribute-values": [String: String](),
            "target-credit": "", "source-credit": "", "begin": NSNull(), "end": NSNull(), "ended": false,
            "work": ["id": work.id, "title": work.title, "type": "Song", "disambiguation": "", "relations": work.authors.map(relationJSON)],
        ]
    }

    private func releaseJSON(_ release: Release, full: Bool, relations: Bool = false) -> [String: Any] {
        var json: [String: Any] = [
            "id": release.id, "title": release.title, "status": release.status, "country": "XW",
            "artist-credit": [["name": release.artist, "joinphrase": "", "artist": ["id": release.artistID, "name": release.artist, "sort-name": release.artist]]],
            "release-group": releaseGroups.values.joined().first { $0.id == release.releaseGroupID }.map(Self.releaseGroupJSON)
                ?? ["id": release.releaseGroupID, "title": release.title, "primary-type": "Album", "secondary-types": [String](), "first-release-date": release.date ?? ""],
            "cover-art-archive": ["artwork": releaseArt[release.id] != nil, "front": releaseArt[release.id] != nil, "back": false, "count": releaseArt[release.id] != nil ? 1 : 0],
        ]
        json["date"] = release.date ?? NSNull()
        if full && relations { json["relations"] = release.relations.map(Self.relationJSON) }
        if full {
            json["media"] = release.media.enumerated().map { index, tracks in
                [
                    "position": index + 1, "format": "12\" Vinyl", "title": "", "track-count": tracks.count,
                    "tracks": tracks.enumerated().map { position, track in
                        [
                            "id": "t\(index)-\(position)", "number": track.number, "position": position + 1, "title": track.title,
                            "length": track.length.map { $0 as Any } ?? NSNull(),
                            "recording": {
                                var recording: [String: Any] = ["id": "r\(index)-\(position)", "title": track.title, "length": track.length.map { $0 as Any } ?? NSNull()]
                                if relations {
                                    recording["relations"] = (release.trackRelations[track.number] ?? []).map(Self.relationJSON)
                                        + (release.trackWorks[track.number].map { [Self.workJSON($0)] } ?? [])
                                }
                                return recording
                            }(),
                        ] as [String: Any]
                    },
                ] as [String: Any]
            }
        } else {
            json["score"] = release.score
            json["media"] = release.media.map { ["format": "CD", "track-count": $0.count] }
        }
        return json
    }

    /// The text of `field:"…"` in a Lucene query, unescaped.
    static func phrase(after field: String, in query: String) -> String {
        guard let start = query.range(of: field + "\"") else { return "" }
        var result = ""
        var escaped = false
        for character in query[start.upperBound...] {
            if escaped {
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                break
            } else {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Cover Art Archive

    private func coverArt(_ path: String) -> FixtureServer.Response {
        let parts = path.split(separator: "/").map(String.init)
        let notFound = FixtureServer.Response(status: 404, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data("Not Found".utf8))
        guard parts.count >= 2 else { return notFound }
        let art = parts[0] == "release" ? releaseArt[parts[1]] : parts[0] == "release-group" ? groupArt[parts[1]] : nil
        guard let imageID = art else { return notFound }
        if parts.count == 2 {
            let base = "\(caaBase)/\(parts[0])/\(parts[1])/\(imageID)"
            return Self.json([
                "images": [[
                    "approved": true, "back": false, "comment": "", "edit": 1, "front": true, "id": imageID,
                    "image": "\(base).png", "types": ["Front"],
                    "thumbnails": ["250": "\(base)-250.png", "500": "\(base)-500.png", "1200": "\(base)-1200.png", "small": "\(base)-250.png", "large": "\(base)-500.png"],
                ]],
                "release": "https://musicbrainz.org/release/\(parts[1])",
            ])
        }
        // /release/<id>/<image>-<size>.png answers 307 to the image host, as the real one does.
        let file = parts[2].replacingOccurrences(of: ".png", with: "")
        return .init(status: 307, headers: ["Location": "\(imageBase)/\(file).png", "Content-Type": "text/plain"], body: Data())
    }

    // MARK: iTunes

    private func itunes(_ path: String, _ query: [String: String]) -> FixtureServer.Response {
        let type = "text/javascript; charset=utf-8"
        func albumRow(_ album: ITunesAlbum) -> [String: Any] {
            var row: [String: Any] = [
                "wrapperType": "collection", "collectionType": "Album", "collectionId": album.id, "artistId": 900 + album.id,
                "collectionName": album.name, "artistName": album.artist, "trackCount": album.trackCount ?? album.tracks.count,
                "releaseDate": album.releaseDate, "primaryGenreName": "Alternative", "country": "USA",
                "collectionViewUrl": "https://music.apple.com/us/album/\(album.id)",
            ]
            if let art = album.art { row["artworkUrl100"] = "\(imageBase)/\(art)/100x100bb.png" }
            return row
        }
        if path == "search" {
            let term = Slug.make(query["term"] ?? "")
            let raw = query["term"] ?? ""
            let hits = itunes.filter { album in
                let artist = Slug.make(album.artist)
                // Names with no Latin letters: every album of the artist, as a real search returns related albums.
                guard !artist.isEmpty else { return raw.contains(album.artist) }
                return term.contains(artist) && term.contains(Slug.make((album.name.components(separatedBy: " (").first ?? album.name).replacingOccurrences(of: " - EP", with: "")))
            }
            return Self.json(["resultCount": hits.count, "results": hits.map(albumRow)], type: type)
        }
        if path == "lookup", let id = Int(query["id"] ?? ""), let album = itunes.first(where: { $0.id == id }) {
            let songs = album.tracks.enumerated().map { index, track -> [String: Any] in
                [
                    "wrapperType": "track", "kind": "song", "collectionId": album.id, "trackId": album.id * 100 + index,
                    "trackName": track.title, "trackNumber": album.trackNumbers?[index] ?? index + 1, "discNumber": track.disc, "trackTimeMillis": track.millis,
                    "artistName": album.artist, "collectionName": album.name,
                ]
            }
            return Self.json(["resultCount": songs.count + 1, "results": [albumRow(album)] + songs], type: type)
        }
        return Self.json(["resultCount": 0, "results": [Any]()], type: type)
    }

    // MARK: Wikipedia

    private func wikipedia(_ path: String, _ query: [String: String]) -> FixtureServer.Response {
        if path.hasPrefix("api/rest_v1/page/summary/") {
            let raw = String(path.dropFirst("api/rest_v1/page/summary/".count))
            let title = (raw.removingPercentEncoding ?? raw).replacingOccurrences(of: "_", with: " ")
            guard let page = wikipedia[title] else {
                return Self.json(
                    ["type": "https://mediawiki.org/wiki/HyperSwitch/errors/not_found", "title": "Not found.", "method": "get", "detail": "Page or revision not found.", "uri": "/en.wikipedia.org/v1/page/summary/\(raw)"],
                    status: 404, type: "application/problem+json")
            }
            let key = title.replacingOccurrences(of: " ", with: "_")
            // As the real service answers: `title` underscored, the shown forms in `titles` and `displaytitle`.
            return Self.json([
                "type": page.type, "title": key, "displaytitle": "<span class=\"mw-page-title-main\">\(title)</span>",
                "titles": ["canonical": key, "normalized": title, "display": "<span class=\"mw-page-title-main\">\(title)</span>"],
                "description": page.description,
                "extract": page.extract, "extract_html": "<p>\(page.extract)</p>", "lang": "en", "dir": "ltr",
                "content_urls": ["desktop": ["page": "\(wikipediaBase)/wiki/\(key)"], "mobile": ["page": "\(wikipediaBase)/wiki/\(key)"]],
            ])
        }
        if path == "w/api.php" {
            let titles = wikiSearch[query["srsearch"] ?? ""] ?? []
            return Self.json([
                "batchcomplete": "",
                "query": [
                    "searchinfo": ["totalhits": titles.count],
                    "search": titles.enumerated().map { ["ns": 0, "title": $1, "pageid": 1000 + $0, "snippet": "…"] as [String: Any] },
                ] as [String: Any],
            ])
        }
        return Self.json(["error": "bad path"], status: 400)
    }

    // MARK: Last.fm

    private func lastfm(_ query: [String: String]) -> FixtureServer.Response {
        guard query["api_key"] == lastfmKey else {
            return Self.json(["error": 10, "message": "Invalid API key - You must be granted a valid key by last.fm"], status: 403)
        }
        let artist = query["artist"] ?? ""
        switch query["method"]?.lowercased() {
        case "artist.getsimilar":
            guard let names = similar[artist] else {
                return Self.json(["error": 6, "message": "The artist you supplied could not be found", "links": [Any]()])
            }
            let rows = names.enumerated().map { index, name -> [String: Any] in
                ["name": name, "mbid": "", "match": String(format: "%.6f", 1.0 - Double(index) * 0.1), "url": "https://www.last.fm/music/\(name)", "streamable": "0"]
            }
            // Quirk: a list of one comes back as an object.
            let list: Any = rows.count == 1 ? rows[0] : rows
            return Self.json(["similarartists": ["artist": list, "@attr": ["artist": artist]]])
        case "artist.gettoptags":
            guard let tags = lastfmTags[artist] else {
                return Self.json(["error": 6, "message": "The artist you supplied could not be found"])
            }
            return Self.json(["toptags": ["tag": tags.map { ["name": $0.0, "count": String($0.1), "url": "https://www.last.fm/tag/\($0.0)"] }, "@attr": ["artist": artist]]])
        case "user.gettopalbums":
            let user = (query["user"] ?? "").lowercased()
            if let code = lastfmUserErrors[user] {
                return Self.json(["error": code, "message": code == 17 ? "Login: User required to be logged in" : "User not found"])
            }
            guard let pages = topAlbumPages[user] else { return Self.json(["error": 6, "message": "User not found"]) }
            let page = Int(query["page"] ?? "1") ?? 1
            guard pages.indices.contains(page - 1) else {
                return Self.json(["topalbums": ["album": [Any](), "@attr": ["user": user, "page": String(page), "totalPages": String(pages.count)]]])
            }
            return .init(status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: pages[page - 1])
        default:
            return Self.json(["error": 3, "message": "Invalid Method - No method with that name in this package"])
        }
    }
}

/// Serves a `FixtureWorld` in-process: URLs of the public services map onto the world's path prefixes,
/// redirects are followed. Used to make the demo's committed cache without any network.
struct FixtureTransport: HTTPTransport {
    let world: FixtureWorld
    static let prefixes: [String: String] = [
        "musicbrainz.org": "/mb", "coverartarchive.org": "/caa", "itunes.apple.com": "/itunes", "en.wikipedia.org": "/wiki",
        "ws.audioscrobbler.com": "/lastfm", "archive.org": "/img", "is1-ssl.mzstatic.com": "/img",
    ]

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var url = request.url
        for _ in 0..<5 {
            guard let host = url.host, let prefix = Self.prefixes[host] else { throw TransportError.failed("no route to \(url)") }
            var path = prefix + url.path
            if host == "archive.org" || host == "is1-ssl.mzstatic.com" { path = "/img" + url.path.replacingOccurrences(of: "/img", with: "") }
            if let query = url.query { path += "?" + query }
            let response = world.respond(path)
            if response.status == 307, let location = response.headers["Location"], let next = URL(string: location) {
                url = next
                continue
            }
            return HTTPResponse(status: response.status, headers: response.headers, body: response.body, url: url)
        }
        throw TransportError.failed("too many redirects")
    }
}
