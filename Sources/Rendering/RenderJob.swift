import Basics


/// A piece of the site to render: one page, or a few files made together (a playlist and its audio).
public struct RenderJob: Sendable {
    /// The pages it makes, known before it runs (for the feed and sitemap).
    public let paths: [String]
    /// What it is from one build to the next: its kind and its paths (its place among its kind's jobs when it makes
    /// no page known ahead). The build keeps, by identity, the reads the job made when it last ran (`SiteReads`).
    public internal(set) var identity: String = ""
    public let make: @Sendable () throws -> [OutputFile]
    /// For a job making thousands of files (the search index's shards): makes them and hands each to its output as it
    /// is made, so the build stages and forgets each one instead of holding them all. `make` collects them.
    public var stream: (@Sendable (_ output: JobOutput) throws -> Void)? = nil
    /// Jobs with the same `near` run one after another: they show the same pieces, which the site keeps only while
    /// such pages run (an artist's page and its albums' pages, sharing album cards: `SiteContext.cards`).
    public var near: String? = nil

    public init(
        paths: [String], near: String? = nil, make: @escaping @Sendable () throws -> [OutputFile],
        stream: (@Sendable (_ output: JobOutput) throws -> Void)? = nil
    ) {
        self.paths = paths
        self.make = make
        self.stream = stream
        self.near = near
    }
}

/// Where a streaming job (`RenderJob.stream`) hands its files, from any thread.
public struct JobOutput: Sendable {
    /// Stages a file; returns its hash.
    public let emit: @Sendable (OutputFile) throws -> String
    /// Keeps files the last build published, when each still has the hash given: true when all were kept (they are
    /// this job's files as they are); false, keeping none, when one is gone or differs (the job makes them).
    public let keep: @Sendable ([(path: String, hash: String)]) -> Bool

    public init(
        emit: @escaping @Sendable (OutputFile) throws -> String, keep: @escaping @Sendable ([(path: String, hash: String)]) -> Bool = { _ in false }
    ) {
        self.emit = emit
        self.keep = keep
    }
}
