import Foundation
import Basics
import Model

/// The iTunes Search API: identity and tracks when MusicBrainz has no match, artwork when the archive has none.
package struct ITunesClient: Sendable {
    package let fetcher: Fetcher

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    package struct Collection: Sendable {
        package var id: Int
        package var name: String
        package var artist: String
        package var artworkURL100: String?
        package var viewURL: String?
        package var releaseDate: String?
        /// How many tracks the album has, sellable or not.
        package var trackCount: Int?
    }

    /// An album and the songs iTunes sells of it, numbered as on the album.
    package struct Listing: Sendable {
        package var collection: Collection
        package var tracks: [Track]

        package init(collection: Collection, tracks: [Track]) {
            self.collection = collection
            self.tracks = tracks
        }
    }

    private struct Results: Decodable, Sendable, IdentifiedAnswer {
        /// It says how many it found, and every row, collection or song, names its collection.
        var isIdentified: Bool { resultCount != nil && (results ?? []).allSatisfy { $0.collectionId != nil } }
        var resultCount: Int?

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
            var trackCount: Int?
        }
        var results: [Row]?
    }

    private var base: String { fetcher.settings.sources.baseURL(.itunes) }

    /// An album whose name and artist match, compared in any script. "(Deluxe Edition)", " - EP" and the like are
    /// ignored when comparing, but an album named exactly as the owner wrote it comes first, then one that is no
    /// special edition: iTunes often ranks the deluxe or remastered edition first.
    package func match(title: String, artist: String) async -> Lookup<Collection> {
        let items = [
            ("term", "\(artist) \(title)"), ("media", "music"), ("entity", "album"),
            ("country", fetcher.settings.sources.setting(.itunes, "country") ?? "US"), ("limit", "10"),
        ]
        guard let url = QueryString.url("\(base)/search", items) else { return .none }
        switch await decode(url) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let results):
            let wantedBase = Self.baseTitle(title), wantedArtist = MatchKey(artist), exact = MatchKey(title)
            let matches = (results.results ?? []).enumerated().filter { _, row in
                row.wrapperType == "collection" && row.collectionId != nil
                    && Self.baseTitle(row.collectionName ?? "").matches(wantedBase) && MatchKey(row.artistName ?? "").matches(wantedArtist)
            }
            let best = matches.min { a, b in
                func rank(_ entry: (offset: Int, element: Results.Row)) -> (Int, Int) {
                    let name = entry.element.collectionName ?? ""
                    return (MatchKey(name).matches(exact) ? 0 : Self.isEdition(name) ? 2 : 1, entry.offset)
                }
                return rank(a) < rank(b)
            }
            guard let match = best?.element, let collection = Self.collection(match, title: title, artist: artist) else { return .none }
            return .found(collection)
        }
    }

    /// The album `id` with its songs, numbered by iTunes' own `trackNumber` and `discNumber`: iTunes leaves out the
    /// tracks it cannot sell, so the songs it lists can be 1, 2, 4, 7…, and counting them would misnumber the rest.
    package func lookup(collection id: Int) async -> Lookup<Listing> {
        guard let url = URL(string: "\(base)/lookup?id=\(id)&entity=song&limit=200") else { return .none }
        switch await decode(url) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let results):
            let rows = results.results ?? []
            guard let row = rows.first(where: { $0.wrapperType == "collection" && $0.collectionId == id }),
                let collection = Self.collection(row, title: "", artist: "")
            else { return .none }
            let songs = rows.filter { $0.wrapperType == "track" && ($0.kind ?? "song") == "song" && $0.trackName != nil }
                .sorted { ($0.discNumber ?? 1, $0.trackNumber ?? 0) < ($1.discNumber ?? 1, $1.trackNumber ?? 0) }
            let tracks = songs.map { song in
                Track(
                    title: song.trackName ?? "", length: song.trackTimeMillis.map { ($0 + 500) / 1000 }, disc: song.discNumber ?? 1,
                    number: song.trackNumber.map { String($0) },
                    credits: song.artistName.map { MatchKey($0).matches(MatchKey(collection.artist)) || $0.isEmpty ? [] : [CreditedArtist(name: $0)] } ?? [])
            }
            return .found(Listing(collection: collection, tracks: tracks))
        }
    }

    private static func collection(_ row: Results.Row, title: String, artist: String) -> Collection? {
        guard let id = row.collectionId else { return nil }
        return Collection(
            id: id, name: row.collectionName ?? title, artist: row.artistName ?? artist, artworkURL100: row.artworkUrl100,
            viewURL: row.collectionViewUrl, releaseDate: row.releaseDate, trackCount: row.trackCount)
    }

    /// `artworkUrl100` rewritten to larger sizes: …/100x100bb.jpg → …/600x600bb.jpg.
    package static func artwork(_ url100: String, sizes: [Int]) -> [Int: String] {
        guard url100.contains("100x100bb") else { return [:] }
        var result: [Int: String] = [:]
        for size in sizes { result[size] = url100.replacingOccurrences(of: "100x100bb", with: "\(size)x\(size)bb") }
        return result
    }

    private static let editionWords = ["edition", "remaster", "deluxe", "expanded", "anniversary", "version", "bonus"]

    /// "Title (Deluxe Edition) - EP" → the match key of "Title".
    static func baseTitle(_ title: String) -> MatchKey {
        var text = title
        for suffix in [" - EP", " - Single"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        for (open, close) in [("(", ")"), ("[", "]")] {
            if let start = text.range(of: open, options: .backwards), text.hasSuffix(close), start.lowerBound != text.startIndex,
                editionWords.contains(where: text[start.lowerBound...].lowercased().contains)
            {
                text = String(text[..<start.lowerBound])
            }
        }
        return MatchKey(text)
    }

    /// Whether an album name says it is a special edition ("(Deluxe Edition)", "[Remastered]").
    static func isEdition(_ name: String) -> Bool {
        MatchKey(name) != baseTitle(name)
    }

    private func decode(_ url: URL) async -> Lookup<Results> {
        await fetcher.json(.itunes, url, as: Results.self)
    }
}
