import Foundation

/// The pages people play with: quiz, search, playlists, concerts, stats; and the feed and sitemap.
extension SiteRenderer {
    // MARK: Quiz

    func renderQuiz(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.quiz
        let links = links(for: path)
        var values = common(
            path: path, title: "Quiz", description: "A quiz on the albums of \(archive.config.title): tracks, years and covers.",
            section: "quiz", links: links)
        // A very large archive plays with a fixed sample (the same on every build), so the page stays light.
        let pool = archive.albums.count <= Self.quizLimit ? archive.albums
            : Array(archive.albums.sorted(byKey: { (Slug.stableHash($0.slug), $0.slug) }, <).prefix(Self.quizLimit))
        let albums = pool.sorted(byKey: { ($0.title.lowercased(), $0.slug) }, <).map { album -> [String: Any] in
            [
                "id": album.slug, "title": album.title, "artist": album.artist,
                "year": album.displayYear.map { $0 as Any } ?? NSNull(),
                "cover": index.coverFiles[album.slug]?.last.map { links.href($0.path) as Any } ?? NSNull(),
                "tracks": album.displayTracks.map(\.title),
            ]
        }
        values["quiz_json"] = .string(ScriptData.json(["albums": albums]))
        values["sample"] = pool.count < archive.albums.count ? ["shown": .int(pool.count), "total": .int(archive.albums.count)] : nil
        values["artists"] = .list(Array(Set(pool.map(\.artist))).sorted { $0.lowercased() < $1.lowercased() }.map { ["name": .string($0)] })
        values["script"] = .string(links.href(SitePaths.asset("quiz.js")))
        return .page(path, try theme.renderPage("quiz", values))
    }

    /// The most albums the quiz page carries.
    static let quizLimit = 1000

    // MARK: Search

    /// `assets/search-index.js`: every album (with its track titles, which search.js makes entries of), artist,
    /// playlist and concert, with links from the site root. Written straight to bytes: a large archive has
    /// hundreds of thousands of tracks.
    func renderSearchIndex(_ index: SiteIndex) -> OutputFile {
        let links = SiteLinks(page: "index.html", cleanURLs: archive.config.cleanURLs)
        var json = ScriptData.ArrayWriter(prefix: "window.linernotesSearchIndex = ", expectedBytes: archive.albums.count * 500)
        for album in archive.albums {
            let href = links.href(SitePaths.album(album.slug))
            json.entry(
                ["a": album.artist, "d": album.artist + (album.displayYear.map { " · \($0)" } ?? ""), "h": href, "k": "Album", "n": album.title],
                list: ("t", album.displayTracks.map(\.title)))
        }
        for artist in archive.artists {
            let count = index.albumsByArtist[artist.slug]?.count ?? 0
            json.entry(["d": count == 1 ? "1 album" : "\(count) albums", "h": links.href(SitePaths.artist(artist.slug)), "k": "Artist", "n": artist.name])
        }
        for playlist in archive.playlists {
            json.entry(["d": "\(playlist.items.count) tracks", "h": links.href(SitePaths.playlist(playlist.slug)), "k": "Playlist", "n": playlist.title])
        }
        for concert in archive.concerts {
            json.entry(["d": "\(concert.date.displayText), \(concert.venue)", "h": links.href(SitePaths.concert(concert.slug)), "k": "Concert", "n": ICalendar.summary(concert)])
        }
        return OutputFile(path: SitePaths.asset("search-index.js"), contents: .bytes(json.finish(suffix: ";\n")))
    }

    func renderSearchPage(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.search
        let links = links(for: path)
        let values = common(path: path, title: "Search", description: "Search the albums, artists and tracks of \(archive.config.title).", section: "search", links: links)
        return .page(path, try theme.renderPage("search", values))
    }

    // MARK: Playlists

