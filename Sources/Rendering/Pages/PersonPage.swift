import Basics
import Model

/// `people/<slug>/index.html`: someone the albums credit (a producer, a session player, a composer) who is not an
/// artist of the archive: what they did in the collection, and the works they wrote.
struct PersonPage: PageKind, TemplateView {
    struct PersonInfo: TemplateView {
        package let name: String
        package let musicbrainzURL: String?
        package static let fields: TemplateFields<Self> = [.init("name") { $0.name }, .init("musicbrainz_url") { $0.musicbrainzURL }]
    }

    let common: PageCommon
    package let person: PersonInfo
    let credits: PersonCreditsView?
    let works: WorksView?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("person") { $0.person },
        .init("credits") { $0.credits },
        .init("works") { $0.works },
    ]

    static let templates = [TemplateUse("person", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        site.people.withPages.map { person in
            // Their entry of the people index, as a value of its own: what they did changes their page, not others'.
            let entry = site.derive("person", person.key.text, person)
            return RenderJob(paths: [SitePaths.person(person.slug ?? "")]) { [try render(entry.value, site)] }
        }
    }

    package static func render(_ person: PeopleIndex.Person, _ site: SiteContext) throws -> OutputFile {
        let path = person.path
        let links = site.links(for: path)
        let credits = PersonCreditsView(person.contributions, site, links)
        let view = PersonPage(
            common: site.common(
                path: path, title: person.name,
                description: site.describe("desc_person", ["person": person.name, "summary": credits?.summary ?? ""]),
                section: "artists", links: links),
            person: PersonInfo(
                name: person.name,
                musicbrainzURL: person.key.musicBrainzID.map { "https://musicbrainz.org/artist/\($0)" }),
            credits: credits,
            works: WorksView(person.works, site, links))
        return try site.page(path, "person", view)
    }
}
