import Foundation

/// Virtual time for tests: `sleep` moves the clock to its deadline and returns at once, so request spacing,
/// back-off and Retry-After cost no real time, and what they waited can be read off `now`. Shared by the
/// fetcher and the fixture server, which stamps each request's arrival with it.
/// `@unchecked Sendable`: `current` is only touched while holding `lock`.
final class TestClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        /// Time since the clock was made.
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)

    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }

    /// Time passed since the clock was made: the sum of every wait that was not overtaken by another.
    var elapsed: Duration { now.offset }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        lock.withLock { current = max(current, deadline) }
    }

    /// Moves time on, as if `duration` had passed.
    func advance(by duration: Duration) {
        lock.withLock { current = current.advanced(by: duration) }
    }
}
