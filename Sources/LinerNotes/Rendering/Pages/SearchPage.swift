/// `search/index.html` and the index the search box loads on every page, `assets/search-index.js`.
struct SearchPage: PageKind, TemplateView {
    let common: PageCommon

    static let fields: TemplateFields<Self> = [.embedding { $0.common }]
    static let reservedNames = ["search"]
    static let templates = [TemplateUse("search", Self.self)]

    static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.search) { try render(site) }, site.job(SitePaths.asset("search-index.js")) { renderIndex(site) }]
    }

    static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.search
        let common = site.common(
            path: path, title: "Search", description: "Search the albums, artists and tracks of \(site.config.title).", section: "search",
            links: site.links(for: path))
        return try site.page(path, "search", SearchPage(common: common))
    }

    /// Every album (with its track titles, which search.js makes entries of), artist, playlist and concert, with
    /// links from the site root. Written straight to bytes: a large archive has hundreds of thousands of tracks.
    static func renderIndex(_ site: SiteContext) -> OutputFile {
        let archive = site.archive
        let links = SiteLinks(page: "index.html", cleanURLs: archive.config.cleanURLs)
        var json = ScriptData.ArrayWriter(prefix: "window.linernotesSearchIndex = ", expectedBytes: archive.albums.count * 500)
        for album in archive.albums {
            let href = links.href(SitePaths.album(album.slug))
            let tracks = album.displayTracks
            // Each track's own artists ("p", beside "t"), when any track has them: compilations, classical.
            let performers = tracks.contains { $0.artist != nil } ? tracks.map { $0.artist ?? "" } : []
            json.entry(
                ["a": album.artist, "d": album.artist + (album.displayYear.map { " · \($0)" } ?? ""), "h": href, "k": "Album", "n": album.title],
                lists: [("t", tracks.map(\.title)), ("p", performers)])
        }
        for artist in archive.artists {
            let count = site.index.albumsByArtist[artist.slug]?.count ?? 0
            json.entry(["d": Counted(count, "album").description, "h": links.href(SitePaths.artist(artist.slug)), "k": "Artist", "n": artist.name])
        }
        for playlist in archive.playlists {
            json.entry(["d": "\(playlist.items.count) tracks", "h": links.href(SitePaths.playlist(playlist.slug)), "k": "Playlist", "n": playlist.title])
        }
        for concert in archive.concerts {
            json.entry(["d": "\(concert.date.displayText), \(concert.venue)", "h": links.href(SitePaths.concert(concert.slug)), "k": "Concert", "n": ICalendar.summary(concert)])
        }
        return OutputFile(path: SitePaths.asset("search-index.js"), contents: .bytes(json.finish(suffix: ";\n")))
    }
}
