import Model
import Basics

/// `404.html`, which hosts serve for any missing address.
struct NotFoundPage: PageKind, TemplateView {
    let common: PageCommon

    package static let fields: TemplateFields<Self> = [.embedding { $0.common }]
    static let templates = [TemplateUse("404", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.notFound) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.notFound
        // A host serves 404.html at any depth, where relative links would break: use the absolute base when known.
        let links = SiteLinks(page: path, cleanURLs: site.config.cleanURLs, absoluteRoot: site.config.baseURL)
        let common = site.common(
            path: path, title: site.strings.text("not_found_title"), description: site.describe("desc_not_found"), section: "", links: links)
        return try site.page(path, "404", NotFoundPage(common: common))
    }
}
