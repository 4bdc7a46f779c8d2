import Basics


/// A piece of the site to render: one page, or a few files made together (a playlist and its audio).
public struct RenderJob: Sendable {
    /// The pages it makes, known before it runs (for the feed and sitemap).
    public let paths: [String]
    public let make: @Sendable () throws -> [OutputFile]
    /// For a job making thousands of files (the search index's shards): makes them and hands each to its argument
    /// as it is made, so the build stages and forgets each one instead of holding them all. `make` collects them.
    public var stream: (@Sendable (_ emit: (OutputFile) throws -> Void) throws -> Void)? = nil
}
