import Basics

/// What a build's seam was told, in order (the records a build read and wrote, say), from any thread.
final class Told<Value: Sendable>: Sendable {
    let all = Locked([Value]())
    var last: Value? { all.withLock { $0.last } }

    func append(_ value: Value) {
        all.withLock { $0.append(value) }
    }
}
