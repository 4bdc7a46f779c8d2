import Foundation

/// Renders every page of the site from an archive: the render stage of the build.
public struct SiteRenderer: Sendable {
    public let archive: Archive
    public let theme: Theme
    public let markdown: Markdown
    /// Pieces that are the same on many pages (album cards, the navigation), rendered once per link depth.
    let fragments = FragmentCache()
    /// How many albums the home page shows, most recently acquired first.
    public var homeAlbumCount = 60
    /// How many albums a tag page shows as covers before listing the rest.
    static let gridLimit = 60

    public init(archive: Archive, theme: Theme) {
        self.archive = archive
        self.theme = theme
        var options: Markdown.Options = [.smartPunctuation]
        if archive.config.allowHTML { options.insert(.allowHTML) }
        self.markdown = Markdown(options: options)
    }

    /// All files of the site: pages, theme assets and covers, sorted by path.
    public func render() throws -> [OutputFile] {
        try jobs().flatMap { try $0.make() }.sorted { $0.path < $1.path }
    }

    /// The site as independent pieces of work, each making one or a few files, to be run on all cores and
    /// written as they come, so no build holds the whole site in memory.
    public func jobs() throws -> [RenderJob] {
        let index = SiteIndex(archive)
        try prerenderCards(index)
        let playlists = try PlaylistResolver.resolve(archive)
        var jobs: [RenderJob] = []
        func add(_ path: String, _ make: @escaping @Sendable () throws -> OutputFile) {
            jobs.append(RenderJob(paths: [path]) { [try make()] })
        }
        add(SitePaths.home) { try renderHome(index) }
        add(SitePaths.albums) { try renderAlbumsIndex(index) }
        add(SitePaths.artists) { try renderArtistsIndex(index) }
        add(SitePaths.tags) { try renderTagsIndex(index) }
        add(SitePaths.notFound) { try renderNotFound(index) }
        add(SitePaths.quiz) { try renderQuiz(index) }
        add(SitePaths.search) { try renderSearchPage(index) }
        add(SitePaths.asset("search-index.js")) { renderSearchIndex(index) }
        add(SitePaths.stats) { try renderStats(index) }
        for album in archive.albums { add(SitePaths.album(album.slug)) { try renderAlbum(album, index) } }
        for artist in archive.artists { add(SitePaths.artist(artist.slug)) { try renderArtist(artist, index) } }
        for tag in archive.tags { add(SitePaths.tag(tag.slug)) { try renderTag(tag, index) } }
        for page in archive.pages { add(SitePaths.page(page.slug)) { try renderPage(page, index) } }
        if !archive.playlists.isEmpty {
            jobs.append(RenderJob(paths: [SitePaths.playlists] + archive.playlists.map { SitePaths.playlist($0.slug) }) {
                try renderPlaylists(index, resolved: playlists)
            })
        }
        if !archive.concerts.isEmpty {
            jobs.append(RenderJob(paths: [SitePaths.concerts] + archive.concerts.map { SitePaths.concert($0.slug) }) { try renderConcerts(index) })
        }
        let pages = jobs.flatMap(\.paths).filter { $0.hasSuffix(".html") }
        jobs.append(RenderJob(paths: []) { try renderFeedAndSitemap(index, pages: pages) })
        for (path, data) in theme.assets.sorted(by: { $0.key < $1.key }) {
            jobs.append(RenderJob(paths: [SitePaths.asset(path)]) { [OutputFile(path: SitePaths.asset(path), contents: .bytes(data))] })
        }
        for album in archive.albums {
            for cover in index.coverFiles[album.slug] ?? [] {
                jobs.append(RenderJob(paths: [cover.path]) { [OutputFile(path: cover.path, contents: cover.contents)] })
            }
        }
        return jobs
    }

    // MARK: Pages

