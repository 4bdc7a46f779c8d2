import Model
import Basics
import Engine

/// `albums/<slug>/index.html`: one album, with more by its artist.
struct AlbumPage: PageKind, TemplateView {
    let common: PageCommon
    package let album: AlbumView
    let moreSection: AlbumGridView?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("album") { $0.album },
        .init("more_section") { $0.moreSection },
        .init("more_by") { $0.album.strings.text("more_by", ["artist": $0.album.album.artist]) },
    ]

    static let templates = [TemplateUse("album", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        site.archive.albums.map { album in RenderJob(paths: [SitePaths.album(album.slug)], near: near(album)) { try render(album, site) } }
    }

    /// The pages of the albums at `paths` (`albums/<slug>/index.html`), each planned as `jobs` plans it.
    package static func jobs(_ site: SiteContext, pages: [String], making paths: Set<String>) throws -> [RenderJob]? {
        var jobs: [RenderJob] = []
        for path in paths {
            let parts = path.split(separator: "/")
            guard parts.count == 3, let album = site.index.albumsBySlug.values[String(parts[1])], SitePaths.album(album.slug) == path else { return nil }
            jobs.append(RenderJob(paths: [path], near: near(album)) { try render(album, site) })
        }
        return jobs
    }

    /// Beside its artist's page (`ArtistPage.jobs`): the two show the same cards. Not a read: the order jobs run in
    /// changes no file.
    private static func near(_ album: Album) -> String {
        ReadLog.untracked { album.creditSlugs.first ?? album.artistSlug }
    }

    /// The page, and the copies of its tracks' own audio files beside it.
    package static func render(_ album: Album, _ site: SiteContext) throws -> [OutputFile] {
        let path = SitePaths.album(album.slug)
        let links = site.links(for: path)
        // "More by" the credit: the other albums of each of its artists, oldest first, each once.
        let slugs = album.creditSlugs
        var others = (site.index.albumsByArtist[slugs[0]] ?? []).filter { $0.slug != album.slug }
        if slugs.count > 1 {
            var seen = Set(others.map(\.slug) + [album.slug])
            for slug in slugs.dropFirst() { others += (site.index.albumsByArtist[slug] ?? []).filter { seen.insert($0.slug).inserted } }
            others = others.sorted(byKey: Album.chronologicalKey, Album.chronological)
        }
        let albumView = try AlbumView(
            album: album, index: site.index, links: links, markdown: site.markdown, strings: site.strings, ownerHints: site.ownerHints,
            publishesAudio: site.config.publishesAudio, people: site.people)
        let view = AlbumPage(
            common: site.common(
                path: path, title: site.strings.text("title_album", ["title": album.title, "artist": album.artist]), description: site.albumDescription(album), section: "albums", links: links,
                meta: StructuredData.album(album, site)),
            album: albumView,
            // Eager covers: an album page shows only a few.
            moreSection: others.isEmpty ? nil : AlbumGridView(albums: others.map { site.card($0, links) }))
        return [try site.page(path, "album", view)] + albumView.audioCopies
    }
}
