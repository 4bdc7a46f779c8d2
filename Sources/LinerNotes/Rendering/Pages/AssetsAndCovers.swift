/// The theme's assets (`assets/`) and the albums' cover images (`covers/`), copied as they are.
enum AssetsAndCovers: PageKind {
    static let reservedNames = ["assets", "covers"]

    static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        var jobs: [RenderJob] = []
        for (path, data) in site.theme.assets.sorted(by: { $0.key < $1.key }) {
            let output = SitePaths.asset(path)
            jobs.append(RenderJob(paths: [output]) { [OutputFile(path: output, contents: .bytes(data))] })
        }
        for album in site.archive.albums {
            for cover in site.index.coverFiles[album.slug] ?? [] {
                jobs.append(RenderJob(paths: [cover.path]) { [OutputFile(path: cover.path, contents: cover.contents)] })
            }
        }
        return jobs
    }
}
