/// Where each page of the site lives in the output folder. Titles never become paths: only slugs do.
public enum SitePaths {
    public static let home = "index.html"
    public static let albums = "albums/index.html"
    public static let artists = "artists/index.html"
    public static let tags = "tags/index.html"
    public static let notFound = "404.html"
    public static let stylesheet = "assets/style.css"
    public static let quiz = "quiz/index.html"
    public static let search = "search/index.html"
    public static let playlists = "playlists/index.html"
    public static let concerts = "concerts/index.html"
    public static let stats = "stats/index.html"
    public static let feed = "feed.xml"
    public static let sitemap = "sitemap.xml"

    public static func album(_ slug: String) -> String { "albums/\(slug)/index.html" }
    public static func artist(_ slug: String) -> String { "artists/\(slug)/index.html" }
    public static func tag(_ slug: String) -> String { "tags/\(slug)/index.html" }
    public static func page(_ slug: String) -> String { "\(slug)/index.html" }
    public static func asset(_ path: String) -> String { "assets/\(path)" }
    public static func playlist(_ slug: String) -> String { "playlists/\(slug)/index.html" }
    public static func audio(playlist: String, index: Int, extension ext: String) -> String { "playlists/\(playlist)/\(index).\(ext)" }
    /// The copy of an album track's own audio file, N counting tracks across discs as the page's `track-N` anchors do.
    public static func audio(album: String, index: Int, extension ext: String) -> String { "albums/\(album)/\(index).\(ext)" }
    public static func concert(_ slug: String) -> String { "concerts/\(slug)/index.html" }
    public static func concertCalendar(_ slug: String) -> String { "concerts/\(slug)/\(slug).ics" }
    public static func cover(_ slug: String, extension ext: String) -> String { "covers/\(slug).\(ext)" }
}

/// Turns output paths into links relative to the page that shows them, so the site works at any
/// subpath and from disk.
package struct SiteLinks {
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
