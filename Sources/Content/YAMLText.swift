import Foundation
import Model

/// Values written into front matter the way a person would type them: plain when that reads back as the same
/// text (`title: OK Computer`), double-quoted with escapes otherwise (`title: "Nirvana: Live"`, `"1999"`, `"yes"`).
package enum YAMLText {
    /// Words YAML reads as something other than text.
    private static let special: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]

    package static func scalar(_ text: String) -> String {
        plainIsSafe(text) ? text : quoted(text)
    }

    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += String(format: "\\x%02X", scalar.value)
                } else if Self.unprintable(scalar) {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func plainIsSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if special.contains(text.lowercased()) || Double(text) != nil || Int(text) != nil { return false }
        if first == " " || last == " " || text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        // Dates would read back as dates; anything with control characters or quotes is quoted.
        if PartialDate(text) != nil { return false }
        return !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || unprintable($0) || $0 == "\"" || $0 == "\\" }
    }

    /// Characters YAML does not allow in a document even when quoted (libyaml refuses them): written as escapes.
    static func unprintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFEFF || scalar.value == 0xFFFE || scalar.value == 0xFFFF || (0xD800...0xDFFF).contains(scalar.value)
    }

    /// `[a, b]` with each item a scalar.
    package static func list(_ items: [String]) -> String {
        "[" + items.map { $0.contains(where: { ",[]{}".contains($0) }) ? quoted($0) : scalar($0) }.joined(separator: ", ") + "]"
    }
}
