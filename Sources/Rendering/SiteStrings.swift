import Basics
import Foundation
import Content
import Model

/// The theme's fixed words in the site's language: navigation, headings, buttons, "Disc", counted words, dates.
/// English (`Templates/strings/en.yml`) has every key; the site's language file of the default theme (de, fr, es)
/// replaces what it has, then the site's own `Templates/strings/<language>.yml`, then `strings:` in site.yml.
/// Templates read them as `{{t.key}}`, the build through `text`, `counted` and `date`, the scripts from
/// `assets/strings.js`.
public struct SiteStrings: Sendable {
    /// The language's primary subtag: "de" for `language: de-AT`.
    public let language: String
    package let phrases: [String: Phrase]
    /// Month and weekday names in the language, read once from the system's locale data (formatting a date per
    /// page with a DateFormatter each time took a quarter of a 10,000-album build).
    let calendarWords: CalendarWords

    /// Languages the default theme speaks.
    public static let languages = ["en", "de", "fr", "es"]

    public struct LoadError: CompilerStyleError {
        public let file: String
        public let message: String
        public var description: String { "\(file): error: \(message)" }
    }

    /// English only, for tests and the pages made before a site's language is known.
    public static let english: SiteStrings = {
        do {
            return try SiteStrings(language: "en", defaultFiles: DefaultTheme.stringFiles(in: DefaultTheme.files), siteFiles: [:], overrides: [:])
        } catch {
            // The English file is built into the binary and a test loads it, so this cannot fail in a release; if it
            // did, every build would report the error when it loads the site's strings from the same file, and
            // these words would show as their keys.
            return SiteStrings(language: "en", phrases: [:])
        }
    }()

    private init(language: String, phrases: [String: Phrase]) {
        self.language = language
        self.phrases = phrases
        texts = [:]
        calendarWords = CalendarWords(locale: Locale(identifier: "en_GB"))
    }

    /// `defaultFiles`/`siteFiles`: each language's YAML by language code (with its display path for errors).
    package init(language tag: String, defaultFiles: [String: Data], siteFiles: [String: (data: Data, path: String)], overrides: [String: Phrase]) throws {
        let primary = String(tag.lowercased().split(separator: "-").first ?? "en")
        language = primary
        guard let englishData = defaultFiles["en"] else { throw LoadError(file: "default theme strings/en.yml", message: "missing") }
        var phrases = try Self.parse(englishData, file: "default theme strings/en.yml")
        let known = Set(phrases.keys)
        if primary != "en", let data = defaultFiles[primary] {
            phrases.merge(try Self.parse(data, file: "default theme strings/\(primary).yml")) { _, new in new }
        }
        for code in Set(["en", primary]).sorted() where code == primary || primary == "en" {
            if let site = siteFiles[code] {
                let own = try Self.parse(site.data, file: site.path)
                if let unknown = own.keys.sorted().first(where: { !known.contains($0) }) {
                    throw LoadError(file: site.path, message: Self.unknownKey(unknown, known: known))
                }
                phrases.merge(own) { _, new in new }
            }
        }
        if let unknown = overrides.keys.sorted().first(where: { !known.contains($0) }) {
            throw LoadError(file: "content/site.yml", message: "in 'strings': " + Self.unknownKey(unknown, known: known))
        }
        phrases.merge(overrides) { _, new in new }
        self.phrases = phrases
        texts = phrases.compactMapValues { if case .text(let text) = $0 { return text } else { return nil } }
        // English dates as British English writes them: "9 March 2024".
        calendarWords = CalendarWords(locale: Locale(identifier: primary == "en" ? "en_GB" : tag.replacingOccurrences(of: "-", with: "_")))
    }

    static func unknownKey(_ key: String, known: Set<String>) -> String {
        let near = known.min { a, b in (EditDistance.between(a, key), a) < (EditDistance.between(b, key), b) }
        let hint = near.map { EditDistance.between($0, key) <= 3 ? "did you mean '\($0)'? " : "" } ?? ""
        return "'\(key)' is not one of the theme's strings; \(hint)Templates/strings/en.yml of the default theme lists them all"
    }

