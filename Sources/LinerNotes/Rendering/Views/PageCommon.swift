/// The values every page template has (through `base.mustache`): the site, the navigation, the shared links.
struct PageCommon: TemplateView {
    struct Site: TemplateView {
        let title: String
        let description: String?
        static let fields: [TemplateField<Self>] = [.init("title") { $0.title }, .init("description") { $0.description }]
    }

    /// Made once per link depth and section; `partials/nav` renders once for each (see `PartialMemo`).
    let navigation: CachedView<NavigationView>
    let site: Site
    let lang: String
    let root: String
    let pageTitle: String?
    let description: String
    let links: SiteLinks
    let isHome: Bool
    let canonical: String?
    let hasFeed: Bool

    static let fields: [TemplateField<Self>] = [
        .init("navigation") { $0.navigation },
        .init("site") { $0.site },
        .init("lang") { $0.lang },
        .init("root") { $0.root },
        .init("page_title") { $0.pageTitle },
        .init("description") { $0.description },
        .init("stylesheet") { $0.links.href(SitePaths.stylesheet) },
        .init("home_href") { $0.links.href(SitePaths.home) },
        .init("albums_href") { $0.links.href(SitePaths.albums) },
        .init("artists_href") { $0.links.href(SitePaths.artists) },
        .init("tags_href") { $0.links.href(SitePaths.tags) },
        .init("is_home") { $0.isHome },
        .init("canonical") { $0.canonical },
        .init("search_href") { $0.links.href(SitePaths.search) },
        .init("search_script") { $0.links.href(SitePaths.asset("search.js")) },
        .init("search_index") { $0.links.href(SitePaths.asset("search-index.js")) },
        .init("feed") { $0.hasFeed ? $0.links.href(SitePaths.feed) : nil },
    ]
}
