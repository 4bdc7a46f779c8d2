/// Turns output paths into links relative to the page that shows them, so the site works at any
/// subpath and from disk.
struct SiteLinks {
    /// Links end in "/" instead of "/index.html" (web hosts only: from disk a folder shows a listing).
    package let cleanURLs: Bool
    /// From the page to the site root: "", "../", "../../", or an absolute base URL (for 404.html).
    package let root: String

    package init(page path: String, cleanURLs: Bool, absoluteRoot: String? = nil) {
        self.cleanURLs = cleanURLs
        let depth = path.reduce(0) { $1 == "/" ? $0 + 1 : $0 }
        self.root = absoluteRoot ?? String(repeating: "../", count: depth)
    }

    package func href(_ target: String) -> String {
        var path = target
        if cleanURLs && (path == "index.html" || path.hasSuffix("/index.html")) {
            path.removeLast("index.html".count)
        }
        let link = root + path
        return link.isEmpty ? "./" : link
    }
}
