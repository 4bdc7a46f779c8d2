import Basics
import Engine
import Foundation

/// Stamps of published files (inode, size, time), and the hash of a site's listing made of them: tells whether a
/// published site was touched since the build that wrote it.
package enum OutputStamps {
    /// Size and time of each of `files` (paths in `folder`) and the time of every folder holding them, hashed:
    /// tells whether a published site was touched since. A file edited, added or removed by hand changes a file's
    /// or a folder's time. One `stat` per file and folder and no folder reads, so checking a large site is quick.
    /// Also the stamp of each file (`stamp`), for checking files one by one later.
    static func outputState(_ folder: URL, files: some Sequence<String>) -> (hash: String, stamps: [String: String], folders: [String: String]) {
        // Paths are looked up from the folder itself, not from `/`, which halves the kernel's work per file.
        let root = open(folder.path, O_RDONLY | O_DIRECTORY)
        guard root >= 0 else { return ("missing", [:], [:]) }
        defer { close(root) }
        var stamps: [String: String] = [:]
        var info = stat()
        let sorted = files.sorted()
        for path in sorted where fstatat(root, path, &info, 0) == 0 { stamps[path] = stamp(info) }
        var folders: [String: String] = [:]
        for path in folderPaths(of: sorted) { folders[path] = fstatat(root, path, &info, 0) == 0 ? describe(info) : "missing" }
        return (hash(sortedFiles: sorted, stamps: stamps, folders: folders), stamps, folders)
    }

    /// `outputState`'s hash, from stamps taken before: each file's (missing when absent) and each folder's (every
    /// folder holding a file: `folderPaths`).
    static func hash(sortedFiles: [String], stamps: [String: String], folders: [String: String]) -> String {
        // The lines, each ending but the last with a newline, made straight into the bytes hashed: a large
        // site has hundreds of thousands, which as strings joined would be held three times over.
        var lines = Data()
        func line(_ text: String) {
            if !lines.isEmpty { lines.append(UInt8(ascii: "\n")) }
            lines.append(contentsOf: text.utf8)
        }
        for path in sortedFiles { line("\(path) \(stamps[path] ?? "missing")") }
        for path in folders.keys.sorted() { line("\(path)/ \(folders[path] ?? "missing")") }
        return ContentHash.sha256(lines)
    }

    /// Every folder holding one of `files` (paths in the output), and the output itself (`.`).
    static func folderPaths(of files: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = ["."]
        for path in files {
            var parent = path.utf8[...]
            while let slash = parent.lastIndex(of: UInt8(ascii: "/")) {
                parent = parent[..<slash]
                if !folders.insert(String(Substring(parent))).inserted { break }
            }
        }
        return folders
    }

    /// A published file's inode, size and modification time: any write to it, or a new file in its place,
    /// changes the stamp. (Not its change time, which a hard link to it also moves.)
    package static func stamp(_ info: stat) -> String {
        let stamp = FileStamp(info)
        return "\(stamp.inode) \(stamp.contentDescription)"
    }

    /// Size and modification time (`FileStamp.contentDescription`).
    package static func describe(_ info: stat) -> String {
        FileStamp(info).contentDescription
    }
}
