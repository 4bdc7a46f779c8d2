import Model

/// A composer's (or lyricist's) works, each with the recordings the owner has of it and who performed each:
/// "Become Desert (composer) — Become Desert, on Become Desert: Ludovic Morlot — conductor; Seattle Symphony — orchestra".
struct WorksView: TemplateView {
    struct Work: TemplateView {
        package let title: String
        package let roles: String
        package let recordings: [Recording]
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("roles") { $0.roles }, .init("recordings") { $0.recordings }]
    }

    struct Recording: TemplateView {
        package let href: String
        package let album: String
        package let artist: String
        package let track: String
        package let performers: [CreditsView.Person]
        package static let fields: TemplateFields<Self> = [
            .init("href") { $0.href }, .init("album") { $0.album }, .init("artist") { $0.artist }, .init("track") { $0.track },
            .init("performers") { $0.performers }, .init("has_performers") { !$0.performers.isEmpty },
        ]
    }

    package let works: [Work]
    package static let fields: TemplateFields<Self> = [.init("works") { $0.works }]

    /// Nil when they wrote none of the works the archive's albums perform.
    init?(_ works: [PeopleIndex.Work], _ site: SiteContext, _ links: SiteLinks) {
        let shown = works.sorted { ($0.title.lowercased(), $0.id) < ($1.title.lowercased(), $1.id) }.compactMap { work -> Work? in
            let recordings = work.recordings.compactMap { recording -> Recording? in
                guard let album = site.index.albumsBySlug[recording.albumSlug] else { return nil }
                let performers = recording.performers.map { credit in
                    let what = (credit.role == .instrument || credit.role == .vocal) && !credit.attributes.isEmpty
                        ? credit.attributes.joined(separator: ", ") : site.strings.text("role_" + PeopleIndex.keyName(credit.role))
                    return CreditsView.Person(name: credit.name, href: site.people.path(credit).map { links.href($0) }, detail: what)
                }
                return Recording(
                    href: links.href(SitePaths.album(album.slug)), album: album.title, artist: album.artist, track: recording.track,
                    performers: CreditsView.Person.joined(performers))
            }
            return recordings.isEmpty ? nil : Work(title: work.title, roles: work.roles.joined(separator: ", "), recordings: recordings)
        }
        guard !shown.isEmpty else { return nil }
        self.works = shown
    }

    /// The works of several person entries merged by work id.
    static func merged(_ lists: [[PeopleIndex.Work]]) -> [PeopleIndex.Work] {
        var result: [PeopleIndex.Work] = []
        for work in lists.joined() {
            if let at = result.firstIndex(where: { $0.id == work.id }) {
                for role in work.roles where !result[at].roles.contains(role) { result[at].roles.append(role) }
                for recording in work.recordings where !result[at].recordings.contains(where: { $0.albumSlug == recording.albumSlug && $0.track == recording.track }) {
                    result[at].recordings.append(recording)
                }
            } else {
                result.append(work)
            }
        }
        return result
    }
}
