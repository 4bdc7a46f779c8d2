/// An injected clock read as time since a fixed origin, so actors keep plain `Duration`s instead of the clock's
/// own instant type. `ContinuousClock` in builds; a virtual clock in tests, whose `sleep` returns at once.
package struct Stopwatch: Sendable {
    private let read: @Sendable () -> Duration
    private let wait: @Sendable (Duration) async throws -> Void

    package init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let origin = clock.now
        read = { origin.duration(to: clock.now) }
        wait = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
    }

    /// Time since the stopwatch was made.
    package var elapsed: Duration { read() }

    /// Sleeps until `elapsed` reaches `deadline`; throws `CancellationError` if the task is cancelled.
    package func sleep(until deadline: Duration) async throws {
        guard deadline > elapsed else { return try Task.checkCancellation() }
        try await wait(deadline)
    }
}
