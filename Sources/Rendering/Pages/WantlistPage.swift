import Model
import Basics

/// `wantlist/index.html`, "Looking for": the records on the owner's Discogs wantlist that no album of the archive is
/// (`wantlist: true`; `linernotes sync` reads the list into `.linernotes/wantlist.json`), newest wanted first, each
/// with its cover when MusicBrainz links the release, and a link to the release on Discogs. Made (and in the
/// navigation, the search and the feed) only when site.yml asks for it and the wantlist has been read.
struct WantlistPage: PageKind, TemplateView {
    package struct Entry: TemplateView {
        package let title: String
        package let artist: String
        /// The artist's page when the archive has the artist.
        let artistHref: String?
        package let year: String?
        package let format: String?
        /// "Label · CAT-1": the pressing wanted.
        package let label: String?
        package let notes: String?
        let wanted: TimeView?
        let discogsURL: String
        /// `want-<release>`: the search and the feed link here.
        let anchor: String
        let cover: CoverView

        /// "1999 · LP, Album": as an album card's line.
        var facts: String? {
            let parts = [year, format].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: " · ")
        }

        package static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("artist") { $0.artist }, .init("artist_href") { $0.artistHref },
            .init("year") { $0.year }, .init("format") { $0.format },
            .init("facts") { $0.facts }, .init("label") { $0.label }, .init("notes") { $0.notes }, .init("wanted") { $0.wanted },
            .init("discogs_url") { $0.discogsURL }, .init("anchor") { $0.anchor }, .init("cover") { $0.cover },
        ]
    }

    let common: PageCommon
    package let entries: [Entry]
    /// "37 records wanted, from the Discogs wantlist of brotherlogic."
    package let summary: String

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("entries") { $0.entries },
        .init("empty") { $0.entries.isEmpty },
        .init("summary") { $0.summary },
    ]

    static let path = SitePaths.wantlist
    static let templates = [TemplateUse("wantlist", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        archive.wanted == nil ? [] : [NavigationEntry(label: "Looking for", path: path, section: "wantlist")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        guard site.archive.wanted != nil else { return [] }
        return [site.job(path) { try render(site) }]
    }

    /// Where a wanted record is on the page.
    static func anchor(_ want: WantedRelease) -> String { "want-\(want.discogs)" }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let links = site.links(for: path)
        let strings = site.strings
        let wanted = site.archive.wanted ?? []
        let entries = wanted.enumerated().map { position, want in
            let label = [want.label, want.catalog].compactMap { $0 }.joined(separator: " · ")
            return Entry(
                title: want.title, artist: want.shownArtist,
                artistHref: want.artistSlug.map { links.href(SitePaths.artist($0)) },
                year: want.year.map { String($0) }, format: want.format,
                label: label.isEmpty ? nil : label, notes: want.notes,
                wanted: want.wanted.map { TimeView(iso: $0.description, text: strings.date($0)) }, discogsURL: want.discogsURL,
                anchor: anchor(want),
                cover: CoverView(
                    want.coverAlbum, site.index, links, lazy: position >= AlbumCardView.eagerCount, sizes: "(max-width: 700px) 50vw, 200px",
                    strings: strings))
        }
        let user = site.config.sync.discogsUser ?? ""
        let summary = entries.isEmpty
            ? strings.text("wantlist_none", ["user": user])
            : strings.counted("wantlist_summary", entries.count, ["user": user])
        let view = WantlistPage(
            common: site.common(
                path: path, title: strings.text("nav_wantlist"), description: site.describe("desc_wantlist"), section: "wantlist",
                links: links),
            entries: entries, summary: summary)
        return try site.page(path, "wantlist", view)
    }
}
