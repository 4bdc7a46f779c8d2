import Model
import Basics

/// `tags/index.html`: every tag, with how many albums and artists carry it.
struct TagsPage: PageKind, TemplateView {
    package struct Entry: TemplateView {
        package let name: String
        package let href: String
        package let albums: Int
        package let artists: Int
        let countText: String
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("href") { $0.href }, .init("count") { $0.albums + $0.artists },
            .init("albums") { $0.albums }, .init("artists") { $0.artists },
            // "3 albums", "3 albums, 1 artist", "1 artist": what the number counts, said with it.
            .init("count_text") { $0.countText },
        ]
    }

    let common: PageCommon
    package let tags: [Entry]

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("tags") { $0.tags },
        .init("empty") { $0.tags.isEmpty },
    ]

    static let templates = [TemplateUse("tags", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Tags", path: SitePaths.tags, section: "tags")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.tags) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.tags
        let links = site.links(for: path)
        let view = TagsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_tags"), description: site.describe("desc_tags"), section: "tags", links: links),
            tags: site.archive.tags.sorted(byKey: { ($0.name.lowercased(), $0.slug) }, <).map { tag in
                Entry(
                    name: tag.name, href: links.href(SitePaths.tag(tag.slug)), albums: tag.albumSlugs.count, artists: tag.artistSlugs.count,
                    // "3 albums", "3 albums, 1 artist", "1 artist": what the number counts, said with it.
                    countText: [
                        tag.albumSlugs.isEmpty ? nil : site.strings.counted("n_albums", tag.albumSlugs.count),
                        tag.artistSlugs.isEmpty ? nil : site.strings.counted("n_artists", tag.artistSlugs.count),
                    ].compactMap { $0 }.joined(separator: ", "))
            })
        return try site.page(path, "tags", view)
    }
}
