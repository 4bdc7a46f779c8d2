import Basics

/// Pieces shared between pages (the navigation, album cards' values), keyed by what they depend on.
final class FragmentCache<Value: Sendable>: Sendable {
    private let fragments = Locked<[String: Value]>([:])

    package subscript(key: String) -> Value? {
        get { fragments.withLock { $0[key] } }
        set { fragments.withLock { $0[key] = newValue } }
    }

    /// The value for `key`, made by `make` the first time (two threads may both make it; either result is kept).
    package func value(_ key: String, _ make: () -> Value) -> Value {
        if let cached = self[key] { return cached }
        let value = make()
        self[key] = value
        return value
    }
}
