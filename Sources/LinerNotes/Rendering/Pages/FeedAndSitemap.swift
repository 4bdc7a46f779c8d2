import Foundation

/// The Atom feed of recently acquired albums and sitemap.xml: only with `base_url`, as both need absolute URLs.
/// Last in the list of kinds, so the sitemap sees every page.
enum FeedAndSitemap: PageKind {
    struct Feed: TemplateView {
        let title: String
        let subtitle: String?
        let lang: String
        let home: String
        let selfURL: String
        let updated: String
        let entries: [Entry]
        static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("subtitle") { $0.subtitle }, .init("lang") { $0.lang }, .init("home") { $0.home },
            .init("self") { $0.selfURL }, .init("updated") { $0.updated }, .init("entries") { $0.entries },
        ]
    }

    struct Entry: TemplateView {
        let title: String
        let url: String
        let updated: String
        let summary: String
        static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("url") { $0.url }, .init("id") { $0.url }, .init("updated") { $0.updated },
            .init("summary") { $0.summary },
        ]
    }

    struct Sitemap: TemplateView {
        let urls: [Location]
        static let fields: TemplateFields<Self> = [.init("urls") { $0.urls }]
    }

    struct Location: TemplateView {
        let loc: String
        static let fields: TemplateFields<Self> = [.init("loc") { $0.loc }]
    }

    static let reservedNames = ["feed", "sitemap"]
    static let templates = [TemplateUse("feed.xml", Feed.self), TemplateUse("sitemap.xml", Sitemap.self)]

    static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [RenderJob(paths: []) { try render(site, pages: pages) }]
    }

    static func render(_ site: SiteContext, pages: [String]) throws -> [OutputFile] {
        let config = site.config
        guard let base = config.baseURL else { return [] }
        let absolute = SiteLinks(page: "index.html", cleanURLs: config.cleanURLs, absoluteRoot: base)
        let recent = site.index.recentlyAcquired.prefix(20)
        func stamp(_ date: PartialDate?) -> String {
            guard let date else { return "1970-01-01T00:00:00Z" }
            return "\(String(format4: date.year))-\(String(format2: date.month ?? 1))-\(String(format2: date.day ?? 1))T00:00:00Z"
        }
        let feed = Feed(
            title: config.title, subtitle: config.description, lang: config.language, home: absolute.href(SitePaths.home),
            selfURL: absolute.href(SitePaths.feed), updated: stamp(recent.compactMap { $0.acquired ?? $0.displayReleased }.max()),
            entries: recent.map { album in
                Entry(
                    title: "\(album.title) — \(album.artist)", url: absolute.href(SitePaths.album(album.slug)),
                    updated: stamp(album.acquired ?? album.displayReleased), summary: site.albumDescription(album))
            })
        let sitemap = Sitemap(urls: pages.filter { $0 != SitePaths.notFound }.sorted().map { Location(loc: absolute.href($0)) })
        return [
            OutputFile(path: SitePaths.feed, contents: .bytes(Data(try site.theme.render("feed.xml", feed).utf8))),
            OutputFile(path: SitePaths.sitemap, contents: .bytes(Data(try site.theme.render("sitemap.xml", sitemap).utf8))),
        ]
    }
}
