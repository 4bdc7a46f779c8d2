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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingSpaces() == "---" else {
            return FrontMatter(yaml: "", yamlFirstLine: 1, body: text, hasFrontMatter: false)
        }
        lines.removeFirst()
        guard let close = lines.firstIndex(where: { $0.trimmingTrailingSpaces() == "---" || $0.trimmingTrailingSpaces() == "..." }) else {
            return nil
        }
        let yaml = lines[..<close].joined(separator: "\n")
        let body = lines[(close + 1)...].joined(separator: "\n")
        return FrontMatter(yaml: yaml, yamlFirstLine: 2, body: body, hasFrontMatter: true)
    }
}

extension Substring {
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
