import Foundation

/// A value behind a lock, for state shared with plain threads (sockets, file watchers, URLSession's delegate queue),
/// which cannot await an actor. Every access goes through `withLock`; a thread that must block until another changes
/// the value uses `wait(timeout:until:)`, always with a bound.
package final class Locked<Value> {
    /// A lock with a condition: `withLock` wakes the threads in `wait` after each change.
    private let condition = NSCondition()
    private var value: Value
    /// Threads inside `wait`: only then does a change need to wake anyone (most values are never waited on, and
    /// some are locked on every page).
    private var waiters = 0

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock; threads waiting on the value look again afterwards.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        condition.lock()
        defer {
            if waiters > 0 { condition.broadcast() }
            condition.unlock()
        }
        return try body(&value)
    }

    /// Blocks this thread until `ready` holds for the value or `timeout` has passed; whether it holds. Only for plain
    /// threads: a task must never block the few threads Swift's concurrency runs on.
    @available(*, noasync, message: "blocks its thread; a task awaits instead")
    package func wait(timeout: Duration, until ready: (Value) -> Bool) -> Bool {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        waiters += 1
        defer {
            waiters -= 1
            condition.unlock()
        }
        while !ready(value) {
            if !condition.wait(until: deadline) { return ready(value) }
        }
        return true
    }
}

/// `@unchecked Sendable`: the value is only read or written while holding `condition`, and is itself Sendable, so
/// nothing taken out of it is shared unguarded.
extension Locked: @unchecked Sendable where Value: Sendable {}
