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
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        while index + 3 < bytes.count {
            // `<hN>` or `</hN>` with N in 1…5.
            if bytes[index] == UInt8(ascii: "<") {
                let h = bytes[index + 1] == UInt8(ascii: "/") ? index + 2 : index + 1
                if h + 2 < bytes.count, bytes[h] == UInt8(ascii: "h"), (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(bytes[h + 1]),
                    bytes[h + 2] == UInt8(ascii: ">")
                {
                    if result.isEmpty { result.reserveCapacity(bytes.count) }
                    result.append(contentsOf: bytes[copied...h])
                    result.append(min(UInt8(ascii: "6"), bytes[h + 1] + 2))
                    copied = h + 2
                    index = h + 2
                    continue
                }
            }
            index += 1
        }
        guard copied > 0 else { return html }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
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
