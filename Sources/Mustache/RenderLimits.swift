/// How much one rendering may make and do: past either, it stops with a `TemplateLimitError`. Both are checked while
/// rendering, so a section repeated inside itself (`{{#albums}}` ten deep is 60^10 rows for 60 albums) stops early
/// instead of filling memory or running for hours.
public struct RenderLimits: Sendable, Equatable {
    /// The most bytes of output.
    public var outputBytes: Int
    /// The most steps: each template node rendered (text, tags, each pass through a section) and each context a name
    /// is looked up in. Bounds time when the output stays small, as it does for sections that write nothing.
    public var steps: Int

    public init(outputBytes: Int = .max, steps: Int = .max) {
        self.outputBytes = outputBytes
        self.steps = steps
    }

    /// No limit.
    public static let unlimited = RenderLimits()
}
