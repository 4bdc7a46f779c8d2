import Basics
import Engine

/// Pieces shared between pages (the navigation, album cards' values), keyed by what they depend on. A piece is made
/// once, recording what it reads (`ReadLog`), and every page that takes it has those reads added to its own, as if
/// it had made the piece itself: a page showing a card reads that card's album.
///
/// With a `limit`, the cache keeps the pieces used lately, not all: two generations of at most `limit` pieces each,
/// the older dropped whole when the newer fills, and a piece found in the older moved to the newer. Pages showing
/// the same pieces run one after another (`RenderJob.near`), so a piece is seldom made twice, and a site's cards
/// take the memory of a few pages' cards, not the archive's (a tenth of the heap at 50,000 albums, held to the end).
final class FragmentCache<Value: Sendable>: Sendable {
    private struct Fragment: Sendable {
        let value: Value
        let reads: ReadSet
    }

    private struct Generations: Sendable {
        var newer: [String: Fragment] = [:]
        var older: [String: Fragment] = [:]
    }

    private let fragments = Locked(Generations())
    private let limit: Int

    /// `limit`: at most how many pieces each of the two generations holds (nil: every piece, for the whole build).
    init(limit: Int? = nil) {
        self.limit = limit ?? .max
    }

    /// The value for `key`, made by `make` the first time (two threads may both make it; either result is kept).
    package func value(_ key: String, _ make: () -> Value) -> Value {
        // A generation dropped comes out of the lock, to be let go outside it.
        let (cached, _) = fragments.withLock { cache -> (Fragment?, [String: Fragment]) in
            if let fragment = cache.newer[key] { return (fragment, [:]) }
            guard let fragment = cache.older.removeValue(forKey: key) else { return (nil, [:]) }
            return (fragment, Self.keep(fragment, key, in: &cache, limit: limit))
        }
        if let cached {
            ReadLog.replay(cached.reads)
            return cached.value
        }
        let (value, reads) = ReadLog.recording(make)
        _ = fragments.withLock { Self.keep(Fragment(value: value, reads: reads), key, in: &$0, limit: limit) }
        ReadLog.replay(reads)
        return value
    }

    /// Puts `fragment` in the newer generation; when that is full, it becomes the older, and the older is returned
    /// to be let go outside the lock.
    private static func keep(_ fragment: Fragment, _ key: String, in cache: inout Generations, limit: Int) -> [String: Fragment] {
        cache.newer[key] = fragment
        guard cache.newer.count >= limit else { return [:] }
        let dropped = cache.older
        cache.older = cache.newer
        cache.newer = [:]
        return dropped
    }
}
