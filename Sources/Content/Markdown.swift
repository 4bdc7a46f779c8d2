import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CommonMark to HTML through cmark. The only file that touches C.
public struct Markdown: Sendable {
    /// The version of the cmark library linked (a system library, upgraded apart from linernotes): part of what a
    /// page kept from the last build must have been rendered with (`SiteReads`).
    public static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// How notes are rendered. The bits are this type's own; `cmarkFlags` translates them to cmark's.
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Keep raw HTML and `javascript:` links (cmark's "unsafe"); off by default.
        public static let allowHTML = Options(rawValue: 1 << 0)
        /// Curly quotes, dashes and ellipses.
        public static let smartPunctuation = Options(rawValue: 1 << 1)
    }

    public var options: Options

    public init(options: Options = [.smartPunctuation]) {
        self.options = options
    }

    /// Renders `markdown` to an HTML fragment whose headings start at `<h3>` (the page has its h1 and h2 sections),
    /// so a `#` in the owner's notes does not make a second page title. Without `.allowHTML`, raw HTML is left out
    /// and unsafe links emptied.
    public func html(_ markdown: String) -> String {
        guard !markdown.isEmpty else { return "" }
        var markdown = markdown
        let flags = cmarkFlags
        let parsed = markdown.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, flags) }
        }
        guard let document = parsed else { return "" }
        defer { cmark_node_free(document) }
        Self.shiftHeadings(in: document)
        guard let rendered = cmark_render_html(document, flags) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// The lines (from 1, within `markdown`) holding raw HTML, which rendering without `.allowHTML` leaves out.
    public static func rawHTMLLines(_ markdown: String) -> [Int] {
        var markdown = markdown
        // Most notes have no "<" at all: one memchr over the bytes, no parse.
        guard markdown.withUTF8({ bytes in bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "<")), bytes.count) != nil } ?? false }) else { return [] }
        let parsed = markdown.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_VALIDATE_UTF8) }
        }
        guard let document = parsed, let iterator = cmark_iter_new(document) else { return [] }
        defer {
            cmark_iter_free(iterator)
            cmark_node_free(document)
        }
        var lines: [Int] = []
        var event = cmark_iter_next(iterator)
        while event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                let type = cmark_node_get_type(node)
                if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                    // Inline nodes may lack a position; their paragraph has one.
                    let line = cmark_node_get_start_line(node)
                    lines.append(Int(line > 0 ? line : cmark_node_parent(node).map(cmark_node_get_start_line) ?? 1))
                }
            }
            event = cmark_iter_next(iterator)
        }
        return lines
    }

    /// Heading levels h1…h6 become h3…h6 (deeper levels stay h6), on the parsed tree: raw HTML in the notes, code and
    /// comments are left as written.
    private static func shiftHeadings(in document: OpaquePointer) {
        guard let iterator = cmark_iter_new(document) else { return }
        defer { cmark_iter_free(iterator) }
        var event = cmark_iter_next(iterator)
        while event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_HEADING {
                cmark_node_set_heading_level(node, min(cmark_node_get_heading_level(node) + 2, 6))
            }
            event = cmark_iter_next(iterator)
        }
    }

    /// cmark's flags for `options`, with UTF-8 validation always on.
    private var cmarkFlags: Int32 {
        var flags = CMARK_OPT_VALIDATE_UTF8
        if options.contains(.allowHTML) { flags |= CMARK_OPT_UNSAFE }
        if options.contains(.smartPunctuation) { flags |= CMARK_OPT_SMART }
        return flags
    }
}
