/// A template that cannot be parsed or rendered, with where.
struct TemplateSyntaxError: Error, CustomStringConvertible {
    /// The template's name (its path under `Templates/` without `.mustache`).
    let template: String
    /// 1-based line of the offending tag.
    let line: Int
    let message: String

    var description: String { "\(template).mustache:\(line): \(message)" }
}
