/// A template that cannot be parsed or rendered, with where.
public struct TemplateSyntaxError: Error, CustomStringConvertible {
    /// The template's name (its path under `Templates/` without `.mustache`).
    public let template: String
    /// 1-based line of the offending tag.
    public let line: Int
    public let message: String

    public var description: String { "\(template).mustache:\(line): \(message)" }
}