    func renderPlaylists(_ index: SiteIndex, resolved: [String: [ResolvedTrack]]) throws -> [OutputFile] {
        var files: [OutputFile] = []
        let listPath = SitePaths.playlists
        let listLinks = links(for: listPath)
        var values = common(path: listPath, title: "Playlists", description: "Playlists of \(archive.config.title).", section: "playlists", links: listLinks)
        values["playlists"] = .list(archive.playlists.map { playlist -> TemplateValue in
            let count = resolved[playlist.slug]?.count ?? 0
            return [
                "title": .string(playlist.title), "href": .string(listLinks.href(SitePaths.playlist(playlist.slug))),
                "count": count == 1 ? "1 track" : "\(count) tracks",
            ]
        })
        values["empty"] = .bool(archive.playlists.isEmpty)
        files.append(.page(listPath, try theme.renderPage("playlists", values)))

        for playlist in archive.playlists {
            let path = SitePaths.playlist(playlist.slug)
            let links = links(for: path)
            let tracks = resolved[playlist.slug] ?? []
            var page = common(path: path, title: playlist.title, description: "The playlist “\(playlist.title)”: \(tracks.count) tracks.", section: "playlists", links: links)
            var hasAudio = false
            page["tracks"] = .list(tracks.enumerated().map { position, track -> TemplateValue in
                var audio: TemplateValue = nil
                if let file = track.audioFile {
                    let ext = (file as NSString).pathExtension.lowercased()
                    let output = SitePaths.audio(playlist: playlist.slug, index: position + 1, extension: ext)
                    files.append(OutputFile(path: output, contents: .copy(URL(fileURLWithPath: file))))
                    audio = .string(links.href(output))
                    hasAudio = true
                }
                return [
                    "position": .int(position + 1), "title": .string(track.title), "audio": audio,
                    "album": track.albumSlug.map { slug -> TemplateValue in
                        [
                            "title": .string(track.albumTitle ?? slug), "artist": .string(track.artist ?? ""),
                            "href": .string(links.href(SitePaths.album(slug))),
                        ]
                    } ?? nil,
                    "length": .optional(track.length.map { Track.formatLength($0) }),
                ]
            })
            page["playlist"] = ["title": .string(playlist.title), "notes_html": .string(markdown.html(playlist.notes))]
            page["player"] = hasAudio ? ["script": .string(links.href(SitePaths.asset("player.js")))] : nil
            files.append(.page(path, try theme.renderPage("playlist", page)))
        }
        return files
    }

    // MARK: Concerts

