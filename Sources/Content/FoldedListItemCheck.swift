/// Finds a `- item` indented deeper than the line above it. YAML reads such a line as more text of the value above
/// (`- Airbag` then `   - Paranoid Android` is one track, "Airbag - Paranoid Android"), which loses an item without a
/// word; only Yams reads such YAML (the fast reader refuses it), so this runs before Yams does.
enum FoldedListItemCheck {
    /// The first folded item: its line within the YAML, and a message.
    package static func problem(_ yaml: String) -> (line: Int, message: String)? {
        // The line whose plain value could continue onto deeper lines, with its indentation.
        var open: (line: Int, indent: Int, value: Substring)?
        var blockScalarIndent: Int?
        for (offset, rawLine) in yaml.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let content = rawLine.drop { $0 == " " }
            let indent = rawLine.count - content.count
            let text = content.trimmingTrailingSpaces
            if text.isEmpty { continue }  // blank lines do not end a value
            if let scalarIndent = blockScalarIndent {
                if indent > scalarIndent { continue }
                blockScalarIndent = nil
            }
            if text.hasPrefix("#") {
                open = nil
                continue
            }
            if let value = open, indent > value.indent {
                if text == "-" || text.hasPrefix("- ") {
                    let joined = (value.value + " " + text).prefix(80)
                    return (number, "'\(text.prefix(40))' is indented more than the line above, so YAML reads it as more of line "
                        + "\(value.line)'s value ('\(joined)'), not as an item of its own; indent it like the items above it")
                }
                continue  // more of that value, as YAML allows
            }
            // A new entry: `- value`, `key: value`, `- key: value`. A plain value goes on over lines deeper than the
            // key, or than the dash of a bare `- value`.
            var rest = text[...]
            var column = indent
            var threshold = indent
            while rest.hasPrefix("- ") {
                threshold = column
                let after = rest.dropFirst(2).drop { $0 == " " }
                column += rest.count - after.count
                rest = after
            }
            if let colon = rest.range(of: ": ") ?? (rest.hasSuffix(":") ? rest.index(before: rest.endIndex)..<rest.endIndex : nil),
                let first = rest.first, !"\"'[{".contains(first)
            {
                threshold = column
                rest = rest[colon.upperBound...].drop { $0 == " " }
            }
            guard let first = rest.first else {
                open = nil
                continue
            }
            if first == "|" || first == ">" {
                blockScalarIndent = threshold
                open = nil
            } else if "\"'[{&*!%@`".contains(first) || rest.contains(" #") {
                open = nil
            } else {
                open = (number, threshold, rest)
            }
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: Substring {
        var text = self
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return text
    }
}
