/// Turns Mustache source into `TemplateNode`s: tags, standalone lines, delimiters, sections and inheritance.
public struct TemplateParser {
    public let name: String
    public let source: [UInt8]

    public init(name: String, source: String) {
        self.name = name
        self.source = Array(source.utf8)
    }

    /// The names of partials and parents the template refers to, with the line of each reference.
    private(set) var references: [(name: String, line: Int)] = []

    // MARK: Tokens

    public enum Kind: Equatable {
        case text, variable, unescaped, section, inverted, close, comment, partial, delimiters, parent, block

        /// Tags that print nothing themselves, so a line holding only them (and whitespace) disappears.
        var canStandAlone: Bool {
            switch self {
            case .text, .variable, .unescaped: false
            default: true
            }
        }
    }

    public struct Token {
        public var kind: Kind
        public var name: String = ""
        public var bytes: [UInt8] = []
        public var line: Int
        /// Partials and parents: the indentation of their standalone line, given to each line they render. Blocks that
        /// start a line: the indentation their content is rendered with.
        public var indent: [UInt8] = []
        /// The tag stood alone on its line, which was removed.
        var standalone = false
        /// The whitespace removed from the start of the tag's line (a standalone line, or a block's opening tag on a
        /// line with only its closing tag).
        var lineIndent: [UInt8]?
        /// A block's content starts a line: its tag ends a standalone line, or shares one only with its closing tag.
        var startsLine = false
    }


