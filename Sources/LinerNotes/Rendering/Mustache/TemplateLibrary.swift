/// A set of compiled Mustache templates that can name each other as partials and parents.
/// Parsed once when the theme loads; rendering walks the trees with typed values, so it costs no casts.
struct TemplateLibrary: Sendable {
    private let templates: [String: [TemplateNode]]
    /// Every partial or parent a template names, with the line of the tag.
    let references: [String: [(name: String, line: Int)]]

    init(templates sources: [String: String]) throws {
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

    func contains(_ name: String) -> Bool { templates[name] != nil }

    /// Names referenced by some template but missing from the library, as (template, line, missing name).
    var missingReferences: [(template: String, line: Int, name: String)] {
        references.flatMap { template, names in
            names.filter { templates[$0.name] == nil }.map { (template, $0.line, $0.name) }
        }.sorted { ($0.template, $0.line) < ($1.template, $1.line) }
    }

    /// Renders template `name` with `value` as the context. A missing partial renders as nothing.
    func render(_ name: String, _ value: TemplateValue) throws -> String {
        String(decoding: try renderBytes(name, value), as: UTF8.self)
    }

    /// `render` as UTF-8 bytes.
    func renderBytes(_ name: String, _ value: TemplateValue) throws -> [UInt8] {
        guard let nodes = templates[name] else {
            throw TemplateSyntaxError(template: name, line: 1, message: "template does not exist")
        }
        var renderer = TemplateRenderer(library: self, context: value)
        try renderer.render(nodes, blocks: [:], template: name)
        return renderer.output
    }

    subscript(name: String) -> [TemplateNode]? { templates[name] }
}

/// One rendering: the output, the context stack and the indentation of the partial being rendered.
struct TemplateRenderer {
    let library: TemplateLibrary
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue]
    private var indent: [UInt8] = []
    private var atLineStart = false
    private var depth = 0
    static let maximumDepth = 100

    init(library: TemplateLibrary, context: TemplateValue) {
        self.library = library
        self.stack = [context]
        output.reserveCapacity(16 * 1024)
    }

    mutating func render(_ nodes: [TemplateNode], blocks: [String: [TemplateNode]], template: String) throws {
        for node in nodes {
            switch node {
            case .text(let bytes):
                writeTemplateText(bytes)
            case .variable(let name, let escaped):
                switch lookup(name) {
                case .string(let text)?: writeValue(text, escaped: escaped)
                case .int(let number)?: writeValue(String(number), escaped: false)
                case .bool(let flag)?: writeValue(flag ? "true" : "false", escaped: false)
                default: break
                }
            case .section(let name, let children):
                guard let value = lookup(name), value.isTruthy else { continue }
                if case .list(let items) = value {
                    for item in items {
                        stack.append(item)
                        try render(children, blocks: blocks, template: template)
                        stack.removeLast()
                    }
                } else {
                    stack.append(value)
                    try render(children, blocks: blocks, template: template)
                    stack.removeLast()
                }
            case .inverted(let name, let children):
                if lookup(name)?.isTruthy != true {
                    try render(children, blocks: blocks, template: template)
                }
            case .block(let name, let defaults):
                try render(blocks[name] ?? defaults, blocks: blocks, template: template)
            case .partial(let name, let partialIndent):
                guard let partial = library[name] else { continue }
                try nest(name, template: template, indent: partialIndent) {
                    try $0.render(partial, blocks: [:], template: name)
                }
            case .parent(let name, let overrides, let parentIndent):
                guard let parent = library[name] else { continue }
                // The most derived template's block wins: blocks passed in override this tag's own.
                let merged = overrides.merging(blocks) { _, outer in outer }
                try nest(name, template: template, indent: parentIndent) {
                    try $0.render(parent, blocks: merged, template: name)
                }
            }
        }
    }

    private mutating func nest(_ name: String, template: String, indent extra: [UInt8], _ body: (inout TemplateRenderer) throws -> Void) throws {
        guard depth < Self.maximumDepth else {
            throw TemplateSyntaxError(template: template, line: 1, message: "partials nest more than \(Self.maximumDepth) deep at '\(name)': does it include itself?")
        }
        depth += 1
        let saved = indent
        if !extra.isEmpty {
            indent += extra
            atLineStart = true
        }
        defer {
            indent = saved
            depth -= 1
        }
        try body(&self)
    }

    /// The value of `name`: its first part found up the context stack, the rest looked up in that.
    private func lookup(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: TemplateValue?
        if name.currentOnly {
            found = stack.last?[first]
        } else {
            var index = stack.count - 1
            while index >= 0 {
                if case .object(let fields) = stack[index], let match = fields[first] {
                    found = match
                    break
                }
                index -= 1
            }
        }
        guard var current = found else { return nil }
        for part in name.parts.dropFirst() {
            guard case .object(let fields) = current, let next = fields[part] else { return nil }
            current = next
        }
        return current
    }

    private mutating func writeTemplateText(_ bytes: [UInt8]) {
        guard !indent.isEmpty else {
            output.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            if atLineStart {
                output.append(contentsOf: indent)
                atLineStart = false
            }
            output.append(byte)
            if byte == 0x0A { atLineStart = true }
        }
    }

    private mutating func writeValue(_ text: String, escaped: Bool) {
        guard !text.isEmpty else { return }
        if atLineStart && !indent.isEmpty {
            output.append(contentsOf: indent)
        }
        atLineStart = false
        if escaped {
            HTMLEscaping.append(text, to: &output)
        } else {
            output.append(contentsOf: text.utf8)
        }
    }
}
