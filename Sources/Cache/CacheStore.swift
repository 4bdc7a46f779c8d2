import Foundation

/// The cache folder: `objects/` (content-addressed bodies) and `index.json`.
public struct CacheStore: Sendable {
    public let root: URL
    public let objects: ObjectStore
    public let index: CacheIndex

    /// - Parameter clock: what the index waits on while another build saves.
    public init(root: URL, clock: any Clock<Duration> = ContinuousClock()) {
        self.root = root.standardizedFileURL
        objects = ObjectStore(root: self.root.appending(path: "objects", directoryHint: .isDirectory))
        index = CacheIndex(file: self.root.appending(path: "index.json"), clock: clock)
    }

    /// Removes temporary files that builds killed while writing left behind (`.<name>.<pid>.<id>.tmp`, whose process
    /// is gone); a running build's own are left alone. Returns how many were removed.
    @discardableResult
    public func removeStaleTemporaries() -> Int {
        var stale = objects.inventory().temporary
        stale += ((try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []).filter { $0.lastPathComponent.hasSuffix(".tmp") }
        var removed = 0
        for file in stale {
            let parts = file.lastPathComponent.split(separator: ".")
            // ".<name…>.<pid>.<id>.tmp": the pid is third from the end.
            if parts.count >= 3, let pid = Int32(parts[parts.count - 3]), pid > 0, kill(pid, 0) == 0 || errno == EPERM { continue }
            // A build in another container or on another machine sharing the cache has pids this one cannot see:
            // only files untouched for an hour are taken for leftovers.
            let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) ?? nil
            if let modified, modified > Date().addingTimeInterval(-3600) { continue }
            if (try? FileManager.default.removeItem(at: file)) != nil { removed += 1 }
        }
        return removed
    }
}
