import Foundation
import Testing
import Yams
@testable import Content
@testable import Model
@testable import Mustache
@testable import Rendering

/// The fast front matter reader must read exactly what Yams reads, or hand the text to Yams.
@Suite("Front matter YAML")
struct FrontMatterYAMLTests {
    /// The shapes front matter is written in: all read by the fast reader, all as Yams reads them.
    static let everyday: [String] = [
        "title: Kind of Blue\nartist: Miles Davis\nyear: 1959",
        "title: \"Quoted: with colon\"\nartist: 'It''s single'\n",
        "title: Café del Mar — vol. 2\nartist: Ólafur Arnalds\n",
        "tags: [jazz, modal, \"late night\"]\nrating: 5",
        "tags:\n  - jazz\n  - modal\n",
        "tags:\n- jazz\n- modal\nformat: LP\n",
        "tracks:\n  - { title: \"So What\", length: \"9:22\" }\n  - { title: Freddie Freeloader, length: \"9:46\" }\n",
        "tracks:\n  - title: So What\n    length: \"9:22\"\n    disc: 1\n  - Blue in Green\n",
        "# a comment\ntitle: A # trailing comment\n\nartist: B\n",
        "title: C# minor\nartist: Ensemble #5\n",
        "empty:\nnull_value: ~\nother: null\n",
        "sources:\n  musicbrainz:\n    enabled: false\n    base_url: http://127.0.0.1:8080/ws/2\n  itunes:\n    country: gb\n",
        "title: \"Escapes \\\" \\\\ \\/ \\t \\u00e9\"\n",
        "title: trailing spaces   \nartist:    leading spaces\n",
        "links:\n  - { title: Homepage, url: \"https://example.com/a?b=c#d\" }\n",
        "url: https://example.com/path:with:colons\n",
        "mbid: 4e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10\nreleased: 1959-08-17\n",
        "title: a:b\n",
        "lat: 56.7312\nlon: -5.8231\nodd: ?what\nodder: :colon\nlist: [-1, -2]\n",
        "list: []\nmap: {}\n",
        "tracks:\n  - { title: 'Single ''quoted''', number: A1 }\n",
        "a.b: dotted key\nsnake_case: x\nkebab-key: y\nwith space: z\n",
        "",
        "# only a comment\n",
    ]

    /// Not everyday YAML: the fast reader may hand these to Yams, but if it reads one, it must agree.
    static let unusual: [String] = [
        "title: &a Anchor\nartist: *a\n",
        "title: !!str 1959\n",
        "notes: |\n  line one\n  line two\n",
        "notes: >\n  folded\n  text\n",
        "title: plain\n  continued on the next line\n",
        "title: \"quoted\n  across lines\"\n",
        "tags: [a,\n  b]\n",
        "? complex key\n: value\n",
        "\"quoted key\": value\n",
        "title: one\ntitle: two\n",
        "---\ntitle: x\n",
        "title: x\n...\n",
        "%YAML 1.2\n---\ntitle: x\n",
        "- a\n- b\n",
        "just a scalar",
        "title:x\n",
        "title: a: b\n",
        "tags: [a, b,]\n",
        "tags: [a, [b, c]]\n",
        "tracks:\n  - - nested\n",
        "tracks:\n  -\n    title: x\n",
        "title: \"\\x41\"\n",
        "title: tab\there\n",
        "\ttitle: tabbed\n",
        "title: -5\n",
        "title: '@handle'\nother: `tick`\n",
        "map: {a: 1, a: 2}\n",
        "map: {a:1}\n",
        "title: x\n  bad: indent\n",
        "  indented: root\n",
        "title: \"unterminated\n",
        "title: [unclosed\n",
        "title: {unclosed: x\n",
        "title: x\u{0085}y\n",
        "title: bell\u{07}\n",
        "key with trailing: value:\n",
        "tracks:\n  - title: a\n     length: bad indent\n",
        "tracks:\n  - title: a\n   length: 1:00\n",
        "tracks:\n  - title: a\n  length: 1:00\n",
        "a:\n  b: 1\n c: 2\n",
        "a:\n    b: 1\n  c: 2\n",
        "artists: [?uestlove]\n",
        "tags: [:a]\n",
        "map: {k: ?x}\n",
        "map: {k: :x}\n",
        "tags: [a:?b]\n",
        "title: \"\\u+041\"\n",
        "title: \"\\u-041\"\n",
        "title: \"\\u 041\"\n",
        String(repeating: "k", count: 1100) + ": long key\n",
        "map: {" + String(repeating: "k", count: 1100) + ": v}\n",
        "tags: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n",
        "map: " + String(repeating: "{a: ", count: 3000) + "x" + String(repeating: "}", count: 3000) + "\n",
        (0..<3000).map { String(repeating: " ", count: $0) + "k\($0):\n" }.joined() + String(repeating: " ", count: 3000) + "end: x\n",
    ]

    @Test("Everyday front matter is read by the fast reader, exactly as Yams reads it", arguments: everyday)
    func everydayMatchesYams(_ yaml: String) throws {
        let fast = try #require(FrontMatterYAML.parse(yaml), "handed to Yams: \(yaml)")
        #expect(Self.describe(fast) == Self.describe(try Self.yams(yaml)))
    }

