import Model

/// An album's Credits: who made the release (by role; performers with what they play), who did something on only
/// some tracks ("Tracks 3, 5: Art Blakey — drums"), and the works performed with their authors. Credits on every
/// track that has credits are shown once, with the release's. Nil when MusicBrainz relates no one.
struct CreditsView: TemplateView {
    /// A credited person, linked to their page, and what they did ("double bass", "co").
    struct Person: TemplateView {
        package let name: String
        package let href: String?
        package let detail: String?
        /// "; " before the next person, nothing after the last.
        var join = ""
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("href") { $0.href }, .init("detail") { $0.detail }, .init("join") { $0.join },
        ]

        /// `people` with "; " between them.
        static func joined(_ people: [Person]) -> [Person] {
            people.enumerated().map { index, person in
                var person = person
                person.join = index < people.count - 1 ? "; " : ""
                return person
            }
        }
    }

    /// "Producer": the people; or "Tracks 3, 5": the people with what they did there.
    struct Group: TemplateView {
        package let label: String
        package let people: [Person]
        init(label: String, people: [Person]) {
            self.label = label
            self.people = Person.joined(people)
        }
        package static let fields: TemplateFields<Self> = [.init("label") { $0.label }, .init("people") { $0.people }]
    }

    /// A work with the tracks performing it, and its authors by role ("composer": …; "lyricist": …).
    struct Work: TemplateView {
        package let title: String
        package let tracks: String
        package let authors: [Group]
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("tracks") { $0.tracks }, .init("authors") { $0.authors }]
    }

    package let release: [Group]
    package let tracks: [Group]
    package let works: [Work]

    package static let fields: TemplateFields<Self> = [
        .init("release") { $0.release }, .init("tracks") { $0.tracks.isEmpty ? nil : $0.tracks }, .init("works") { $0.works }, .init("has_works") { !$0.works.isEmpty },
    ]

    init?(_ credits: AlbumCredits, trackCount: Int, people: PeopleIndex, links: SiteLinks, strings: SiteStrings) {
        guard !credits.isEmpty else { return nil }
        let discs = Set(credits.tracks.map(\.disc)).count
        let credited = credits.tracks.filter { !$0.credits.isEmpty }
        // On every track with credits (two or more of them, or the release's only track): the release's.
        var shared: [Credit] = []
        if let first = credited.first, credited.count >= 2 || trackCount <= 1 {
            shared = first.credits.filter { credit in credited.allSatisfy { $0.credits.contains(credit) } }
        }
        func person(_ credit: Credit, detail: String?) -> Person {
            Person(name: credit.name, href: people.path(credit).map { links.href($0) }, detail: detail)
        }
        func word(_ role: CreditRole) -> String { strings.text("role_" + PeopleIndex.keyName(role)) }
        func attributes(_ credit: Credit) -> String? { credit.attributes.isEmpty ? nil : credit.attributes.joined(separator: ", ") }

        // The release: grouped by role (performers together, the sleeve on one line), each person once per group.
        let releaseCredits = Self.unique(credits.release + shared)
        // A group is known by its place in the order (performers, each other role, the sleeve), not by its words: two
        // roles a language names alike stay two groups.
        var groups: [(order: Int, label: String, people: [(credit: Credit, details: [String])])] = []
        for credit in releaseCredits {
            let (order, label, detail): (Int, String, String?)
            if credit.role.isPerformance {
                let what = credit.role == .instrument || credit.role == .vocal
                    ? (attributes(credit) ?? word(credit.role)) : word(credit.role)
                (order, label, detail) = (0, strings.text("credits_performers"), what)
            } else if credit.role.isDesign {
                (order, label, detail) = (1000, strings.text("credits_design"), word(credit.role))
            } else {
                (order, label, detail) = (1 + (CreditRole.allCases.firstIndex(of: credit.role) ?? 0), word(credit.role).capitalizedFirst, attributes(credit))
            }
            let index: Int
            if let found = groups.firstIndex(where: { $0.order == order }) {
                index = found
            } else {
                groups.append((order, label, []))
                index = groups.count - 1
            }
            if let at = groups[index].people.firstIndex(where: { PeopleIndex.key($0.credit) == PeopleIndex.key(credit) }) {
                if let detail, !groups[index].people[at].details.contains(detail) { groups[index].people[at].details.append(detail) }
            } else {
                groups[index].people.append((credit, detail.map { [$0] } ?? []))
            }
        }
        release = groups.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map { _, group in
            Group(label: group.label, people: group.people.map { person($0.credit, detail: $0.details.isEmpty ? nil : $0.details.joined(separator: ", ")) })
        }

        // The rest, track by track: each person and part with the tracks it is on, grouped by those tracks.
        var parts: [(credit: Credit, detail: String, tracks: [String])] = []
        for track in credited {
            let label = PeopleIndex.trackLabel(track, discs: discs)
            for credit in track.credits where !shared.contains(credit) && !credits.release.contains(credit) {
                let role = credit.role == .instrument || credit.role == .vocal ? nil : word(credit.role)
                let named = [role, attributes(credit)].compactMap { $0 }.joined(separator: ", ")
                let detail = named.isEmpty ? word(credit.role) : named
                if let at = parts.firstIndex(where: { PeopleIndex.key($0.credit) == PeopleIndex.key(credit) && $0.detail == detail }) {
                    if !parts[at].tracks.contains(label) { parts[at].tracks.append(label) }
                } else {
                    parts.append((credit, detail, [label]))
                }
            }
        }
        var byTracks: [(tracks: [String], people: [Person])] = []
        for part in parts {
            let entry = person(part.credit, detail: part.detail)
            if let at = byTracks.firstIndex(where: { $0.tracks == part.tracks }) {
                byTracks[at].people.append(entry)
            } else {
                byTracks.append((part.tracks, [entry]))
            }
        }
        tracks = byTracks.map { group in
            Group(label: strings.counted("credits_tracks", group.tracks.count, ["tracks": Self.ranges(group.tracks)]), people: group.people)
        }

        // The works, each once, with the tracks that perform it.
        var works: [(work: CreditedWork, tracks: [String])] = []
        for track in credits.tracks {
            for work in track.works {
                let label = PeopleIndex.trackLabel(track, discs: discs)
                if let at = works.firstIndex(where: { $0.work.id == work.id }) {
                    works[at].tracks.append(label)
                } else {
                    works.append((work, [label]))
                }
            }
        }
        self.works = works.map { entry in
            Work(
                title: entry.work.title,
                tracks: strings.counted("credits_tracks", entry.tracks.count, ["tracks": Self.ranges(entry.tracks)]),
                authors: CreditRole.allCases.compactMap { role in
                    let authors = Self.unique(entry.work.credits.filter { $0.role == role })
                    return authors.isEmpty ? nil : Group(label: word(role), people: authors.map { person($0, detail: nil) })
                })
        }
    }

    /// "2–5, 7, A1", "A2–A4, B2": runs of three or more consecutive numbers, on one side or disc ("A2", "A3", "A4"), as
    /// a range.
    static func ranges(_ labels: [String]) -> String {
        var parts: [String] = []
        var run: [(prefix: Substring, number: Int)] = []
        func close() {
            if run.count >= 3, let first = run.first, let last = run.last {
                parts.append("\(first.prefix)\(first.number)–\(last.prefix)\(last.number)")
            } else {
                parts += run.map { "\($0.prefix)\($0.number)" }
            }
            run = []
        }
        for label in labels {
            // A number after a side's or a disc's letters ("A2"), written as a number is written (no "A02").
            let prefix = label.prefix { !$0.isNumber }
            let digits = label.dropFirst(prefix.count)
            if prefix.allSatisfy({ $0.isASCII && $0.isLetter }), let number = Int(digits), digits == String(number)[...] {
                if let last = run.last, last.prefix != prefix || number != last.number + 1 { close() }
                run.append((prefix, number))
            } else {
                close()
                parts.append(label)
            }
        }
        close()
        return parts.joined(separator: ", ")
    }

    private static func unique(_ credits: [Credit]) -> [Credit] {
        var seen = Set<Credit>()
        return credits.filter { seen.insert($0).inserted }
    }
}

extension String {
    /// "producer" → "Producer", for a role heading.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
