/// One rendering: the output, the context stack and the indentation of the partial or block being rendered.
public struct TemplateRenderer {
    /// A block's content as a child template filled it in, with that template's name for errors.
    public struct Override {
        public let nodes: [TemplateNode]
        public let template: String
    }

    public let library: TemplateLibrary
    /// Where rendering stops with a `TemplateLimitError`; checked before each node.
    public var limits: RenderLimits = .unlimited
    public private(set) var output: [UInt8] = []
    /// Nodes rendered so far, against `limits.steps`.
    private var steps = 0
    /// The template rendering started from, named in a `TemplateLimitError`.
    private var page: String?
    private var stack: [TemplateValue]
    private var indent: [UInt8] = []
    private var atLineStart = false
    /// Sections, partials, parents and blocks being rendered inside each other: each is a level of recursion.
    private var depth = 0
    /// While a partial renders with its value alone (to keep its output in a `PartialMemo`): whether a name was
    /// looked up that the value lacks, which the full context might have had.
    private var missedInMemo = false
    /// How deep partials, parents and blocks may nest, counting the sections around them. Sections alone are bounded
    /// when parsed (`TemplateParser.maximumNesting`), so the stack never holds more than the two limits together.
    public static let maximumDepth = 150

    public init(library: TemplateLibrary, context: TemplateValue) {
        self.library = library
        self.stack = [context]
        output.reserveCapacity(16 * 1024)
    }

    /// Renders `nodes`. The cases that recurse are methods of their own, so each level of nesting costs small stack frames.
    public mutating func render(_ nodes: [TemplateNode], blocks: [String: Override], template: String) throws {
        if page == nil { page = template }
        for node in nodes {
            try checkLimits()
            switch node {
            case .text(let bytes):
                writeTemplateText(bytes)
            case .variable(let name, let escaped):
                writeVariable(name, escaped: escaped)
            case .section(let name, let children):
                try renderSection(name, children, blocks: blocks, template: template)
            case .inverted(let name, let children):
                try renderInverted(name, children, blocks: blocks, template: template)
            case .block(let name, let defaults, let blockIndent, let line):
                try renderBlock(name, defaults, indent: blockIndent, line: line, blocks: blocks, template: template)
            case .partial(let name, let partialIndent, let line):
                try renderPartial(name, indent: partialIndent, line: line, template: template)
            case .parent(let name, let overrides, let parentIndent, let line):
                try renderParent(name, overrides, indent: parentIndent, line: line, blocks: blocks, template: template)
            }
        }
    }

    private mutating func writeVariable(_ name: TemplateName, escaped: Bool) {
        switch lookup(name) {
        case .string(let text)?: writeValue(text, escaped: escaped)
        case .int(let number)?: writeValue(String(number), escaped: false)
        case .bool(let flag)?: writeValue(flag ? "true" : "false", escaped: false)
        default: break
        }
    }

    private mutating func renderSection(_ name: TemplateName, _ children: [TemplateNode], blocks: [String: Override], template: String) throws {
        guard let value = lookup(name), value.isTruthy else { return }
        depth += 1
        defer { depth -= 1 }
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
    }

    private mutating func renderInverted(_ name: TemplateName, _ children: [TemplateNode], blocks: [String: Override], template: String) throws {
        guard lookup(name)?.isTruthy != true else { return }
        depth += 1
        defer { depth -= 1 }
        try render(children, blocks: blocks, template: template)
    }

    private mutating func renderBlock(
        _ name: String, _ defaults: [TemplateNode], indent: [UInt8], line: Int, blocks: [String: Override], template: String
    ) throws {
        try enter("$", name, template: template, line: line, indent: indent)
        defer { leave(indent: indent) }
        if let override = blocks[name] {
            try render(override.nodes, blocks: blocks, template: override.template)
        } else {
            try render(defaults, blocks: blocks, template: template)
        }
    }

