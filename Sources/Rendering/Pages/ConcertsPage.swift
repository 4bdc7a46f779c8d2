import Foundation
import Model
import Basics

/// `concerts/index.html` and each concert's page with its calendar file.
struct ConcertsPage: PageKind, TemplateView {
    struct Day: TemplateView {
        let iso: String
        package let text: String
        package let concerts: [Entry]
        package static let fields: TemplateFields<Self> = [.init("iso") { $0.iso }, .init("text") { $0.text }, .init("concerts") { $0.concerts }]
    }

    package struct Entry: TemplateView {
        let concert: Concert
        let href: String
        /// "Headliner with Support", in the site's language.
        let summary: String
        package static let fields: TemplateFields<Self> = [
            .init("time") { $0.concert.time },
            .init("summary") { $0.summary },
            .init("venue") { $0.concert.venue },
            .init("city") { $0.concert.city },
            .init("href") { $0.href },
            .init("search") { [$0.summary, $0.concert.venue, $0.concert.city ?? ""].joined(separator: " ") },
        ]
    }

    let common: PageCommon
    let days: [Day]
    package let script: String

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("days") { $0.days },
        .init("empty") { $0.days.isEmpty },
        .init("script") { $0.script },
    ]

    static let templates = [TemplateUse("concerts", Self.self), TemplateUse("concert", ConcertView.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        archive.concerts.isEmpty ? [] : [NavigationEntry(label: "Concerts", path: SitePaths.concerts, section: "concerts")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        let concerts = site.archive.concerts
        guard !concerts.isEmpty else { return [] }
        return [RenderJob(paths: [SitePaths.concerts] + concerts.map { SitePaths.concert($0.slug) }) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> [OutputFile] {
        let path = SitePaths.concerts
        let links = site.links(for: path)
        var days: [(date: PartialDate, concerts: [Concert])] = []
        for concert in site.archive.concerts {
            if days.last?.date == concert.date { days[days.count - 1].concerts.append(concert) } else { days.append((concert.date, [concert])) }
        }
        let view = ConcertsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_concerts"), description: site.describe("desc_concerts"), section: "concerts", links: links),
            days: days.map { day in
                Day(
                    iso: day.date.description, text: site.strings.day(day.date),
                    concerts: day.concerts.map {
                        Entry(concert: $0, href: links.href(SitePaths.concert($0.slug)), summary: ICalendar.summary($0, site.strings))
                    })
            },
            script: links.href(SitePaths.asset("concerts.js")))
        var files = [try site.page(path, "concerts", view)]
        for concert in site.archive.concerts {
            files += try ConcertView.render(concert, site)
        }
        return files
    }
}
