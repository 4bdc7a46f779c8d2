/// A rendering stopped by its `RenderLimits`.
public struct TemplateLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Limit: Sendable, Equatable {
        /// The output passed `RenderLimits.outputBytes`.
        case outputBytes(Int)
        /// More than `RenderLimits.steps` nodes were rendered.
        case steps(Int)
    }

    /// The template rendered (the page's own, not a partial it includes).
    public let template: String
    public let limit: Limit

    public var description: String {
        switch limit {
        case .outputBytes(let bytes): "\(template).mustache: rendering stopped: the output passed \(bytes) bytes"
        case .steps(let steps): "\(template).mustache: rendering stopped: more than \(steps) steps (template nodes rendered and contexts searched)"
        }
    }
}
