import Foundation

/// Pieces shared between pages (the navigation, album cards' values), keyed by what they depend on.
/// `@unchecked Sendable`: `fragments` is only touched while holding `lock`, and `Value` is Sendable.
package final class FragmentCache<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var fragments: [String: Value] = [:]

    package subscript(key: String) -> Value? {
        get { lock.withLock { fragments[key] } }
        set { lock.withLock { fragments[key] = newValue } }
    }

    /// The value for `key`, made by `make` the first time (two threads may both make it; either result is kept).
    package func value(_ key: String, _ make: () -> Value) -> Value {
        if let cached = self[key] { return cached }
        let value = make()
        self[key] = value
        return value
    }
}
