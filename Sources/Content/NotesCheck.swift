import Foundation
import Basics
/// Checks the Markdown body of a content file before it is rendered: what safe mode would silently leave out, and
/// what would make the Markdown reader slow.
enum NotesCheck {
    /// cmark 0.30 walks every open `![` each time a link closes in the same paragraph, so a paragraph's cost grows
    /// with (image openers × closing brackets). Real notes stay far below this; 10 MB of `![[]()` would take hours.
    static let bracketBudget = 1_000_000
    /// The most bytes a file's notes may have. cmark keeps a node of about 150 bytes for each bracket, star or
    /// parenthesis, so 8 MB of `[a](` took 1.3 GB (and aborted inside cmark where memory was short); 1 MiB of the
    /// worst kind takes about 300 MB and a few seconds. A long essay is 50 kB.
    static let maximumBytes = 1 << 20
    /// How deeply blockquotes and lists may nest (`>` and list markers opening one line): cmark walks every open
    /// container on each line. Real notes nest a few levels.
    static let maximumNesting = 50

    /// Diagnostics for `body`, which starts on line `firstLine` of `file`.
    package static func check(_ body: String, firstLine: Int, file: String, allowHTML: Bool) -> [Diagnostic] {
        if let problem = sizeProblem(body) ?? nestingProblem(body) ?? bracketProblem(body) {
            return [.error(file, line: firstLine + problem.line - 1, problem.message)]
        }
        guard !allowHTML, let first = Markdown.rawHTMLLines(body).min() else { return [] }
        return [.warning(file, line: firstLine + first - 1,
            "raw HTML is left out of the page (safe mode); set `allow_html: true` in content/site.yml, or build with --allow-html, to keep it")]
    }

    /// Notes over `maximumBytes`, with the line where they pass it.
    static func sizeProblem(_ body: String) -> (line: Int, message: String)? {
        let size = body.utf8.count
        guard size > maximumBytes else { return nil }
        let line = 1 + body.utf8.prefix(maximumBytes).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (line, "the notes are \(ByteSize(size)) and pass \(ByteSize(maximumBytes)) (\(maximumBytes) bytes, the most a file's notes may be) on this line; "
            + "shorten them or split them into several files")
    }

    /// The first line opening more than `maximumNesting` blockquotes and lists (`> > - 1. text`). A line of one
    /// bullet alone, repeated (`- - -`, `* * *`), is a thematic break, not nesting.
    static func nestingProblem(_ body: String) -> (line: Int, message: String)? {
        var text = body
        return text.withUTF8 { bytes in
            var line = 1
            var index = 0
            while true {
                // The line's opening markers, up to its first other byte; the rest of the line is skipped with memchr
                // (every album's notes are checked on every build that parses them).
                var prefix = ContainerPrefix()
                while index < bytes.count, bytes[index] != 0x0A, !prefix.done {
                    prefix.read(bytes[index])
                    index += 1
                    if prefix.done, prefix.depth(hasText: true) > maximumNesting { return nestingMessage(line, prefix.depth(hasText: true)) }
                }
                if prefix.done, index < bytes.count, let base = bytes.baseAddress {
                    index = memchr(base + index, 0x0A, bytes.count - index).map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base }
                        ?? bytes.count
                }
                guard index < bytes.count else {
                    let depth = prefix.depth(hasText: prefix.done)
                    return depth > maximumNesting ? nestingMessage(line, depth) : nil
                }
                // At the line's end.
                if prefix.depth(hasText: false) > maximumNesting { return nestingMessage(line, prefix.depth(hasText: false)) }
                line += 1
                index += 1
            }
        }
    }

    private static func nestingMessage(_ line: Int, _ depth: Int) -> (line: Int, message: String) {
        (line, "this line opens \(depth) blockquotes and lists inside each other, more than the \(maximumNesting) allowed "
            + "(the Markdown reader's time grows with them); nest them less deeply")
    }

    /// The markers opening one line: `>`, bullets (`-`, `*`, `+`) and ordered markers (`1.`, `2)`), each followed by
    /// a space; `done` at the first byte that is none of those.
    struct ContainerPrefix {
        var quotes = 0
        var lists = 0
        var bullets: Set<UInt8> = []
        var ordered = false
        var done = false
        private var previous: UInt8 = 0x20
        private var digits = false

        /// Containers the line opens, as cmark would count them.
        func depth(hasText: Bool) -> Int {
            quotes + (hasText || ordered || bullets.count > 1 ? lists : 0)
        }

        mutating func read(_ byte: UInt8) {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: ">"):
                quotes += 1
            case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), 0x30...0x39:
                digits = digits || (0x30...0x39).contains(byte)
            case UInt8(ascii: "."), UInt8(ascii: ")"):
                if !digits { done = true }
            case 0x20, 0x09, 0x0D:
                if [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(previous) {
                    lists += 1
                    bullets.insert(previous)
                } else if (previous == UInt8(ascii: ".") || previous == UInt8(ascii: ")")) && digits {
                    lists += 1
                    ordered = true
                }
                digits = false
            default:
                done = true
            }
        }
    }

    /// The first paragraph (lines between blank lines, a superset of cmark's paragraphs) over the bracket budget.
    static func bracketProblem(_ body: String) -> (line: Int, message: String)? {
        // Without a "!" there is no "![" opener, so no product to grow: one memchr, no scan.
        var text = body
        guard text.withUTF8({ bytes in bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "!")), bytes.count) != nil } ?? false }) else { return nil }
        var line = 1
        var runLine = 1
        var openers = 0, closers = 0
        var inRun = false, lineHasText = false
        var previous: UInt8 = 0
        func over() -> (line: Int, message: String)? {
            guard openers * closers > bracketBudget else { return nil }
            return (runLine, "this paragraph has \(openers) '![' and \(closers) ']': the Markdown reader's time grows with their product, "
                + "so it is refused; split it with blank lines or remove stray brackets")
        }
        for byte in body.utf8 {
            switch byte {
            case 0x0A:
                if !lineHasText && inRun {
                    if let problem = over() { return problem }
                    openers = 0
                    closers = 0
                    inRun = false
                }
                line += 1
                lineHasText = false
            case 0x20, 0x09, 0x0D:
                break
            default:
                lineHasText = true
                if !inRun {
                    inRun = true
                    runLine = line
                }
                if byte == UInt8(ascii: "[") && previous == UInt8(ascii: "!") { openers += 1 }
                if byte == UInt8(ascii: "]") { closers += 1 }
            }
            previous = byte
        }
        return over()
    }
}
