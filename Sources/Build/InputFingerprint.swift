import Foundation
import Basics
import Content
import Output

/// A hash of everything a build reads: the content and template files (path, size, modification time), the
/// wantlist `sync` read, the cache index, the linernotes binary itself (its theme is inside) and the build options. Equal fingerprints
/// mean the same site: the build can stop before reading a single Markdown file.
enum InputFingerprint {
    /// `extraFiles`: files outside content/ that the last build read (covers, audio), by absolute path.
    static func compute(site: URL, cache: URL, options: [String], extraFiles: [String]) -> String {
        var lines = options
        for folder in ["content", "Templates"] {
            lines += listing(site.appending(path: folder, directoryHint: .isDirectory), prefix: folder)
        }
        // The wantlist `linernotes sync` read, which the wantlist page shows.
        lines += listing(site.appending(path: WantlistFile.path), prefix: WantlistFile.path)
        lines += listing(cache.appending(path: "index.json"), prefix: "cache/index.json")
        // A lost or damaged object must be fetched again, so the objects count too.
        lines += listing(cache.appending(path: "objects", directoryHint: .isDirectory), prefix: "cache/objects")
        for file in extraFiles.sorted() { lines += listing(URL(fileURLWithPath: file), prefix: file) }
        lines += listing(executable, prefix: "binary")
        return ContentHash.sha256(Data(lines.joined(separator: "\n").utf8))
    }

    private static var executable: URL {
        #if os(Linux)
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }

    /// "path size mtime" for a file, or for every file under a folder, sorted.
    private static func listing(_ url: URL, prefix: String) -> [String] {
        var result: [String] = []
        var info = stat()
        guard stat(url.path, &info) == 0 else { return ["\(prefix) missing"] }
        if (info.st_mode & S_IFMT) != S_IFDIR { return ["\(prefix) \(OutputStamps.describe(info))"] }
        for entry in FileListing.files(under: url.path) {
            result.append("\(prefix)/\(entry.path) \(OutputStamps.describe(entry.info))")
        }
        return result.sorted()
    }
}
