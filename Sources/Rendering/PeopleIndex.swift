import Basics
import Engine
import Model

/// Everyone the archive's albums credit (MusicBrainz relationships), with where their page is: their artist page
/// when the archive has them (by MusicBrainz id, else by folded name), otherwise a person page under `people/`.
/// What each did, album by album, for their page's summary and list; the works they wrote, with the owner's
/// recordings of each. Built once per render; `digest` (every person's page) is in the site's digest, since
/// every album page links to these pages and a person page's slug depends on the others'.
struct PeopleIndex: Sendable, Encodable {
    /// One credit on one album: what they did, on which tracks (none: the whole release).
    struct Part: Sendable, Hashable, Encodable {
        /// "producer", "bass", "lead vocals": the activity, in the site's words.
        let activity: String
        /// Track labels ("3", "A1"); empty for the release.
        let tracks: [String]
    }

    struct Contribution: Sendable, Encodable {
        let albumSlug: String
        var parts: [Part]
    }

    /// A recording the owner has of a work: the track, and who performed it.
    struct Recording: Sendable, Encodable {
        let albumSlug: String
        let track: String
        let performers: [Credit]
    }

    struct Work: Sendable, Encodable {
        let id: String
        let title: String
        /// "composer", "lyricist": what this person was to it.
        var roles: [String]
        var recordings: [Recording]
    }

    struct Person: Sendable, Encodable {
        let key: PersonIdentity
        let name: String
        /// Their artist page, when the archive has them.
        let artistSlug: String?
        /// Their person page otherwise.
        var slug: String?
        var contributions: [Contribution]
        var works: [Work]

        var path: String { artistSlug.map(SitePaths.artist) ?? SitePaths.person(slug ?? "") }
    }

    /// Everyone, with what they did: reading it records a read of the whole index (`SiteReads.people`), since
    /// what each did is made from every album's credits.
    var people: [Person] {
        ReadLog.record(SiteReads.people)
        return everyone
    }
    private let everyone: [Person]
    /// Each person's place, by their identity's text: a dictionary with `String` keys is digested in key order, one
    /// with other keys in its storage's order, which differs from build to build (`StableDigest`).
    private let positions: [String: Int]
    /// Each artist's person entries (several when credited under other names without an id).
    var byArtist: [String: [Int]] {
        ReadLog.record(SiteReads.people)
        return byArtistStored
    }
    private let byArtistStored: [String: [Int]]
    /// The albums an artist appears on as a track artist or credited performer without being the album's artist.
    var appearances: [String: [String]] {
        ReadLog.record(SiteReads.people)
        return appearancesStored
    }
    private let appearancesStored: [String: [String]]
    /// Where everyone's page is: in the site's digest (`SiteReads`), as every album page links to these pages.
    let digest: String

    /// The person a credit names: by MusicBrainz id, else by folded name.
    static func key(_ credit: Credit) -> PersonIdentity {
        PersonIdentity(credit)
    }

    func person(_ credit: Credit) -> Person? {
        positions[Self.key(credit).text].map { people[$0] }
    }

    /// The page of the person a credit names (in the site's digest, so not recorded).
    func path(_ credit: Credit) -> String? {
        positions[Self.key(credit).text].map { everyone[$0].path }
    }

    /// The people with person pages.
    var withPages: [Person] { people.filter { $0.artistSlug == nil } }

