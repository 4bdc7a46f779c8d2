import CCmark
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CommonMark to HTML through cmark. The only file that touches C.
public struct Markdown: Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// Keep raw HTML and `javascript:` links (cmark's "unsafe"); off by default.
        public static let allowHTML = Options(rawValue: CMARK_OPT_UNSAFE)
        /// Curly quotes, dashes and ellipses.
        public static let smartPunctuation = Options(rawValue: CMARK_OPT_SMART)
    }

    public var options: Options

    public init(options: Options = [.smartPunctuation]) {
        self.options = options
    }

    /// Renders `markdown` to an HTML fragment whose headings start at `<h3>` (the page has its h1 and h2 sections),
    /// so a `#` in the owner's notes does not make a second page title. Without `.allowHTML`, raw HTML is left out
    /// and unsafe links emptied.
    public func html(_ markdown: String) -> String {
        Self.shiftHeadings(rawHTML(markdown))
    }

    /// h1…h6 → h3…h6 (deeper levels stay h6). cmark writes headings as bare `<hN>` tags, so a literal swap is exact.
    static func shiftHeadings(_ html: String) -> String {
        guard html.contains("<h") else { return html }
        var result = html
        for level in (1...6).reversed() {
            let target = min(6, level + 2)
            guard target != level else { continue }
            result = result.replacingOccurrences(of: "<h\(level)>", with: "<h\(target)>")
                .replacingOccurrences(of: "</h\(level)>", with: "</h\(target)>")
        }
        return result
    }

    func rawHTML(_ markdown: String) -> String {
        var bytes = Array(markdown.utf8)
        guard !bytes.isEmpty else { return "" }
        let flags = options.rawValue | CMARK_OPT_VALIDATE_UTF8
        return bytes.withUnsafeMutableBufferPointer { buffer -> String in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                guard let rendered = cmark_markdown_to_html(pointer, buffer.count, flags) else { return "" }
                defer { free(rendered) }
                return String(cString: rendered)
            }
        }
    }
}
