import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Maps a request path to a file of the built site, and never to anything outside it: `..`, encoded slashes,
/// hidden files and symbolic links leading out are all "not found".
struct SiteFileResolver {
    /// The output folder, looked up again for every request: each build swaps a new folder in under this name.
    package let root: URL
    /// Where the last whole site waits while a build swaps by two renames (a filesystem that cannot exchange folders):
    /// the output folder is missing then for a moment, and the previous site answers.
    package var whileSwapping: URL? = nil

    enum Resolution: Equatable {
        case file(path: String)
        /// A folder asked for without its slash: relative links inside it only work from ".../name/".
        case redirect(location: String)
        case notFound
        case badRequest
    }

    package func resolve(_ encodedPath: String, query: String? = nil) -> Resolution {
        let found = resolve(encodedPath, query: query, in: root)
        guard found == .notFound, let whileSwapping, Self.realPath(root.path) == nil else { return found }
        return resolve(encodedPath, query: query, in: whileSwapping)
    }

    private func resolve(_ encodedPath: String, query: String?, in root: URL) -> Resolution {
        // Encoded separators would let a segment hold a "/" or "\" once decoded.
        let lowered = encodedPath.lowercased()
        if lowered.contains("%2f") || lowered.contains("%5c") || lowered.contains("%00") { return .notFound }
        guard let decoded = encodedPath.removingPercentEncoding else { return .badRequest }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        for segment in segments where segment.hasPrefix(".") || segment.contains("\\") || segment.contains("\0") {
            return .notFound
        }
        guard let base = Self.realPath(root.path) else { return .notFound }
        let candidate = ([base] + segments.map(String.init)).joined(separator: "/")
        // Symbolic links are followed, then the result must still be inside the site.
        guard let real = Self.realPath(candidate), real == base || real.hasPrefix(base == "/" ? "/" : base + "/") else { return .notFound }
        var info = stat()
        guard stat(real, &info) == 0 else { return .notFound }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .file(path: real)
        case S_IFDIR:
            guard encodedPath.hasSuffix("/") else {
                // Rebuilt from its segments: "//about" sent back as "//about/" would be a link to the host "about".
                let local = "/" + encodedPath.split(separator: "/").joined(separator: "/") + "/"
                return .redirect(location: local + (query.map { "?" + $0 } ?? ""))
            }
            let index = real + "/index.html"
            guard stat(index, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .notFound }
            return .file(path: index)
        default:
            return .notFound
        }
    }

    /// The site's own 404 page, when it has one.
    var notFoundPage: String? {
        guard let base = Self.realPath(root.path) ?? whileSwapping.flatMap({ Self.realPath($0.path) }) else { return nil }
        var info = stat()
        let path = base + "/404.html"
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? path : nil
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
