import Foundation

/// The folders linernotes keeps its own state in (`.public.linernotes/` beside the output, the default `cache/`). One
/// that is a symbolic link leading out of the folder holding it is refused: the build would write its lock, staging
/// and cache files wherever the link points, into a folder nobody asked it to touch.
package enum StateFolder {
    package struct LinkedOut: CompilerStyleError {
        package let message: String
        package var description: String { "error: \(message)" }
    }

    /// Throws `LinkedOut` when `folder` is a symbolic link whose target is not inside `folder`'s parent.
    /// `what`: what is kept there; `remedy`: what to do instead, besides removing the link.
    package static func refuseLinkLeadingOut(_ folder: URL, what: String, remedy: String? = nil) throws {
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return }
        let parent = folder.deletingLastPathComponent()
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.path)) ?? "?"
        if let base = realPath(parent.path), let real = realPath(folder.path), real.hasPrefix(base == "/" ? "/" : base + "/") { return }
        throw LinkedOut(
            message: "\(folder.path) is a symbolic link to \(target), outside \(parent.path); linernotes keeps \(what) there and "
                + "will not write into the folder it points to: remove the link (linernotes makes the folder itself)"
                + (remedy.map { ", or \($0)" } ?? ""))
    }

    /// Refuses a default `cache/` (one no `--cache` named) that is a symbolic link leading out of the site: every command
    /// that reads or writes the cache (build, check, serve, import, `cache stats|verify|gc`) says the same.
    package static func refuseCacheLinkLeadingOut(_ cache: URL) throws {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: cache.path)) ?? "DIR"
        try refuseLinkLeadingOut(cache, what: "its cache", remedy: "pass --cache \(target) to keep the cache there")
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
