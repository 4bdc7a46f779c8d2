import Basics

/// The `Content-Type` of a file the site publishes, by its extension; text types say UTF-8, which the build writes.
/// Audio and images take theirs from the lists of media types (`AudioFormat`, `ImageFileType`).
enum MediaType {
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        let ext = name[name.index(after: dot)...].lowercased()
        return AudioFormat(fileExtension: ext)?.mediaType ?? ImageFileType(fileExtension: ext)?.mediaType ?? types[ext] ?? "application/octet-stream"
    }

    /// Everything else the site publishes: pages, styles, scripts, feeds, calendars, fonts.
    static let types: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml; charset=utf-8",
        "atom": "application/atom+xml; charset=utf-8",
        "rss": "application/rss+xml; charset=utf-8",
        "ics": "text/calendar; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "webmanifest": "application/manifest+json",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "pdf": "application/pdf",
    ]
}
