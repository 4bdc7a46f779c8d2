import Foundation
import Basics
import Covers
import Model

/// `albums/index.html` and its further pages (`albums/index-2.html`…): every album as a card with its cover, by
/// artist, 120 to a page, so a 10,000-album archive gives light pages that work without JavaScript. With JavaScript
/// the first page sorts (title, artist, year, acquired, rating) and filters (format, decade, tag) the whole archive,
/// loading the albums' data in parts (`assets/albums-N.js`, by `<script>`, so file:// works) only when asked.
struct AlbumsPage: PageKind, TemplateView {
    package struct Row: TemplateView {
        package let title: String
        package let href: String
        package let artist: String
        let artistHref: String
        package let year: String?
        package let format: String?
        package static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("href") { $0.href }, .init("artist") { $0.artist },
            .init("artist_href") { $0.artistHref }, .init("year") { $0.year }, .init("format") { $0.format },
        ]
    }

    /// One choice of a filter: its value in the data and the URL, what it shows, how many albums have it.
    package struct Option: TemplateView {
        package let value: String
        package let label: String
        package let count: Int
        package static let fields: TemplateFields<Self> = [.init("value") { $0.value }, .init("label") { $0.label }, .init("count") { $0.count }]
    }

    struct Controls: TemplateView {
        package let formats: [Option]
        let decades: [Option]
        package let tags: [Option]
        /// The data parts, from this page.
        package let parts: [String]
        package let script: String
        /// Some album has plays (Last.fm, ListenBrainz): the index can sort by them, under this label.
        var sortPlays: String?
        var hasPlays: Bool { sortPlays != nil }
        package static let fields: TemplateFields<Self> = [
            .init("formats") { $0.formats }, .init("decades") { $0.decades }, .init("tags") { $0.tags },
            .init("parts") { $0.parts.joined(separator: " ") }, .init("script") { $0.script }, .init("has_plays") { $0.hasPlays },
            .init("sort_plays") { $0.sortPlays },
        ]
    }

    struct PageLink: TemplateView {
        package let number: Int
        package let href: String?
        package let current: Bool
        package static let fields: TemplateFields<Self> = [.init("number") { $0.number }, .init("href") { $0.href }, .init("current") { $0.current }]
    }

    struct Pager: TemplateView {
        package let pages: [PageLink]
        package let previous: String?
        package let next: String?
        package static let fields: TemplateFields<Self> = [.init("pages") { $0.pages }, .init("previous") { $0.previous }, .init("next") { $0.next }]
    }

    let common: PageCommon
    /// This page's albums (themes written before the cards use the rows).
    package let albums: [Row]
    let grid: AlbumGridView
    package let total: Int
    /// "Albums 1–120 of 10,000, by artist." or "8 albums, by artist.", in the site's language.
    let countText: String
    package let first: Int
    package let last: Int
    let pager: Pager?
    let controls: Controls?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("albums") { $0.albums },
        .init("grid") { $0.grid },
        .init("count") { $0.total },
        .init("count_text") { $0.countText },
        .init("first") { $0.first },
        .init("last") { $0.last },
        .init("pager") { $0.pager },
        .init("controls") { $0.controls },
        .init("empty") { $0.total == 0 },
    ]

    static let templates = [TemplateUse("albums", Self.self)]
    package static let pageSize = 120
    static let albumsPerPart = 1000

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Albums", path: SitePaths.albums, section: "albums")]
    }

    /// Page `number` (from 1) of the albums index.
    package static func path(_ number: Int) -> String {
        number == 1 ? SitePaths.albums : "albums/index-\(number).html"
    }

    static func partPath(_ number: Int) -> String { SitePaths.asset("albums-\(number).js") }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        let sorted = byArtist(site)
        let pageCount = max(1, (sorted.count + pageSize - 1) / pageSize)
        let partCount = (sorted.count + albumsPerPart - 1) / albumsPerPart
        // Each page and part reads which albums it lists, in order (and how many there are in all): a page is made
        // again when its albums or their order change, or what it shows of them, not when another page's do.
        func slice(_ range: Range<Int>) -> Slice {
            Slice(slugs: sorted[range.clamped(to: 0..<sorted.count)].map(\.slug), total: sorted.count)
        }
        let pageJobs = (1...pageCount).map { number in
            let albums = site.derive("\(Self.self)", path(number), slice((number - 1) * pageSize..<number * pageSize))
            return site.job(path(number)) { try render(site, albums.value, page: number, pages: pageCount, parts: partCount) }
        }
        let partJobs = (0..<partCount).map { part in
            let albums = site.derive("\(Self.self)", partPath(part + 1), slice(part * albumsPerPart..<(part + 1) * albumsPerPart))
            return site.job(partPath(part + 1)) { renderPart(site, site.albums(albums.value.slugs), number: part + 1) }
        }
        return pageJobs + partJobs
    }

    /// By the artist's sort name, then in the artist's order.
    static func byArtist(_ site: SiteContext) -> [Album] {
        site.archive.albums.sorted(byKey: { album in
            ((site.index.artistsBySlug[album.artistSlug]?.sortName ?? album.artist).lowercased(), Album.chronologicalKey(album))
        }) { a, b in a.0 != b.0 ? a.0 < b.0 : Album.chronological(a.1, b.1) }
    }

    /// The format as the filter groups it: "Vinyl (2×LP)" and "vinyl" are both Vinyl.
    static func formatKey(_ album: Album) -> String? {
        guard let format = album.shownFormat else { return nil }
        let key = FormatFamilies.key(format)
        return key.isEmpty ? nil : key
    }

    /// Which albums a page of the index, or a part of its data, lists, and how many albums the index has.
    struct Slice: Sendable, Encodable {
        let slugs: [String]
        let total: Int
    }

    static func render(_ site: SiteContext, _ shown: Slice, page: Int, pages: Int, parts: Int) throws -> OutputFile {
        let path = path(page)
        let links = site.links(for: path)
        let archive = site.archive
        let slice = site.albums(shown.slugs)
        let total = shown.total
        var controls: Controls?
        if page == 1 && total > 1 {
            var decades: [Int: Int] = [:]
            for album in archive.albums {
                if let year = album.displayYear { decades[year / 10 * 10, default: 0] += 1 }
            }
            let formats = FormatFamilies.count(archive.albums.compactMap { formatKey($0) == nil ? nil : $0.shownFormat })
            controls = Controls(
                formats: formats.map { Option(value: $0.key, label: $0.label, count: $0.count) }.sorted { ($1.count, $0.label) < ($0.count, $1.label) },
                decades: decades.keys.sorted().map { Option(value: String($0), label: "\($0)s", count: decades[$0] ?? 0) },
                tags: archive.tags.filter { !$0.albumSlugs.isEmpty }.sorted(byKey: { ($0.name.lowercased(), $0.slug) }, <)
                    .map { Option(value: $0.slug, label: $0.name, count: $0.albumSlugs.count) },
                parts: (1...max(1, parts)).prefix(parts).map { links.href(partPath($0)) },
                script: links.href(SitePaths.asset("albums.js")),
                sortPlays: PlaysView.sources(archive.albums, site.strings).map { site.strings.text("sort_plays_on", ["source": $0]) })
        }
        let pager: Pager? = pages == 1 ? nil : Pager(
            pages: (1...pages).filter { $0 == 1 || $0 == pages || abs($0 - page) <= 2 }.map {
                PageLink(number: $0, href: $0 == page ? nil : links.href(Self.path($0)), current: $0 == page)
            },
            previous: page > 1 ? links.href(Self.path(page - 1)) : nil,
            next: page < pages ? links.href(Self.path(page + 1)) : nil)
        let title = page == 1 ? site.strings.text("nav_albums")
            : site.strings.text("albums_page_title", ["page": String(page), "pages": String(pages)])
        let view = AlbumsPage(
            common: site.common(
                path: path, title: title, description: site.describe("desc_albums", ["count": site.strings.number(archive.albums.count)]),
                section: "albums", links: links),
            albums: slice.map { album in
                Row(
                    title: album.title, href: links.href(SitePaths.album(album.slug)), artist: album.artist,
                    artistHref: links.href(SitePaths.artist(album.artistSlug)), year: album.displayYear.map { String($0) }, format: album.format)
            },
            grid: site.grid(slice, links), total: total,
            countText: pages == 1 ? site.strings.counted("albums_by_artist", total) : site.strings.text("albums_range", [
                "first": site.strings.number((page - 1) * pageSize + 1), "last": site.strings.number((page - 1) * pageSize + slice.count),
                "count": site.strings.number(total),
            ]),
            first: slice.isEmpty ? 0 : (page - 1) * pageSize + 1,
            last: (page - 1) * pageSize + slice.count, pager: pager, controls: controls)
        return try site.page(path, "albums", view)
    }

    /// Part `number` of the albums' data, in the index's order (by artist): what sorting and filtering need, and
    /// the smallest cover. Each album is an object with short keys, as a choice loads every part: `h` its link, `t`
    /// title, `by` artist, `byh` the artist's link, `cr` a credit of several artists (name, link, join in turn), `y` year, `acq` acquired, `pl` plays on Last.fm, `r` rating, `f` format as the filter
    /// groups it, `tags` (slugs), `c` cover, or without one `ph`, the placeholder's `style`, `hue` and `accent` hue.
    /// What an album lacks is left out. Links are from the site's root; albums.js makes them relative to the page.
    static func renderPart(_ site: SiteContext, _ albums: [Album], number: Int) -> OutputFile {
        let links = SiteLinks(page: "index.html", cleanURLs: site.archive.config.cleanURLs)
        // Written straight to bytes, keys in a fixed (sorted) order: no dictionary boxed and sorted per album.
        var bytes = Array("(window.linernotesAlbums = window.linernotesAlbums || {})[\(number)] = [".utf8)
        bytes.reserveCapacity(albums.count * 240)
        for (position, album) in albums.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            var record = JSONWriter()
            record.string("acq", album.acquired?.description)
            record.string("by", album.artist)
            record.string("byh", links.href(SitePaths.artist(album.artistSlug)))
            // The narrowest JPEG: a 250 px file for a card of about 170 px.
            let cover = site.index.covers[album.slug].flatMap { $0.variants(.jpeg).first }
            if let cover { record.string("c", links.href(SizedCover.path(album.slug, cover))) }
            // A credit of several artists: name, link (empty for words that are no artist) and join, each in turn.
            if album.hasCreditParts {
                record.strings("cr", album.credit.flatMap { [$0.name, $0.slug.isEmpty ? "" : links.href(SitePaths.artist($0.slug)), $0.join] })
            }
            record.string("f", formatKey(album))
            record.string("fm", album.format.flatMap { $0.isEmpty ? nil : $0 })
            record.string("h", links.href(SitePaths.album(album.slug)))
            if cover == nil {
                let placeholder = PlaceholderCover(album)
                record.object("ph") { ph in
                    ph.number("accent", placeholder.accentHue)
                    ph.number("hue", placeholder.hue)
                    ph.number("style", placeholder.style)
                }
            }
            record.number("pl", album.enrichment.plays)
            record.number("r", album.rating)
            record.string("t", album.title)
            record.strings("tags", album.tags.map { Tag.slug(for: $0) })
            record.number("y", album.displayYear)
            bytes += record.bytes
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("];\n".utf8)
        return OutputFile(path: partPath(number), contents: .bytes(Data(bytes)))
    }
}
