import Foundation
import Covers
import Model
import Basics

/// The theme's assets (`assets/`), the albums' and wanted records' covers as sized for the web (`covers/`), and the
/// generated sleeves of albums without one, for link previews.
enum AssetsAndCovers: PageKind {


    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        var jobs: [RenderJob] = []
        for (path, data) in site.theme.assets.sorted(by: { $0.key < $1.key }) {
            let output = SitePaths.asset(path)
            if output == SitePaths.stylesheet {
                // The one file site.yml's `theme:` changes, so the one that reads it (the site's digest has not).
                let addition = site.derive("stylesheet", "", ThemeStylesheet.addition(for: site.archive.config.theme) ?? "")
                jobs.append(RenderJob(paths: [output]) { [OutputFile(path: output, contents: .bytes(data + Data(addition.value.utf8)))] })
            } else {
                jobs.append(RenderJob(paths: [output]) { [OutputFile(path: output, contents: .bytes(data))] })
            }
        }
        // The albums' covers, and the wanted records' (`covers/wanted/…`); the sleeves of albums without one.
        for lookup in [site.index.covers, site.index.sleeves] {
            for slug in site.archive.albums.map(\.slug) + (site.archive.wanted ?? []).map(\.coverSlug) {
                guard let cover = lookup[slug] else { continue }
                for (position, variant) in cover.variants.enumerated() {
                    let path = SizedCover.path(slug, variant)
                    // Looked up as the job runs, so the job reads the cover it copies (`SiteReads`' `covers`, `sleeves`).
                    jobs.append(RenderJob(paths: [path]) {
                        guard let cover = lookup[slug], position < cover.contents.count else { return [] }
                        return [OutputFile(path: path, contents: cover.contents[position])]
                    })
                }
            }
        }
        return jobs
    }
}
