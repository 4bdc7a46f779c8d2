import Foundation
import Basics
/// Checks the Markdown body of a content file before it is rendered: what safe mode would silently leave out, and
/// what would make the Markdown reader slow.
enum NotesCheck {
    /// cmark 0.30 walks every open `![` each time a link closes in the same paragraph, so a paragraph's cost grows
    /// with (image openers × closing brackets). Real notes stay far below this; 10 MB of `![[]()` would take hours.
    static let bracketBudget = 1_000_000

    /// Diagnostics for `body`, which starts on line `firstLine` of `file`.
    package static func check(_ body: String, firstLine: Int, file: String, allowHTML: Bool) -> [Diagnostic] {
        if let problem = bracketProblem(body) {
            return [.error(file, line: firstLine + problem.line - 1, problem.message)]
        }
        guard !allowHTML, let first = Markdown.rawHTMLLines(body).min() else { return [] }
        return [.warning(file, line: firstLine + first - 1,
            "raw HTML is left out of the page (safe mode); set `allow_html: true` in content/site.yml, or build with --allow-html, to keep it")]
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
