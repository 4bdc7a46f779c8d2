import Foundation
import Basics
import Model

/// MusicBrainz WS/2: album identity and track lists (CC0 data).
package struct MusicBrainzClient: Sendable {
    package let fetcher: Fetcher

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    private struct SearchResult: Decodable, Sendable, IdentifiedAnswer {
        var count: Int?
        var releases: [Release]?
        /// A search answer says how many it found, even when it is none.
        var isIdentified: Bool { count != nil }
    }

    package var base: String { fetcher.settings.sources.baseURL(.musicbrainz) }

    /// What a release lookup asks for: the track list, and who played on it (the release's, the recordings' and
    /// their works' relationships) in the same request.
    package static let releaseIncludes =
        "recordings+artist-credits+release-groups+artist-rels+label-rels+recording-level-rels+work-rels+work-level-rels"
    /// What it asked for before credits: a cache made then holds its answers under this URL.
    static let releaseIncludesWithoutCredits = "recordings+artist-credits+release-groups"

    /// The release with its credits. When that cannot be answered in this build (offline, the budget spent, the host
    /// down) the answer an older linernotes cached without credits serves, so an old cache never loses a track list.
    package func release(id: String) async -> Lookup<Release> {
        guard let url = URL(string: "\(base)/release/\(id)?inc=\(Self.releaseIncludes)&fmt=json") else { return .none }
        let lookup = await decode(url, as: Release.self)
        guard lookup.isUnavailable, let old = URL(string: "\(base)/release/\(id)?inc=\(Self.releaseIncludesWithoutCredits)&fmt=json"),
            let cached = await fetcher.cachedJSON(.musicbrainz, old, as: Release.self)
        else { return lookup }
        return .found(cached)
    }

    /// What the owner wrote about an album that a release can agree with.
    package struct Wanted: Sendable {
        package var title: String
        package var artist: String
        package var year: Int? = nil
        package var released: PartialDate? = nil
        package var format: String? = nil
        /// The record label and catalogue number (`label:`, `catalog:`; the Discogs import writes them).
        package var label: String? = nil
        package var catalog: String? = nil
        /// How many tracks the owner listed, when they wrote `tracks:`.
        package var trackCount: Int? = nil

        package init(
            title: String, artist: String, year: Int? = nil, released: PartialDate? = nil, format: String? = nil,
            label: String? = nil, catalog: String? = nil, trackCount: Int? = nil
        ) {
            self.title = title
            self.artist = artist
            self.year = year
            self.released = released
            self.format = format
            self.label = label
            self.catalog = catalog
            self.trackCount = trackCount
        }
    }

    /// A search by title and artist; only a confident match counts: high score, same title, same artist (compared
    /// in any script). Of several, the one that agrees best with what the owner wrote (`weigh`).
    package func match(_ wanted: Wanted) async -> Lookup<Release> {
        switch await identify(wanted) {
        case .found(let identified): return .found(identified.release)
        case .none: return .none
        case .unavailable: return .unavailable
        }
    }

    /// `match`, with why: the release chosen and the explanation (`ReleaseMatch`) of the choice.
    package func identify(_ wanted: Wanted) async -> Lookup<Identified> {
        let query = "release:\"\(Self.luceneEscaped(wanted.title))\" AND artist:\"\(Self.luceneEscaped(wanted.artist))\""
        guard let url = QueryString.url("\(base)/release", [("query", query), ("limit", "25"), ("fmt", "json")]) else { return .none }
        switch await decode(url, as: SearchResult.self) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let result):
            let title = MatchKey(wanted.title), artist = MatchKey(wanted.artist)
            let candidates = (result.releases ?? []).filter { release in
                (release.score ?? 0) >= 90 && MatchKey(release.title).matches(title)
                    && (MatchKey(release.artistName).matches(artist) || (release.artistCredit ?? []).contains { MatchKey($0.name).matches(artist) })
            }
            return Self.weigh(candidates, wanted).map { .found($0) } ?? .none
        }
    }

    /// One page of an artist's release groups (`release-group?artist=…`, the browse API).
    struct ReleaseGroupPage: Decodable, Sendable {
        package struct Group: Decodable, Sendable {
            package var id: String
            package var title: String
            package var primaryType: String?
            package var secondaryTypes: [String]?
            var firstReleaseDate: String?
            package var disambiguation: String?
            package enum CodingKeys: String, CodingKey {
                case id, title, disambiguation
                case primaryType = "primary-type"
                case secondaryTypes = "secondary-types"
                case firstReleaseDate = "first-release-date"
            }
        }
        package var count: Int
        package var offset: Int?
        package var groups: [Group]
        package enum CodingKeys: String, CodingKey {
            case count = "release-group-count"
            case offset = "release-group-offset"
            case groups = "release-groups"
        }
    }

    /// Fetch days are told in UTC, the same on every machine.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// Release groups per page, MusicBrainz's largest.
    package static let pageSize = 100

    /// The artist's release groups, page by page (one request each, spaced like every MusicBrainz request), up to
    /// `maxPages`; the discography says how many there are in all. Unavailable when the first page is.
    package func discography(artist id: String, maxPages: Int) async -> Lookup<Discography> {
        var entries: [Discography.Entry] = []
        var total = 0
        var page = 0
        var fetched: Date?
        while page < maxPages {
            let offset = page * Self.pageSize
            guard let url = QueryString.url(
                "\(base)/release-group", [("artist", id), ("limit", String(Self.pageSize)), ("offset", String(offset)), ("fmt", "json")])
            else { return .none }
            switch await fetcher.jsonFetched(.musicbrainz, url, as: ReleaseGroupPage.self) {
            case .found((let answer, let at)):
                // The oldest page's time: what the discography says as of.
                if let at { fetched = min(fetched ?? at, at) }
                total = answer.count
                entries += answer.groups.map { group in
                    Discography.Entry(
                        id: group.id, title: group.title, primaryType: group.primaryType, secondaryTypes: group.secondaryTypes ?? [],
                        firstRelease: group.firstReleaseDate.flatMap { PartialDate($0) },
                        disambiguation: group.disambiguation.flatMap { $0.isEmpty ? nil : $0 })
                }
                // The last page, or one that came back short (the count changed between pages).
                if answer.groups.count < Self.pageSize || offset + answer.groups.count >= answer.count { page = maxPages }
            case .none:
                if page == 0 { return .none }
                page = maxPages
            case .unavailable:
                if page == 0 { return .unavailable }
                page = maxPages
            }
            page += 1
        }
        // Unique by id (a page boundary moving between requests can repeat one), in a stable order.
        var seen = Set<String>()
        entries = entries.filter { seen.insert($0.id).inserted }
        return .found(Discography(
            artistID: id, entries: entries, total: max(total, entries.count), fetched: fetched.map { PartialDate.day(of: $0, in: Self.utc) }))
    }

    private func decode<T: Decodable & Sendable>(_ url: URL, as type: T.Type) async -> Lookup<T> {
        await fetcher.json(.musicbrainz, url, as: type)
    }

    /// Text for inside a Lucene phrase: every character the query syntax gives a meaning escaped with `\`
    /// (`+ - && || ! ( ) { } [ ] ^ " ~ * ? : \ /`), so a title like "+" or "(What's the Story)" is searched as written.
    static func luceneEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "+-&|!(){}[]^\"~*?:\\/".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
