/// A Markdown file split into its YAML front matter and its body.
struct FrontMatter: Sendable {
    /// The YAML between the `---` fences (empty when the file has none).
    let yaml: String
    /// The file line on which the YAML starts; YAML line N is file line `yamlFirstLine + N - 1`.
    let yamlFirstLine: Int
    let body: String
    let hasFrontMatter: Bool

    /// Splits `text`; returns nil when an opening `---` is never closed.
    static func split(_ text: String) -> FrontMatter? {
        let lines = text.utf8
        guard let firstEnd = lines.firstIndex(of: UInt8(ascii: "\n")) ?? Optional(lines.endIndex),
            isFence(text[lines.startIndex..<firstEnd], closing: false)
        else {
            return FrontMatter(yaml: "", yamlFirstLine: 1, body: text, hasFrontMatter: false)
        }
        guard firstEnd < lines.endIndex else { return nil }
        var lineStart = lines.index(after: firstEnd)
        let yamlStart = lineStart
        while lineStart < lines.endIndex {
            let lineEnd = lines[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? lines.endIndex
            if isFence(text[lineStart..<lineEnd], closing: true) {
                let yaml = String(text[yamlStart..<lineStart].dropLast())  // without the newline before the fence
                let body = lineEnd < lines.endIndex ? String(text[lines.index(after: lineEnd)...]) : ""
                return FrontMatter(yaml: yaml, yamlFirstLine: 2, body: body, hasFrontMatter: true)
            }
            guard lineEnd < lines.endIndex else { break }
            lineStart = lines.index(after: lineEnd)
        }
        return nil
    }

    private static func isFence(_ line: Substring, closing: Bool) -> Bool {
        let trimmed = line.trimmingTrailingSpaces()
        return trimmed == "---" || (closing && trimmed == "...")
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
