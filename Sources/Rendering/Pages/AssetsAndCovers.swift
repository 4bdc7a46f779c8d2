import Foundation
import Covers
import Model
import Basics

/// The theme's assets (`assets/`) and the albums' covers as sized for the web (`covers/`).
enum AssetsAndCovers: PageKind {

    static let readsAlbumNotes = false

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        var jobs: [RenderJob] = []
        for (path, data) in site.theme.assets.sorted(by: { $0.key < $1.key }) {
            let output = SitePaths.asset(path)
            if output == SitePaths.stylesheet {
                // The one file site.yml's `theme:` changes, so the one whose key has it (`RenderKeys.site` has not).
                let addition = ThemeStylesheet.addition(for: site.archive.config.theme)
                let key = site.keys.key(["\(Self.self)", output, addition ?? ""])
                jobs.append(RenderJob(paths: [output], key: key) { [OutputFile(path: output, contents: .bytes(data + Data((addition ?? "").utf8)))] })
            } else {
                jobs.append(RenderJob(paths: [output]) { [OutputFile(path: output, contents: .bytes(data))] })
            }
        }
        for album in site.archive.albums {
            guard let cover = site.index.covers[album.slug] else { continue }
            for (variant, contents) in zip(cover.variants, cover.contents) {
                let path = SizedCover.path(album.slug, variant)
                jobs.append(RenderJob(paths: [path]) { [OutputFile(path: path, contents: contents)] })
            }
        }
        return jobs
    }
}
