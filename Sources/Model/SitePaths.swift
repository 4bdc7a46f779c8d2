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
    /// Under the stats' folder: a page of the stats, and no top-level name taken from free pages.
    public static let formats = "stats/formats/index.html"
    public static let newReleases = "new-releases/index.html"
    public static let wantlist = "wantlist/index.html"
    public static let feed = "feed.xml"
    public static let sitemap = "sitemap.xml"

    /// The top-level names (folders, and files without their extension) that the site's own pages use, so a free
    /// page may not take one. Every page kind writes only under these (a test walks a built site to check).
    /// The reserved names of a site: `wantlist` only when it shows the wantlist (a site without one may have a free
    /// page of that name).
    public static func reservedTopLevelNames(wantlist: Bool) -> Set<String> {
        wantlist ? reservedTopLevelNames : reservedTopLevelNames.subtracting(["wantlist"])
    }

    public static let reservedTopLevelNames: Set<String> = [
        "index", "404", "albums", "artists", "tags", "years", "quiz", "search", "playlists", "concerts", "stats",
        "new-releases", "wantlist", "assets", "covers", "feed", "sitemap", "people",
    ]

    public static func album(_ slug: String) -> String { "albums/\(slug)/index.html" }
    public static func artist(_ slug: String) -> String { "artists/\(slug)/index.html" }
    /// A person credited on albums (a producer, a session player, a composer) who is not an artist of the archive.
    public static func person(_ slug: String) -> String { "people/\(slug)/index.html" }
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