    func renderConcerts(_ index: SiteIndex) throws -> [OutputFile] {
        var files: [OutputFile] = []
        let listPath = SitePaths.concerts
        let listLinks = links(for: listPath)
        var values = common(path: listPath, title: "Concerts", description: "Concerts in \(archive.config.title), upcoming and past.", section: "concerts", links: listLinks)
        var days: [(date: PartialDate, concerts: [Concert])] = []
        for concert in archive.concerts {
            if days.last?.date == concert.date { days[days.count - 1].concerts.append(concert) } else { days.append((concert.date, [concert])) }
        }
        values["days"] = .list(days.map { day -> TemplateValue in
            [
                "iso": .string(day.date.description), "text": .string(Self.weekday(day.date) + " " + day.date.displayText),
                "concerts": .list(day.concerts.map { concert -> TemplateValue in
                    [
                        "time": .optional(concert.time), "summary": .string(ICalendar.summary(concert)), "venue": .string(concert.venue),
                        "city": .optional(concert.city), "href": .string(listLinks.href(SitePaths.concert(concert.slug))),
                        "search": .string([ICalendar.summary(concert), concert.venue, concert.city ?? ""].joined(separator: " ")),
                    ]
                }),
            ]
        })
        values["empty"] = .bool(archive.concerts.isEmpty)
        values["script"] = .string(listLinks.href(SitePaths.asset("concerts.js")))
        files.append(.page(listPath, try theme.renderPage("concerts", values)))

        let domain = archive.config.baseURL.flatMap { URL(string: $0)?.host } ?? "linernotes.invalid"
        for concert in archive.concerts {
            let path = SitePaths.concert(concert.slug)
            let links = links(for: path)
            let summary = ICalendar.summary(concert)
            var page = common(
                path: path, title: "\(summary) at \(concert.venue)",
                description: "\(summary) at \(concert.venue)\(concert.city.map { ", \($0)" } ?? ""), \(concert.date.displayText).",
                section: "concerts", links: links)
            let osm = concert.latitude.flatMap { lat in
                concert.longitude.map { lon in "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=16/\(lat)/\(lon)" }
            }
            let ics = SitePaths.concertCalendar(concert.slug)
            page["concert"] = [
                "summary": .string(summary),
                "date": ["iso": .string(concert.date.description), "text": .string(Self.weekday(concert.date) + " " + concert.date.displayText)],
                "time": .optional(concert.time), "venue": .string(concert.venue), "city": .optional(concert.city),
                "artists": .list(concert.artists.enumerated().map { position, name -> TemplateValue in
                    let slug = position < concert.artistSlugs.count ? concert.artistSlugs[position] : ""
                    return ["name": .string(name), "href": slug.isEmpty ? nil : .string(links.href(SitePaths.artist(slug))), "headliner": .bool(position == 0)]
                }),
                "map_url": .optional(osm), "url": .optional(concert.url), "ics": .string(links.href(ics)),
                "notes_html": .string(markdown.html(concert.notes)),
            ]
            files.append(.page(path, try theme.renderPage("concert", page)))
            let pageURL = archive.config.baseURL.map { SiteLinks(page: path, cleanURLs: archive.config.cleanURLs, absoluteRoot: $0).href(path) }
            files.append(OutputFile(path: ics, contents: .bytes(Data(ICalendar.event(concert, uidDomain: domain, pageURL: pageURL).utf8))))
        }
        return files
    }

    /// "Saturday" for a full date (Zeller's congruence; no calendar or time zone involved).
    static func weekday(_ date: PartialDate) -> String {
        guard let month = date.month, let day = date.day else { return "" }
        var m = month, y = date.year
        if m < 3 { m += 12; y -= 1 }
        let k = y % 100, j = y / 100
        let h = (day + 13 * (m + 1) / 5 + k + k / 4 + j / 4 + 5 * j) % 7
        return ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"][h]
    }

    // MARK: Stats

    func renderStats(_ index: SiteIndex) throws -> OutputFile {
        let path = SitePaths.stats
        let links = links(for: path)
        var values = common(path: path, title: "Stats", description: "The collection of \(archive.config.title) in numbers and charts.", section: "stats", links: links)
        var decades: [Int: Int] = [:]
        var formats: [String: (count: Int, spellings: [String: Int])] = [:]
        var acquired: [Int: Int] = [:]
        for album in archive.albums {
            if let year = album.displayYear { decades[year / 10 * 10, default: 0] += 1 }
            let format = (album.format ?? "Unknown").components(separatedBy: " (")[0].trimmingCharacters(in: .whitespaces)
            formats[format.lowercased(), default: (0, [:])].count += 1
            formats[format.lowercased()]?.spellings[format, default: 0] += 1
            if let year = album.acquired?.year { acquired[year, default: 0] += 1 }
        }
        let tagCounts = archive.tags.map { ($0.name, $0.albumSlugs.count) }.filter { $0.1 > 0 }
            .sorted { ($1.1, $0.0.lowercased()) < ($0.1, $1.0.lowercased()) }.prefix(10)
        let formatRows = formats.values.map { entry in
            (entry.spellings.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? "", entry.count)
        }.sorted { ($1.1, $0.0.lowercased()) < ($0.1, $1.0.lowercased()) }
        let charts: [(id: String, title: String, rows: [(String, Int)])] = [
            ("decades", "Albums per decade", decades.keys.sorted().map { ("\($0)s", decades[$0] ?? 0) }),
            ("formats", "Albums per format", formatRows),
            ("tags", "Top tags", Array(tagCounts)),
            ("acquired", "Albums acquired per year", acquired.keys.sorted().map { (String($0), acquired[$0] ?? 0) }),
        ]
        values["charts"] = .list(charts.filter { !$0.rows.isEmpty }.map { StatsChart(id: $0.id, title: $0.title, rows: $0.rows).values })
        values["totals"] = [
            "albums": .int(archive.albums.count), "artists": .int(archive.artists.count),
            "tracks": .int(archive.albums.reduce(0) { $0 + $1.displayTracks.count }),
            "hours": .string(String(format: "%.1f", Double(archive.albums.reduce(0) { $0 + $1.displayTracks.compactMap(\.length).reduce(0, +) }) / 3600)),
        ]
        values["empty"] = .bool(archive.albums.isEmpty)
        return .page(path, try theme.renderPage("stats", values))
    }

