/// A fast reader for the YAML that front matter is nearly always written in: `key: value` lines, nested
/// mappings and `- item` lists by indentation, `[a, b]` and `{k: v}` on one line, plain, 'single' and
/// "double" quoted scalars, comments. Anything else (anchors, tags, block scalars, multi-line scalars,
/// duplicate keys, mistakes) is not guessed at: `parse` returns nil and Yams reads the text instead, so
/// every error message and every unusual construct is Yams's. Scalars stay text, as with `Resolver.basic`.
struct FrontMatterYAML {
    private struct Unsupported: Error {}

    private struct Line {
        let number: Int
        var indent: Int
        var start: Int
        let end: Int
    }

    private let bytes: [UInt8]
    private var lines: [Line] = []
    private var index = 0

    /// The document's root node (nil for an empty document), or nil when Yams should read it.
    package static func parse(_ text: String) -> YAMLNode?? {
        do {
            var parser = try FrontMatterYAML(text)
            return .some(try parser.document())
        } catch {
            return nil
        }
    }

    private init(_ text: String) throws {
        bytes = Array(text.utf8)
        var number = 1
        var lineStart = 0
        let count = bytes.count
        while lineStart <= count {
            var lineEnd = lineStart
            while lineEnd < count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var position = lineStart
            while position < lineEnd && bytes[position] == 0x20 { position += 1 }
            if position < lineEnd {
                switch bytes[position] {
                case 0x09: throw Unsupported()  // a tab in indentation: Yams says what is wrong
                case UInt8(ascii: "#"): break  // a comment line
                default:
                    if position == lineStart {
                        // Document markers and directives.
                        if bytes[position] == UInt8(ascii: "%") { throw Unsupported() }
                        if lineEnd - position >= 3 && (bytes[position..<position + 3].elementsEqual("---".utf8) || bytes[position..<position + 3].elementsEqual("...".utf8)) {
                            throw Unsupported()
                        }
                    }
                    var end = lineEnd
                    while end > position && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
                    lines.append(Line(number: number, indent: position - lineStart, start: position, end: end))
                }
            }
            number += 1
            lineStart = lineEnd + 1
        }
        try Self.checkCharacters(bytes)
    }

