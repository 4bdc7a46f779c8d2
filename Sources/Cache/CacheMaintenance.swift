import Foundation
import Basics

/// `linernotes cache stats | verify | gc`.
public struct CacheMaintenance: Sendable {
    public let cache: CacheStore

    public init(cache: CacheStore) {
        self.cache = cache
    }

    public struct Stats: Sendable, CustomStringConvertible {
        public var objects = 0
        public var bytes = 0
        public var requestsBySource: [String: Int] = [:]
        public var covers = 0
        public var unreferenced = 0
        public var missing = 0
        /// The index was found damaged and could be rebuilt only in part (see `CacheIndex.Recovery`).
        public var damaged = false
        /// The index on disk cannot be read, and was rebuilt from its journal with every answer.
        public var rebuiltWhole = false

        public var description: String {
            var lines = ["\(Counted(objects, "object")), \(ByteSize(bytes))"]
            let sources = requestsBySource.keys.sorted().map { "\($0) \(requestsBySource[$0] ?? 0)" }.joined(separator: ", ")
            lines.append(Counted(requestsBySource.values.reduce(0, +), "cached answer").description + (sources.isEmpty ? "" : ": " + sources))
            lines.append(Counted(covers, "album cover").description)
            if rebuiltWhole {
                lines.append("index.json cannot be read; it was rebuilt from index.journal with every answer (the next build writes it again)")
            }
            if damaged {
                lines.append(
                    "the index was damaged; it was recovered from the one before it and what could be read of index.journal. "
                        + "\(Counted(unreferenced, "object")) \(unreferenced == 1 ? "is" : "are") not in the recovered index: a build fetches "
                        + "what is still wanted and refers to them again; `cache gc` keeps them unless given --force")
            } else if unreferenced > 0 {
                lines.append("\(Counted(unreferenced, "object")) nothing refers to (`linernotes cache gc` removes \(unreferenced == 1 ? "it" : "them"))")
            }
            if missing > 0 {
                lines.append("\(Counted(missing, "answer")) whose object is missing (the next build fetches \(missing == 1 ? "it" : "them") again)")
            }
            return lines.joined(separator: "\n")
        }
    }

    public func stats() async -> Stats {
        var stats = Stats()
        let inventory = cache.objects.inventory()
        stats.objects = inventory.objects.count
        stats.bytes = inventory.objects.reduce(0) { $0 + $1.bytes }
        let entries = await cache.index.allEntries
        for key in entries.keys {
            let source = String(key.prefix { $0 != ":" })
            stats.requestsBySource[source, default: 0] += 1
        }
        stats.covers = await cache.index.allCovers.count
        let referenced = await cache.index.referencedObjects
        let present = Set(inventory.objects.map(\.hash))
        stats.unreferenced = present.subtracting(referenced).count
        stats.missing = referenced.subtracting(present).count
        stats.damaged = await cache.index.wasDamaged
        stats.rebuiltWhole = await cache.index.recovery == .whole
        return stats
    }

    /// Re-hashes every object and removes the corrupt ones; returns their hashes. The next build fetches
    /// them again (covers straight from their stored URLs).
    public func verify() async throws -> [String] {
        var corrupt: [String] = []
        for object in cache.objects.inventory().objects where cache.objects.get(object.hash) == nil {
            try cache.objects.remove(object.hash)
            corrupt.append(object.hash)
        }
        return corrupt
    }

    /// Why gc stopped without deleting anything.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// Removes objects that no index entry or cover refers to, and temporary files left by killed runs (in `objects/`,
    /// `derived/` and beside the index: holding the cache alone, every one is a leftover). Takes
    /// the cache for itself (no build may be fetching into it). After the index was found damaged, objects it
    /// cannot account for are kept unless `force`: they may be what the damaged index referred to.
    public func collectGarbage(force: Bool = false) async throws -> (objects: Int, bytes: Int) {
        let lock = try await CacheLock(cache.root, exclusive: true)
        defer { withExtendedLifetime(lock) {} }
        // The index as it is now that no build can write it (one may have saved since this one was read), with
        // this process's own changes merged in first.
        try await cache.index.save()
        let index = CacheIndex(file: cache.index.file)
        let referenced = await index.referencedObjects
        let inventory = cache.objects.inventory()
        let unaccounted = inventory.objects.filter { !referenced.contains($0.hash) }
        if await index.wasDamaged, !unaccounted.isEmpty, !force {
            throw Refusal(description:
                "error: \(cache.index.file.path) was damaged and set aside as index.json.damaged, so \(Counted(unaccounted.count, "object")) "
                    + "cannot be accounted for and nothing was removed. Build the site first (it refers again to what it still uses), "
                    + "then run `linernotes cache gc --force` to remove the rest.")
        }
        if force { try? FileManager.default.removeItem(at: cache.index.damagedFile) }
        var removed = 0
        var bytes = 0
        for object in unaccounted {
            try cache.objects.remove(object.hash)
            removed += 1
            bytes += object.bytes
        }
        for file in inventory.temporary { try? FileManager.default.removeItem(at: file) }
        cache.removeStaleTemporaries(alone: true)
        return (removed, bytes)
    }
}
