import Basics

/// Paths changed since the last build, gathered from the watcher's thread.
final class PendingChanges: Sendable {
    private let paths = Locked<Set<String>>([])

    package func add(_ changed: [String]) {
        paths.withLock { $0.formUnion(changed) }
    }

    func take() -> [String] {
        paths.withLock { paths in
            defer { paths = [] }
            return paths.sorted()
        }
    }
}