    func renderHome(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.home
        let links = links(for: path)
        let shown = index.recentlyAcquired.prefix(homeAlbumCount)
        var values = common(path: path, title: nil, description: homeDescription, section: "home", links: links)
        values["albums"] = .list(try shown.enumerated().map { try card($1, index, links, position: $0) })
        values["album_count"] = .int(archive.albums.count)
        values["artist_count"] = .int(archive.artists.count)
        values["more_albums"] = archive.albums.count > shown.count ? ["href": .string(links.href(SitePaths.albums)), "count": .int(archive.albums.count)] : nil
        values["empty"] = .bool(archive.albums.isEmpty)
        return .page(path, try theme.renderPage("home", values))
    }

    func renderAlbumsIndex(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.albums
        let links = links(for: path)
        // By the artist's sort name, then in the artist's order.
        let sorted = archive.albums.sorted(byKey: { album in
            ((index.artistsBySlug[album.artistSlug]?.sortName ?? album.artist).lowercased(), Album.chronologicalKey(album))
        }) { a, b in a.0 != b.0 ? a.0 < b.0 : Album.chronological(a.1, b.1) }
        var values = common(
            path: path, title: "Albums", description: "All \(archive.albums.count) albums of \(archive.config.title).",
            section: "albums", links: links)
        values["albums"] = .list(sorted.map { album -> TemplateValue in
            [
                "title": .string(album.title), "href": .string(links.href(SitePaths.album(album.slug))),
                "artist": .string(album.artist), "artist_href": .string(links.href(SitePaths.artist(album.artistSlug))),
                "year": .optional(album.displayYear.map { String($0) }), "format": .optional(album.format),
            ]
        })
        values["count"] = .int(archive.albums.count)
        values["empty"] = .bool(archive.albums.isEmpty)
        return .page(path, try theme.renderPage("albums", values))
    }

