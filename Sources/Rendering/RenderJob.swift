import Basics


/// A piece of the site to render: one page, or a few files made together (a playlist and its audio).
public struct RenderJob: Sendable {
    /// The pages it makes, known before it runs (for the feed and sitemap).
    public let paths: [String]
    /// The digest of everything it reads (`RenderKeys`): a job with the key the last build recorded makes the same
    /// files, so they are taken from the live site instead. Set for every job `SiteRenderer.jobs()` returns.
    public internal(set) var key: String?
    public let make: @Sendable () throws -> [OutputFile]
    /// For a job making thousands of files (the search index's shards): makes them and hands each to its argument
    /// as it is made, so the build stages and forgets each one instead of holding them all. `make` collects them.
    public var stream: (@Sendable (_ emit: (OutputFile) throws -> Void) throws -> Void)? = nil

    public init(
        paths: [String], key: String? = nil, make: @escaping @Sendable () throws -> [OutputFile],
        stream: (@Sendable (_ emit: (OutputFile) throws -> Void) throws -> Void)? = nil
    ) {
        self.paths = paths
        self.key = key
        self.make = make
        self.stream = stream
    }
}
