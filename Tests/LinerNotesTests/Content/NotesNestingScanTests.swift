import Testing
@testable import Content

/// `NotesCheck.nestingProblem` skips the rest of each line once its opening markers end; it must find what reading
/// every byte finds.
@Suite("Notes' nesting found as a byte-by-byte reading finds it")
struct NotesNestingScanTests {
    /// Every byte read, as the check was first written.
    static func byteByByte(_ body: String) -> (line: Int, message: String)? {
        var line = 1
        var prefix = NotesCheck.ContainerPrefix()
        for byte in body.utf8 {
            if byte == 0x0A {
                if prefix.depth(hasText: false) > NotesCheck.maximumNesting { return (line, "\(prefix.depth(hasText: false))") }
                line += 1
                prefix = NotesCheck.ContainerPrefix()
            } else if !prefix.done {
                prefix.read(byte)
                if prefix.done, prefix.depth(hasText: true) > NotesCheck.maximumNesting { return (line, "\(prefix.depth(hasText: true))") }
            }
        }
        let depth = prefix.depth(hasText: prefix.done)
        return depth > NotesCheck.maximumNesting ? (line, "\(depth)") : nil
    }

    @Test("Random notes of markers, spaces, text and line ends, with and without a last line end")
    func sameAsByteByByte() {
        var random = SeededGenerator(seed: 40)
        let pieces = ["> ", ">", "- ", "* ", "+ ", "1. ", "12) ", "- - - ", "\t", " ", "\r", "text", "é", "x-y", "\n", "\n\n", "1.5"]
        var checked = 0, found = 0
        for _ in 0..<4000 {
            let depth = Int.random(in: 0...(NotesCheck.maximumNesting + 3), using: &random)
            var body = ""
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                body += Bool.random(using: &random) ? String(repeating: "> ", count: depth) : pieces.randomElement(using: &random) ?? ""
            }
            let expected = Self.byteByByte(body)
            let scanned = NotesCheck.nestingProblem(body)
            #expect(scanned?.line == expected?.line, "\(body.debugDescription)")
            #expect(scanned.map { $0.message.contains("opens \(expected?.message ?? "") ") } ?? (expected == nil), "\(body.debugDescription)")
            checked += 1
            if expected != nil { found += 1 }
        }
        #expect(checked == 4000 && found > 100, "\(found) of \(checked) too deep")
    }
}
