import Foundation
import Content
import Covers
import Model
import Basics

/// What every page kind renders from: the archive, the theme, and the lookups and navigation built once per render.
/// A class, so each of the site's tens of thousands of jobs holds a pointer to it, not a copy of its fields.
final class SiteContext: Sendable {
    package let archive: Archive
    package let theme: Theme
    package let markdown: Markdown
    package let index: SiteIndex
    let navigation: [NavigationEntry]
    /// The navigation's values, made once per link depth and section.
    let navigationViews = FragmentCache<CachedView<NavigationView>>()
    /// The links every page has, made once per link depth.
    let sharedLinks = FragmentCache<PageCommon.SharedLinks>()
    /// Eager album cards' values, made once per album and link depth (a card appears on many pages).
    let cards = FragmentCache<CachedView<AlbumCardView>>()
    /// The theme's words in the site's language, for templates.
    let stringsView: StringsView
    /// Album pages say what is missing and which file to edit: `serve`'s preview only, never a published site.
    package let ownerHints: Bool
    /// Every playlist's tracks, as far as the archive resolves them.
    package let playlists: PlaylistResolution
    /// What each page reads, as digests: the jobs' keys.
    let keys: RenderKeys
    /// Everyone the albums credit, and where their pages are.
    let people: PeopleIndex

    package var strings: SiteStrings { theme.strings }

    package init(
        archive: Archive, theme: Theme, navigation: [NavigationEntry], covers: [String: SizedCover], playlists: PlaylistResolution,
        ownerHints: Bool = false, keptDigests: AlbumDigests? = nil
    ) {
        self.ownerHints = ownerHints
        self.playlists = playlists
        self.archive = archive
        self.theme = theme
        var options: Markdown.Options = [.smartPunctuation]
        if archive.config.allowHTML { options.insert(.allowHTML) }
        self.markdown = Markdown(options: options)
        self.index = SiteIndex(archive, covers: covers)
        self.navigation = navigation
        self.stringsView = StringsView(theme.strings)
        self.people = PeopleIndex(archive, artistSlugsByName: index.artistSlugsByName, strings: theme.strings)
        self.keys = RenderKeys(
            archive: archive, theme: theme, index: index, people: people, navigation: navigation, ownerHints: ownerHints, kept: keptDigests)
    }

    package var config: SiteConfig { archive.config }

    package func links(for path: String) -> SiteLinks {
        SiteLinks(page: path, cleanURLs: config.cleanURLs)
    }

    /// A job making one page.
    package func job(_ path: String, _ make: @escaping @Sendable () throws -> OutputFile) -> RenderJob {
        RenderJob(paths: [path]) { [try make()] }
    }

    /// Page `path`, rendered by `template` with `view`.
    package func page(_ path: String, _ template: String, _ view: some TemplateView) throws -> OutputFile {
        .page(path, try theme.renderPage(template, view, page: path))
    }

    /// The values `base.mustache` needs, for the page at `path` in navigation section `section`.
    func common(path: String, title: String?, description: String, section: String, links: SiteLinks, meta: PageMeta? = nil) -> PageCommon {
        let navigationView = navigationViews.value("\(links.root)|\(section)") {
            CachedView(NavigationView(nav: navigation.map { entry in
                // The theme's own sections in the site's language; free pages by their own titles.
                NavigationView.Item(
                    label: strings.texts["nav_" + entry.section] ?? entry.label, href: links.href(entry.path), current: section == entry.section)
            }))
        }
        let canonical = config.baseURL.flatMap { base in
            path == SitePaths.notFound ? nil : SiteLinks(page: path, cleanURLs: config.cleanURLs, absoluteRoot: base).href(path)
        }
        return PageCommon(
            navigation: navigationView, site: .init(title: config.title, description: config.description), lang: config.language,
            root: links.root, pageTitle: title, description: description,
            shared: sharedLinks.value(links.root) { PageCommon.SharedLinks(links) }, isHome: section == "home",
            canonical: canonical, hasFeed: config.baseURL != nil, meta: meta, strings: stringsView)
    }

    /// The card of `album` in a grid on a page with these links; lazy from the 13th `position` on. Eager cards
    /// are made once per link depth: every album page shows its artist's other albums. (Lazy ones, further down
    /// long grids, are seldom shown twice, so keeping them would cost more memory than it saves time.)
    func card(_ album: Album, _ links: SiteLinks, position: Int = 0) -> CachedView<AlbumCardView> {
        guard position < AlbumCardView.eagerCount else {
            return CachedView(AlbumCardView(album, index, links, lazy: true, strings: strings), shared: false)
        }
        return cards.value("\(links.root)|\(album.slug)") { CachedView(AlbumCardView(album, index, links, lazy: false, strings: strings)) }
    }

    /// Cards for `albums` in this order.
    func grid(_ albums: some Sequence<Album>, _ links: SiteLinks) -> AlbumGridView {
        AlbumGridView(albums: albums.enumerated().map { card($1, links, position: $0) })
    }

    func albumDescription(_ album: Album) -> String {
        var text = album.displayYear.map { strings.text("desc_album_year", ["title": album.title, "artist": album.artist, "year": String($0)]) }
            ?? strings.text("desc_album", ["title": album.title, "artist": album.artist])
        let tracks = album.displayTracks
        if !tracks.isEmpty { text += " " + strings.counted("n_tracks", tracks.count) + "." }
        if let format = album.format { text += " " + strings.text("desc_on_format", ["format": format]) }
        return text
    }

    /// A page's description in the site's language: `key` with the site's title as `{site}`.
    package func describe(_ key: String, _ values: [String: String] = [:]) -> String {
        strings.text(key, values.merging(["site": config.title]) { own, _ in own })
    }
}
