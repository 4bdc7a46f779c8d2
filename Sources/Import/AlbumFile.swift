import Foundation
import Basics
import Content

/// An album file already in the archive, as an import sees it: how to recognise it, which fields the owner has
/// set, and how to add what is missing without touching a byte of what is there.
package struct AlbumFile: Sendable {
    /// Relative to the site: `content/albums/ok-computer.md`.
    package let path: String
    package let url: URL
    package let text: String
    /// Keys with a value; keys present but empty are in `emptyKeyLines`, by their 1-based file line.
    let setKeys: Set<String>
    let emptyKeyLines: [String: Int]
    package let title: String?
    package let artist: String?
    package let discogs: String?
    package let mbid: String?
    /// Top-level values that are text, for telling apart two copies of one release (`acquired`).
    package let scalars: [String: String]
    let bodyIsEmpty: Bool

    /// Reads an album file, or says why it cannot be read (then the import leaves it alone).
    package static func read(_ url: URL, path: String) -> Result<AlbumFile, Diagnostic> {
        let source: SourceFile
        switch SourceFile.read(url, displayPath: path) {
        case .success(let file): source = file
        case .failure(let diagnostic): return .failure(diagnostic)
        }
        // The text as it is on disk (a BOM, CRLF line ends), which is what an edit keeps.
        let raw = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) } ?? source.text
        guard let split = FrontMatter.split(source.text), split.hasFrontMatter else {
            return .failure(.error(path, line: 1, "no front matter to add to"))
        }
        let (reader, problems) = FieldReader.parse(yaml: split.yaml, file: path, firstLine: split.yamlFirstLine)
        guard let reader else { return .failure(problems.first ?? .error(path, "unreadable front matter")) }
        var set = Set<String>()
        var empty: [String: Int] = [:]
        for (key, nullLine) in reader.keys {
            if let nullLine { empty[key] = nullLine } else { set.insert(key) }
        }
        let text = { (key: String) in reader.node(key)?.scalar?.string.trimmingCharacters(in: .whitespaces) }
        var scalars: [String: String] = [:]
        for key in set { if let value = text(key) { scalars[key] = value } }
        return .success(AlbumFile(
            path: path, url: url, text: raw, setKeys: set, emptyKeyLines: empty, title: text("title"), artist: text("artist"),
            discogs: text("discogs"), mbid: text("mbid"), scalars: scalars,
            bodyIsEmpty: split.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty))
    }

    /// The file with `fields` (only those not set), `tracks` (when it has none) and `notes` (when its body is
    /// empty) added; nil when there is nothing to add. Returns the keys added.
    func adding(_ fields: [(key: String, value: String)], tracks: [String], notes: String) -> (text: String, added: [String])? {
        // Split on the scalar "\n" (a "\r\n" is one Character, which a Character split would not cut), so a line
        // keeps its "\r" and the file its line ends.
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        // New lines end as the file's do.
        let ending = text.unicodeScalars.contains("\r") ? "\r" : ""
        // The closing fence: the first `---` or `...` line after the opening one.
        func closingFence() -> Int? {
            lines.indices.dropFirst().first { index in
                let line = lines[index].trimmingCharacters(in: CharacterSet(charactersIn: " \t\r"))
                return line == "---" || line == "..."
            }
        }
        guard let close = closingFence() else { return nil }
        var added: [String] = []
        var inserted: [String] = []
        for (key, value) in fields where !setKeys.contains(key) {
            if let line = emptyKeyLines[key], line - 1 < close, lines[line - 1].hasPrefix(key + ":") {
                // An owner's comment after the empty value stays.
                let old = lines[line - 1]
                let comment = old.range(of: " #").map { String(old[$0.lowerBound...]).trimmingCharacters(in: CharacterSet(charactersIn: "\r")) } ?? ""
                lines[line - 1] = "\(key): \(value)\(comment)" + (old.hasSuffix("\r") ? "\r" : "")
            } else {
                inserted.append("\(key): \(value)" + ending)
            }
            added.append(key)
        }
        if !tracks.isEmpty && !setKeys.contains("tracks") {
            if let line = emptyKeyLines["tracks"], line - 1 < close { lines.remove(at: line - 1) }
            inserted.append("tracks:" + ending)
            inserted += tracks.map { $0 + ending }
            added.append("tracks")
        }
        // Again: removing an empty `tracks:` line moved it up by one.
        lines.insert(contentsOf: inserted, at: closingFence() ?? close)
        var result = lines.joined(separator: "\n")
        if bodyIsEmpty && !notes.isEmpty {
            let newline = ending + "\n"
            if !result.hasSuffix("\n") { result += newline }
            let body = notes.hasSuffix("\n") ? notes : notes + "\n"
            result += ending.isEmpty ? body : body.replacingOccurrences(of: "\n", with: newline)
            added.append("notes")
        }
        return added.isEmpty ? nil : (result, added)
    }

    /// The text after `key: ` on its own line in the front matter, as written (a comment and all), when the whole
    /// value is on that line; nil when the key is not there, or its value goes on over more lines.
    func writtenValue(_ key: String) -> String? {
        Self.writtenValue(key, in: text)
    }

    static func writtenValue(_ key: String, in text: String) -> String? {
        let lines = frontMatterLines(text)
        guard let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return nil }
        if index + 1 < lines.count, let next = lines[index + 1].first, next == " " || next == "\t" || next == "-" { return nil }
        let value = lines[index].dropFirst(key.count + 1).trimmingCharacters(in: CharacterSet(charactersIn: " \t\r"))
        return value.isEmpty ? nil : value
    }

    /// `text` with the one-line values of `changes`' keys replaced (each key's line keeps its line end).
    static func replacing(_ changes: [(key: String, value: String)], in text: String) -> String {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        let count = frontMatterLines(text).count
        for (key, value) in changes {
            guard let index = lines.indices.dropFirst().prefix(count).first(where: { lines[$0].hasPrefix(key + ":") }) else { continue }
            // An owner's comment after the value stays ("rating: 4  # my rating" → "rating: 5  # my rating").
            let old = lines[index]
            let comment = old.range(of: #"\s+#.*$"#, options: .regularExpression)
                .map { String(old[$0]).trimmingCharacters(in: CharacterSet(charactersIn: "\r")) } ?? ""
            let quoted = old.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces).first.map { $0 == "\"" || $0 == "'" } ?? false
            lines[index] = "\(key): \(value)" + (quoted ? "" : comment) + (old.hasSuffix("\r") ? "\r" : "")
        }
        return lines.joined(separator: "\n")
    }

    /// The lines between the opening fence and the closing one.
    private static func frontMatterLines(_ text: String) -> [String] {
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        var inside: [String] = []
        for line in lines.dropFirst() {
            let trimmed = line.trimmingCharacters(in: CharacterSet(charactersIn: " \t\r"))
            if trimmed == "---" || trimmed == "..." { break }
            inside.append(line)
        }
        return inside
    }
}
