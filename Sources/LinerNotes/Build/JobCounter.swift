import Foundation

/// Hands out job positions 0, 1, 2… to whichever worker asks first, so no core idles while another has a queue.
/// `@unchecked Sendable`: `next` is only touched while holding `lock`.
final class JobCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
