import Model
import Basics

/// `new-releases/index.html`: what the archive's artists put out in the year before their discographies were
/// fetched (`NewReleases`), newest first, the owner's marked and linked. Made (and in the navigation) only when some
/// discography was fetched; with nothing new it says so in a sentence.
struct NewReleasesPage: PageKind, TemplateView {
    package struct Entry: TemplateView {
        let released: TimeView
        package let title: String
        package let artist: String
        let artistHref: String
        /// The owner's album page; nil when they do not have it.
        let albumHref: String?
        package let type: String
        let musicbrainzURL: String
        let disambiguation: String?
        /// "Meltwater on MusicBrainz": the link's name, as every entry's link reads "MusicBrainz".
        let musicbrainzLabel: String
        package static let fields: TemplateFields<Self> = [
            .init("released") { $0.released }, .init("title") { $0.title }, .init("artist") { $0.artist },
            .init("artist_href") { $0.artistHref }, .init("album_href") { $0.albumHref }, .init("owned") { $0.albumHref != nil },
            .init("type") { $0.type }, .init("musicbrainz_url") { $0.musicbrainzURL }, .init("disambiguation") { $0.disambiguation },
            .init("musicbrainz_label") { $0.musicbrainzLabel },
        ]
    }

    let common: PageCommon
    package let entries: [Entry]
    /// "As of 22 November 2025, from MusicBrainz": when the discographies were fetched.
    package let summary: String

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("entries") { $0.entries },
        .init("empty") { $0.entries.isEmpty },
        .init("summary") { $0.summary },
    ]

    static let path = SitePaths.newReleases
    static let templates = [TemplateUse("new-releases", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        NewReleases.available(archive) ? [NavigationEntry(label: "New releases", path: path, section: "new_releases")] : []
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        guard NewReleases.available(site.archive) else { return [] }
        return [site.job(path) { try render(site) }]
    }

    /// The release type as the page names it: Album, EP, Single, Live, Compilation, Soundtrack, Other.
    static func typeKey(_ shelf: Shelf) -> String { "release_type_\(shelf)" }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let links = site.links(for: path)
        let strings = site.strings
        let new = NewReleases(site.archive, albumsByArtist: site.index.albumsByArtist)
        let entries = new.items.map { item in
            Entry(
                released: TimeView(iso: item.entry.firstRelease?.description ?? "", text: item.entry.firstRelease.map { strings.date($0) } ?? ""),
                title: item.entry.title, artist: item.artist.name, artistHref: links.href(SitePaths.artist(item.artist.slug)),
                albumHref: item.album.map { links.href(SitePaths.album($0.slug)) }, type: strings.text(typeKey(item.entry.shelf)),
                musicbrainzURL: item.entry.musicbrainzURL, disambiguation: item.entry.disambiguation,
                musicbrainzLabel: strings.text("release_on_musicbrainz", ["title": item.entry.title]))
        }
        let summary = new.asOf.map { strings.text(entries.isEmpty ? "new_releases_none" : "new_releases_summary", ["date": strings.date($0)]) } ?? ""
        let view = NewReleasesPage(
            common: site.common(
                path: path, title: strings.text("nav_new_releases"), description: site.describe("desc_new_releases"), section: "new_releases",
                links: links),
            entries: entries, summary: summary)
        return try site.page(path, "new-releases", view)
    }
}
