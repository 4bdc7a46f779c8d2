import Foundation

/// A hash of everything a build reads: the content and template files (path, size, modification time), the
/// cache index, the linernotes binary itself (its theme is inside) and the build options. Equal fingerprints
/// mean the same site: the build can stop before reading a single Markdown file.
package enum InputFingerprint {
    /// `extraFiles`: files outside content/ that the last build read (covers, audio), by absolute path.
    package static func compute(site: URL, cache: URL, options: [String], extraFiles: [String]) -> String {
        var lines = options
        for folder in ["content", "Templates"] {
            lines += listing(site.appending(path: folder, directoryHint: .isDirectory), prefix: folder)
        }
        lines += listing(cache.appending(path: "index.json"), prefix: "cache/index.json")
        // A lost or damaged object must be fetched again, so the objects count too.
        lines += listing(cache.appending(path: "objects", directoryHint: .isDirectory), prefix: "cache/objects")
        for file in extraFiles.sorted() { lines += listing(URL(fileURLWithPath: file), prefix: file) }
        lines += listing(executable, prefix: "binary")
        return ContentHash.sha256(Data(lines.joined(separator: "\n").utf8))
    }

    /// Size and time of each of `files` (paths in `folder`) and the time of every folder holding them, hashed:
    /// tells whether a published site was touched since. A file edited, added or removed by hand changes a file's
    /// or a folder's time. One `stat` per file and folder and no folder reads, so checking a large site is quick.
    package static func outputHash(_ folder: URL, files: some Sequence<String>) -> String {
        outputState(folder, files: files).hash
    }

    /// `outputHash` and the stamp of each file (`stamp`), for checking files one by one later.
    package static func outputState(_ folder: URL, files: some Sequence<String>) -> (hash: String, stamps: [String: String]) {
        // Paths are looked up from the folder itself, not from `/`, which halves the kernel's work per file.
        let root = open(folder.path, O_RDONLY | O_DIRECTORY)
        guard root >= 0 else { return ("missing", [:]) }
        defer { close(root) }
        var folders: Set<String> = ["."]
        var lines: [String] = []
        var stamps: [String: String] = [:]
        var info = stat()
        for path in files.sorted() {
            if fstatat(root, path, &info, 0) == 0 {
                let stamp = stamp(info)
                stamps[path] = stamp
                lines.append("\(path) \(stamp)")
            } else {
                lines.append("\(path) missing")
            }
            var parent = path.utf8[...]
            while let slash = parent.lastIndex(of: UInt8(ascii: "/")) {
                parent = parent[..<slash]
                if !folders.insert(String(Substring(parent))).inserted { break }
            }
        }
        for path in folders.sorted() {
            lines.append(fstatat(root, path, &info, 0) == 0 ? "\(path)/ \(describe(info))" : "\(path)/ missing")
        }
        return (ContentHash.sha256(Data(lines.joined(separator: "\n").utf8)), stamps)
    }

    /// A published file's inode, size and modification time: any write to it, or a new file in its place,
    /// changes the stamp. (Not its change time, which a hard link to it also moves.)
    package static func stamp(_ info: stat) -> String {
        "\(info.st_ino) \(describe(info))"
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
        if (info.st_mode & S_IFMT) != S_IFDIR { return ["\(prefix) \(describe(info))"] }
        for entry in FileListing.files(under: url.path) {
            result.append("\(prefix)/\(entry.path) \(describe(entry.info))")
        }
        return result.sorted()
    }

    private static func describe(_ info: stat) -> String {
        #if canImport(Darwin)
        return "\(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
    }
}
