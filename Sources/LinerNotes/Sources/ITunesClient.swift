import Foundation

/// The iTunes Search API: identity and tracks when MusicBrainz has no match, artwork when the archive has none.
struct ITunesClient: Sendable {
    let fetcher: Fetcher

    struct Collection: Sendable {
        var id: Int
        var name: String
        var artist: String
        var artworkURL100: String?
        var viewURL: String?
        var releaseDate: String?
    }

    private struct Results: Decodable, Sendable {
        struct Row: Decodable, Sendable {
            var wrapperType: String?
            var kind: String?
            var collectionId: Int?
            var collectionName: String?
            var artistName: String?
            var artworkUrl100: String?
            var collectionViewUrl: String?
            var releaseDate: String?
            var trackName: String?
            var trackNumber: Int?
            var discNumber: Int?
            var trackTimeMillis: Int?
        }
        var results: [Row]?
    }

    private var base: String { fetcher.settings.sources.itunes.baseURL }

    /// An album whose name and artist match (ignoring "(Deluxe Edition)", " - EP" and the like).
    func match(title: String, artist: String) async -> Lookup<Collection> {
        var components = URLComponents(string: "\(base)/search")
        components?.queryItems = [
            URLQueryItem(name: "term", value: "\(artist) \(title)"),
            URLQueryItem(name: "media", value: "music"),
            URLQueryItem(name: "entity", value: "album"),
            URLQueryItem(name: "country", value: fetcher.settings.sources.itunesCountry),
            URLQueryItem(name: "limit", value: "10"),
        ]
        guard let url = components?.url else { return .none }
        switch await decode(url) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let results):
            let match = (results.results ?? []).first { row in
                row.wrapperType == "collection" && row.collectionId != nil
                    && Self.baseTitle(row.collectionName ?? "") == Self.baseTitle(title)
                    && Slug.make(row.artistName ?? "") == Slug.make(artist)
            }
            guard let match, let id = match.collectionId else { return .none }
            return .found(Collection(
                id: id, name: match.collectionName ?? title, artist: match.artistName ?? artist,
                artworkURL100: match.artworkUrl100, viewURL: match.collectionViewUrl, releaseDate: match.releaseDate))
        }
    }

    /// The album's songs, by disc and number.
    func tracks(collection id: Int) async -> Lookup<[Track]> {
        guard let url = URL(string: "\(base)/lookup?id=\(id)&entity=song&limit=200") else { return .none }
        switch await decode(url) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let results):
            let songs = (results.results ?? []).filter { $0.wrapperType == "track" && ($0.kind ?? "song") == "song" && $0.trackName != nil }
                .sorted { ($0.discNumber ?? 1, $0.trackNumber ?? 0) < ($1.discNumber ?? 1, $1.trackNumber ?? 0) }
            let tracks = songs.map { song in
                Track(title: song.trackName ?? "", length: song.trackTimeMillis.map { ($0 + 500) / 1000 }, disc: song.discNumber ?? 1)
            }
            return tracks.isEmpty ? .none : .found(tracks)
        }
    }

    /// `artworkUrl100` rewritten to larger sizes: …/100x100bb.jpg → …/600x600bb.jpg.
    static func artwork(_ url100: String, sizes: [Int]) -> [Int: String] {
        guard url100.contains("100x100bb") else { return [:] }
        var result: [Int: String] = [:]
        for size in sizes { result[size] = url100.replacingOccurrences(of: "100x100bb", with: "\(size)x\(size)bb") }
        return result
    }

    /// "Title (Deluxe Edition) - EP" → the slug of "Title".
    static func baseTitle(_ title: String) -> String {
        var text = title
        for suffix in [" - EP", " - Single"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        if let open = text.lastIndex(of: "("), text.hasSuffix(")"), open != text.startIndex {
            let inner = text[open...].lowercased()
            if ["edition", "remaster", "deluxe", "expanded", "anniversary", "version"].contains(where: inner.contains) {
                text = String(text[..<open])
            }
        }
        return Slug.make(text)
    }

    private func decode(_ url: URL) async -> Lookup<Results> {
        await fetcher.json(.itunes, url, as: Results.self)
    }
}