    // MARK: Feed and sitemap

    /// The Atom feed of recently acquired albums and sitemap.xml: only with `base_url`, as both need absolute URLs.
    func renderFeedAndSitemap(_ index: SiteIndex, pages: [String]) throws -> [OutputFile] {
        guard let base = archive.config.baseURL else { return [] }
        let absolute = SiteLinks(page: "index.html", cleanURLs: archive.config.cleanURLs, absoluteRoot: base)
        let recent = index.recentlyAcquired.prefix(20)
        func stamp(_ date: PartialDate?) -> String {
            let date = date ?? PartialDate("1970-01-01")!
            return "\(String(format4: date.year))-\(String(format2: date.month ?? 1))-\(String(format2: date.day ?? 1))T00:00:00Z"
        }
        let entries = recent.map { album -> TemplateValue in
            let url = absolute.href(SitePaths.album(album.slug))
            return [
                "title": "\(album.title) — \(album.artist)", "url": .string(url), "id": .string(url),
                "updated": .string(stamp(album.acquired ?? album.displayReleased)),
                "summary": .string(albumDescription(album)),
            ]
        }
        let feed: [String: TemplateValue] = [
            "title": .string(archive.config.title), "subtitle": .optional(archive.config.description), "lang": .string(archive.config.language),
            "home": .string(absolute.href(SitePaths.home)), "self": .string(absolute.href(SitePaths.feed)),
            "updated": .string(stamp(recent.compactMap { $0.acquired ?? $0.displayReleased }.max())),
            "entries": .list(entries),
        ]
        let sitemap: [String: TemplateValue] = [
            "urls": .list(pages.filter { $0 != SitePaths.notFound }.sorted().map { ["loc": .string(absolute.href($0))] })
        ]
        return [
            OutputFile(path: SitePaths.feed, contents: .bytes(Data(try theme.render("feed.xml", feed).utf8))),
            OutputFile(path: SitePaths.sitemap, contents: .bytes(Data(try theme.render("sitemap.xml", sitemap).utf8))),
        ]
    }
}

/// A horizontal bar chart drawn at build time as inline SVG, with its numbers as a table for those who cannot see it.
struct StatsChart {
    let id: String
    let title: String
    let rows: [(String, Int)]

    var values: TemplateValue {
        let maximum = max(1, rows.map(\.1).max() ?? 1)
        let rowHeight = 30
        let labelWidth = 170
        let barSpace = 360
        return [
            "id": .string(id), "title": .string(title),
            "height": .int(rows.count * rowHeight + 10),
            "summary": .string(rows.map { "\($0.0): \($0.1)" }.joined(separator: ", ")),
            "rows": .list(rows.enumerated().map { position, row -> TemplateValue in
                let width = max(2, row.1 * barSpace / maximum)
                let y = position * rowHeight + 5
                return [
                    "label": .string(row.0), "count": .int(row.1), "y": .int(y), "text_y": .int(y + 18), "bar_x": .int(labelWidth),
                    "width": .int(width), "count_x": .int(labelWidth + width + 8), "label_x": .int(labelWidth - 10),
                ]
            }),
        ]
    }
}
