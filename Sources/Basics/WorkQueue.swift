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

    /// `transform` of each of `items`, in their order, worked out in chunks of `chunk` on every core, for work done
    /// where there is no task to await (and too fine for one task per item).
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], chunk: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        map(count: items.count, chunk: chunk) { transform(items[$0]) }
    }

    /// `transform(0)`, `transform(1)`… `transform(count - 1)`, in chunks of `chunk` on every core, each result made in
    /// its place in the array returned: no array per chunk joined afterwards (600,000 search entries at 50,000 albums
    /// would be held twice at that moment, the build's peak).
    package static func map<Result: Sendable>(count: Int, chunk: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        precondition(chunk > 0, "a chunk of no items")
        let chunks = (count + chunk - 1) / chunk
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let start = Start(pointer: base)
            // Each chunk initializes its own positions; `transform` cannot throw, so all `count` are made on return.
            DispatchQueue.concurrentPerform(iterations: chunks) { number in
                for index in number * chunk..<min(count, (number + 1) * chunk) {
                    (start.pointer + index).initialize(to: transform(index))
                }
            }
            initialized = count
        }
    }

    /// The start of the results being made, shared by the chunks: each writes only its own positions.
    private struct Start<Element>: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<Element>
    }
}
