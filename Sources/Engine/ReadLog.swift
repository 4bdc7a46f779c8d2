#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records what a computation reads while it runs, as rust-analyzer's Salsa does: the computation runs inside
/// `recording`, and every read of a tracked value on that thread (`record`) is added to its set. Nothing is declared
/// beforehand: a page's reads are what its rendering touched, so a field shown on a new page, or a new field shown on
/// an old one, is in the page's reads without a line of key code.
///
/// Scopes nest: a value shared between computations (an album card made once and shown on many pages) is made in a
/// scope of its own, and its reads are `replay`ed into each computation that uses it. `untracked` reads without
/// recording, for a derived value whose own digest stands for what it read (early cut-off).
///
/// The scope is per thread, so a recorded computation must not suspend: render jobs are synchronous.
public enum ReadLog {
    /// The reads of one computation.
    public final class Scope: @unchecked Sendable {
        public fileprivate(set) var reads = ReadSet()
        init() {}
    }

    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static var current: Scope? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return Unmanaged<Scope>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Whether a computation on this thread is recording its reads.
    public static var isRecording: Bool { pthread_getspecific(slot) != nil }

    /// Adds `read` to the reads of the computation running on this thread, if any.
    @inline(__always)
    public static func record(_ read: @autoclosure () -> Read) {
        guard let pointer = pthread_getspecific(slot) else { return }
        Unmanaged<Scope>.fromOpaque(pointer).takeUnretainedValue().reads.insert(read())
    }

    /// Records a read of `field` of the value `key` in `table` (as `record(Read(table, key, field: field))`, without
    /// making the `Read` when nothing records).
    @inline(__always)
    public static func record(_ table: String, _ key: String, field: String) {
        guard let pointer = pthread_getspecific(slot) else { return }
        Unmanaged<Scope>.fromOpaque(pointer).takeUnretainedValue().reads.insert(table: table, key: key, field: field)
    }

    /// Adds reads made elsewhere (a shared value's) to the computation running on this thread, if any.
    public static func replay(_ reads: ReadSet) {
        guard !reads.isEmpty, let scope = current else { return }
        scope.reads.formUnion(reads)
    }

    /// Runs `body`, recording what it reads; the reads are not added to an enclosing computation's.
    public static func recording<Result>(_ body: () throws -> Result) rethrows -> (result: Result, reads: ReadSet) {
        let scope = Scope()
        let result = try within(scope, body)
        return (result, scope.reads)
    }

    /// Runs `body` without recording what it reads.
    public static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
        try within(nil, body)
    }

    private static func within<Result>(_ scope: Scope?, _ body: () throws -> Result) rethrows -> Result {
        let outer = pthread_getspecific(slot)
        let scopePointer = scope.map { Unmanaged.passRetained($0).toOpaque() }
        pthread_setspecific(slot, scopePointer)
        defer {
            pthread_setspecific(slot, outer)
            if let scopePointer { Unmanaged<Scope>.fromOpaque(scopePointer).release() }
        }
        return try body()
    }
}
