import Foundation
import Model
import Mustache
import Basics

/// The Atom feed of recently acquired albums, the artists' new releases (`NewReleases`) and the records wanted lately
/// (`WantlistPage`), and sitemap.xml: only with `base_url`, as both need absolute URLs.
/// Last in the list of kinds, so the sitemap sees every page.
enum FeedAndSitemap: PageKind {
    struct Feed: TemplateView {
        package let title: String
        let subtitle: String?
        let lang: String
        package let home: String
        let selfURL: String
        package let updated: String
        package let entries: [Entry]
        package static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("subtitle") { $0.subtitle }, .init("lang") { $0.lang }, .init("home") { $0.home },
            .init("self") { $0.selfURL }, .init("updated") { $0.updated }, .init("entries") { $0.entries },
        ]
    }

    package struct Entry: TemplateView {
        package let title: String
        package let url: String
        package let updated: String
        package let summary: String
        /// The entry's Atom id when it is not its URL (a new release's MusicBrainz page, linked to the owner's album).
        package var atomID: String? = nil
        package static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("url") { $0.url }, .init("id") { $0.atomID ?? $0.url }, .init("updated") { $0.updated },
            .init("summary") { $0.summary },
        ]
    }

    struct Sitemap: TemplateView {
        package let urls: [Location]
        package static let fields: TemplateFields<Self> = [.init("urls") { $0.urls }]
    }

    package struct Location: TemplateView {
        let loc: String
        package static let fields: TemplateFields<Self> = [.init("loc") { $0.loc }]
    }

    static let templates = [TemplateUse("feed.xml", Feed.self), TemplateUse("sitemap.xml", Sitemap.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        let pages = site.derive("\(Self.self)", "pages", pages)
        return [RenderJob(paths: []) { try render(site, pages: pages.value) }]
    }

    package static func render(_ site: SiteContext, pages: [String]) throws -> [OutputFile] {
        let config = site.config
        guard let base = config.baseURL else { return [] }
        let absolute = SiteLinks(page: "index.html", cleanURLs: config.cleanURLs, absoluteRoot: base)
        let recent = site.index.recentlyAcquired.prefix(20)
        func stamp(_ date: PartialDate?) -> String {
            guard let date else { return "1970-01-01T00:00:00Z" }
            return "\(String(format4: date.year))-\(String(format2: date.month ?? 1))-\(String(format2: date.day ?? 1))T00:00:00Z"
        }
        let new = NewReleases.available(site.archive) ? Array(NewReleases(site.archive, albumsByArtist: site.index.albumsByArtist).items.prefix(20)) : []
        // The records put on the wantlist lately (`wantlist: true`; those with the day they were wanted), each its own
        // entry, its id the Discogs release's.
        let wanted = (site.archive.wanted ?? []).filter { $0.wanted != nil }.prefix(20)
        let dates = recent.compactMap { $0.acquired ?? $0.added ?? $0.displayReleased } + new.compactMap(\.entry.firstRelease)
            + wanted.compactMap(\.wanted)
        let feed = Feed(
            title: config.title, subtitle: config.description, lang: config.language, home: absolute.href(SitePaths.home),
            selfURL: absolute.href(SitePaths.feed), updated: stamp(dates.max()),
            entries: recent.map { album in
                Entry(
                    title: "\(album.title) — \(album.artist)", url: absolute.href(SitePaths.album(album.slug)),
                    updated: stamp(album.acquired ?? album.added ?? album.displayReleased), summary: site.albumDescription(album))
            } + new.map { item in
                // Linked to the owner's album when they have it, else to MusicBrainz; its id is MusicBrainz's either way.
                Entry(
                    title: "\(item.entry.title) — \(item.artist.name)",
                    url: item.album.map { absolute.href(SitePaths.album($0.slug)) } ?? item.entry.musicbrainzURL,
                    updated: stamp(item.entry.firstRelease),
                    summary: site.strings.text("feed_new_release", [
                        "artist": item.artist.name, "title": item.entry.title,
                        "type": site.strings.text(NewReleasesPage.typeKey(item.entry.shelf)),
                        "date": item.entry.firstRelease.map { site.strings.date($0) } ?? "",
                    ]),
                    atomID: item.entry.musicbrainzURL)
            } + wanted.map { want in
                let names = ["title": want.title, "artist": want.shownArtist, "date": want.wanted.map { site.strings.date($0) } ?? ""]
                return Entry(
                    title: site.strings.text("feed_wanted_title", names),
                    url: absolute.href(SitePaths.wantlist) + "#" + WantlistPage.anchor(want), updated: stamp(want.wanted),
                    summary: site.strings.text("feed_wanted", names), atomID: want.discogsURL)
            })
        let urls = pages.filter { $0 != SitePaths.notFound }.sorted().map { absolute.href($0) }
        var files = [OutputFile(path: SitePaths.feed, contents: .bytes(Data(try site.theme.render("feed.xml", feed, page: SitePaths.feed).utf8)))]
        for (path, urls) in sitemapFiles(urls) {
            files.append(OutputFile(path: path, contents: .bytes(Data(try site.theme.render("sitemap.xml", Sitemap(urls: urls.map { Location(loc: $0) }), page: path).utf8))))
        }
        if urls.count > sitemapLimit {
            files.append(OutputFile(path: SitePaths.sitemap, contents: .bytes(Data(sitemapIndex(sitemapFiles(urls).map { absolute.href($0.path) }).utf8))))
        }
        return files
    }

    /// What one sitemap may list (sitemaps.org's limit). A site with more pages gets `sitemap-1.xml`, `sitemap-2.xml`…
    /// and `sitemap.xml` as their index.
    static let sitemapLimit = 50_000

    /// The sitemap files and the URLs each lists: `sitemap.xml` alone, or numbered parts of at most `limit`.
    static func sitemapFiles(_ urls: [String], limit: Int = sitemapLimit) -> [(path: String, urls: [String])] {
        guard urls.count > limit else { return [(SitePaths.sitemap, urls)] }
        return stride(from: 0, to: urls.count, by: limit).enumerated().map { number, start in
            ("sitemap-\(number + 1).xml", Array(urls[start..<min(start + limit, urls.count)]))
        }
    }

    /// A sitemap index naming `locations`.
    static func sitemapIndex(_ locations: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<sitemapindex xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            + locations.map { "<sitemap><loc>\(HTMLEscaping.escape($0))</loc></sitemap>\n" }.joined() + "</sitemapindex>\n"
    }
}
