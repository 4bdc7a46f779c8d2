import Model

/// The values every page template has (through `base.mustache`): the site, the navigation, the shared links.
/// A class, like `SharedLinks`: page views embed it, and every name `base.mustache` looks up reads it through
/// its page's view, which then costs one reference count instead of a copy of twenty strings.
final class PageCommon: TemplateView {
    struct Site: TemplateView {
        package let title: String
        package let description: String?
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("description") { $0.description }]
    }

    /// Made once per link depth and section; `partials/nav` renders once for each (see `PartialMemo`).
    let navigation: CachedView<NavigationView>
    package let site: Site
    let lang: String
    package let root: String
    let pageTitle: String?
    package let description: String
    /// The links every page has, made once per link depth.
    let shared: SharedLinks
    let isHome: Bool
    let canonical: String?
    let hasFeed: Bool
    /// Open Graph and JSON-LD, on the pages that have them.
    package let meta: PageMeta?
    /// The theme's words in the site's language (`{{t.key}}`), one for the whole site.
    package let strings: StringsView

    package init(
        navigation: CachedView<NavigationView>, site: Site, lang: String, root: String, pageTitle: String?, description: String,
        shared: SharedLinks, isHome: Bool, canonical: String?, hasFeed: Bool, meta: PageMeta? = nil, strings: StringsView
    ) {
        self.navigation = navigation
        self.site = site
        self.lang = lang
        self.root = root
        self.pageTitle = pageTitle
        self.description = description
        self.shared = shared
        self.isHome = isHome
        self.canonical = canonical
        self.hasFeed = hasFeed
        self.meta = meta
        self.strings = strings
    }

    package static let fields: TemplateFields<PageCommon> = [
        .init("navigation") { $0.navigation },
        .init("site") { $0.site },
        .init("lang") { $0.lang },
        .init("root") { $0.root },
        .init("page_title") { $0.pageTitle },
        .init("description") { $0.description },
        .init("stylesheet") { $0.shared.stylesheet },
        .init("home_href") { $0.shared.home },
        .init("albums_href") { $0.shared.albums },
        .init("artists_href") { $0.shared.artists },
        .init("tags_href") { $0.shared.tags },
        .init("is_home") { $0.isHome },
        .init("canonical") { $0.canonical },
        .init("search_href") { $0.shared.search },
        .init("search_script") { $0.shared.searchScript },
        .init("favicon") { $0.shared.favicon },
        .init("search_index") { $0.shared.searchIndex },
        .init("feed") { $0.hasFeed ? $0.shared.feed : nil },
        .init("meta") { $0.meta },
        .init("t") { $0.strings },
        .init("feed_title") { view in SiteStrings.fill(view.strings.texts["feed_title"] ?? "", ["site": view.site.title]) },
        .init("back_to") { view in SiteStrings.fill(view.strings.texts["back_to"] ?? "", ["site": view.site.title]) },
        .init("strings_script") { $0.shared.stringsScript },
    ]

    /// The links of `base.mustache`, from pages at one link depth.
    final class SharedLinks: Sendable {
        package let stylesheet, home, albums, artists, tags, search, searchScript, searchIndex, feed, favicon, stringsScript: String

        package init(_ links: SiteLinks) {
            stylesheet = links.href(SitePaths.stylesheet)
            home = links.href(SitePaths.home)
            albums = links.href(SitePaths.albums)
            artists = links.href(SitePaths.artists)
            tags = links.href(SitePaths.tags)
            search = links.href(SitePaths.search)
            searchScript = links.href(SitePaths.asset("search.js"))
            favicon = links.href(SitePaths.asset("favicon.svg"))
            searchIndex = links.href(SearchIndex.manifestPath)
            feed = links.href(SitePaths.feed)
            stringsScript = links.href(SitePaths.asset("strings.js"))
        }
    }
}