    func renderArtistsIndex(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.artists
        let links = links(for: path)
        let sorted = archive.artists.sorted(byKey: { ($0.sortName.lowercased(), $0.slug) }, <)
        var groups: [(letter: String, artists: [TemplateValue])] = []
        for artist in sorted {
            let first = artist.sortName.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).first
            let letter = first.map { $0.isLetter && $0.isASCII ? String($0).uppercased() : "#" } ?? "#"
            let count = index.albumsByArtist[artist.slug]?.count ?? 0
            let item: TemplateValue = [
                "name": .string(artist.name), "href": .string(links.href(SitePaths.artist(artist.slug))),
                "albums": count == 1 ? "1 album" : "\(count) albums",
            ]
            if groups.last?.letter == letter { groups[groups.count - 1].artists.append(item) } else { groups.append((letter, [item])) }
        }
        var values = common(
            path: path, title: "Artists", description: "The \(archive.artists.count) artists in \(archive.config.title).",
            section: "artists", links: links)
        values["groups"] = .list(groups.map {
            ["letter": .string($0.letter), "id": .string("letter-" + ($0.letter == "#" ? "other" : $0.letter.lowercased())), "artists": .list($0.artists)]
        })
        values["empty"] = .bool(archive.artists.isEmpty)
        return .page(path, try theme.renderPage("artists", values))
    }

    func renderTagsIndex(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.tags
        let links = links(for: path)
        var values = common(
            path: path, title: "Tags", description: "Albums and artists of \(archive.config.title) by tag.",
            section: "tags", links: links)
        values["tags"] = .list(archive.tags.sorted(byKey: { ($0.name.lowercased(), $0.slug) }, <).map { tag -> TemplateValue in
            ["name": .string(tag.name), "href": .string(links.href(SitePaths.tag(tag.slug))), "count": .int(tag.albumSlugs.count + tag.artistSlugs.count)]
        })
        values["empty"] = .bool(archive.tags.isEmpty)
        return .page(path, try theme.renderPage("tags", values))
    }

    func renderAlbum(_ album: Album, _ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.album(album.slug)
        let links = links(for: path)
        var values = common(path: path, title: "\(album.title) by \(album.artist)", description: albumDescription(album), section: "albums", links: links)
        values["album"] = .object(AlbumView(album: album, index: index, links: links, markdown: markdown).values)
        let others = (index.albumsByArtist[album.artistSlug] ?? []).filter { $0.slug != album.slug }
        values["more_section"] = others.isEmpty ? nil : ["albums": .list(try others.map { try card($0, index, links) })]
        return .page(path, try theme.renderPage("album", values))
    }

    func renderArtist(_ artist: Artist, _ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.artist(artist.slug)
        let links = links(for: path)
        let albums = index.albumsByArtist[artist.slug] ?? []
        let description = "\(artist.name): \(albums.count == 1 ? "1 album" : "\(albums.count) albums") in \(archive.config.title)."
        var values = common(path: path, title: artist.name, description: description, section: "artists", links: links)
        let notes = markdown.html(artist.notes)
        let hasLinks = !artist.links.isEmpty || artist.mbid != nil
        let enrichment = artist.enrichment
        values["artist"] = [
            "name": .string(artist.name),
            "wikipedia": .optional(enrichment.wikipedia.map(Self.wikipediaValues)),
            "similar_section": enrichment.similar.isEmpty ? nil : [
                "artists": .list(enrichment.similar.map { name -> TemplateValue in
                    let slug = index.artistSlugsByName[NameKey.make(name)]
                    return ["name": .string(name), "href": .optional(slug.map { links.href(SitePaths.artist($0)) })]
                }),
                "lastfm_url": .optional(enrichment.lastfmURL),
            ],
            "lastfm_tags": enrichment.lastfmTags.isEmpty ? nil : ["tags": .list(enrichment.lastfmTags.map { ["name": .string($0)] })],
            "notes_html": .string(notes),
            "tag_section": artist.tags.isEmpty ? nil : ["tags": .list(Self.tagLinks(artist.tags, links))],
            "link_section": !hasLinks ? nil : [
                "links": .list(artist.links.map { ["title": .string($0.title), "url": .string($0.url)] }),
                "musicbrainz_url": .optional(artist.mbid.map { "https://musicbrainz.org/artist/\($0)" }),
            ],
        ]
        values["album_section"] = albums.isEmpty ? nil : ["albums": .list(try albums.enumerated().map { try card($1, index, links, position: $0) })]
        let concerts = index.concertsByArtist[artist.slug] ?? []
        values["concert_section"] = concerts.isEmpty ? nil : [
            "concerts": .list(concerts.map { concert -> TemplateValue in
                [
                    "href": .string(links.href(SitePaths.concert(concert.slug))), "iso": .string(concert.date.description),
                    "date": .string(concert.date.displayText), "venue": .string(concert.venue), "city": .optional(concert.city),
                ]
            })
        ]
        return .page(path, try theme.renderPage("artist", values))
    }

    func renderTag(_ tag: Tag, _ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.tag(tag.slug)
        let links = links(for: path)
        var values = common(
            path: path, title: "Tagged “\(tag.name)”", description: "Albums and artists tagged \(tag.name) in \(archive.config.title).",
            section: "tags", links: links)
        let albums = index.recentlyAcquired(tag.albumSlugs)
        let artists = tag.artistSlugs.compactMap { index.artistsBySlug[$0] }.sorted(byKey: { $0.sortName.lowercased() })
        values["tag"] = ["name": .string(tag.name)]
        // Covers for the first few dozen; a long tag lists the rest compactly, so no page grows without bound.
        let shown = albums.prefix(Self.gridLimit)
        values["album_section"] = albums.isEmpty ? nil : [
            "albums": .list(try shown.enumerated().map { try card($1, index, links, position: $0) }),
            "more_section": albums.count > shown.count ? ["more": .list(albums.dropFirst(shown.count).map { album -> TemplateValue in
                [
                    "title": .string(album.title), "href": .string(links.href(SitePaths.album(album.slug))), "artist": .string(album.artist),
                    "year": .optional(album.displayYear.map { String($0) }),
                ]
            })] : nil,
        ]
        values["artist_section"] = artists.isEmpty ? nil : [
            "artists": .list(artists.map { ["name": .string($0.name), "href": .string(links.href(SitePaths.artist($0.slug)))] })
        ]
        return .page(path, try theme.renderPage("tag", values))
    }

    func renderPage(_ page: Page, _ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.page(page.slug)
        let links = links(for: path)
        var values = common(path: path, title: page.title, description: "\(page.title) — \(archive.config.title)", section: "page-\(page.slug)", links: links)
        values["page"] = ["title": .string(page.title), "notes_html": .string(markdown.html(page.notes))]
        return .page(path, try theme.renderPage("page", values))
    }

    func renderNotFound(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.notFound
        // A host serves 404.html at any depth, where relative links would break: use the absolute base when known.
        let links = SiteLinks(page: path, cleanURLs: archive.config.cleanURLs, absoluteRoot: archive.config.baseURL)
        let values = common(path: path, title: "Page not found", description: "This page does not exist in \(archive.config.title).", section: "", links: links)
        return .page(path, try theme.renderPage("404", values))
    }

    // MARK: Shared values

    func links(for path: String) -> SiteLinks {
        SiteLinks(page: path, cleanURLs: archive.config.cleanURLs)
    }

    /// Values every page template uses (through `base.mustache`).
    func common(path: String, title: String?, description: String, section: String, links: SiteLinks) -> [String: TemplateValue] {
        let config = archive.config
        let navKey = "nav|\(links.root)|\(section)"
        let navHTML: String
        if let cached = fragments[navKey] {
            navHTML = cached
        } else {
            navHTML = (try? theme.render("partials/nav", ["nav": .list(navItems(section: section, links: links))])) ?? ""
            fragments[navKey] = navHTML
        }
        var values: [String: TemplateValue] = [
            "nav_html": .string(navHTML),
            "site": ["title": .string(config.title), "description": .optional(config.description)],
            "lang": .string(config.language),
            "root": .string(links.root),
            "page_title": .optional(title),
            "description": .string(description),
            "stylesheet": .string(links.href(SitePaths.stylesheet)),
            "home_href": .string(links.href(SitePaths.home)),
            "albums_href": .string(links.href(SitePaths.albums)),
            "artists_href": .string(links.href(SitePaths.artists)),
            "tags_href": .string(links.href(SitePaths.tags)),
            "is_home": .bool(section == "home"),
            "canonical": nil,
            "search_href": .string(links.href(SitePaths.search)),
            "search_script": .string(links.href(SitePaths.asset("search.js"))),
            "search_index": .string(links.href(SitePaths.asset("search-index.js"))),
            "feed": config.baseURL != nil ? .string(links.href(SitePaths.feed)) : nil,
        ]
        if let base = config.baseURL, path != SitePaths.notFound {
            values["canonical"] = .string(SiteLinks(page: path, cleanURLs: config.cleanURLs, absoluteRoot: base).href(path))
        }
        return values
    }

    /// The main navigation, with the current section marked; rendered once per link depth and section.
    func navItems(section: String, links: SiteLinks) -> [TemplateValue] {
        var items: [(label: String, path: String, section: String)] = [
            ("Albums", SitePaths.albums, "albums"), ("Artists", SitePaths.artists, "artists"), ("Tags", SitePaths.tags, "tags"),
        ]
        if !archive.playlists.isEmpty { items.append(("Playlists", SitePaths.playlists, "playlists")) }
        if !archive.concerts.isEmpty { items.append(("Concerts", SitePaths.concerts, "concerts")) }
        items.append(("Stats", SitePaths.stats, "stats"))
        items.append(("Quiz", SitePaths.quiz, "quiz"))
        for page in archive.pages { items.append((page.title, SitePaths.page(page.slug), "page-\(page.slug)")) }
        return items.map { ["label": .string($0.label), "href": .string(links.href($0.path)), "current": .bool(section == $0.section)] }
    }

    /// An album in a grid of covers, rendered by `partials/album-card` once per link depth and reused.
    func card(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, position: Int = 0) throws -> TemplateValue {
        let lazy = position >= 12
        let key = "card|\(links.root)|\(lazy)|\(album.slug)"
        if let html = fragments[key] { return ["html": .string(html)] }
        let html = try theme.render("partials/album-card", cardValues(album, index, links, lazy: lazy))
        fragments[key] = html
        return ["html": .string(html)]
    }

    func cardValues(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool) -> [String: TemplateValue] {
        [
            "title": .string(album.title),
            "href": .string(links.href(SitePaths.album(album.slug))),
            "artist": .string(album.artist),
            "artist_href": .string(links.href(SitePaths.artist(album.artistSlug))),
            "year": .optional(album.displayYear.map { String($0) }),
            "cover": .object(AlbumView.cover(album, index, links, lazy: lazy, sizes: "(max-width: 700px) 50vw, 200px")),
        ]
    }

    /// Cards for pages two folders deep (album, artist and tag pages), made on all cores before the pages.
    func prerenderCards(_ index: SiteIndex) throws {
        let links = SiteLinks(page: SitePaths.album("x"), cleanURLs: archive.config.cleanURLs)
        let albums = archive.albums
        for album in albums { _ = try card(album, index, links, position: 0) }
    }

    /// A Wikipedia summary in paragraphs, with what CC BY-SA attribution needs.
    static func wikipediaValues(_ summary: WikipediaSummary) -> [String: TemplateValue] {
        let paragraphs = summary.extract.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return ["title": .string(summary.title), "url": .string(summary.url), "paragraphs": .list(paragraphs.map { ["text": .string($0)] })]
    }

    /// Links to tag pages, one per tag (names that share a slug appear once).
    static func tagLinks(_ names: [String], _ links: SiteLinks) -> [TemplateValue] {
        var seen = Set<String>()
        return names.compactMap { name in
            let slug = Tag.slug(for: name)
            guard seen.insert(slug).inserted else { return nil }
            return ["name": .string(name), "href": .string(links.href(SitePaths.tag(slug)))]
        }
    }

    var homeDescription: String {
        if let description = archive.config.description { return description }
        let albums = archive.albums.count, artists = archive.artists.count
        return "\(archive.config.title): a record collection of \(albums == 1 ? "1 album" : "\(albums) albums") by \(artists == 1 ? "1 artist" : "\(artists) artists")."
    }

    func albumDescription(_ album: Album) -> String {
        var text = "\(album.title), an album by \(album.artist)"
        if let year = album.displayYear { text += " (\(year))" }
        text += "."
        let tracks = album.displayTracks
        if !tracks.isEmpty { text += tracks.count == 1 ? " 1 track." : " \(tracks.count) tracks." }
        if let format = album.format { text += " On \(format)." }
        return text
    }

    typealias RecentKey = (acquired: PartialDate?, title: String, slug: String)

    static func recentKey(_ album: Album) -> RecentKey {
        (album.acquired, album.title.lowercased(), album.slug)
    }

    /// Most recently acquired first; albums without a date after, by title.
    static func recentlyAcquiredFirst(_ a: RecentKey, _ b: RecentKey) -> Bool {
        switch (a.acquired, b.acquired) {
        case let (x?, y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (a.title, a.slug) < (b.title, b.slug)
        }
    }
}

extension Tag {
    /// The slug a tag name files under; names differing only in case or punctuation share it.
    static func slug(for name: String) -> String {
        let slug = Slug.make(name)
        return slug.isEmpty ? "tag-" + Slug.stableHash(NameKey.make(name)) : slug
    }
}
