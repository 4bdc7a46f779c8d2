import Foundation
import Model
import Basics

/// `concert.mustache`: one concert, with a calendar file beside it.
struct ConcertView: TemplateView {
    struct Info: TemplateView {
        package let concert: Concert
        package let links: SiteLinks
        let notesHTML: String
        /// "Saturday 9 March 2024", in the site's language.
        let dateText: String
        /// "Headliner with Support", in the site's language.
        let summary: String
        package static let fields: TemplateFields<Self> = [
            .init("summary") { $0.summary },
            .init("date") { TimeView(iso: $0.concert.date.description, text: $0.dateText) },
            .init("time") { $0.concert.time },
            .init("venue") { $0.concert.venue },
            .init("city") { $0.concert.city },
            .init("artists") { $0.artists },
            .init("map_url") { $0.mapURL },
            .init("url") { $0.concert.url },
            .init("ics") { $0.links.href(SitePaths.concertCalendar($0.concert.slug)) },
            .init("notes_html") { $0.notesHTML },
        ]

        package var artists: [Performer] {
            concert.artists.enumerated().map { position, name in
                let slug = position < concert.artistSlugs.count ? concert.artistSlugs[position] : ""
                return Performer(name: name, href: slug.isEmpty ? nil : links.href(SitePaths.artist(slug)), headliner: position == 0)
            }
        }

        var mapURL: String? {
            concert.latitude.flatMap { lat in
                concert.longitude.map { lon in "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=16/\(lat)/\(lon)" }
            }
        }
    }

    struct Performer: TemplateView {
        package let name: String
        package let href: String?
        package let headliner: Bool
        package static let fields: TemplateFields<Self> = [.init("name") { $0.name }, .init("href") { $0.href }, .init("headliner") { $0.headliner }]
    }

    let common: PageCommon
    package let concert: Info

    package static let fields: TemplateFields<Self> = [.embedding { $0.common }, .init("concert") { $0.concert }]

    /// The page and its `.ics` file.
    package static func render(_ concert: Concert, _ site: SiteContext) throws -> [OutputFile] {
        let path = SitePaths.concert(concert.slug)
        let links = site.links(for: path)
        let config = site.config
        let summary = ICalendar.summary(concert, site.strings)
        let view = ConcertView(
            common: site.common(
                path: path, title: site.strings.text("title_concert", ["summary": summary, "venue": concert.venue]),
                description: site.describe("desc_concert", [
                    "summary": summary, "place": concert.venue + (concert.city.map { ", \($0)" } ?? ""), "date": site.strings.date(concert.date),
                ]),
                section: "concerts", links: links, meta: StructuredData.concert(concert, site)),
            concert: Info(
                concert: concert, links: links, notesHTML: site.markdown.html(concert.notes), dateText: site.strings.day(concert.date),
                summary: summary))
        let domain = config.baseURL.flatMap { URL(string: $0)?.host } ?? "linernotes.invalid"
        let pageURL = config.baseURL.map { SiteLinks(page: path, cleanURLs: config.cleanURLs, absoluteRoot: $0).href(path) }
        let ics = OutputFile(
            path: SitePaths.concertCalendar(concert.slug),
            contents: .bytes(Data(ICalendar.event(concert, uidDomain: domain, pageURL: pageURL, strings: site.strings).utf8)))
        return [try site.page(path, "concert", view), ics]
    }
}
