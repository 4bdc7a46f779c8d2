import Model
import Basics

/// `tags/<slug>/index.html`: the albums and artists with one tag.
struct TagPage: PageKind, TemplateView {
    /// How many albums a tag page shows as covers before listing the rest.
    static let gridLimit = 60

    struct TagName: TemplateView {
        package let name: String
        package static let fields: TemplateFields<Self> = [.init("name") { $0.name }]
    }

    package struct Albums: TemplateView {
        let grid: AlbumGridView
        let moreSection: MoreAlbumsView?
        package static let fields: TemplateFields<Self> = [.embedding { $0.grid }, .init("more_section") { $0.moreSection }]
    }

    package struct Artists: TemplateView {
        package let artists: [NamedLink]
        package static let fields: TemplateFields<Self> = [.init("artists") { $0.artists }]
    }

    let common: PageCommon
    package let tag: TagName
    let albumSection: Albums?
    let artistSection: Artists?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("tag") { $0.tag },
        .init("album_section") { $0.albumSection },
        .init("artist_section") { $0.artistSection },
    ]

    static let templates = [TemplateUse("tag", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        site.archive.tags.map { tag in site.job(SitePaths.tag(tag.slug)) { try render(tag, site) } }
    }

    package static func render(_ planned: Tag, _ site: SiteContext) throws -> OutputFile {
        // Looked up again as the job runs, so the page reads its tag (`tagsBySlug`).
        let tag = site.index.tagsBySlug[planned.slug] ?? planned
        let path = SitePaths.tag(tag.slug)
        let links = site.links(for: path)
        let albums = site.index.recentlyAcquired(tag.albumSlugs)
        let artists = tag.artistSlugs.compactMap { site.index.artistsBySlug[$0] }.sorted(byKey: { $0.sortName.lowercased() })
        // Covers for the first few dozen; a long tag lists the rest compactly, so no page grows without bound.
        let shown = albums.prefix(gridLimit)
        let view = TagPage(
            common: site.common(
                path: path, title: site.strings.text("title_tag", ["tag": tag.name]), description: site.describe("desc_tag", ["tag": tag.name]),
                section: "tags", links: links),
            tag: TagName(name: tag.name),
            albumSection: albums.isEmpty ? nil : Albums(grid: site.grid(shown, links), moreSection: MoreAlbumsView.section(albums.dropFirst(shown.count), links)),
            artistSection: artists.isEmpty ? nil : Artists(artists: artists.map { NamedLink(name: $0.name, href: links.href(SitePaths.artist($0.slug))) }))
        return try site.page(path, "tag", view)
    }
}
