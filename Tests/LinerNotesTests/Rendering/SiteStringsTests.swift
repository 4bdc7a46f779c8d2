import Foundation
import Testing
@testable import Basics
@testable import Import
@testable import Model
@testable import Rendering

/// The site's own language: the theme's words from a strings table per language, overridable by the site.
@Suite("The site's language")
struct SiteStringsTests {
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.components(separatedBy: "{").dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
    }

    @Test("German, French and Spanish have every English string, with the same {placeholders}", arguments: ["de", "fr", "es"])
    func complete(language: String) throws {
        let english = try SiteStrings.parse(DefaultTheme.stringFiles(in: DefaultTheme.files)["en"]!, file: "en.yml")
        let other = try SiteStrings.parse(try #require(DefaultTheme.stringFiles(in: DefaultTheme.files)[language]), file: "\(language).yml")
        #expect(Set(other.keys) == Set(english.keys), "\(Set(english.keys).symmetricDifference(other.keys).sorted())")
        for (key, phrase) in english {
            func texts(_ phrase: Phrase?) -> [String] {
                switch phrase {
                case .text(let text)?: [text]
                case .counted(let one, let other)?: [one, other]
                case nil: []
                }
            }
            let wanted = texts(phrase).map(Self.placeholders).reduce(Set<String>()) { $0.union($1) }.subtracting(["n"])
            let found = texts(other[key]).map(Self.placeholders).reduce(Set<String>()) { $0.union($1) }.subtracting(["n"])
            #expect(found == wanted, "\(language).yml '\(key)' fills \(found.sorted()), English \(wanted.sorted())")
            if case .counted = phrase { #expect({ if case .counted = other[key] { true } else { false } }(), "\(key) must be counted in \(language)") }
        }
    }

    /// Every key the default theme's templates (`{{t.key}}`) and the Swift code (`text("key")`, `counted("key", …)`, either
    /// side of a `?:`) ask for, and the keys made from a prefix: `role_` for every credit role, `release_type_` for every
    /// shelf, `nav_` for every section of the navigation.
    static func keysAsked() throws -> Set<String> {
        var asked = Set<String>()
        let template = try NSRegularExpression(pattern: #"\{\{[#^/]?t\.([a-z0-9_]+)\}\}"#)
        for (name, data) in DefaultTheme.files where name.hasSuffix(".mustache") {
            let text = String(decoding: data, as: UTF8.self)
            for match in template.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                asked.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let call = try NSRegularExpression(pattern: #"(?:text|counted)\(\s*(?:[^()"]*\?\s*)?"([a-z0-9_]+)"(?:\s*:\s*"([a-z0-9_]+)")?"#)
        let sources = repositoryRoot.appending(path: "Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            guard text.contains("strings") || text.contains("SiteStrings") else { continue }
            for match in call.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for group in 1...2 {
                    if let range = Range(match.range(at: group), in: text), text[range].contains("_"), !text[range].hasSuffix("_") { asked.insert(String(text[range])) }
                }
            }
        }
        for role in CreditRole.allCases { asked.insert("role_" + PeopleIndex.keyName(role)) }
        for shelf in Shelf.allCases { asked.insert(NewReleasesPage.typeKey(shelf)) }
        return asked
    }

    @Test("Every string a template or a view asks for is in the tables of all four languages, role_* for every role included",
          arguments: ["en", "de", "fr", "es"])
    func everyKeyAsked(language: String) throws {
        let table = try SiteStrings.parse(try #require(DefaultTheme.stringFiles(in: DefaultTheme.files)[language]), file: "\(language).yml")
        let asked = try Self.keysAsked()
        #expect(asked.count > 150, "\(asked.count) keys found: the scan has stopped finding them")
        #expect(asked.contains("track_list_partial") && asked.contains("role_producer") && asked.contains("fact_plays_from"))
        let missing = asked.subtracting(table.keys).sorted()
        #expect(missing.isEmpty, "\(language).yml lacks \(missing)")
    }

    @Test("A short track list's note and the plays' source are in the site's language, not English")
    func noEnglishSentences() throws {
        let german = try SiteStrings(language: "de", defaultFiles: DefaultTheme.stringFiles(in: DefaultTheme.files), siteFiles: [:], overrides: [:])
        var album = Album(slug: "a", title: "A", artist: "B", tracks: [])
        album.enrichment.tracks = [Track(title: "Eins"), Track(title: "Zwei")]
        album.enrichment.trackSource = .itunes
        album.enrichment.trackTotal = 13
        #expect(AlbumView.partialNote(album, german) == "iTunes führt 2 seiner 13 Titel auf")
        #expect(AlbumView.partialNote(album, .english) == "iTunes lists 2 of its 13 tracks")
        album.enrichment.trackTotal = 2
        #expect(AlbumView.partialNote(album, german) == nil)
    }

    @Test("Counted words follow each language's rule; numbers and dates are written as the language writes them")
    func rules() throws {
        let load = { (language: String) in try SiteStrings(language: language, defaultFiles: DefaultTheme.stringFiles(in: DefaultTheme.files), siteFiles: [:], overrides: [:]) }
        let en = try load("en"), de = try load("de-AT"), fr = try load("fr"), es = try load("es")
        #expect(en.counted("n_albums", 1) == "1 album")
        #expect(en.counted("n_albums", 10_000) == "10,000 albums")
        #expect(fr.counted("n_albums", 0) == "0 album")
        #expect(fr.counted("n_albums", 2) == "2 albums")
        #expect(fr.number(10_000) == "10\u{202F}000")
        #expect(de.counted("n_albums", 1) == "1 Album")
        #expect(de.number(10_000) == "10.000")
        #expect(es.counted("n_tracks", 3) == "3 canciones")
        let day = try #require(PartialDate("2024-03-09"))
        #expect(en.date(day) == "9 March 2024")
        #expect(de.date(day) == "9. März 2024")
        #expect(fr.date(day) == "9 mars 2024")
        #expect(es.date(day) == "9 de marzo de 2024")
        #expect(en.date(try #require(PartialDate("2024-03"))) == "March 2024")
        #expect(en.date(try #require(PartialDate("2024"))) == "2024")
        #expect(en.day(day) == "Saturday 9 March 2024")
        #expect(de.day(day).hasPrefix("Samstag"))
    }

    @Test("language: de gives a German site: navigation, headings, counts, dates, covers' descriptions, concerts' names, the scripts' words")
    func germanSite() async throws {
        let site = try TemporarySite(siteYAML: "title: Plattenregal\nlanguage: de\nbase_url: https://example.org/\n")
        defer { site.remove() }
        try site.write("covers/a.png", TestImage.png(width: 300, height: 300))
        try site.album("a", title: "Erste", artist: "Band", extra: "year: 1994\nacquired: 2024-03-09\nformat: Vinyl\ncover: ../../covers/a.png\n")
        try site.album("b", title: "Zweite", artist: "Band", extra: "year: 2001\n")
        try site.write("content/concerts/show.md", "---\ndate: 2024-03-09\nvenue: Halle\nartists: [Band, Vorband]\n---\n")
        try await site.build()
        let home = try site.read("index.html")
        #expect(home.contains("<html lang=\"de\">"))
        #expect(home.contains(">Alben</a></li>"))
        #expect(home.contains(">Künstler</a></li>"))
        #expect(home.contains(">Zum Inhalt springen</a>"))
        #expect(home.contains("placeholder=\"Alben, Künstler, Titel\""))
        #expect(home.contains("<p class=\"counts\">2 Alben · 2 Künstler</p>"))  // the support act has a page too
        #expect(!home.contains(">Albums</a></li>"))
        // Covers are described in German, with or without an image, on the pages and for link previews.
        #expect(home.contains("alt=\"Cover von Erste von Band\""))
        #expect(home.contains("aria-label=\"Kein Cover für Zweite von Band\""))
        #expect(!home.contains("Cover of") && !home.contains("No cover image"))
        #expect(try site.read("albums/a/index.html").contains("<meta property=\"og:image:alt\" content=\"Cover von Erste von Band\">"))
        let concerts = try site.read("concerts/index.html")
        #expect(concerts.contains("<h1>Konzerte</h1>"))
        #expect(concerts.contains("Samstag, 9. März 2024"))
        // The concert's name everywhere it is used: the list, its page's title and JSON-LD, its calendar file, the search.
        #expect(concerts.contains("Band mit Vorband") && !concerts.contains(" with "))
        let concert = try site.read("concerts/show/index.html")
        #expect(concert.contains("<title>Band mit Vorband in Halle · Plattenregal</title>"))
        #expect(concert.contains("\"name\":\"Band mit Vorband\""))
        #expect(try site.read("concerts/show/show.ics").contains("SUMMARY:Band mit Vorband\r\n"))
        #expect(try site.read("assets/search/vo.js").contains("\"n\":\"Band mit Vorband\""))
        #expect(try site.read("stats/index.html").contains("Alben pro Jahrzehnt"))
        #expect(try site.read("albums/index.html").contains("<option value=\"year\">Jahr, neueste zuerst</option>"))
        #expect(try site.read("404.html").contains("<h1>Seite nicht gefunden</h1>"))
        let script = try site.read("assets/strings.js")
        #expect(script.contains("\"quiz_right\":\"Richtig!\""))
        #expect(script.contains("\"language\":\"de\""))
    }

    @Test("A site overrides any string in site.yml or Templates/strings/<language>.yml; an unknown key is an error naming the file")
    func overrides() async throws {
        let site = try TemporarySite(siteYAML: "title: Shelf\nlanguage: de\nstrings:\n  nav_albums: Platten\n  n_albums: {one: \"1 Platte\", other: \"{n} Platten\"}\n")
        defer { site.remove() }
        try site.album("a", title: "Erste", artist: "Band")
        try site.write("Templates/strings/de.yml", "recently_added: Neu im Regal\n")
        try await site.build()
        let home = try site.read("index.html")
        #expect(home.contains(">Platten</a></li>"))
        #expect(home.contains(">Neu im Regal</h2>"))
        #expect(home.contains("1 Platte · 1 Künstler"))
        #expect(home.contains(">Künstler</a></li>"))  // the rest stays German

        try site.write("Templates/strings/de.yml", "recently_addded: Neu\n")
        do {
            try await site.build()
            Issue.record("an unknown string must stop the build")
        } catch {
            let text = "\(error)"
            #expect(text.contains("Templates/strings/de.yml: error: 'recently_addded' is not one of the theme's strings; did you mean 'recently_added'?"), "\(text)")
        }
    }

    @Test("assets/strings.js carries the words the theme's scripts name, a site's own script's included, and no others")
    func scriptWordsOnly() async throws {
        let site = try TemporarySite(siteYAML: "title: Shelf\nlanguage: de\n")
        defer { site.remove() }
        try site.album("a", title: "Erste", artist: "Band")
        try await site.build()
        var script = try site.read("assets/strings.js")
        // The quiz's and the player's words, in German; the headings only templates use are not sent to every page.
        #expect(script.contains("\"quiz_right\":\"Richtig!\""))
        #expect(script.contains("\"player_play\":"))
        #expect(script.contains("\"n_albums\":[\"1 Album\""))
        #expect(!script.contains("recently_added") && !script.contains("stats_empty"))
        #expect(script.utf8.count < 8_000, "strings.js is \(script.utf8.count) bytes")

        // A script of the site's own that names a word gets it.
        try site.write("Templates/extra.js", "document.title = window.linernotesStrings.t('recently_added');\n")
        try await site.build()
        script = try site.read("assets/strings.js")
        #expect(script.contains("\"recently_added\":\"Zuletzt hinzugefügt\""), "\(script.prefix(400))")
    }

    @Test("A string table is read as every file an owner writes: a mistake names its line and the likely fix, an alias bomb is refused")
    func ownersTableMistakes() throws {
        let tab = Data("nav_albums: Records\nn_albums:\n\tone: one record\n".utf8)
        #expect {
            try SiteStrings.parse(tab, file: "Templates/strings/en.yml")
        } throws: { error in
            "\(error)".hasPrefix("Templates/strings/en.yml:3") && "\(error)".contains("tab")
        }
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { bomb += "l\(level): &l\(level) [" + Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 9).joined(separator: ", ") + "]\n" }
        #expect(throws: SiteStrings.LoadError.self) { try SiteStrings.parse(Data(bomb.utf8), file: "Templates/strings/en.yml") }
        let fine = try SiteStrings.parse(Data("nav_albums: Records\nn_albums: {one: \"{n} record\", other: \"{n} records\"}\n".utf8), file: "en.yml")
        #expect(fine.count == 2)
        let wrong = Data("nav_albums: Records\nnav_artists: [a, b]\n".utf8)
        #expect { try SiteStrings.parse(wrong, file: "en.yml") } throws: { error in "\(error)".hasPrefix("en.yml:2: error: 'nav_artists' must be a text") }
    }
}
