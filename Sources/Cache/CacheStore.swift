import Foundation
import Basics

/// The cache folder: `objects/` (content-addressed bodies), `index.json` and its `index.journal`, `derived/`.
public struct CacheStore: Sendable {
    public let root: URL
    public let objects: ObjectStore
    public let index: CacheIndex
    /// `check`'s cache: read, never written.
    public let readOnly: Bool

    /// - Parameter clock: what the index waits on while another build saves.
    /// - Parameter readOnly: `check`'s: the index is read (and a damaged one rebuilt in memory) but never written.
    public init(root: URL, clock: any Clock<Duration> = ContinuousClock(), readOnly: Bool = false) {
        self.root = root.standardizedFileURL
        self.readOnly = readOnly
        objects = ObjectStore(root: self.root.appending(path: "objects", directoryHint: .isDirectory))
        index = CacheIndex(file: self.root.appending(path: "index.json"), clock: clock, readOnly: readOnly)
    }

    /// `derived/`: covers made from the images (written by `Covers`), swept here with the rest of the cache.
    public var derived: URL { root.appending(path: "derived", directoryHint: .isDirectory) }

    /// Removes the temporary files killed runs left in the cache (`objects/`, `derived/`, beside the index); returns
    /// how many. `alone`: the caller holds `CacheLock` exclusively (as `cache gc` does), so every one is a leftover
    /// but this process's own; otherwise only those whose process is gone and untouched for an hour (a build in
    /// another container or on another machine sharing the cache has pids this one cannot see).
    @discardableResult
    public func removeStaleTemporaries(alone: Bool) -> Int {
        let subfolders = [objects.root, derived].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appending(path: $0, directoryHint: .isDirectory) }
        }
        let writers: AtomicFile.Writers = alone ? .none : .others(untouchedFor: 3600)
        return ([root] + subfolders).reduce(0) { $0 + AtomicFile.removeLeftovers(in: $1, writers: writers) }
    }

    /// What every run that writes into the cache does first: when no other run is using it (the exclusive `CacheLock`
    /// can be had at once), every leftover temporary file goes; else those `removeStaleTemporaries` can tell apart.
    @discardableResult
    public func sweepTemporaries() -> Int {
        guard FileManager.default.fileExists(atPath: root.path) else { return 0 }  // no cache yet: none made here
        let alone = CacheLock.alone(root)
        return withExtendedLifetime(alone) { removeStaleTemporaries(alone: alone != nil) }
    }
}
