import Foundation
@testable import Basics

/// Time that moves only when the test moves it: `sleep` suspends until `advance(by:)` passes its deadline (or the
/// task is cancelled), so a test can hold a deadline back, look, and then pass it. Unlike `TestClock`, whose waits
/// end at once, this one can stand for a deadline that races real work (an HTTP request).
final class ManualClock: Clock, Sendable {
    typealias Instant = TestClock.Instant

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [UUID: Sleeper] = [:]
        /// Sleeps cancelled before they were registered.
        var cancelled: Set<UUID> = []
    }

    private let state = Locked(State())

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for time to pass.
    var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                let sleeper = state.sleepers.removeValue(forKey: id)
                if sleeper == nil { state.cancelled.insert(id) }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time on by `duration`; the sleeps whose deadline it reaches return.
    func advance(by duration: Duration) {
        let woken = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    /// Returns once `count` sleeps are waiting; gives up after five seconds of real time.
    func waitForSleepers(_ count: Int) async throws {
        for _ in 0..<1000 where sleeperCount < count { try await Task.sleep(for: .milliseconds(5)) }
    }
}