    /// Control characters, and line breaks other than `\n`, are for Yams to judge.
    private static func checkCharacters(_ bytes: [UInt8]) throws {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x0A && byte != 0x09 { throw Unsupported() }
            if byte == 0x7F { throw Unsupported() }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { throw Unsupported() }  // C1, NEL
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                throw Unsupported()  // line and paragraph separators
            }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF || bytes[index + 1] == 0xBB {
                if bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF { throw Unsupported() }  // a byte order mark inside
                if bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE { throw Unsupported() }  // U+FFFE, U+FFFF
            }
            index += 1
        }
    }

    private mutating func document() throws -> YAMLNode? {
        guard let first = lines.first else { return nil }
        guard first.indent == 0 else { throw Unsupported() }
        let root = try block(indent: 0, depth: 0)
        guard index == lines.count else { throw Unsupported() }
        return root
    }

    // MARK: Block structure

    private func isSequenceItem(_ line: Line) -> Bool {
        bytes[line.start] == UInt8(ascii: "-") && (line.start + 1 == line.end || bytes[line.start + 1] == 0x20)
    }

    /// Deeper nesting than front matter ever needs is for Yams (which limits it) to judge.
    private static let maximumDepth = 64

    /// Keys longer than this are not simple keys in YAML (the limit is 1024 characters).
    private static let maximumKeyLength = 1000

    private mutating func block(indent: Int, depth: Int) throws -> YAMLNode {
        guard depth < Self.maximumDepth else { throw Unsupported() }
        return isSequenceItem(lines[index]) ? try sequence(indent: indent, depth: depth + 1) : try mapping(indent: indent, depth: depth + 1)
    }

    /// The keys of one mapping seen so far, to refuse a key given twice: a short list (a track's mapping has two or
    /// three keys, and a set for each of 100,000 tracks was a tenth of loading), a set past 16.
    private struct SeenKeys {
        private var few: [String] = []
        private var many: Set<String>?

        /// False when `key` was seen already.
        mutating func insert(_ key: String) -> Bool {
            if many != nil { return many?.insert(key).inserted ?? false }
            if few.contains(key) { return false }
            few.append(key)
            if few.count > 16 {
                many = Set(few)
                few = []
            }
            return true
        }
    }

    private mutating func mapping(indent: Int, depth: Int) throws -> YAMLNode {
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var keys = SeenKeys()
        let firstLine = lines[index].number
        while index < lines.count, lines[index].indent == indent, !isSequenceItem(lines[index]) {
            let line = lines[index]
            guard let (key, afterColon) = simpleKey(line) else { throw Unsupported() }
            guard keys.insert(key) else { throw Unsupported() }
            let keyNode = YAMLNode(.scalar(.init(string: key, isPlain: true)), line: line.number)
            var position = afterColon
            while position < line.end && bytes[position] == 0x20 { position += 1 }
            let value: YAMLNode
            if position == line.end || (bytes[position] == UInt8(ascii: "#") && position > afterColon) {
                index += 1
                if index < lines.count, lines[index].indent > indent || (lines[index].indent == indent && isSequenceItem(lines[index])) {
                    value = try block(indent: lines[index].indent, depth: depth)
                } else {
                    value = YAMLNode(.scalar(.init(string: "", isPlain: true)), line: line.number)
                }
            } else {
                guard position > afterColon else { throw Unsupported() }
                value = try inline(line, from: position)
                index += 1
                if index < lines.count, lines[index].indent > indent { throw Unsupported() }  // a continued scalar
            }
            pairs.append((keyNode, value))
        }
        if index < lines.count, lines[index].indent > indent { throw Unsupported() }
        return YAMLNode(.mapping(pairs), line: firstLine)
    }

    private mutating func sequence(indent: Int, depth: Int) throws -> YAMLNode {
        var items: [YAMLNode] = []
        let firstLine = lines[index].number
        while index < lines.count, lines[index].indent == indent, isSequenceItem(lines[index]) {
            let line = lines[index]
            var position = line.start + 1
            while position < line.end && bytes[position] == 0x20 { position += 1 }
            guard position < line.end, position > line.start + 1 else { throw Unsupported() }  // `-` alone: a nested block
            if isSequenceItem(Line(number: line.number, indent: 0, start: position, end: line.end)) || bytes[position] == UInt8(ascii: "#") {
                throw Unsupported()
            }
            if simpleKey(Line(number: line.number, indent: 0, start: position, end: line.end)) != nil {
                // `- key: value` and the lines under it: a mapping in the list, indented to its first key.
                let column = indent + (position - line.start)
                lines[index] = Line(number: line.number, indent: column, start: position, end: line.end)
                items.append(try mapping(indent: column, depth: depth + 1))
            } else {
                items.append(try inline(line, from: position))
                index += 1
                if index < lines.count, lines[index].indent > indent { throw Unsupported() }
            }
        }
        if index < lines.count, lines[index].indent > indent { throw Unsupported() }
        return YAMLNode(.sequence(items), line: firstLine)
    }

    /// `name:` at the start of the line, followed by a space or the end: the name and where its value starts.
    /// Names are letters, digits, `_`, `-`, `.` and inner spaces, starting with a letter, digit or `_`.
    private func simpleKey(_ line: Line) -> (String, Int)? {
        var position = line.start
        guard position < line.end, Self.isKeyStart(bytes[position]) else { return nil }
        while position < line.end {
            let byte = bytes[position]
            if byte == UInt8(ascii: ":") {
                guard position + 1 == line.end || bytes[position + 1] == 0x20 else { return nil }
                var end = position
                while bytes[end - 1] == 0x20 { end -= 1 }
                guard end - line.start <= Self.maximumKeyLength else { return nil }
                return (String(decoding: bytes[line.start..<end], as: UTF8.self), position + 1)
            }
            guard Self.isKeyStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == 0x20 else { return nil }
            position += 1
        }
        return nil
    }

    private static func isKeyStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
    }

    // MARK: One-line values

    /// A value that ends on its line, optionally followed by a comment.
    private func inline(_ line: Line, from start: Int) throws -> YAMLNode {
        var position = start
        let node = try flowNode(&position, end: line.end, inFlow: false, line: line.number, depth: 0)
        while position < line.end && bytes[position] == 0x20 { position += 1 }
        guard position == line.end || (bytes[position] == UInt8(ascii: "#") && bytes[position - 1] == 0x20) else { throw Unsupported() }
        return node
    }

    private func flowNode(_ position: inout Int, end: Int, inFlow: Bool, line: Int, depth: Int) throws -> YAMLNode {
        guard position < end, depth < Self.maximumDepth else { throw Unsupported() }
        switch bytes[position] {
        case UInt8(ascii: "["):
            position += 1
            var items: [YAMLNode] = []
            skipSpaces(&position, end)
            if position < end && bytes[position] == UInt8(ascii: "]") {
                position += 1
                return YAMLNode(.sequence([]), line: line)
            }
            while true {
                items.append(try flowNode(&position, end: end, inFlow: true, line: line, depth: depth + 1))
                skipSpaces(&position, end)
                guard position < end else { throw Unsupported() }
                if bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return YAMLNode(.sequence(items), line: line)
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw Unsupported() }
                position += 1
                skipSpaces(&position, end)
            }
        case UInt8(ascii: "{"):
            position += 1
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            var keys = SeenKeys()
            skipSpaces(&position, end)
            if position < end && bytes[position] == UInt8(ascii: "}") {
                position += 1
                return YAMLNode(.mapping([]), line: line)
            }
            while true {
                let keyStart = position
                let key = try flowNode(&position, end: end, inFlow: true, line: line, depth: depth + 1)
                guard position - keyStart <= Self.maximumKeyLength, let keyText = key.scalar?.string, keys.insert(keyText) else {
                    throw Unsupported()
                }
                skipSpaces(&position, end)
                guard position + 1 < end, bytes[position] == UInt8(ascii: ":"), bytes[position + 1] == 0x20 else { throw Unsupported() }
                position += 2
                skipSpaces(&position, end)
                let value = try flowNode(&position, end: end, inFlow: true, line: line, depth: depth + 1)
                pairs.append((key, value))
                skipSpaces(&position, end)
                guard position < end else { throw Unsupported() }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return YAMLNode(.mapping(pairs), line: line)
                }
                guard bytes[position] == UInt8(ascii: ",") else { throw Unsupported() }
                position += 1
                skipSpaces(&position, end)
            }
        case UInt8(ascii: "\""):
            return YAMLNode(.scalar(.init(string: try doubleQuoted(&position, end), isPlain: false)), line: line)
        case UInt8(ascii: "'"):
            return YAMLNode(.scalar(.init(string: try singleQuoted(&position, end), isPlain: false)), line: line)
        default:
            return YAMLNode(.scalar(.init(string: try plain(&position, end, inFlow: inFlow), isPlain: true)), line: line)
        }
    }

    private func skipSpaces(_ position: inout Int, _ end: Int) {
        while position < end && bytes[position] == 0x20 { position += 1 }
    }

    /// Unquoted text: up to a comment, the line's end or (in `[…]`/`{…}`) a flow indicator.
    private func plain(_ position: inout Int, _ end: Int, inFlow: Bool) throws -> String {
        let start = position
        switch bytes[start] {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            // Plain when followed by a character that is not a space (nor, in a flow, a flow indicator): `-5.82`.
            guard start + 1 < end else { throw Unsupported() }
            let next = bytes[start + 1]
            if next == 0x20 || next == 0x09 { throw Unsupported() }
            // In `[…]` and `{…}`, `?` and `:` start explicit keys and values.
            if inFlow && bytes[start] != UInt8(ascii: "-") { throw Unsupported() }
            if inFlow && (next == UInt8(ascii: ",") || next == UInt8(ascii: "[") || next == UInt8(ascii: "]")
                || next == UInt8(ascii: "{") || next == UInt8(ascii: "}")) { throw Unsupported() }
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"),
            UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), 0x09:
            throw Unsupported()
        default: break
        }
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: ":") {
                let next = position + 1 < end ? bytes[position + 1] : 0x20
                if next == 0x20 || next == 0x09 { break }
                if inFlow { throw Unsupported() }  // `a:b` in `[…]`: readers disagree about it
            } else if byte == UInt8(ascii: "#") && (bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09) {
                break
            } else if inFlow {
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { break }
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { throw Unsupported() }
            }
            position += 1
        }
        var valueEnd = position
        while valueEnd > start && (bytes[valueEnd - 1] == 0x20 || bytes[valueEnd - 1] == 0x09) { valueEnd -= 1 }
        guard valueEnd > start else { throw Unsupported() }
        return String(decoding: bytes[start..<valueEnd], as: UTF8.self)
    }

    private func singleQuoted(_ position: inout Int, _ end: Int) throws -> String {
        var result: [UInt8] = []
        position += 1
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "'") {
                if position + 1 < end && bytes[position + 1] == UInt8(ascii: "'") {
                    result.append(byte)
                    position += 2
                    continue
                }
                position += 1
                return String(decoding: result, as: UTF8.self)
            }
            result.append(byte)
            position += 1
        }
        throw Unsupported()  // continues on the next line
    }

    private func doubleQuoted(_ position: inout Int, _ end: Int) throws -> String {
        var result: [UInt8] = []
        position += 1
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: result, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                guard position + 1 < end else { throw Unsupported() }
                position += 1
                switch bytes[position] {
                case UInt8(ascii: "\\"): result.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "\""): result.append(UInt8(ascii: "\""))
                case UInt8(ascii: "/"): result.append(UInt8(ascii: "/"))
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "u"):
                    guard position + 4 < end else { throw Unsupported() }
                    var code: UInt32 = 0
                    for digit in bytes[position + 1...position + 4] {
                        guard let value = Self.hexValue(digit) else { throw Unsupported() }
                        code = code << 4 | value
                    }
                    guard let scalar = Unicode.Scalar(code), code >= 0x20, code != 0x7F else { throw Unsupported() }
                    result.append(contentsOf: String(Character(scalar)).utf8)
                    position += 4
                default: throw Unsupported()
                }
                position += 1
                continue
            }
            result.append(byte)
            position += 1
        }
        throw Unsupported()  // continues on the next line
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
