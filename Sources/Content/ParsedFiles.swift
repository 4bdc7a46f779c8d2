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
    /// Told of every change since the last load (`changed(_:)`): a file kept here is then taken without a `stat`.
    private let trusted = Locked(false)

    /// How many files were parsed, not taken from here (tests).
    package var parseCount: Int { parses.withLock { $0 } }

    public init() {}

    /// Forgets every file: the next load parses them all again.
    public func forget() {
        entries.withLock { $0.removeAll() }
        trusted.withLock { $0 = false }
    }

    /// The files at `paths` changed, and nothing else did (`serve`'s watcher says so): they are parsed again, and the
    /// next load takes every other file kept here as it is, without looking at its stamp. A Markdown file named that
    /// is not kept here under that very path (a new file, or one named by another spelling of its path) makes the
    /// next load look at every stamp again, so a change is never missed for a path written differently.
    public func changed(_ paths: [String]) {
        entries.withLock { entries in
            var allKnown = true
            for path in paths {
                if entries.removeValue(forKey: path) == nil, ContentListing.isMarkdown(path) { allKnown = false }
            }
            trusted.withLock { $0 = allKnown }
        }
    }

    /// The stamp a file has now; nil when it cannot be read (then it is parsed, and fails as it should).
    static func stamp(_ path: String) -> FileStamp? {
        FileStamp(path: path)
    }

    /// What parsing each of `paths` gave, when told of every change since (`changed(_:)`) and the file is kept here:
    /// taken under one lock, without a `stat`; nil for each other file (and for all when not told).
    func kept<Result: Sendable>(_ paths: [String], keepsHTML: Bool, as type: Result.Type) -> [Result?] {
        guard trusted.withLock({ $0 }) else { return [Result?](repeating: nil, count: paths.count) }
        return entries.withLock { entries in
            paths.map { path in
                guard let entry = entries[path], entry.keepsHTML == keepsHTML else { return nil }
                return entry.parsed as? Result
            }
        }
    }

    /// What parsing `path` gave last (nil when it is not kept here), and what `parse` gives now, kept for next time
    /// with the stamp the file had before it was read: `serve`'s quick rebuild of a file it was told changed.
    func reparse<Result: Sendable>(_ path: String, keepsHTML: Bool, _ parse: () -> Result) -> (before: Result?, after: Result) {
        let before = entries.withLock { entries in entries[path].flatMap { $0.keepsHTML == keepsHTML ? $0.parsed as? Result : nil } }
        let stamp = Self.stamp(path)
        let after = parse()
        parses.withLock { $0 += 1 }
        entries.withLock { entries in
            if let stamp { entries[path] = Entry(stamp: stamp, keepsHTML: keepsHTML, parsed: after) } else { entries.removeValue(forKey: path) }
        }
        return (before, after)
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