    /// A strings file: `key: text` or `key: {one: …, other: …}`, read as every file an owner writes is read
    /// (`FieldReader`: the alias budget, and a mistake named with its line and the likely fix).
    package static func parse(_ data: Data, file: String) throws -> [String: Phrase] {
        guard let text = String(data: data, encoding: .utf8) else { throw LoadError(file: file, message: "not valid UTF-8") }
        let (reader, problems) = FieldReader.parse(yaml: text, file: file, firstLine: 1)
        guard let reader else {
            let problem = problems.first
            throw LoadError(
                file: problem.map { $0.line.map { "\(file):\($0)" } ?? file } ?? file,
                message: problem?.message ?? "must be a mapping of `key: text` lines")
        }
        var table = reader
        let result = table.phrases(in: nil)
        if let problem = table.diagnostics.first(where: { $0.severity == .error }) {
            throw LoadError(file: problem.line.map { "\(file):\($0)" } ?? file, message: problem.message)
        }
        return result
    }

    /// The text of `key` with `{name}` filled from `values`.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        switch phrases[key] {
        case .text(let text)?: return Self.fill(text, values)
        case .counted(_, let other)?: return Self.fill(other, values)
        case nil: return key
        }
    }

    /// The form of `key` for `count` (`{n}` is the count, written as the language writes numbers).
    public func counted(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        var values = values
        values["n"] = number(count)
        switch phrases[key] {
        case .counted(let one, let other)?: return Self.fill(isOne(count) ? one : other, values)
        case .text(let text)?: return Self.fill(text, values)
        case nil: return key
        }
    }

    /// CLDR's "one" for these languages: 1 in English, German and Spanish; 0 and 1 in French.
    func isOne(_ count: Int) -> Bool {
        language == "fr" ? (count == 0 || count == 1) : count == 1
    }

    /// 10,000 in English, 10.000 in German and Spanish, 10 000 in French.
    public func number(_ value: Int) -> String {
        let digits = String(abs(value))
        guard digits.count > 4 || (digits.count == 4 && language == "en") else { return String(value) }
        let separator = language == "en" ? "," : language == "fr" ? "\u{202F}" : "."
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: separator)
    }

    /// A date as the language writes it: "9 March 2024", "9. März 2024", "9 mars 2024", "9 de marzo de 2024";
    /// a month alone as "March 2024", a year alone as "2024".
    public func date(_ date: PartialDate) -> String {
        guard let month = date.month, (1...12).contains(month) else { return String(date.year) }
        let monthName = calendarWords.months[month - 1]
        guard let day = date.day else {
            return language == "es" ? "\(monthName) de \(date.year)" : "\(monthName) \(date.year)"
        }
        switch language {
        case "de": return "\(day). \(monthName) \(date.year)"
        case "es": return "\(day) de \(monthName) de \(date.year)"
        default: return "\(day) \(monthName) \(date.year)"
        }
    }

    /// A concert's day with its weekday: "Saturday 9 March 2024", "Samstag, 9. März 2024", "samedi 9 mars 2024",
    /// "sábado, 9 de marzo de 2024"; without a day, `date`.
    public func day(_ date: PartialDate) -> String {
        guard let day = date.day, let month = date.month else { return self.date(date) }
        let weekday = calendarWords.weekdays[PartialDate.weekday(year: date.year, month: month, day: day)]
        switch language {
        case "de", "es": return "\(weekday), \(self.date(date))"
        default: return "\(weekday) \(self.date(date))"
        }
    }

    /// Every plain text, for templates (`{{t.key}}`) and the scripts.
    let texts: [String: String]

    /// `text` with each `{name}` replaced by `values[name]` (unknown names left as they are), in one pass.
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                result += value
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }
}