    func tokenize() throws -> [Token] {
        var tokens: [Token] = []
        var open = Array("{{".utf8), close = Array("}}".utf8)
        var position = 0, line = 1
        let count = source.count

        func appendText(_ start: Int, _ end: Int) {
            var lineStart = start
            var index = start
            while index < end {
                if source[index] == Self.newline {
                    tokens.append(Token(kind: .text, bytes: Array(source[lineStart...index]), line: line))
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            if lineStart < end { tokens.append(Token(kind: .text, bytes: Array(source[lineStart..<end]), line: line)) }
        }

        while position < count {
            guard let tagStart = find(open, from: position) else {
                appendText(position, count)
                break
            }
            appendText(position, tagStart)
            var contentStart = tagStart + open.count
            var kind = Kind.variable
            var closing = close
            if contentStart < count {
                switch source[contentStart] {
                case UInt8(ascii: "{"): kind = .unescaped; closing = Array("}".utf8) + close
                case UInt8(ascii: "&"): kind = .unescaped
                case UInt8(ascii: "#"): kind = .section
                case UInt8(ascii: "^"): kind = .inverted
                case UInt8(ascii: "/"): kind = .close
                case UInt8(ascii: "!"): kind = .comment
                case UInt8(ascii: ">"): kind = .partial
                case UInt8(ascii: "="): kind = .delimiters; closing = Array("=".utf8) + close
                case UInt8(ascii: "<"): kind = .parent
                case UInt8(ascii: "$"): kind = .block
                default: break
                }
                if kind != .variable { contentStart += 1 }
            }
            guard let tagEnd = find(closing, from: contentStart) else {
                throw TemplateSyntaxError(template: name, line: line, message: "tag is not closed (no '\(String(decoding: closing, as: UTF8.self))' after '\(String(decoding: open, as: UTF8.self))')")
            }
            let content = String(decoding: source[contentStart..<tagEnd], as: UTF8.self)
            let trimmed = content.trimmingWhitespace
            let tagLine = line
            line += source[tagStart..<tagEnd].reduce(0) { $0 + ($1 == Self.newline ? 1 : 0) }
            position = tagEnd + closing.count
            switch kind {
            case .comment:
                tokens.append(Token(kind: .comment, line: tagLine))
            case .delimiters:
                let parts = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw TemplateSyntaxError(template: name, line: tagLine, message: "a delimiter change needs two delimiters, like {{=<% %>=}}")
                }
                open = Array(parts[0].utf8)
                close = Array(parts[1].utf8)
                tokens.append(Token(kind: .delimiters, line: tagLine))
            default:
                guard !trimmed.isEmpty else {
                    throw TemplateSyntaxError(template: name, line: tagLine, message: "tag has no name")
                }
                // `{{{name}}` runs on to some later `}}}`: say so rather than look up a name with a template in it.
                if trimmed.contains(where: \.isWhitespace) || trimmed.contains(String(decoding: close, as: UTF8.self)) {
                    let shown = trimmed.count > 40 ? String(trimmed.prefix(40)) + "…" : trimmed
                    throw TemplateSyntaxError(
                        template: name, line: tagLine,
                        message: "'\(shown.replacingOccurrences(of: "\n", with: "\\n"))' is not a tag name (names have no spaces; is a brace missing?)")
                }
                tokens.append(Token(kind: kind, name: trimmed, line: tagLine))
            }
        }
        tokens = Self.removeStandaloneLines(tokens)
        Self.reindentBlocks(&tokens)
        return tokens
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var index = start
        let last = source.count - needle.count
        while index <= last {
            if source[index] == first {
                var matches = true
                for offset in 1..<needle.count where source[index + offset] != needle[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }

    // MARK: Tree

    /// How many sections, inverted sections, parents and blocks may be open inside each other in one template. Rendering
    /// recurses once per level, so a deeper template is an error rather than a risk to the stack.
    static let maximumNesting = 50

    private struct Frame {
        var kind: Kind
        var name: String
        var line: Int
        var indent: [UInt8]
        var nodes: [TemplateNode] = []
    }

    /// The template as a tree; throws for unclosed, mismatched or too deeply nested sections, naming the line.
    public mutating func parse() throws -> [TemplateNode] {
        let tokens = try tokenize()
        var frames = [Frame(kind: .text, name: "", line: 0, indent: [])]
        for token in tokens {
            switch token.kind {
            case .text:
                if case .text(let previous)? = frames[frames.count - 1].nodes.last {
                    frames[frames.count - 1].nodes[frames[frames.count - 1].nodes.count - 1] = .text(previous + token.bytes)
                } else {
                    frames[frames.count - 1].nodes.append(.text(token.bytes))
                }
            case .variable, .unescaped:
                frames[frames.count - 1].nodes.append(.variable(TemplateName(token.name), escaped: token.kind == .variable))
            case .comment, .delimiters:
                break
            case .partial:
                references.append((token.name, token.line))
                frames[frames.count - 1].nodes.append(.partial(token.name, indent: token.indent, line: token.line))
            case .section, .inverted, .parent, .block:
                guard frames.count <= Self.maximumNesting else {
                    throw TemplateSyntaxError(
                        template: name, line: token.line,
                        message: "{{\(token.kind.sigil)\(token.name)}} is nested inside \(Self.maximumNesting) open sections, parents and blocks, more than a template may nest; close some first or move the inner part to a partial")
                }
                if token.kind == .parent { references.append((token.name, token.line)) }
                // A block is indented only when its content starts a line.
                let indent = token.kind == .block && !token.startsLine ? [] : token.indent
                frames.append(Frame(kind: token.kind, name: token.name, line: token.line, indent: indent))
            case .close:
                guard frames.count > 1 else {
                    throw TemplateSyntaxError(template: name, line: token.line, message: "{{/\(token.name)}} closes nothing that is open")
                }
                let frame = frames.removeLast()
                guard frame.name == token.name else {
                    throw TemplateSyntaxError(
                        template: name, line: token.line,
                        message: "{{/\(token.name)}} does not match the open {{\(frame.kind.sigil)\(frame.name)}} of line \(frame.line)")
                }
                let node: TemplateNode
                switch frame.kind {
                case .section: node = .section(TemplateName(frame.name), frame.nodes)
                case .inverted: node = .inverted(TemplateName(frame.name), frame.nodes)
                case .block: node = .block(frame.name, frame.nodes, indent: frame.indent, line: frame.line)
                default:
                    // Inside a parent tag only block overrides count; anything else there is ignored.
                    var overrides: [String: [TemplateNode]] = [:]
                    for case .block(let blockName, let nodes, _, _) in frame.nodes where overrides[blockName] == nil {
                        overrides[blockName] = nodes
                    }
                    node = .parent(frame.name, overrides: overrides, indent: frame.indent, line: frame.line)
                }
                frames[frames.count - 1].nodes.append(node)
            }
        }
        if frames.count > 1, let open = frames.last {
            throw TemplateSyntaxError(template: name, line: open.line, message: "{{\(open.kind.sigil)\(open.name)}} is never closed (no {{/\(open.name)}})")
        }
        return frames[0].nodes
    }
}

extension TemplateParser.Kind {
    var sigil: String {
        switch self {
        case .section: "#"
        case .inverted: "^"
        case .parent: "<"
        case .block: "$"
        default: ""
        }
    }
}
