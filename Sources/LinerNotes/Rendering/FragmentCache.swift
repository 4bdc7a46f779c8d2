import Foundation

/// Rendered HTML fragments shared between pages, keyed by what they depend on.
/// `@unchecked Sendable`: `fragments` is only touched while holding `lock`.
final class FragmentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var fragments: [String: String] = [:]

    subscript(key: String) -> String? {
        get { lock.withLock { fragments[key] } }
        set { lock.withLock { fragments[key] = newValue } }
    }
}
