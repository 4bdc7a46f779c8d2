import Foundation

/// Work spread over every core: one task per core, each taking the next piece not yet taken, so no core idles
/// while another has a queue (pieces differ a lot in cost: a 10,000-card page beside a one-line one).
package enum WorkQueue {
    /// `work(0)`, `work(1)`… `work(count - 1)` on every core; the results in that order. Stops at the first error
    /// or when the task is cancelled.
    package static func map<Result: Sendable>(_ count: Int, _ work: @escaping @Sendable (Int) throws -> Result) async throws -> [Result] {
        let next = Locked(0)
        let workers = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount))
        var results = [Result?](repeating: nil, count: count)
        try await withThrowingTaskGroup(of: [(Int, Result)].self) { group in
            for _ in 0..<workers {
                group.addTask {
                    var done: [(Int, Result)] = []
                    // Positions 0, 1, 2… to whichever worker asks first.
                    while let position = next.withLock({ next -> Int? in
                        guard next < count else { return nil }
                        defer { next += 1 }
                        return next
                    }) {
                        try Task.checkCancellation()
                        done.append((position, try work(position)))
                    }
                    return done
                }
            }
            for try await part in group {
                for (position, result) in part { results[position] = result }
            }
        }
        return results.compactMap { $0 }
    }

}
