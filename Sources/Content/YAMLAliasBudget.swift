import Yams

/// Turns Yams's nodes into `YAMLNode`s with a cap on what aliases (`*name`) may repeat. An alias stands for its
/// anchor's whole value, so ten anchors each listing the previous one ten times make 10¹⁰ values from a few hundred
/// bytes (an "alias bomb"); Yams shares them in memory, but anything that walks them would never finish. Without
/// aliases a document has fewer nodes than bytes, so a walk past that many nodes, plus `maximumRepeated`, is
/// refused with the line where it happened.
struct YAMLAliasBudget {
    /// Values that aliases may add to a document: ample for reusing a few shared values.
    static let maximumRepeated = 10_000

    struct Exceeded: Error {
        /// The line (within the YAML) of the last node read before the alias that went over the budget.
        package let line: Int
        package var message: String {
            "YAML aliases (*name) here repeat their anchors' values more than \(YAMLAliasBudget.maximumRepeated) times; "
                + "front matter has no need for that (an alias bomb?): write the values out instead"
        }
    }

    private var remaining: Int
    /// The furthest line read in document order: aliases repeat nodes from earlier lines, so this is where the alias is.
    private var furthestLine = 1

    package init(yaml: String) {
        remaining = yaml.utf8.count + Self.maximumRepeated
    }

    package mutating func node(_ node: Node) throws -> YAMLNode {
        remaining -= 1
        let line = node.mark?.line
        if let line, line > furthestLine { furthestLine = line }
        guard remaining >= 0 else { throw Exceeded(line: furthestLine) }
        switch node {
        case .scalar(let scalar):
            return YAMLNode(.scalar(.init(string: scalar.string, isPlain: scalar.style == .plain || scalar.style == .any)), line: line)
        case .sequence(let sequence):
            var items: [YAMLNode] = []
            for item in sequence { items.append(try self.node(item)) }
            return YAMLNode(.sequence(items), line: line)
        case .mapping(let mapping):
            var pairs: [(key: YAMLNode, value: YAMLNode)] = []
            for pair in mapping { pairs.append((try self.node(pair.key), try self.node(pair.value))) }
            return YAMLNode(.mapping(pairs), line: line)
        default:
            return YAMLNode(.scalar(.init(string: "", isPlain: true)), line: line)
        }
    }

    /// Yams compares mapping keys while composing, hashing each key whole, so an alias inside a key (`*bomb: x`,
    /// `[*bomb]: x`, `? *bomb`) could hang before any budget applies. Front matter keys are plain names: a document
    /// with aliases and any key that is not (a `?` key, or `*name`, `]` or `}` before a `:`) is refused, with its line.
    static func complexKeyProblem(_ yaml: String) -> (line: Int, message: String)? {
        let bytes = Array(yaml.utf8)
        guard bytes.contains(UInt8(ascii: "*")) else { return nil }
        var aliases = false
        var complexKeyLine: Int?
        var line = 1
        var index = 0
        func isTokenStart(_ index: Int) -> Bool {
            index == 0 || [0x20, 0x09, 0x0A, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ",")].contains(bytes[index - 1])
        }
        func isAnchorCharacter(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D
        }
        func isSpace(_ index: Int) -> Bool { index >= bytes.count || [0x20, 0x09, 0x0A].contains(bytes[index]) }
        func colonFollows(_ index: Int) -> Bool {
            var position = index
            while position < bytes.count && (bytes[position] == 0x20 || bytes[position] == 0x09) { position += 1 }
            return position < bytes.count && bytes[position] == UInt8(ascii: ":")
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                line += 1
            case UInt8(ascii: "*") where isTokenStart(index):
                // libyaml's alias: letters, digits, `_` and `-`, then a blank or an indicator.
                var end = index + 1
                while end < bytes.count && isAnchorCharacter(bytes[end]) { end += 1 }
                guard end > index + 1, isSpace(end) || ",]}:?%@`".utf8.contains(bytes[end]) else { break }
                aliases = true
                if colonFollows(end) { complexKeyLine = complexKeyLine ?? line }
                index = end
                continue
            case UInt8(ascii: "?") where isTokenStart(index) && isSpace(index + 1):
                complexKeyLine = complexKeyLine ?? line
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if colonFollows(index + 1) { complexKeyLine = complexKeyLine ?? line }
            default:
                break
            }
            index += 1
        }
        guard aliases, let complexKeyLine else { return nil }
        return (complexKeyLine, "a key here is not a plain name, and the front matter uses YAML aliases (*name): "
            + "linernotes reads aliases only in values; make every key a plain name")
    }
}
