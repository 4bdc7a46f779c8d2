import Basics
import Engine

/// Pieces shared between pages (the navigation, album cards' values), keyed by what they depend on. A piece is made
/// once, recording what it reads (`ReadLog`), and every page that takes it has those reads added to its own, as if
/// it had made the piece itself: a page showing a card reads that card's album.
final class FragmentCache<Value: Sendable>: Sendable {
    private struct Fragment: Sendable {
        let value: Value
        let reads: ReadSet
    }

    private let fragments = Locked<[String: Fragment]>([:])

    /// The value for `key`, made by `make` the first time (two threads may both make it; either result is kept).
    package func value(_ key: String, _ make: () -> Value) -> Value {
        if let cached = fragments.withLock({ $0[key] }) {
            ReadLog.replay(cached.reads)
            return cached.value
        }
        let (value, reads) = ReadLog.recording(make)
        fragments.withLock { $0[key] = Fragment(value: value, reads: reads) }
        ReadLog.replay(reads)
        return value
    }
}
