import Foundation
import Yams
import Basics
import Model

/// Reads typed fields from a YAML mapping and records each problem with the file line it is on.
package struct FieldReader {
    package let file: String
    private let lineOffset: Int
    private let entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)]
    package private(set) var diagnostics: [Diagnostic] = []
    /// Audio files named by `file:` that are not there: the loader reports them all in one warning.
    package private(set) var absentAudio: [AbsentAudioFile] = []
    /// Where the error for each missing required field is in `diagnostics`, to point it at a misspelt key.
    private var missingFields: [String: Int] = [:]

    /// No scalar is resolved by Yams (each rule is a regular expression per value, and front matter has many):
    /// every scalar is text, checked by the field that wants it; `isNull` and `bool` do the two checks needed.
    package static let resolver = Resolver.basic

    /// Parses `yaml`, which starts on line `firstLine` of `file`. Returns nil (with an error recorded) when
    /// the YAML is invalid or is not a mapping. Everyday front matter is read by `FrontMatterYAML`; the rest,
    /// and every mistake, by Yams.
    package static func parse(yaml: String, file: String, firstLine: Int) -> (reader: FieldReader?, diagnostics: [Diagnostic]) {
        let offset = firstLine - 1
        let root: YAMLNode?
        if let fast = FrontMatterYAML.parse(yaml) {
            root = fast
        } else {
            // Checks that must come before Yams reads the text: what it would fold silently, or take forever over.
            if let problem = FoldedListItemCheck.problem(yaml) ?? YAMLAliasBudget.complexKeyProblem(yaml) {
                return (nil, [.error(file, line: problem.line + offset, problem.message)])
            }
            do {
                // The encoding given, or Yams reads the process environment for it on every call.
                var budget = YAMLAliasBudget(yaml: yaml)
                root = try Yams.compose(yaml: yaml, Self.resolver, .default, .utf8).map { try budget.node($0) }
            } catch let exceeded as YAMLAliasBudget.Exceeded {
                return (nil, [.error(file, line: exceeded.line + offset, exceeded.message)])
            } catch let error as YamlError {
                // libyaml reports an unclosed bracket at the end of input: point at the last YAML line instead.
                let lastLine = offset + max(1, yaml.split(separator: "\n", omittingEmptySubsequences: false).count)
                let diagnostic = yamlDiagnostic(error, file: file, lineOffset: offset)
                let line = diagnostic.line.map { min($0, lastLine) }
                let hint = line.flatMap { yamlHint(yaml, line: $0 - offset, lineOffset: offset) }.map { "; \($0)" } ?? ""
                return (nil, [Diagnostic(.error, file: diagnostic.file, line: line, diagnostic.message + hint)])
            } catch {
                return (nil, [.error(file, line: firstLine, "invalid YAML: \(error)")])
            }
        }
        guard let root, !Self.isNull(root) else {
            return (FieldReader(file: file, lineOffset: offset, entries: []), [])
        }
        guard let mapping = root.mapping else {
            let line = root.line.map { $0 + offset }
            return (nil, [.error(file, line: line, "front matter must be `key: value` lines, not a single value or a list")])
        }
        var entries: [(String, YAMLNode, YAMLNode)] = []
        var diagnostics: [Diagnostic] = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                diagnostics.append(.error(file, line: keyNode.line.map { $0 + offset }, "keys must be plain names"))
                continue
            }
            entries.append((key, keyNode, value))
        }
        var reader = FieldReader(file: file, lineOffset: offset, entries: entries)
        reader.diagnostics = diagnostics
        return (reader, [])
    }

    private init(file: String, lineOffset: Int, entries: [(String, YAMLNode, YAMLNode)]) {
        self.file = file
        self.lineOffset = lineOffset
        self.entries = entries.map { (key: $0.0, keyNode: $0.1, value: $0.2) }
    }

    /// The likely fix for a YAML mistake at `line` (1 = the first line of `yaml`; plus `lineOffset`, the file's line),
    /// in the owner's words: a tab in the indentation, a key indented under a line that already has its value, or a
    /// value with `: ` in it unquoted.
    static func yamlHint(_ yaml: String, line: Int, lineOffset: Int = 0) -> String? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count else { return nil }
        func indentation(_ text: String) -> Substring { text.prefix { $0 == " " || $0 == "\t" } }
        // A tab in the indentation, on this line or the one before (libyaml may stop at either).
        for number in [line, line - 1] where number >= 1 && indentation(lines[number - 1]).contains("\t") {
            return "use spaces, not tabs, to indent (line \(number + lineOffset) has a tab at its start)"
        }
        let text = lines[line - 1]
        let indent = indentation(text).count
        let body = text.dropFirst(indent)
        let isComment = { (text: String) in text.drop { $0 == " " }.hasPrefix("#") }
        // A key indented deeper than the `key: value` line above it: it reads as more of that value.
        if indent > 0, let previous = lines[..<(line - 1)].last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !isComment($0) }) {
            let previousIndent = indentation(previous).count
            let previousBody = previous.dropFirst(previousIndent)
            if previousIndent < indent, let colon = previousBody.range(of: ": "),
               !previousBody[colon.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty,
               let key = body.range(of: ":").map({ body[..<$0.lowerBound] }) {
                let name = previousBody[..<colon.lowerBound]
                return "'\(key)' is indented under '\(name)', which already has a value: start '\(key):' in the same column as '\(name):'"
            }
        }
        // `key: value: more`: a value with `: ` (or ending in `:`) needs quotes.
        if let colon = body.range(of: ": ") {
            let key = body[..<colon.lowerBound]
            let value = body[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            if !key.isEmpty, !key.contains(" "), let first = value.first, !"\"'[{|>&*!".contains(first),
               value.contains(": ") || value.hasSuffix(":") {
                let quoted = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                return "put the \(key) in quotes: \(key): \"\(quoted)\""
            }
        }
        // A key less indented than its neighbours, or more, with no value above to explain it.
        if indent > 0, let previous = lines[..<(line - 1)].last(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !isComment($0) }),
           indentation(previous).count != indent, body.contains(":") {
            return "line \(line + lineOffset) is indented \(indent) spaces and the line before it \(indentation(previous).count): keys of one mapping start in the same column"
        }
        return nil
    }

    private static func yamlDiagnostic(_ error: YamlError, file: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return .error(file, line: mark.line + lineOffset, "invalid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let names = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return .error(file, line: context.mark.line + lineOffset, "invalid YAML: key \(names) appears more than once")
        case let .reader(problem, _, _, _):
            return .error(file, "invalid YAML: \(problem)")
        default:
            return .error(file, "invalid YAML: \(error)")
        }
    }

    /// A reader for the mapping under `key` (nil when absent); merge its findings back with `absorb`.
    mutating func nested(_ key: String) -> FieldReader? {
        guard let value = node(key) else { return nil }
        guard let mapping = value.mapping else {
            error("'\(key)' must be a mapping of `key: value` lines", at: value)
            return nil
        }
        let entries = mapping.compactMap { pair -> (String, YAMLNode, YAMLNode)? in
            pair.key.scalar.map { ($0.string, pair.key, pair.value) }
        }
        return FieldReader(file: file, lineOffset: lineOffset, entries: entries)
    }

    /// The phrases under `key` (`strings:`): each a string, or `{one: …, other: …}` for words chosen by a number.
    package mutating func phrases(_ key: String) -> [String: Phrase] {
        guard var nested = nested(key) else { return [:] }
        let result = nested.phrases(in: "'\(key)'")
        absorb(nested)
        return result
    }

    /// Every entry of this mapping read as a phrase: a text, or `{one: …, other: …}` for words chosen by a number
    /// (a string table of a theme, site.yml's `strings:`). `place` names the mapping in messages ("in 'strings'").
    package mutating func phrases(in place: String?) -> [String: Phrase] {
        let within = place.map { " in \($0)" } ?? ""
        var result: [String: Phrase] = [:]
        for entry in entries {
            if let scalar = entry.value.scalar {
                result[entry.key] = .text(scalar.string)
            } else if let pairs = entry.value.mapping {
                let forms = Dictionary(pairs.compactMap { pair in pair.key.scalar.flatMap { key in pair.value.scalar.map { (key.string, $0.string) } } },
                                       uniquingKeysWith: { first, _ in first })
                if let one = forms["one"], let other = forms["other"] {
                    result[entry.key] = .counted(one: one, other: other)
                } else {
                    error("'\(entry.key)'\(within) must be a text, or `{one: …, other: …}` for words chosen by a number", at: entry.value)
                }
            } else {
                error("'\(entry.key)'\(within) must be a text", at: entry.value)
            }
        }
        return result
    }

    mutating func absorb(_ other: FieldReader) {
        diagnostics += other.diagnostics
        absentAudio += other.absentAudio
    }

    // MARK: Locations

    package func line(of node: YAMLNode) -> Int? {
        node.line.map { $0 + lineOffset }
    }

    package func line(ofKey key: String) -> Int? {
        entries.first { $0.key == key }.flatMap { line(of: $0.keyNode) }
    }

    package mutating func error(_ message: String, at node: YAMLNode? = nil) {
        diagnostics.append(.error(file, line: node.flatMap(line(of:)), message))
    }

    /// An error on `line` of the file: for a key whose value is null, so there is no value node to point at.
    package mutating func error(_ message: String, line: Int?) {
        diagnostics.append(.error(file, line: line, message))
    }

    package mutating func warning(_ message: String, at node: YAMLNode? = nil) {
        diagnostics.append(.warning(file, line: node.flatMap(line(of:)), message))
    }

    /// `file:` at `node` names an audio file that is not there (`written` as the owner wrote it, `path` resolved).
    mutating func noteAbsentAudio(_ written: String, path: String, at node: YAMLNode) {
        absentAudio.append(AbsentAudioFile(file: file, line: line(of: node), written: written, path: path))
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    // MARK: Fields

    /// Every top-level key, with the file line of a null value (`label:` with nothing after it), for importers
    /// that fill in what is empty and leave the rest as the owner wrote it.
    /// Empty means null, `""`, `[]` or `{}` on the key's own line.
    package var keys: [(key: String, nullLine: Int?)] {
        entries.map { entry in
            let value = entry.value
            let empty = Self.isNull(value) || value.scalar?.string.isEmpty == true || value.sequence?.isEmpty == true || value.mapping?.isEmpty == true
            let sameLine = value.line == nil || value.line == entry.keyNode.line
            return (entry.key, empty && sameLine ? entry.keyNode.line.map { $0 + lineOffset } : nil)
        }
    }

    /// The value of `key`, or nil when absent or null.
    package func node(_ key: String) -> YAMLNode? {
        guard let value = entries.first(where: { $0.key == key })?.value else { return nil }
        return Self.isNull(value) ? nil : value
    }

    /// YAML's null: an empty plain scalar, `~` or `null`.
    static func isNull(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.isPlain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Records that the required field `key` is missing (`detail` says what it holds); `warnAboutUnknownKeys` points
    /// the error at a key that looks like a misspelling of it.
    package mutating func missing(_ key: String, detail: String? = nil) {
        missingFields[key] = diagnostics.count
        error("missing required field '\(key)'" + (detail.map { " (\($0))" } ?? ""))
    }

    package mutating func string(_ key: String, required: Bool = false) -> String? {
        guard let value = node(key) else {
            if required { missing(key) }
            return nil
        }
        return string(value, field: key, required: required)
    }

    /// A scalar as trimmed text; lists and mappings are errors.
    package mutating func string(_ value: YAMLNode, field: String, required: Bool = false) -> String? {
        guard let scalar = value.scalar else {
            error("'\(field)' must be text, not a list or a mapping", at: value)
            return nil
        }
        let text = scalar.string.trimmedOfWhitespace
        if text.isEmpty {
            if required { error("'\(field)' must not be empty", at: value) }
            return nil
        }
        return text
    }

    package mutating func int(_ key: String, in range: ClosedRange<Int>? = nil) -> Int? {
        guard let value = node(key) else { return nil }
        guard let number = value.scalar.flatMap({ Int($0.string.trimmedOfWhitespace) }) else {
            error("'\(key)' must be a whole number", at: value)
            return nil
        }
        if let range, !range.contains(number) {
            error("'\(key)' must be from \(range.lowerBound) to \(range.upperBound), not \(number)", at: value)
            return nil
        }
        return number
    }

    package mutating func bool(_ key: String) -> Bool? {
        guard let value = node(key) else { return nil }
        switch value.scalar?.string {
        case "true", "True", "TRUE", "yes", "Yes", "on", "On": return true
        case "false", "False", "FALSE", "no", "No", "off", "Off": return false
        default:
            error("'\(key)' must be true or false", at: value)
            return nil
        }
    }

    /// A list of strings; a single string counts as a list of one.
    mutating func stringList(_ key: String) -> [String] {
        guard let value = node(key) else { return [] }
        if value.scalar != nil {
            return string(value, field: key).map { [$0] } ?? []
        }
        guard let sequence = value.sequence else {
            error("'\(key)' must be a list", at: value)
            return []
        }
        return sequence.compactMap { string($0, field: key) }
    }

    /// Tags may be at most this long (in Unicode scalars): each tag is a page, named after it.
    static let maximumTagLength = 100
    /// Tags one file may have: each is a page of its own.
    static let maximumTagCount = 100

    /// `tags`: a list, or one line; commas separate tags either way (`tags: rock, alternative` is two tags).
    package mutating func tags() -> [String] {
        guard let value = node("tags") else { return [] }
        let items = value.sequence ?? [value]
        var tags: [String] = []
        for item in items {
            guard let scalar = item.scalar else {
                error("each tag must be text, not a list or a mapping", at: item)
                continue
            }
            for part in scalar.string.split(separator: ",") {
                let tag = String(part).trimmedOfWhitespace
                guard !tag.isEmpty else { continue }
                guard tag.unicodeScalars.count <= Self.maximumTagLength else {
                    error("a tag may be at most \(Self.maximumTagLength) characters, not \(tag.unicodeScalars.count) ('\(tag.prefix(30))…'); separate tags with commas", at: item)
                    return []
                }
                tags.append(tag)
                guard tags.count <= Self.maximumTagCount else {
                    error("a file may have at most \(Self.maximumTagCount) tags (each becomes a page)", at: value)
                    return []
                }
            }
        }
        return tags
    }

    package mutating func date(_ key: String) -> PartialDate? {
        guard let value = node(key), let text = string(value, field: key) else { return nil }
        guard let date = PartialDate(text) else {
            error("'\(key)' must be a date like 2024, 2024-05 or 2024-05-17, not '\(text)'", at: value)
            return nil
        }
        return date
    }

    /// An error for every key not in `known` in the mapping `name`, saying which keys it takes and suggesting the
    /// closest: for settings where an ignored key would go unnoticed.
    mutating func rejectUnknownKeys(known: [String], in name: String) {
        for entry in entries where !known.contains(entry.key) {
            var message = "'\(name)' has no key '\(entry.key)'; it takes \(known.map { "'\($0)'" }.joined(separator: " and "))"
            if let suggestion = Self.closest(to: entry.key, in: known) { message += " (did you mean '\(suggestion)'?)" }
            error(message, at: entry.keyNode)
        }
    }

    /// The key of `known` within two edits of `key`, if any (the first of the nearest): what both the warning about an
    /// unknown key and the error for one suggest.
    private static func closest(to key: String, in known: [String]) -> String? {
        guard let nearest = known.min(by: { EditDistance.between($0, key) < EditDistance.between($1, key) }) else { return nil }
        return EditDistance.between(nearest, key) <= 2 ? nearest : nil
    }

    /// Warns about every key not in `known`, suggesting the closest known key: typos are common.
    mutating func warnAboutUnknownKeys(known: [String]) {
        for entry in entries where !known.contains(entry.key) {
            var message = "unknown key '\(entry.key)' is ignored"
            if let suggestion = Self.closest(to: entry.key, in: known) {
                message += " (did you mean '\(suggestion)'?)"
                if let index = missingFields.removeValue(forKey: suggestion), let line = line(of: entry.keyNode) {
                    let missing = diagnostics[index]
                    diagnostics[index] = .error(file, line: line, missing.message + " (line \(line) has '\(entry.key)': did you mean '\(suggestion)'?)")
                }
            }
            warning(message, at: entry.keyNode)
        }
    }
}
