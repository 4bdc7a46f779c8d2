import Foundation

/// A publish by patching (`PublishSession`, when few files changed): the changed files, staged and on the disk, are
/// moved into the live site one rename each, and the files the new site no longer has are deleted. The journal lists
/// both, and is on the disk before the first rename, so a kill part way is finished by the next command's
/// `SitePublisher.recover()` (each step can be done twice): a reader of the site may see a mix of old and new pages
/// for the milliseconds the renames take, never a half-written file, and never a lasting mix.
///
/// Paths are relative (to the output, and for the staging folder to the folder the journal is in), so a copy of the
/// whole site folder made at any moment recovers as the original would.
package struct PatchJournal: Sendable, Equatable {
    /// The staging folder holding the new files, by name: in the journal's folder, or in the output (`inOutput`)
    /// when the output is a mount point.
    package var staging: String
    package var inOutput: Bool
    /// Files moved from the staging folder into the output, by path.
    package var puts: [String]
    /// Files deleted from the output, by path.
    package var deletes: [String]

    static let header = "linernotes patch 1"

    package func encoded() -> Data {
        let lines = [Self.header, (inOutput ? "output " : "work ") + staging]
            + puts.map { "put " + $0 } + deletes.map { "delete " + $0 } + ["end"]
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// nil for anything but a whole journal (a torn one was never the journal: it is written atomically).
    package static func decode(_ data: Data) -> PatchJournal? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == header, lines.count >= 4, lines.removeLast() == "", lines.removeLast() == "end" else { return nil }
        lines.removeFirst()
        let place = lines.removeFirst()
        var journal: PatchJournal
        if place.hasPrefix("work ") {
            journal = PatchJournal(staging: String(place.dropFirst(5)), inOutput: false, puts: [], deletes: [])
        } else if place.hasPrefix("output ") {
            journal = PatchJournal(staging: String(place.dropFirst(7)), inOutput: true, puts: [], deletes: [])
        } else {
            return nil
        }
        for line in lines {
            if line.hasPrefix("put ") {
                journal.puts.append(String(line.dropFirst(4)))
            } else if line.hasPrefix("delete ") {
                journal.deletes.append(String(line.dropFirst(7)))
            } else {
                return nil
            }
        }
        guard (journal.puts + journal.deletes + [journal.staging]).allSatisfy(Self.isSafe) else { return nil }
        return journal
    }

    /// A relative path that stays inside its folder.
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// Moves every staged file in (new files first, so no page links to one not there yet), then deletes the files
    /// the site no longer has, and the folders they leave empty. Done twice, it does nothing more.
    package func apply(output: URL, work: URL) throws {
        let stagingFolder = (inOutput ? output : work).appending(path: staging, directoryHint: .isDirectory).path
        let root = output.path
        var made: Set<Substring> = []
        for path in puts {
            let source = stagingFolder + "/" + path
            guard access(source, F_OK) == 0 else { continue }  // moved in before a kill
            if let slash = path.lastIndex(of: "/"), made.insert(path[..<slash]).inserted {
                try FileManager.default.createDirectory(atPath: root + "/" + path[..<slash], withIntermediateDirectories: true)
            }
            guard rename(source, root + "/" + path) == 0 else {
                throw SitePublisher.PublishError(message: "cannot move the new \(path) into \(root): \(String(cString: strerror(errno)))")
            }
        }
        for path in deletes {
            unlink(root + "/" + path)
            var parent = Substring(path)
            while let slash = parent.lastIndex(of: "/") {
                parent = parent[..<slash]
                if rmdir(root + "/" + parent) != 0 { break }
            }
        }
        KernelCalls.syncFolder(root)
    }
}
