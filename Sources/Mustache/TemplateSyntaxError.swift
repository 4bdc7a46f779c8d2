/// A template that cannot be parsed or rendered, with where.
package struct TemplateSyntaxError: Error, CustomStringConvertible {
    /// The template's name (its path under `Templates/` without `.mustache`).
    package let template: String
    /// 1-based line of the offending tag.
    package let line: Int
    package let message: String

    package var description: String { "\(template).mustache:\(line): \(message)" }
}