    private mutating func renderPartial(_ name: String, indent: [UInt8], line: Int, template: String) throws {
        guard let partial = library[name] else { return }
        try enter(">", name, template: template, line: line, indent: indent)
        defer { leave(indent: indent) }
        guard case .memo(let memo)? = stack.last?[PartialMemo.key] else {
            return try render(partial, blocks: [:], template: name)
        }
        // The output depends on the partial, the value, and where the text starts: its indentation and line state.
        let startIndent = self.indent, startsAtLineStart = atLineStart
        switch memo.entry(name, indent: startIndent, atLineStart: startsAtLineStart) {
        case .output(let bytes, let endsAtLineStart)?:
            output.append(contentsOf: bytes)
            atLineStart = endsAtLineStart
        case .dependsOnPage?:
            try render(partial, blocks: [:], template: name)
        case nil:
            // Rendered with the value alone; kept only if it looked up nothing the value lacks.
            let start = output.count, outer = stack, outerMissed = missedInMemo
            stack = [outer[outer.count - 1]]
            missedInMemo = false
            defer {
                stack = outer
                missedInMemo = outerMissed
            }
            try render(partial, blocks: [:], template: name)
            if !missedInMemo {
                memo.keep(.output(Array(output[start...]), endsAtLineStart: atLineStart), name, indent: startIndent, atLineStart: startsAtLineStart)
            } else {
                memo.keep(.dependsOnPage, name, indent: startIndent, atLineStart: startsAtLineStart)
                output.removeSubrange(start...)
                atLineStart = startsAtLineStart
                stack = outer
                try render(partial, blocks: [:], template: name)
            }
        }
    }

    private mutating func renderParent(
        _ name: String, _ overrides: [String: [TemplateNode]], indent: [UInt8], line: Int, blocks: [String: Override], template: String
    ) throws {
        guard let parent = library[name] else { return }
        // The most derived template's block wins: blocks passed in override this tag's own.
        var merged = blocks
        for (block, nodes) in overrides where merged[block] == nil {
            merged[block] = Override(nodes: nodes, template: template)
        }
        try enter("<", name, template: template, line: line, indent: indent)
        defer { leave(indent: indent) }
        try render(parent, blocks: merged, template: name)
    }

    /// Throws once the output or the work done passes `limits`. One node adds at most one value or one kept partial
    /// between checks, so the output overshoots the limit by little.
    public mutating func checkLimits() throws {
        steps += 1
        if output.count > limits.outputBytes {
            throw TemplateLimitError(template: page ?? "", limit: .outputBytes(limits.outputBytes))
        }
        if steps > limits.steps {
            throw TemplateLimitError(template: page ?? "", limit: .steps(limits.steps))
        }
    }

    /// Goes one level deeper, indented by `extra` more, or throws when a template recurses without end.
    private mutating func enter(_ sigil: String, _ name: String, template: String, line: Int, indent extra: [UInt8]) throws {
        guard depth < Self.maximumDepth else {
            let what = sigil == "$" ? "does the block contain itself" : "does a template include itself"
            throw TemplateSyntaxError(
                template: template, line: line,
                message: "{{\(sigil)\(name)}} is nested more than \(Self.maximumDepth) deep (sections, partials, parents and blocks together): \(what)?")
        }
        depth += 1
        if !extra.isEmpty {
            indent += extra
            atLineStart = true
        }
    }

    /// Back out of a level `enter` went into.
    private mutating func leave(indent extra: [UInt8]) {
        depth -= 1
        if !extra.isEmpty { indent.removeLast(extra.count) }
    }

    /// The value of `name`: its first part found up the context stack, the rest looked up in that.
    private mutating func lookup(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var found: TemplateValue?
        if name.currentOnly {
            found = stack.last?[first]
        } else {
            var index = stack.count - 1
            while index >= 0 {
                switch stack[index] {
                case .object(let fields):
                    if let match = fields[first] { found = match }
                case .view(let view):
                    if let match = view.templateLookup(first) { found = match }
                default:
                    break
                }
                if found != nil { break }
                index -= 1
            }
            // Each context searched is work: a name looked up deep inside nested sections costs that deep.
            steps += stack.count - 1 - max(index, 0)
        }
        guard var current = found else {
            if !name.currentOnly { missedInMemo = true }
            return nil
        }
        for part in name.parts.dropFirst() {
            guard let next = current[part] else { return nil }
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
