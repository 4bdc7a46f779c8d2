import Foundation
import Content
import Model
import Basics

/// `playlists/index.html` and each playlist's page, with its audio files copied beside it.
struct PlaylistsPage: PageKind, TemplateView {
    package struct Entry: TemplateView {
        package let title: String
        package let href: String
        package let count: String
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("href") { $0.href }, .init("count") { $0.count }]
    }

    let common: PageCommon
    package let playlists: [Entry]

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("playlists") { $0.playlists },
        .init("empty") { $0.playlists.isEmpty },
    ]

    static let templates = [TemplateUse("playlists", Self.self), TemplateUse("playlist", PlaylistView.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        archive.playlists.isEmpty ? [] : [NavigationEntry(label: "Playlists", path: SitePaths.playlists, section: "playlists")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) -> [RenderJob] {
        let archive = site.archive
        guard !archive.playlists.isEmpty else { return [] }
        // The resolved tracks: a local file's length is read from its tags at each build, and is on the page.
        let resolved = site.derive("\(Self.self)", "tracks", site.playlists.tracks)
        let paths = [SitePaths.playlists] + archive.playlists.map { SitePaths.playlist($0.slug) }
        return [RenderJob(paths: paths) { try render(site, resolved.value) }]
    }

    package static func render(_ site: SiteContext, _ resolved: [String: [ResolvedTrack]]) throws -> [OutputFile] {
        let path = SitePaths.playlists
        let links = site.links(for: path)
        let view = PlaylistsPage(
            common: site.common(path: path, title: site.strings.text("nav_playlists"), description: site.describe("desc_playlists"), section: "playlists", links: links),
            playlists: site.archive.playlists.map { playlist in
                Entry(
                    title: playlist.title, href: links.href(SitePaths.playlist(playlist.slug)),
                    count: site.strings.counted("n_tracks", resolved[playlist.slug]?.count ?? 0))
            })
        var files = [try site.page(path, "playlists", view)]
        for playlist in site.archive.playlists {
            files += try PlaylistView.render(playlist, resolved[playlist.slug] ?? [], site)
        }
        return files
    }
}
