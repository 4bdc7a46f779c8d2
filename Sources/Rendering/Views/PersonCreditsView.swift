import Model

/// What one person did in the collection, for their person page and for their artist page: a summary line
/// ("producer of 3 albums, bass on 11 tracks of 2 albums") and the albums, as cards with their roles.
struct PersonCreditsView: TemplateView {
    struct Entry: TemplateView {
        let card: CachedView<AlbumCardView>
        package let roles: String
        package static let fields: TemplateFields<Self> = [.init("card") { $0.card }, .init("roles") { $0.roles }]
    }

    package let summary: String
    package let entries: [Entry]
    /// The section's heading ("Credited on"; on an artist's page also "Their roles on their own albums") and its id.
    let heading: String
    let headingID: String
    package static let fields: TemplateFields<Self> = [
        .init("summary") { $0.summary }, .init("entries") { $0.entries }, .init("heading") { $0.heading }, .init("heading_id") { $0.headingID },
    ]

    /// Nil when `contributions` has none of the archive's albums. `heading`: a key of the site's words.
    init?(
        _ contributions: [PeopleIndex.Contribution], _ site: SiteContext, _ links: SiteLinks,
        heading: String = "credited_on", headingID: String = "person-credits-heading"
    ) {
        let known = contributions.filter { site.index.albumsBySlug[$0.albumSlug] != nil }
        guard !known.isEmpty else { return nil }
        self.heading = site.strings.text(heading)
        self.headingID = headingID
        summary = Self.summary(known, site.strings)
        entries = known.enumerated().compactMap { position, contribution in
            guard let album = site.index.albumsBySlug[contribution.albumSlug] else { return nil }
            let roles = contribution.parts.map { part in
                part.tracks.isEmpty
                    ? part.activity
                    : "\(part.activity) (\(site.strings.counted("credits_tracks", part.tracks.count, ["tracks": CreditsView.ranges(part.tracks)])))"
            }
            return Entry(card: site.card(album, links, position: position), roles: roles.joined(separator: "; "))
        }
    }

    /// The albums of several contributions merged, each album once, in the order first met.
    static func merged(_ lists: [[PeopleIndex.Contribution]]) -> [PeopleIndex.Contribution] {
        var result: [PeopleIndex.Contribution] = []
        for contribution in lists.joined() {
            if let at = result.firstIndex(where: { $0.albumSlug == contribution.albumSlug }) {
                for part in contribution.parts where !result[at].parts.contains(part) { result[at].parts.append(part) }
            } else {
                result.append(contribution)
            }
        }
        return result
    }

    /// "producer of 3 albums, bass on 11 tracks of 2 albums": each activity, the most frequent first.
    static func summary(_ contributions: [PeopleIndex.Contribution], _ strings: SiteStrings) -> String {
        var releases: [String: Int] = [:]
        var tracks: [String: (tracks: Int, albums: Int)] = [:]
        var order: [String] = []
        for contribution in contributions {
            for part in contribution.parts {
                if !order.contains(part.activity) { order.append(part.activity) }
                if part.tracks.isEmpty {
                    releases[part.activity, default: 0] += 1
                } else {
                    let sum = tracks[part.activity] ?? (0, 0)
                    tracks[part.activity] = (sum.tracks + part.tracks.count, sum.albums + 1)
                }
            }
        }
        var phrases: [(weight: Int, text: String)] = []
        for activity in order {
            if let albums = releases[activity] {
                phrases.append((albums * 100, strings.counted("credit_of_albums", albums, ["role": activity])))
            }
            if let count = tracks[activity] {
                phrases.append((count.tracks, strings.counted(
                    "credit_on_tracks", count.tracks, ["role": activity, "albums": strings.counted("n_albums", count.albums)])))
            }
        }
        let sorted = phrases.enumerated().sorted { ($1.element.weight, $0.offset) < ($0.element.weight, $1.offset) }.map(\.element.text)
        let shown = sorted.prefix(6)
        return shown.joined(separator: ", ") + (sorted.count > shown.count ? ", …" : "")
    }
}
