import Foundation

/// MusicBrainz WS/2: album identity and track lists (CC0 data).
struct MusicBrainzClient: Sendable {
    let fetcher: Fetcher

    struct Release: Decodable, Sendable {
        struct ReleaseGroup: Decodable, Sendable {
            var id: String
            var firstReleaseDate: String?
            enum CodingKeys: String, CodingKey {
                case id
                case firstReleaseDate = "first-release-date"
            }
        }
        struct Credit: Decodable, Sendable {
            var name: String
            var joinphrase: String?
        }
        struct Medium: Decodable, Sendable {
            var position: Int?
            var tracks: [MediumTrack]?
        }
        struct MediumTrack: Decodable, Sendable {
            var number: String?
            var title: String
            var length: Int?
        }

        var id: String
        var title: String
        var status: String?
        var date: String?
        var score: Int?
        var releaseGroup: ReleaseGroup?
        var artistCredit: [Credit]?
        var media: [Medium]?

        enum CodingKeys: String, CodingKey {
            case id, title, status, date, score, media
            case releaseGroup = "release-group"
            case artistCredit = "artist-credit"
        }

        /// "A & B feat. C": credits joined by their join phrases.
        var artistName: String {
            (artistCredit ?? []).map { $0.name + ($0.joinphrase ?? "") }.joined()
        }

        /// Tracks across all media; a medium is a disc (or a side pair).
        var tracks: [Track] {
            (media ?? []).enumerated().flatMap { index, medium in
                (medium.tracks ?? []).map { track in
                    Track(
                        title: track.title, length: track.length.map { ($0 + 500) / 1000 },
                        disc: medium.position ?? index + 1, number: track.number)
                }
            }
        }
    }

    private struct SearchResult: Decodable, Sendable {
        var releases: [Release]?
    }

    var base: String { fetcher.settings.sources.musicbrainz.baseURL }

    func release(id: String) async -> Lookup<Release> {
        guard let url = URL(string: "\(base)/release/\(id)?inc=recordings+artist-credits+release-groups&fmt=json") else { return .none }
        return await decode(url, as: Release.self)
    }

    /// A search by title and artist; only a confident match counts: high score, same title, same artist.
    func match(title: String, artist: String) async -> Lookup<Release> {
        var components = URLComponents(string: "\(base)/release")
        components?.queryItems = [
            URLQueryItem(name: "query", value: "release:\"\(Self.luceneQuoted(title))\" AND artist:\"\(Self.luceneQuoted(artist))\""),
            URLQueryItem(name: "limit", value: "5"),
            URLQueryItem(name: "fmt", value: "json"),
        ]
        guard let url = components?.url else { return .none }
        switch await decode(url, as: SearchResult.self) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let result):
            let candidates = (result.releases ?? []).filter { release in
                (release.score ?? 0) >= 90 && Slug.make(release.title) == Slug.make(title)
                    && (Slug.make(release.artistName) == Slug.make(artist)
                        || (release.artistCredit ?? []).contains { Slug.make($0.name) == Slug.make(artist) })
            }
            let best = candidates.min { a, b in
                let key = { (r: Release) in (r.status == "Official" ? 0 : 1, r.date ?? "9999", -(r.score ?? 0), r.id) }
                return key(a) < key(b)
            }
            return best.map { .found($0) } ?? .none
        }
    }

    private func decode<T: Decodable & Sendable>(_ url: URL, as type: T.Type) async -> Lookup<T> {
        await fetcher.json(.musicbrainz, url, as: type)
    }

    /// Text inside a Lucene phrase: backslashes and quotes escaped.
    static func luceneQuoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
