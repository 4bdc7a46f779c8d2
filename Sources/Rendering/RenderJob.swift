import Basics


/// A piece of the site to render: one page, or a few files made together (a playlist and its audio).
public struct RenderJob: Sendable {
    /// The pages it makes, known before it runs (for the feed and sitemap).
    public let paths: [String]
    public let make: @Sendable () throws -> [OutputFile]
}
