import Foundation

/// A cached or fetched answer.
public struct Fetched: Sendable {
    public var status: Int
    public var body: Data
    /// The URL that answered (secrets removed).
    public var url: String
    public var contentType: String?
    public var fromCache: Bool
    /// When the answer was fetched, as the cache records it (never the wall clock for a cached answer), so what is
    /// worked out from it (how new a release is) is the same on every rebuild from the same cache.
    public var fetched: Date? = nil
    /// An older answer from the cache, served because asking again failed or was not possible in this build (the
    /// host down, the budget spent, a "not yet" status): what a build may use, and what a sync must not.
    public var stale = false
}