    @Test("Unusual YAML goes to Yams, or is read exactly as Yams reads it", arguments: unusual)
    func unusualAgreesOrDefers(_ yaml: String) throws {
        guard let fast = FrontMatterYAML.parse(yaml) else { return }
        let composed: YAMLNode??
        do { composed = .some(try Self.yams(yaml)) } catch { composed = nil }
        let yams = try #require(composed, "the fast reader accepted YAML that Yams rejects: \(yaml)")
        #expect(Self.describe(fast) == Self.describe(yams), "\(yaml)")
    }

    @Test("Mistakes still get Yams's message and line")
    func mistakesKeepYamsMessages() {
        let (reader, diagnostics) = FieldReader.parse(yaml: "title: one\ntitle: two\n", file: "content/albums/x.md", firstLine: 2)
        #expect(reader == nil)
        #expect(diagnostics.map(\.description) == ["content/albums/x.md:2: error: invalid YAML: key 'title' appears more than once"])
    }

    @Test("A common YAML mistake gets the file, the line and the fix after Yams's message", arguments: [
        ("title: Blue Lines: 2012 Mix\nartist: Massive Attack\n", #"content/albums/x.md:2: error: invalid YAML: mapping values are not allowed in this context; put the title in quotes: title: "Blue Lines: 2012 Mix""#),
        ("title: One\n\tartist: Someone\n", "content/albums/x.md:3: error: invalid YAML: found a tab character that violates indentation; use spaces, not tabs, to indent (line 3 has a tab at its start)"),
        ("title: One\n  artist: Someone\n", "content/albums/x.md:3: error: invalid YAML: mapping values are not allowed in this context; 'artist' is indented under 'title', which already has a value: start 'artist:' in the same column as 'title:'"),
        ("title: One\nmusicbrainz:\n    id: x\n  note: y\n", "content/albums/x.md:5: error: invalid YAML: did not find expected key; line 5 is indented 2 spaces and the line before it 4: keys of one mapping start in the same column"),
    ])
    func mistakesGetTheFix(_ yaml: String, _ expected: String) {
        let (reader, diagnostics) = FieldReader.parse(yaml: yaml, file: "content/albums/x.md", firstLine: 2)
        #expect(reader == nil)
        #expect(diagnostics.map(\.description) == [expected])
    }

    @Test("Every file of the demo archive reads the same through the fast reader as through Yams")
    func demoContentAgrees() throws {
        let content = repositoryRoot.appending(path: "content")
        let files = FileManager.default.enumerator(at: content, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { ["md", "yml"].contains($0.pathExtension) } ?? []
        #expect(files.count > 15)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let yaml = url.pathExtension == "yml" ? text : try #require(FrontMatter.split(text)).yaml
            // The demo is everyday front matter: the fast reader should read all of it.
            let fast = try #require(FrontMatterYAML.parse(yaml), "handed to Yams: \(url.lastPathComponent)")
            #expect(Self.describe(fast) == Self.describe(try Self.yams(yaml)), "\(url.lastPathComponent)")
        }
    }

    @Test("Front matter is split from the body at the fences", arguments: [
        ("---\ntitle: A\n---\nNotes.\n", "title: A", "Notes.\n"),
        ("---  \ntitle: A\n--- \t\nNotes.", "title: A", "Notes."),
        ("---\ntitle: A\n...\nNotes.", "title: A", "Notes."),
        ("---\n---\nOnly notes.", "", "Only notes."),
        ("---\ntitle: A\n---", "title: A", ""),
        ("---\na: 1\n\nb: 2\n---\n\n# Heading\n---\nmore", "a: 1\n\nb: 2", "\n# Heading\n---\nmore"),
        ("---\ntitle: Fjörd — “x”\n---\nÉté.", "title: Fjörd — “x”", "Été."),
    ])
    func split(text: String, yaml: String, body: String) throws {
        let split = try #require(FrontMatter.split(text))
        #expect(split.hasFrontMatter)
        #expect(split.yaml == yaml)
        #expect(split.body == body)
        #expect(split.yamlFirstLine == 2)
    }

    @Test("Text without an opening fence is all body; an opening fence never closed is an error")
    func splitEdges() {
        #expect(FrontMatter.split("Just notes.\n---\n")?.hasFrontMatter == false)
        #expect(FrontMatter.split("Just notes.\n---\n")?.body == "Just notes.\n---\n")
        #expect(FrontMatter.split("")?.hasFrontMatter == false)
        #expect(FrontMatter.split("...\ntitle: A\n...\n")?.hasFrontMatter == false)
        #expect(FrontMatter.split("---\ntitle: A\n") == nil)
        #expect(FrontMatter.split("---") == nil)
    }

    static func yams(_ yaml: String) throws -> YAMLNode? {
        var budget = YAMLAliasBudget(yaml: yaml)
        return try Yams.compose(yaml: yaml, FieldReader.resolver, .default, .utf8).map { try budget.node($0) }
    }

    /// Structure, text, quoting and the line of every node (a null's line is Yams's business).
    static func describe(_ node: YAMLNode?) -> String {
        guard let node else { return "none" }
        switch node.value {
        case .scalar(let scalar):
            let isNull = scalar.isPlain && ["", "~", "null"].contains(scalar.string)
            return (scalar.isPlain ? "p" : "q") + "\(scalar.string.debugDescription)" + (isNull ? "" : "@\(node.line ?? 0)")
        case .sequence(let items):
            return "[@\(node.line ?? 0) " + items.map(describe).joined(separator: ", ") + "]"
        case .mapping(let pairs):
            return "{@\(node.line ?? 0) " + pairs.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