    /// Made while planning: what it reads is recorded only when planning's reads are gathered (`ReadCollector`).
    init(_ archive: Archive, artistSlugsByName: [String: String], strings: SiteStrings) {
        var artistsByID: [String: String] = [:]
        for artist in archive.artists {
            if let id = artist.mbid, artistsByID[id] == nil { artistsByID[id] = artist.slug }
        }
        var people: [Person] = []
        var positions: [String: Int] = [:]
        func entry(_ credit: Credit) -> Int {
            let key = Self.key(credit)
            if let position = positions[key.text] { return position }
            let artist = credit.artistID.flatMap { artistsByID[$0] } ?? artistSlugsByName[NameKey.make(credit.name)]
            people.append(Person(key: key, name: credit.name, artistSlug: artist, slug: nil, contributions: [], works: []))
            positions[key.text] = people.count - 1
            return people.count - 1
        }
        var appearances: [String: [String]] = [:]
        func appears(_ artistSlug: String?, _ album: Album) {
            guard let artistSlug, !album.creditSlugs.contains(artistSlug), appearances[artistSlug]?.last != album.slug else { return }
            appearances[artistSlug, default: []].append(album.slug)
        }
        for album in archive.albums {
            // Track artists first: a guest on a compilation appears on it.
            for track in album.displayTracks {
                for credited in track.credits { appears(artistSlugsByName[NameKey.make(credited.name)], album) }
            }
            let credits = album.enrichment.credits
            guard !credits.isEmpty else { continue }
            var parts: [Int: [Part: [String]]] = [:]
            func add(_ credit: Credit, track: String?) {
                let position = entry(credit)
                if credit.role.isPerformance { appears(people[position].artistSlug, album) }
                for activity in Self.activities(credit, strings) {
                    let part = Part(activity: activity, tracks: [])
                    var tracks = parts[position, default: [:]][part, default: []]
                    if let track, !tracks.contains(track) { tracks.append(track) }
                    parts[position, default: [:]][part] = tracks
                }
            }
            for credit in credits.release { add(credit, track: nil) }
            for track in credits.tracks {
                let label = Self.trackLabel(track, discs: Set(credits.tracks.map(\.disc)).count)
                for credit in track.credits { add(credit, track: label) }
                let performers = track.credits.filter(\.role.isPerformance)
                for work in track.works {
                    for author in work.credits {
                        add(author, track: label)
                        let position = entry(author)
                        let role = Self.activities(author, strings).first ?? author.role.rawValue
                        let recording = Recording(albumSlug: album.slug, track: track.title, performers: performers)
                        if let index = people[position].works.firstIndex(where: { $0.id == work.id }) {
                            if !people[position].works[index].roles.contains(role) { people[position].works[index].roles.append(role) }
                            if !people[position].works[index].recordings.contains(where: { $0.albumSlug == album.slug && $0.track == track.title }) {
                                people[position].works[index].recordings.append(recording)
                            }
                        } else {
                            people[position].works.append(Work(id: work.id, title: work.title, roles: [role], recordings: [recording]))
                        }
                    }
                }
            }
            for (position, byPart) in parts.sorted(by: { $0.key < $1.key }) {
                // A part on the release and on some tracks is a part of the release.
                let release = Set(byPart.filter { $0.value.isEmpty }.map(\.key.activity))
                let list = byPart.map { Part(activity: $0.key.activity, tracks: release.contains($0.key.activity) ? [] : $0.value) }
                let unique = Array(Set(list)).sorted { ($0.tracks.isEmpty ? 0 : 1, $0.activity) < ($1.tracks.isEmpty ? 0 : 1, $1.activity) }
                people[position].contributions.append(Contribution(albumSlug: album.slug, parts: unique))
            }
        }
        // Person pages' slugs: in the order of their keys, so one slug does not move when another person comes.
        var taken = Set<String>()
        for position in people.indices.sorted(by: { people[$0].key < people[$1].key }) where people[position].artistSlug == nil {
            let base = Slug.make(people[position].name)
            let slug = UniqueName.numbered(base.isEmpty ? "person" : base, avoiding: taken)
            taken.insert(slug)
            people[position].slug = slug
        }
        var byArtist: [String: [Int]] = [:]
        for (position, person) in people.enumerated() {
            if let slug = person.artistSlug { byArtist[slug, default: []].append(position) }
        }
        self.everyone = people
        self.positions = positions
        self.byArtistStored = byArtist
        self.appearancesStored = appearances
        digest = StableDigest.combine(people.sorted { $0.key < $1.key }.flatMap { [$0.key.text, $0.name, $0.path] })
    }

    /// What a credit says they did, one activity per instrument or kind of vocals.
    static func activities(_ credit: Credit, _ strings: SiteStrings) -> [String] {
        switch credit.role {
        case .instrument, .vocal:
            let named = credit.attributes.filter { !Self.qualifiers.contains($0) }
            return named.isEmpty ? [strings.text("role_" + Self.keyName(credit.role))] : named
        default:
            return [strings.text("role_" + Self.keyName(credit.role))]
        }
    }

    /// Attributes that qualify a role rather than name an instrument.
    static let qualifiers: Set<String> = ["additional", "assistant", "associate", "co", "executive", "guest", "solo", "minor", "translated", "original"]

    static func keyName(_ role: CreditRole) -> String {
        role.rawValue.replacingOccurrences(of: " ", with: "_")
    }

    /// "3", "A1", or "2.3" on a release of several discs without printed numbers.
    static func trackLabel(_ track: TrackCredits, discs: Int) -> String {
        if let number = track.number { return discs > 1 && Int(number) != nil ? "\(track.disc).\(number)" : number }
        return discs > 1 ? "\(track.disc).\(track.position)" : String(track.position)
    }
}
