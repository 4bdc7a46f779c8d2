import Foundation

/// The reads of work done outside the render jobs — linking the archive, gathering its tags, sizing covers, planning
/// the pages — gathered from whichever threads do it: what the site's shape was made from. `serve` keeps them, so a
/// save that changed only fields none of that work read can keep the site's shape and render only the pages that
/// read the changed fields (`SiteBuilder.quickBuild`). Recording nothing but what ran, it needs no list of fields.
public final class ReadCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var gathered = ReadSet()

    public init() {}

    /// Runs `body` on this thread, adding what it reads to the reads gathered (and, as a scope of its own, not to an
    /// enclosing computation's).
    public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
        let (result, reads) = try ReadLog.recording(body)
        lock.withLock { gathered.formUnion(reads) }
        return result
    }

    /// Adds reads recorded elsewhere.
    public func add(_ reads: ReadSet) {
        lock.withLock { gathered.formUnion(reads) }
    }

    /// Every read gathered so far.
    public var reads: ReadSet {
        lock.withLock { gathered }
    }
}

extension ReadCollector {
    /// `record` when there is a collector; else `body` as it is.
    public static func record<Result>(_ collector: ReadCollector?, _ body: () throws -> Result) rethrows -> Result {
        guard let collector else { return try body() }
        return try collector.record(body)
    }
}
