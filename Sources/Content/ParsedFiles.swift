import Foundation
import Basics
import Engine

/// The archive's files as parsed by an earlier load in this process, each with the stamp (inode, size, modification
/// and change times) it had then: `serve` keeps one across its rebuilds, so a save re-reads the file saved, not 10,000.
///
/// A file's parse also looks at other files (its cover, its audio), so `serve` calls `forget()` when anything but a
/// Markdown file changes.
public final class ParsedFiles: Sendable {
    struct Entry: Sendable {
        let stamp: FileStamp
        let keepsHTML: Bool
        let parsed: any Sendable
    }

    private let entries = Locked([String: Entry]())
    private let parses = Locked(0)

    /// How many files were parsed, not taken from here (tests).
    package var parseCount: Int { parses.withLock { $0 } }

    public init() {}

    /// Forgets every file: the next load parses them all again.
    public func forget() {
        entries.withLock { $0.removeAll() }
    }

    /// The stamp a file has now; nil when it cannot be read (then it is parsed, and fails as it should).
    static func stamp(_ path: String) -> FileStamp? {
        FileStamp(path: path)
    }

    /// What parsing `path` gave when it last had `stamp`, or what `parse` gives now (kept for next time).
    func parsed<Result: Sendable>(_ path: String, keepsHTML: Bool, _ parse: () -> Result) -> Result {
        guard let stamp = Self.stamp(path) else { return parse() }
        if let entry = entries.withLock({ $0[path] }), entry.stamp == stamp, entry.keepsHTML == keepsHTML, let result = entry.parsed as? Result {
            return result
        }
        let result = parse()
        parses.withLock { $0 += 1 }
        entries.withLock { $0[path] = Entry(stamp: stamp, keepsHTML: keepsHTML, parsed: result) }
        return result
    }
}
