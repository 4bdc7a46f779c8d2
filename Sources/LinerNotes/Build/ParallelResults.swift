import Foundation

/// Slots for results computed on several threads at once (`DispatchQueue.concurrentPerform`), read after.
/// `@unchecked Sendable`: every access to `storage` holds `lock`.
final class ParallelResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(position: Int) -> Value? {
        get { lock.withLock { storage[position] } }
        set { lock.withLock { storage[position] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }
}
