/// A set of compiled Mustache templates that can name each other as partials and parents.
/// Parsed once when the theme loads; rendering walks the trees with typed values, so it costs no casts.
public struct TemplateLibrary: Sendable {
    private let templates: [String: [TemplateNode]]
    /// Every partial or parent a template names, with the line of the tag.
    let references: [String: [(name: String, line: Int)]]

    public init(templates sources: [String: String]) throws {
        var templates: [String: [TemplateNode]] = [:]
        var references: [String: [(name: String, line: Int)]] = [:]
        for (name, source) in sources {
            var parser = TemplateParser(name: name, source: source)
            templates[name] = try parser.parse()
            references[name] = parser.references
        }
        self.templates = templates
        self.references = references
    }

    public func contains(_ name: String) -> Bool { templates[name] != nil }

    /// Names referenced by some template but missing from the library, as (template, line, missing name).
    public var missingReferences: [(template: String, line: Int, name: String)] {
        references.flatMap { template, names in
            names.filter { templates[$0.name] == nil }.map { (template, $0.line, $0.name) }
        }.sorted { ($0.template, $0.line) < ($1.template, $1.line) }
    }

    /// Renders template `name` with `value` as the context. A missing partial renders as nothing.
    /// Past `limits` it throws a `TemplateLimitError`.
    public func render(_ name: String, _ value: TemplateValue, limits: RenderLimits = .unlimited) throws -> String {
        String(decoding: try renderBytes(name, value, limits: limits), as: UTF8.self)
    }

    /// `render` as UTF-8 bytes.
    public func renderBytes(_ name: String, _ value: TemplateValue, limits: RenderLimits = .unlimited) throws -> [UInt8] {
        guard let nodes = templates[name] else {
            throw TemplateSyntaxError(template: name, line: 1, message: "template does not exist")
        }
        var renderer = TemplateRenderer(library: self, context: value)
        renderer.limits = limits
        try renderer.render(nodes, blocks: [:], template: name)
        try renderer.checkLimits()
        return renderer.output
    }

    public subscript(name: String) -> [TemplateNode]? { templates[name] }
}
