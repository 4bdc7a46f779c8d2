import Model
import Basics

/// `search/index.html`, and the sharded index the search box loads on every page (`SearchIndex`).
struct SearchPage: PageKind, TemplateView {
    let common: PageCommon

    package static let fields: TemplateFields<Self> = [.embedding { $0.common }]
    static let templates = [TemplateUse("search", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [
            site.job(SitePaths.search) { try render(site) },
            RenderJob(paths: [SearchIndex.manifestPath], make: { SearchIndex(site).files() }, stream: { output in
                let index = PartTimer.measure("search: the entries") { SearchIndex(site) }
                // The shards whose entries are as the last index made them are kept as they are: `serve` keeps what it
                // made in memory, `build` in a file beside the output.
                let kept = site.searchEntries.map { $0.lastMade.withLock { $0 } }
                    ?? site.searchState.flatMap { file in PartTimer.measure("search: the last index read") { SearchIndex.Made.read(from: file) } }
                let made = try index.writeOnEveryCore(output, kept: kept)
                site.searchEntries?.lastMade.withLock { $0 = made }
                if let file = site.searchState { PartTimer.measure("search: the index kept") { made.write(to: file) } }
            }),
        ]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.search
        let common = site.common(
            path: path, title: site.strings.text("search_heading"), description: site.describe("desc_search"), section: "search",
            links: site.links(for: path))
        return try site.page(path, "search", SearchPage(common: common))
    }
}
