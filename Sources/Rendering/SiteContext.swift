import Foundation
import Content
import Covers
import Engine
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
    /// Eager album cards' values, made once per album and link depth while pages showing it run (a card appears on
    /// many pages, most of them one after another: `RenderJob.near`).
    let cards = FragmentCache<CachedView<AlbumCardView>>(limit: 1024)
    /// The theme's words in the site's language, for templates.
    let stringsView: StringsView
    /// Album pages say what is missing and which file to edit: `serve`'s preview only, never a published site.
    package let ownerHints: Bool
    /// Every playlist's tracks, as far as the archive resolves them.
    package let playlists: PlaylistResolution
    /// Every playlist's tracks by slug, recording the read (`SiteReads.playlists`).
    var playlistTracks: [String: [ResolvedTrack]] {
        ReadLog.record(SiteReads.playlists)
        return playlists.tracks
    }
    /// What each read a page can make gives now, digested: what the build checks a job's recorded reads against.
    package let reads: SiteReads
    /// Everyone the albums credit, and where their pages are.
    let people: PeopleIndex
    /// The albums' parts of the search index made by earlier builds in this process (`serve`).
    let searchEntries: SearchEntries?
    /// Where `build` keeps what the search index made, for the next build (`SearchIndex.Made`); nil in `serve`, which
    /// keeps it in memory.
    let searchState: URL?

    package var strings: SiteStrings { theme.strings }

    package init(
        archive: Archive, theme: Theme, navigation: [NavigationEntry], covers: [String: SizedCover], playlists: PlaylistResolution,
        ownerHints: Bool = false, albumDigests: AlbumDigests? = nil, searchEntries: SearchEntries? = nil, searchState: URL? = nil
    ) {
        self.ownerHints = ownerHints
        self.searchEntries = searchEntries
        self.searchState = searchState
        self.playlists = playlists
        self.archive = archive
        self.theme = theme
        var options: Markdown.Options = [.smartPunctuation]
        if archive.config.allowHTML { options.insert(.allowHTML) }
        self.markdown = Markdown(options: options)
        let index = PartTimer.measure("the site's index") { SiteIndex(archive, covers: covers) }
        self.index = index
        self.navigation = navigation
        self.stringsView = StringsView(theme.strings)
        let people = PartTimer.measure("the people") { PeopleIndex(archive, artistSlugsByName: index.artistSlugsByName.values, strings: theme.strings) }
        self.people = people
        // site.yml's `theme:` only changes the stylesheet, which reads it apart (`AssetsAndCovers`): a new accent
        // renders that file again, not every page.
        var config = archive.config
        config.theme = nil
        let site = PartTimer.measure("the site's digest") { ReadLog.untracked {
            StableDigest.combine([
                ExecutableIdentity.current, "cmark " + Markdown.libraryVersion, theme.digest, StableDigest.of(config), ownerHints ? "owner hints" : "published",
                StableDigest.of(navigation), StableDigest.of(archive.absentAudioFiles), index.artistDistinctions.digest,
                // Every credited person's page: album pages link to them, and a person's slug depends on the others'.
                people.digest,
            ])
        } }
        self.reads = PartTimer.measure("the site's reads") { SiteReads(
            archive: archive, index: index, site: Digest(site), people: people, playlists: playlists, albumDigests: albumDigests ?? AlbumDigests()) }
    }

    /// This site with each of `albums` in the place of the album with its slug, everything planning made kept: what
    /// the site is when those albums changed only in fields planning did not read (`serve`'s quick rebuild).
    init(_ site: SiteContext, replacing albums: [Album]) {
        let archive = site.archive.replacing(albums)
        let index = site.index.replacing(albums)
        self.archive = archive
        self.index = index
        self.theme = site.theme
        self.markdown = site.markdown
        self.navigation = site.navigation
        self.stringsView = site.stringsView
        self.ownerHints = site.ownerHints
        self.playlists = site.playlists
        self.people = site.people
        self.searchEntries = site.searchEntries
        self.searchState = site.searchState
        self.reads = site.reads.replacing(archive: archive, index: index)
    }

    /// site.yml: in the site's digest (`SiteReads`).
    package var config: SiteConfig { archive.config }

    package func links(for path: String) -> SiteLinks {
        SiteLinks(page: path, cleanURLs: config.cleanURLs)
    }

    /// A value a kind makes while planning, for its jobs (the albums index's order, the pages before the sitemap):
    /// each job that takes `value` records a read of it (`table[key]`), checked against the value the next build
    /// makes. Planning's own reads are not recorded, so a value made there reaches a job only this way.
    func derive<Value: Encodable & Sendable>(_ table: String, _ key: String = "", _ value: Value) -> Derived<Value> {
        let read = Read(table, key)
        reads.define(read) { StableDigest.digest(value) }
        return Derived(read: read, stored: value)
    }

    /// The albums with these slugs, in this order, looked up without recording: for a job that read which albums
    /// to show from a derived value (`derive`). Reading their fields is recorded as ever.
    func albums(_ slugs: [String]) -> [Album] {
        slugs.compactMap { index.albumsBySlug.values[$0] }
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

/// A value made while planning, for a job: reading it records the read (`SiteContext.derive`).
struct Derived<Value: Sendable>: Sendable {
    let read: Read
    fileprivate let stored: Value

    var value: Value {
        ReadLog.record(read)
        return stored
    }
}
