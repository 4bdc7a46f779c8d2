import Engine
import Foundation

/// Stamps of published files (inode, size, time), and the hash of a site's listing made of them: tells whether a
/// published site was touched since the build that wrote it.
package enum OutputStamps {
    /// Size and time of each of `files` (paths in `folder`) and the time of every folder holding them, hashed:
    /// tells whether a published site was touched since. A file edited, added or removed by hand changes a file's
    /// or a folder's time. One `stat` per file and folder and no folder reads, so checking a large site is quick.
    /// Also the stamp of each file (`stamp`), for checking files one by one later.
    static func outputState(_ folder: URL, files: some Sequence<String>) -> (hash: Sum, stamps: [String: String], folders: [String: String]) {
        // Paths are looked up from the folder itself, not from `/`, which halves the kernel's work per file.
        let root = open(folder.path, O_RDONLY | O_DIRECTORY)
        guard root >= 0 else { return (Sum(missing: true), [:], [:]) }
        defer { close(root) }
        var stamps: [String: String] = [:]
        var info = stat()
        let paths = Array(files)
        for path in paths where fstatat(root, path, &info, 0) == 0 { stamps[path] = stamp(info) }
        var folders: [String: String] = [:]
        for path in folderPaths(of: paths) { folders[path] = fstatat(root, path, &info, 0) == 0 ? describe(info) : "missing" }
        return (hash(files: paths, stamps: stamps, folders: folders), stamps, folders)
    }

    /// The hash of a site's listing: the sum, in 128 bits, of one digest per line — each file's path and stamp, each
    /// folder's — so it does not depend on the order of the lines, and a patch that changes a few files and folders
    /// changes it by a few terms (`OutputRecord.recordPatchedState`) instead of hashing every line again.
    package struct Sum: Sendable, Equatable, CustomStringConvertible {
        private var high: UInt64 = 0
        private var low: UInt64 = 0

        init(missing: Bool = false) {
            if missing { add(line: "", "missing", folder: true) }
        }

        /// Adds the line of a file (`path stamp`) or a folder (`path/ stamp`).
        mutating func add(line path: String, _ stamp: String, folder: Bool = false) {
            let term = Self.term(path, stamp, folder: folder)
            let (sum, carry) = low.addingReportingOverflow(term.low)
            low = sum
            high = high &+ term.high &+ (carry ? 1 : 0)
        }

        mutating func subtract(line path: String, _ stamp: String, folder: Bool = false) {
            let term = Self.term(path, stamp, folder: folder)
            let (difference, borrow) = low.subtractingReportingOverflow(term.low)
            low = difference
            high = high &- term.high &- (borrow ? 1 : 0)
        }

        private static func term(_ path: String, _ stamp: String, folder: Bool) -> Digest {
            var hasher = StableHasher()
            hasher.combine(path)
            hasher.combine(folder ? "/" : "")
            hasher.combine(stamp)
            return hasher.finalize()
        }

        package var description: String {
            [high, low].map { let digits = String($0, radix: 16); return String(repeating: "0", count: 16 - digits.count) + digits }.joined()
        }
    }

    /// `outputState`'s hash, from stamps taken before: each file's (missing when absent) and each folder's (every
    /// folder holding a file: `folderPaths`).
    static func hash(files: some Sequence<String>, stamps: [String: String], folders: [String: String]) -> Sum {
        var sum = Sum()
        for path in files { sum.add(line: path, stamps[path] ?? "missing") }
        for (path, stamp) in folders { sum.add(line: path, stamp, folder: true) }
        return sum
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
        return stamp.inodeAndContent
    }

    /// Size and modification time (`FileStamp.contentDescription`).
    package static func describe(_ info: stat) -> String {
        FileStamp(info).contentDescription
    }
}
