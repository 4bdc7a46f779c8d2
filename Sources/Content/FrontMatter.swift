/// A Markdown file split into its YAML front matter and its body.
package struct FrontMatter: Sendable {
    /// The YAML between the `---` fences (empty when the file has none).
    package let yaml: String
    /// The file line on which the YAML starts; YAML line N is file line `yamlFirstLine + N - 1`.
    package let yamlFirstLine: Int
    package let body: String
    /// The file line on which the body starts.
    let bodyFirstLine: Int
    package let hasFrontMatter: Bool

    /// Splits `text`; returns nil when an opening `---` is never closed.
    package static func split(_ text: String) -> FrontMatter? {
        var copy = text
        // Byte offsets: (end of the opening fence line, start of the closing fence line, start of the body), and the body's line.
        let found: (yamlStart: Int, yamlEnd: Int, bodyStart: Int, bodyLine: Int)?? = copy.withUTF8 { bytes in
            func lineEnd(from start: Int) -> Int {
                var index = start
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                return index
            }
            func isFence(_ start: Int, _ end: Int, closing: Bool) -> Bool {
                var end = end
                while end > start && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
                guard end - start == 3 else { return false }
                let marker = bytes[start]
                return (marker == UInt8(ascii: "-") || (closing && marker == UInt8(ascii: "."))) && bytes[start + 1] == marker && bytes[start + 2] == marker
            }
            let firstEnd = lineEnd(from: 0)
            guard isFence(0, firstEnd, closing: false) else { return .some(nil) }
            guard firstEnd < bytes.count else { return nil }
            var lineStart = firstEnd + 1
            var line = 2
            while lineStart < bytes.count {
                let end = lineEnd(from: lineStart)
                if isFence(lineStart, end, closing: true) {
                    // Without the newline before the fence.
                    return .some((firstEnd + 1, max(firstEnd + 1, lineStart - 1), min(bytes.count, end + 1), line + 1))
                }
                lineStart = end + 1
                line += 1
            }
            return nil
        }
        guard let found else { return nil }
        guard let (yamlStart, yamlEnd, bodyStart, bodyLine) = found else {
            return FrontMatter(yaml: "", yamlFirstLine: 1, body: text, bodyFirstLine: 1, hasFrontMatter: false)
        }
        let utf8 = text.utf8
        let index = { (offset: Int) in utf8.index(utf8.startIndex, offsetBy: offset) }
        return FrontMatter(
            yaml: String(text[index(yamlStart)..<index(yamlEnd)]), yamlFirstLine: 2, body: String(text[index(bodyStart)...]),
            bodyFirstLine: bodyLine, hasFrontMatter: true)
    }
}
