import Model
import Basics

/// `<slug>/index.html`: a page of the owner's own (`content/pages/`), linked from the navigation.
struct FreePage: PageKind, TemplateView {
    package struct Content: TemplateView {
        package let title: String
        let notesHTML: String
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("notes_html") { $0.notesHTML }]
    }

    let common: PageCommon
    package let page: Content

    package static let fields: TemplateFields<Self> = [.embedding { $0.common }, .init("page") { $0.page }]
    static let templates = [TemplateUse("page", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        archive.pages.map { NavigationEntry(label: $0.title, path: SitePaths.page($0.slug), section: "page-\($0.slug)") }
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        // Each job looks its page up again as it renders, so what it shows is read (and recorded) then.
        site.archive.pages.map { page in
            let slug = page.slug
            return site.job(SitePaths.page(slug)) { try render(site.archive.pages.first { $0.slug == slug } ?? page, site) }
        }
    }

    package static func render(_ page: Page, _ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.page(page.slug)
        let view = FreePage(
            common: site.common(
                path: path, title: page.title, description: "\(page.title) — \(site.config.title)", section: "page-\(page.slug)",
                links: site.links(for: path)),
            page: Content(title: page.title, notesHTML: site.markdown.html(page.notes)))
        return try site.page(path, "page", view)
    }
}
