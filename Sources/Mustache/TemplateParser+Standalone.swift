/// The spec's whitespace rules: standalone lines, and the re-indentation of blocks (the `~inheritance` module).
extension TemplateParser {
    /// A line holding only whitespace and one tag that prints nothing is removed whole, as is a line of only parent and
    /// block tags (`{{<base}}{{$content}}`, `{{/content}}{{/base}}`). Partials, parents and blocks on such a line keep its
    /// indentation. A line of only `{{$name}}{{/name}}` loses its indentation but keeps its line break.
    static func removeStandaloneLines(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        // What each open tag is, so a closing tag is known to close a parent or a block.
        var open: [Kind] = []
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if token.kind == .text && token.bytes.last == newline { break }
            }
            let line = tokens[lineStart..<lineEnd]
            lineStart = lineEnd
            var tags: [Token] = []
            var onlyInheritance = true
            for token in line where token.kind != .text {
                tags.append(token)
                switch token.kind {
                case .section, .inverted: open.append(token.kind)
                case .parent, .block: open.append(token.kind)
                case .close:
                    onlyInheritance = onlyInheritance && (open.last == .parent || open.last == .block)
                    _ = open.popLast()
                    continue
                default: break
                }
                onlyInheritance = onlyInheritance && (token.kind == .parent || token.kind == .block)
            }
            let blank = line.allSatisfy { $0.kind == .text ? isBlank($0.bytes) : $0.kind.canStandAlone }
            guard blank, tags.count == 1 || (tags.count > 1 && onlyInheritance) else {
                result.append(contentsOf: line)
                continue
            }
            var indent: [UInt8] = []
            if let first = line.first, first.kind == .text { indent = first.bytes.filter { $0 == space || $0 == tab } }
            if tags.count == 2, tags[0].kind == .block, tags[1].kind == .close {
                // The spec's "Standalone block": the block is indented by the line, whose line break stays.
                tags[0].lineIndent = indent
                tags[0].indent = indent
                tags[0].startsLine = true
                result.append(contentsOf: tags)
                if let last = line.last, last.kind == .text, last.bytes.last == newline {
                    let crlf = last.bytes.count > 1 && last.bytes[last.bytes.count - 2] == carriageReturn
                    result.append(Token(kind: .text, bytes: crlf ? [carriageReturn, newline] : [newline], line: last.line))
                }
                continue
            }
            for (index, var token) in tags.enumerated() {
                token.standalone = true
                token.lineIndent = indent
                token.indent = indent
                // A block opening at the end of a removed line has content that starts a line.
                token.startsLine = token.kind == .block && index == tags.count - 1
                result.append(token)
            }
        }
        return result
    }

    /// A block whose content starts a line is stored without the content's common indentation (the indentation of its
    /// least indented line, blank lines aside) and rendered indented by that, or when the content has none by the
    /// indentation of its tag's line: so an override is re-indented to where the block it replaces stands. Outer blocks
    /// come first, so nested blocks are re-indented relative to the block around them.
    static func reindentBlocks(_ tokens: inout [Token]) {
        for open in tokens.indices where tokens[open].kind == .block && tokens[open].startsLine {
            var close = open + 1, depth = 0
            scan: while close < tokens.count {
                switch tokens[close].kind {
                case .section, .inverted, .parent, .block: depth += 1
                case .close:
                    if depth == 0 { break scan }
                    depth -= 1
                default: break
                }
                close += 1
            }
            var common: [UInt8]?
            for index in open + 1..<close where startsLine(index, after: open, tokens) {
                guard let indentation = lineIndentation(tokens[index]) else { continue }
                common = common.map { Array(zip($0, indentation).prefix { $0 == $1 }.map(\.0)) } ?? indentation
            }
            guard let prefix = common, !prefix.isEmpty else { continue }
            for index in open + 1..<close where startsLine(index, after: open, tokens) {
                if tokens[index].lineIndent != nil {
                    tokens[index].lineIndent = removing(prefix, from: tokens[index].lineIndent ?? [])
                    tokens[index].indent = removing(prefix, from: tokens[index].indent)
                } else if tokens[index].kind == .text {
                    tokens[index].bytes = removing(prefix, from: tokens[index].bytes)
                }
            }
            tokens[open].indent = prefix
        }
    }

    /// Whether the token at `index` begins a line of the content of the block opened at `open`.
    private static func startsLine(_ index: Int, after open: Int, _ tokens: [Token]) -> Bool {
        guard index > open + 1 else { return true }
        let previous = tokens[index - 1]
        return previous.standalone || (previous.kind == .text && previous.bytes.last == newline)
    }

    /// The indentation of the line a token begins, or nil for a blank line.
    private static func lineIndentation(_ token: Token) -> [UInt8]? {
        if let removed = token.lineIndent { return removed }
        guard token.kind == .text else { return [] }
        let leading = token.bytes.prefix { $0 == space || $0 == tab }
        if leading.count < token.bytes.count, token.bytes[leading.count] == newline || token.bytes[leading.count] == carriageReturn {
            return nil
        }
        return Array(leading)
    }

    private static func removing(_ prefix: [UInt8], from bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: prefix) ? Array(bytes.dropFirst(prefix.count)) : bytes
    }

    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn || $0 == newline }
    }

    public static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}
