import Foundation
import Basics
import Model

/// MusicBrainz WS/2: album identity and track lists (CC0 data).
package struct MusicBrainzClient: Sendable {
    package let fetcher: Fetcher

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    package struct Release: Decodable, Sendable {
        package struct ReleaseGroup: Decodable, Sendable {
            package var id: String
            var firstReleaseDate: String?
            package var primaryType: String?
            package var secondaryTypes: [String]?
            package enum CodingKeys: String, CodingKey {
                case id
                case firstReleaseDate = "first-release-date"
                case primaryType = "primary-type"
                case secondaryTypes = "secondary-types"
            }
        }
        package struct Credit: Decodable, Sendable {
            package struct Artist: Decodable, Sendable {
                package var id: String?
                package var name: String?
            }
            package var name: String
            package var joinphrase: String?
            package var artist: Artist?

            package var credited: CreditedArtist { CreditedArtist(name: name, joinphrase: joinphrase ?? "") }
        }
        package struct Recording: Decodable, Sendable {
            package var video: Bool?
        }
        package struct Medium: Decodable, Sendable {
            package var position: Int?
            package var title: String?
            package var format: String?
            package var pregap: MediumTrack?
            package var tracks: [MediumTrack]?
            var dataTracks: [MediumTrack]?
            package enum CodingKeys: String, CodingKey {
                case position, title, format, pregap, tracks
                case dataTracks = "data-tracks"
            }
        }
        package struct MediumTrack: Decodable, Sendable {
            package var number: String?
            package var title: String
            package var length: Int?
            package var artistCredit: [Credit]?
            package var recording: Recording?
            package enum CodingKeys: String, CodingKey {
                case number, title, length, recording
                case artistCredit = "artist-credit"
            }
        }

        package var id: String
        package var title: String
        package var status: String?
        package var date: String?
        var score: Int?
        package var releaseGroup: ReleaseGroup?
        package var artistCredit: [Credit]?
        package var media: [Medium]?

        package enum CodingKeys: String, CodingKey {
            case id, title, status, date, score, media
            case releaseGroup = "release-group"
            case artistCredit = "artist-credit"
        }

        /// "A & B feat. C": credits joined by their join phrases.
        package var artistName: String {
            Self.creditText(artistCredit ?? [])
        }

        static func creditText(_ credits: [Credit]) -> String {
            CreditedArtist.text(credits.map(\.credited))
        }

        /// This pressing's date; MusicBrainz sends `""` for an unknown one, which is no date, not the earliest.
        package var pressingDate: PartialDate? {
            date.flatMap { $0.isEmpty ? nil : PartialDate($0) }
        }

        /// The release group's first release: the album's original date.
        package var originalDate: PartialDate? {
            releaseGroup?.firstReleaseDate.flatMap { $0.isEmpty ? nil : PartialDate($0) }
        }

        /// Every medium as a disc, with its own title and format ("Live at the Fridge 1982", "DVD-Video").
        package var discs: [Disc] {
            (media ?? []).enumerated().map { index, medium in
                Disc(number: medium.position ?? index + 1, title: medium.title.flatMap { $0.isEmpty ? nil : $0 }, format: medium.format)
            }
        }

        /// Tracks across all media, as MusicBrainz has them: a hidden pregap track (track 0) first, then the tracks,
        /// then the data tracks; video recordings marked. A track's artists are kept when they are not the album's.
        package var tracks: [Track] {
            let albumCredit = MatchKey(artistName)
            return (media ?? []).enumerated().flatMap { index, medium in
                let disc = medium.position ?? index + 1
                func track(_ track: MediumTrack, kind: Track.Kind, fallbackNumber: String?) -> Track {
                    let credits = (track.artistCredit ?? []).map(\.credited)
                    let own = !credits.isEmpty && MatchKey(CreditedArtist.text(credits)) != albumCredit
                    return Track(
                        title: track.title, length: track.length.map { ($0 + 500) / 1000 }, disc: disc,
                        number: track.number.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackNumber,
                        credits: own ? credits : [],
                        kind: track.recording?.video == true ? .video : kind)
                }
                var tracks: [Track] = []
                if let pregap = medium.pregap { tracks.append(track(pregap, kind: .hidden, fallbackNumber: "0")) }
                tracks += (medium.tracks ?? []).map { track($0, kind: .audio, fallbackNumber: nil) }
                tracks += (medium.dataTracks ?? []).map { track($0, kind: .data, fallbackNumber: nil) }
                return tracks
            }
        }

        /// The formats of its media, for comparing with the format the owner wrote.
        package var formats: [String] { (media ?? []).compactMap(\.format) }
    }

    private struct SearchResult: Decodable, Sendable {
        var releases: [Release]?
    }

    package var base: String { fetcher.settings.sources.musicbrainz.baseURL }

    package func release(id: String) async -> Lookup<Release> {
        guard let url = URL(string: "\(base)/release/\(id)?inc=recordings+artist-credits+release-groups&fmt=json") else { return .none }
        return await decode(url, as: Release.self)
    }

    /// What the owner wrote about an album that a release can agree with.
    package struct Wanted: Sendable {
        package var title: String
        package var artist: String
        package var year: Int? = nil
        package var released: PartialDate? = nil
        package var format: String? = nil

        package init(title: String, artist: String, year: Int? = nil, released: PartialDate? = nil, format: String? = nil) {
            self.title = title
            self.artist = artist
            self.year = year
            self.released = released
            self.format = format
        }
    }

    /// A search by title and artist; only a confident match counts: high score, same title, same artist (compared
    /// in any script). Of several, the one that agrees with what the owner wrote (`Wanted`), then official releases
    /// with a date before undated ones, then the earliest.
    package func match(_ wanted: Wanted) async -> Lookup<Release> {
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
            return Self.preferred(candidates, wanted).map { .found($0) } ?? .none
        }
    }

    /// The best of `candidates` for `wanted`.
    static func preferred(_ candidates: [Release], _ wanted: Wanted) -> Release? {
        func key(_ release: Release) -> (Int, Int, String, Int, String) {
            let date = release.pressingDate
            var disagreements = 0
            if let day = wanted.released, date != day { disagreements += 1 }
            if let year = wanted.year ?? wanted.released?.year, date?.year != year { disagreements += 1 }
            if let format = wanted.format, let kind = FormatKind(format), !release.formats.isEmpty, !release.formats.contains(where: { FormatKind($0) == kind }) {
                disagreements += 1
            }
            let officialDated = release.status == "Official" && date != nil ? 0 : release.status == "Official" ? 1 : date != nil ? 2 : 3
            return (disagreements, officialDated, date?.description ?? "9999", -(release.score ?? 0), release.id)
        }
        return candidates.min { key($0) < key($1) }
    }

    /// One page of an artist's release groups (`release-group?artist=…`, the browse API).
    package struct ReleaseGroupPage: Decodable, Sendable {
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

    /// Release groups per page, MusicBrainz's largest.
    package static let pageSize = 100

    /// The artist's release groups, page by page (one request each, spaced like every MusicBrainz request), up to
    /// `maxPages`; the discography says how many there are in all. Unavailable when the first page is.
    package func discography(artist id: String, maxPages: Int) async -> Lookup<Discography> {
        var entries: [Discography.Entry] = []
        var total = 0
        var page = 0
        while page < maxPages {
            let offset = page * Self.pageSize
            guard let url = QueryString.url(
                "\(base)/release-group", [("artist", id), ("limit", String(Self.pageSize)), ("offset", String(offset)), ("fmt", "json")])
            else { return .none }
            switch await decode(url, as: ReleaseGroupPage.self) {
            case .found(let answer):
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
        return .found(Discography(artistID: id, entries: entries, total: max(total, entries.count)))
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
