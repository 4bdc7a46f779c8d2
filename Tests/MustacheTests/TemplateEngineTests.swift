import Testing
@testable import Mustache

/// One rendering example: a template (named `page`), the data it is rendered with, the other templates of the
/// library (partials and parents), and the exact expected output.
struct RenderCase: Sendable, CustomTestStringConvertible {
    let label: String
    let template: String
    let data: TemplateValue
    let partials: [String: String]
    let expected: String

    init(_ label: String, template: String, data: TemplateValue = [:], partials: [String: String] = [:], expected: String) {
        self.label = label
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = expected
    }

    var testDescription: String { label }
}

/// Renders `template` as the library's `page` template.
private func render(_ template: String, _ data: TemplateValue = [:], partials: [String: String] = [:]) throws -> String {
    var templates = partials
    templates["page"] = template
    return try TemplateLibrary(templates: templates).render("page", data)
}

private func check(_ example: RenderCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let output = try render(example.template, example.data, partials: example.partials)
    #expect(output == example.expected, "template: \(String(reflecting: example.template))", sourceLocation: sourceLocation)
}

/// Builds a library and renders `page`, so a syntax error is caught whether it is found when the library is made or
/// when the template is first rendered.
private func buildAndRender(_ templates: [String: String]) throws -> String {
    try TemplateLibrary(templates: templates).render("page", [:])
}

/// Behaviour follows the Mustache specification (interpolation, sections, inverted, comments, delimiters, partials,
/// and the optional inheritance module), with the project's own examples.
@Suite("Template engine")
struct TemplateEngineTests {
    // MARK: - Interpolation

    static let interpolation: [RenderCase] = [
        RenderCase("Text without tags is copied unchanged", template: "Side {A}, side }B{\n", expected: "Side {A}, side }B{\n"),
        RenderCase("A name is replaced by its value", template: "Now playing: {{track}}.", data: ["track": "Heroes"], expected: "Now playing: Heroes."),
        RenderCase("Integers interpolate, zero and negatives too", template: "{{plays}}/{{{skips}}}/{{&offset}}", data: ["plays": 1984, "skips": 0, "offset": -12], expected: "1984/0/-12"),
        RenderCase("A missing name renders empty in all three forms", template: "<{{nowhere}}|{{{nowhere}}}|{{&nowhere}}>", expected: "<||>"),
        RenderCase("A null value renders empty", template: "[{{gap}}]", data: ["gap": .null], expected: "[]"),
        RenderCase("Whitespace around a tag is kept", template: "( {{track}} {{{track}}} {{&track}} )", data: ["track": "x"], expected: "( x x x )"),
        RenderCase("Whitespace inside the tag is ignored", template: "|{{ track }}|{{{ track }}}|{{& track }}|", data: ["track": "y"], expected: "|y|y|y|"),
        RenderCase("An interpolation alone on a line is never standalone", template: "   {{track}}\n  {{{track}}}\n {{&track}}\n", data: ["track": "z"], expected: "   z\n  z\n z\n"),
        RenderCase("Values are escaped once, not re-escaped or re-parsed", template: "{{note}}", data: ["note": "&amp; {{track}}"], expected: "&amp;amp; {{track}}"),
    ]

    @Test("Interpolation", arguments: interpolation)
    func interpolationCases(_ example: RenderCase) throws { try check(example) }

    @Test("All five HTML characters are escaped by {{x}}")
    func escapesFiveCharacters() throws {
        let data: TemplateValue = ["title": "Simon & Garfunkel's \"<Bookends>\""]
        #expect(try render("{{title}}", data) == "Simon &amp; Garfunkel&#39;s &quot;&lt;Bookends&gt;&quot;")
        #expect(try render("{{#title}}{{.}}{{/title}}", data) == "Simon &amp; Garfunkel&#39;s &quot;&lt;Bookends&gt;&quot;")
    }

    @Test("{{{x}}} and {{& x}} do not escape")
    func unescapedForms() throws {
        let data: TemplateValue = ["html": "<em>Tom & Jerry's \"show\"</em>"]
        #expect(try render("{{{html}}}", data) == "<em>Tom & Jerry's \"show\"</em>")
        #expect(try render("{{&html}}", data) == "<em>Tom & Jerry's \"show\"</em>")
        #expect(try render("{{& html}}", data) == "<em>Tom & Jerry's \"show\"</em>")
        #expect(try render("{{#html}}{{{.}}}{{/html}}", data) == "<em>Tom & Jerry's \"show\"</em>")
    }

    // MARK: - Dotted names

    static let dottedNames: [RenderCase] = [
        RenderCase("A dotted name is shorthand for nested sections", template: "{{album.title}} = {{#album}}{{title}}{{/album}} = {{{album.title}}} = {{&album.title}}", data: ["album": ["title": "Low"]], expected: "Low = Low = Low = Low"),
        RenderCase("Dotted names reach any depth", template: "{{w.x.y.z.label}}", data: ["w": ["x": ["y": ["z": ["label": "deep"]]]]], expected: "deep"),
        RenderCase("A broken chain renders empty", template: "[{{album.artist.name}}]", data: ["album": [:]], expected: "[]"),
        RenderCase("Later parts do not fall back to outer contexts", template: "[{{release.label.country.code}}]", data: ["release": ["label": [:]], "country": ["code": "UK"]], expected: "[]"),
        RenderCase("The first part is looked up the context stack", template: "{{#artist}}{{band.name}}{{/artist}}|{{#other}}{{band.name}}{{/other}}", data: ["artist": ["band": ["name": "inner"]], "band": ["name": "outer"], "other": ["x": 1]], expected: "inner|outer"),
        RenderCase("A first part found nearby blocks outer matches for the rest", template: "[{{#disc}}{{side.label}}{{/disc}}]", data: ["disc": ["side": [:]], "side": ["label": "leaked"]], expected: "[]"),
        RenderCase("Dotted names work as section names", template: "{{#a.b.on}}yes{{/a.b.on}}{{#a.b.off}}no{{/a.b.off}}{{#a.x.on}}no{{/a.x.on}}", data: ["a": ["b": ["on": true, "off": false]]], expected: "yes"),
        RenderCase("A leading dot looks only in the current context", template: "{{#empty}}[{{.name}}]{{/empty}}{{#full}}[{{.name}}]{{/full}}", data: ["empty": ["x": 1], "full": ["name": "here"], "name": "outer"], expected: "[][here]"),
    ]

    @Test("Dotted names", arguments: dottedNames)
    func dottedNameCases(_ example: RenderCase) throws { try check(example) }

    // MARK: - Sections

    @Test("Falsy values hide a section", arguments: [
        ("false", TemplateValue.bool(false)), ("null", .null), ("empty list", .list([])), ("empty string", .string("")), ("zero", .int(0)),
    ])
    func falsySections(_ name: String, _ value: TemplateValue) throws {
        #expect(try render("<{{#flag}}shown{{/flag}}>", ["flag": value]) == "<>", "\(name)")
        #expect(try render("<{{^flag}}shown{{/flag}}>", ["flag": value]) == "<shown>", "\(name)")
    }

    @Test("A missing name hides a section and shows an inverted one")
    func missingSection() throws {
        #expect(try render("[{{#nowhere}}shown{{/nowhere}}]") == "[]")
        #expect(try render("[{{^nowhere}}shown{{/nowhere}}]") == "[shown]")
    }

    static let sections: [RenderCase] = [
        RenderCase("true renders the section once", template: "<{{#on}}shown{{/on}}>", data: ["on": true], expected: "<shown>"),
        RenderCase("An object is pushed as the context", template: "{{#album}}{{title}} ({{year}}){{/album}}", data: ["album": ["title": "Remain in Light", "year": 1980]], expected: "Remain in Light (1980)"),
        RenderCase("A string renders once and is the context", template: "{{#mood}}[{{.}}|{{mood}}]{{/mood}}", data: ["mood": "calm"], expected: "[calm|calm]"),
        RenderCase("A non-zero integer renders once and is the context", template: "{{#count}}{{.}} left{{/count}}", data: ["count": 3], expected: "3 left"),
        RenderCase("A list renders once per item", template: "{{#tracks}}{{n}}:{{title}};{{/tracks}}", data: ["tracks": [["n": 1, "title": "A"], ["n": 2, "title": "B"], ["n": 3, "title": "C"]]], expected: "1:A;2:B;3:C;"),
        RenderCase("The implicit iterator renders strings and integers", template: "{{#tags}}<{{.}}>{{/tags}} {{#years}}({{.}}){{/years}}", data: ["tags": ["jazz", "dub"], "years": [1971, 1972]], expected: "<jazz><dub> (1971)(1972)"),
        RenderCase("Nested lists iterate with {{#.}}", template: "{{#rows}}({{#.}}{{.}}{{/.}}){{/rows}}", data: ["rows": [[1, 2, 3], ["x", "y"]]], expected: "(123)(xy)"),
        RenderCase("Names missing from the section's object are found further out", template: "{{#release}}{{artist}}, {{label}}, {{meta.year}}{{/release}}", data: ["artist": "Nico", "label": "outer", "release": ["label": "Verve"], "meta": ["year": 1967]], expected: "Nico, Verve, 1967"),
        RenderCase("Every level of nested lists is on the stack", template: "{{#discs}}{{#sides}}{{disc.lower}}{{side}}.{{#cuts}}{{disc.upper}}{{side}}{{cut}}.{{/cuts}}{{/sides}}{{/discs}}",
                   data: ["discs": [["disc": ["upper": "B", "lower": "b"], "sides": [["side": "2", "cuts": [["cut": "p"], ["cut": "q"]]]]]]], expected: "b2.B2p.B2q."),
        RenderCase("Inner contexts shadow outer ones, and the outer value returns after the section", template: "{{x}}{{#inner}}{{x}}{{#deeper}}{{x}}{{y}}{{/deeper}}{{/inner}}{{x}}",
                   data: ["x": "out", "inner": ["x": "in", "deeper": ["y": "Y"]]], expected: "outininYout"),
        RenderCase("Nested sections on the same true value", template: "| A {{#on}}B {{#on}}C{{/on}} D{{/on}} E |", data: ["on": true], expected: "| A B C D E |"),
        RenderCase("Nested sections on the same false value", template: "| A {{#on}}B {{#on}}C{{/on}} D{{/on}} E |", data: ["on": false], expected: "| A  E |"),
        RenderCase("Whitespace around and inside inline sections is kept", template: " | {{#on}}\t|\t{{/on}} | \n {{#on}}YES{{/on}}\n", data: ["on": true], expected: " | \t|\t | \n YES\n"),
        RenderCase("Whitespace inside section tags is ignored", template: "|{{# on }}={{/ on }}|", data: ["on": true], expected: "|=|"),
    ]

    @Test("Sections", arguments: sections)
    func sectionCases(_ example: RenderCase) throws { try check(example) }

    // MARK: - Inverted sections

    static let inverted: [RenderCase] = [
        RenderCase("true hides an inverted section", template: "<{{^on}}hidden{{/on}}>", data: ["on": true], expected: "<>"),
        RenderCase("A non-empty string hides an inverted section", template: "<{{^who}}nobody{{/who}}>", data: ["who": "Ann"], expected: "<>"),
        RenderCase("An object hides an inverted section", template: "<{{^album}}none{{/album}}>", data: ["album": ["title": "X"]], expected: "<>"),
        RenderCase("A non-empty list hides an inverted section, rendering nothing", template: "<{{^tracks}}{{n}}{{/tracks}}>", data: ["tracks": [["n": 1], ["n": 2]]], expected: "<>"),
        RenderCase("A section and its inverse cover both cases", template: "{{#tags}}{{.}},{{/tags}}{{^tags}}untagged{{/tags}}|{{#none}}{{.}},{{/none}}{{^none}}untagged{{/none}}", data: ["tags": ["a", "b"], "none": []], expected: "a,b,|untagged"),
        RenderCase("Nested inverted sections on a false value", template: "| A {{^off}}B {{^off}}C{{/off}} D{{/off}} E |", data: ["off": false], expected: "| A B C D E |"),
        RenderCase("Nested inverted sections on a true value", template: "| A {{^off}}B {{^off}}C{{/off}} D{{/off}} E |", data: ["off": true], expected: "| A  E |"),
        RenderCase("Whitespace in inverted sections is kept, in-tag padding ignored", template: " | {{^ off }}\t|\t{{/ off }} | \n", data: ["off": false], expected: " | \t|\t | \n"),
    ]

    @Test("Inverted sections", arguments: inverted)
    func invertedCases(_ example: RenderCase) throws { try check(example) }

    // MARK: - Standalone lines

    static let standalone: [RenderCase] = [
        RenderCase("Standalone section lines are removed", template: "Begin\n{{#on}}\nmiddle\n{{/on}}\nEnd\n", data: ["on": true], expected: "Begin\nmiddle\nEnd\n"),
        RenderCase("Indented standalone lines are removed with their indentation", template: "Begin\n   {{#on}}\nmiddle\n\t{{/on}}\nEnd\n", data: ["on": true], expected: "Begin\nmiddle\nEnd\n"),
        RenderCase("Standalone inverted lines are removed", template: "Begin\n  {{^off}}\nmiddle\n  {{/off}}\nEnd\n", data: ["off": false], expected: "Begin\nmiddle\nEnd\n"),
        RenderCase("Standalone lines inside a list repeat without blank lines", template: "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n", data: ["items": ["a", "b"]], expected: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"),
        RenderCase("\\r\\n ends a standalone line", template: "a\r\n{{#on}}\r\n{{/on}}\r\nb", data: ["on": true], expected: "a\r\nb"),
        RenderCase("\\r\\n text lines are kept as they are", template: "a\r\n{{#on}}\r\n{{x}}\r\n{{/on}}\r\nb\r\n", data: ["on": true, "x": "1"], expected: "a\r\n1\r\nb\r\n"),
        RenderCase("A standalone tag on the first line", template: "  {{#on}}\n*{{/on}}\n-", data: ["on": true], expected: "*\n-"),
        RenderCase("A standalone tag on the last line without a newline", template: "*{{#on}}\n-\n  {{/on}}", data: ["on": true], expected: "*\n-\n"),
        RenderCase("A tag sharing its line with text is not standalone", template: "  {{#on}}x\n{{/on}}\n", data: ["on": true], expected: "  x\n"),
    ]

    @Test("Standalone lines", arguments: standalone)
    func standaloneCases(_ example: RenderCase) throws { try check(example) }

    // MARK: - Comments

    static let comments: [RenderCase] = [
        RenderCase("An inline comment is removed", template: "side A{{! remastered? }}side B", expected: "side Aside B"),
        RenderCase("A comment may span lines", template: "one{{!\n  spans\n  three lines\n}}two\n", expected: "onetwo\n"),
        RenderCase("A standalone comment line is removed", template: "Top\n{{! remark }}\nBottom\n", expected: "Top\nBottom\n"),
        RenderCase("An indented standalone comment line is removed", template: "Top\n\t  {{! remark }}\nBottom\n", expected: "Top\nBottom\n"),
        RenderCase("A standalone comment with \\r\\n", template: "Top\r\n{{! remark }}\r\nBottom", expected: "Top\r\nBottom"),
        RenderCase("A standalone comment on the first line", template: "   {{! first }}\nrest", expected: "rest"),
        RenderCase("A standalone comment on the last line without a newline", template: "rest\n   {{! last }}", expected: "rest\n"),
        RenderCase("A standalone multi-line comment is removed", template: "Top\n{{!\nabout this\n}}\nBottom\n", expected: "Top\nBottom\n"),
        RenderCase("An indented standalone multi-line comment is removed", template: "Top\n  {{!\n    about this\n  }}\nBottom\n", expected: "Top\nBottom\n"),
        RenderCase("A comment after text keeps the surrounding whitespace", template: "  ab {{! c }}\nx {{! y }} z", expected: "  ab \nx  z"),
    ]

    @Test("Comments", arguments: comments)
    func commentCases(_ example: RenderCase) throws { try check(example) }

    // MARK: - Set delimiters

    static let delimiters: [RenderCase] = [
        RenderCase("New delimiters take effect after the tag", template: "{{=<% %>=}}(<%track%>)", data: ["track": "Atlas"], expected: "(Atlas)"),
        RenderCase("Old delimiters become plain text", template: "{{=<% %>=}}{{track}} <%track%>", data: ["track": "A"], expected: "{{track}} A"),
        RenderCase("Regex-special characters are valid delimiters", template: "({{=[ ]=}}[track])", data: ["track": "ok"], expected: "(ok)"),
        RenderCase("Padding in a delimiter tag is ignored", template: "|{{= @   @ =}}|@track@|", data: ["track": "t"], expected: "||t|"),
        RenderCase("New delimiters work for every tag kind", template: "{{=<< >>=}}<<#on>>yes<</on>><<^on>>no<</on>><<! gone >><<&html>>", data: ["on": true, "html": "<b>"], expected: "yes<b>"),
        RenderCase("Delimiters set before sections apply inside them",
                   template: "(\n{{#on}}\n  {{word}}\n  |word|\n{{/on}}\n{{=| |=}}\n|#on|\n  {{word}}\n  |word|\n|/on|\n)\n",
                   data: ["on": true, "word": "hit"], expected: "(\n  hit\n  |word|\n  {{word}}\n  hit\n)\n"),
        RenderCase("Delimiters set inside a section persist after it", template: "{{#on}}{{=<% %>=}}<%word%><%/on%> <%word%> {{word}}", data: ["on": true, "word": "w"], expected: "w w {{word}}"),
        RenderCase("A partial does not inherit the caller's delimiters", template: "[{{>inc}}]\n{{=| |=}}\n[|>inc|]\n", data: ["v": "yes"], partials: ["inc": ".{{v}}."], expected: "[.yes.]\n[.yes.]\n"),
        RenderCase("Delimiters set in a partial do not leak to the caller", template: "[{{>inc}}]\n[{{v}} |v|]\n", data: ["v": "yes"], partials: ["inc": ".{{v}}. {{=| |=}} .|v|."], expected: "[.yes.  .yes.]\n[yes |v|]\n"),
        RenderCase("A delimiter tag in a line keeps the surrounding whitespace", template: "< {{=@ @=}} >\n x @={{ }}=@\n", expected: "<  >\n x \n"),
        RenderCase("A standalone delimiter line is removed", template: "A\n{{=@ @=}}\nB\n  @={{ }}=@\nC\n", expected: "A\nB\nC\n"),
        RenderCase("A standalone delimiter line with \\r\\n", template: "A\r\n{{= @ @ =}}\r\nB", expected: "A\r\nB"),
        RenderCase("A standalone delimiter tag on the first and last line", template: "  {{=@ @=}}\n=\n  @=| |=@", expected: "=\n"),
    ]

    @Test("Set delimiters", arguments: delimiters)
    func delimiterCases(_ example: RenderCase) throws { try check(example) }

    // MARK: - Partials

    static let partials: [RenderCase] = [
        RenderCase("A partial is expanded in place", template: "«{{>credit}}»", partials: ["credit": "from a partial"], expected: "«from a partial»"),
        RenderCase("A missing partial renders empty", template: "«{{>ghost}}»", expected: "«»"),
        RenderCase("A missing standalone partial removes its line", template: "a\n  {{>ghost}}\nb\n", expected: "a\nb\n"),
        RenderCase("A partial renders with the caller's context", template: "{{#tracks}}{{>row}}{{/tracks}}", data: ["tracks": [["title": "A&B"], ["title": "C"]], "sep": ";"], partials: ["row": "<{{title}}>{{sep}}"], expected: "<A&amp;B>;<C>;"),
        RenderCase("Padding in a partial tag is ignored", template: "|{{> pair }}|{{>pair}}|", partials: ["pair": "[]"], expected: "|[]|[]|"),
        RenderCase("Whitespace around an inline partial is kept", template: "| {{>p}} |", partials: ["p": "\t|\t"], expected: "| \t|\t |"),
        RenderCase("An inline partial is not indented", template: "  {{v}}  {{> p}}\n", data: ["v": "|"], partials: ["p": ">\n>"], expected: "  |  >\n>\n"),
        RenderCase("A standalone partial with \\r\\n", template: "|\r\n{{>p}}\r\n|", partials: ["p": ">"], expected: "|\r\n>|"),
        RenderCase("A standalone partial on the first line is indented", template: "  {{>p}}\n>", partials: ["p": ">\n>"], expected: "  >\n  >>"),
        RenderCase("A standalone partial on the last line is indented", template: ">\n  {{>p}}", partials: ["p": ">\n>"], expected: ">\n  >\n  >"),
        RenderCase("A standalone partial indents its template lines, not interpolated data",
                   template: "<ul>\n  {{>item}}\n</ul>\n", data: ["text": "one\ntwo"], partials: ["item": "<li>\n{{{text}}}|{{{text}}}\n</li>\n"],
                   expected: "<ul>\n  <li>\n  one\ntwo|one\ntwo\n  </li>\n</ul>\n"),
        RenderCase("Indentation of nested standalone partials adds up", template: "  {{>outer}}\nend\n", partials: ["outer": "o\n  {{>inner}}\n", "inner": "i1\ni2\n"], expected: "  o\n    i1\n    i2\nend\n"),
    ]

    @Test("Partials", arguments: partials)
    func partialCases(_ example: RenderCase) throws { try check(example) }

    @Test("A recursive partial stops when the data runs out")
    func recursivePartial() throws {
        let tree: TemplateValue = [
            "name": "root",
            "kids": [
                ["name": "a", "kids": [["name": "a1", "kids": []]]],
                ["name": "b", "kids": []],
            ],
        ]
        #expect(try render("{{>node}}", tree, partials: ["node": "{{name}}{{#kids}}[{{>node}}]{{/kids}}"]) == "root[a[a1]][b]")
    }

    // MARK: - Inheritance

    static let inheritance: [RenderCase] = [
        RenderCase("A block renders its default when nothing overrides it", template: "{{$heading}}Untitled{{/heading}}\n", expected: "Untitled\n"),
        RenderCase("Default content renders variables and sections", template: "{{$by}}by {{{who}}}{{#extra}}, {{note}}{{/extra}}{{^missing}}!{{/missing}}{{/by}}", data: ["who": "<Ann>", "extra": ["note": "live"]], expected: "by <Ann>, live!"),
        RenderCase("Data inside a block is not parsed as a template", template: "{{$b}}{{#x}}{{y}}{{/x}}{{/b}}", data: ["x": ["y": "{{boom}}"]], expected: "{{boom}}"),
        RenderCase("A parent without overrides renders its defaults", template: "{{<base}}{{/base}}", partials: ["base": "{{$b}}base default{{/b}}"], expected: "base default"),
        RenderCase("An override replaces the parent's default", template: "{{<base}}{{$title}}Mine{{/title}}{{/base}}", partials: ["base": "<h1>{{$title}}Theirs{{/title}}</h1>"], expected: "<h1>Mine</h1>"),
        RenderCase("Data with the block's name changes nothing", template: "{{<base}}{{$title}}from template{{/title}}{{/base}}|{{<base}}{{/base}}", data: ["title": "from data"], partials: ["base": "{{$title}}from base{{/title}}"], expected: "from template|from base"),
        RenderCase("Each use of a parent takes its own overrides", template: "{{<base}}{{$b}}one{{/b}}{{/base}} {{<base}}{{$b}}two{{/b}}{{/base}}", partials: ["base": "[{{$b}}?{{/b}}{{$c}}.{{/c}}]"], expected: "[one.] [two.]"),
        RenderCase("Overriding one block leaves the others' defaults", template: "{{<base}}{{$second}}2!{{/second}}{{/base}}", partials: ["base": "{{$first}}1{{/first}}, {{$second}}2{{/second}}"], expected: "1, 2!"),
        RenderCase("A parent used as a partial renders its defaults", template: "{{>base}}|{{<base}}{{/base}}", partials: ["base": "{{$b}}default{{/b}}"], expected: "default|default"),
        RenderCase("Text inside a parent tag outside blocks is ignored", template: "{{<base}} junk {{$b}}mine{{/b}} more junk {{/base}}|{{<base}} only junk {{/base}}", partials: ["base": "{{$b}}default{{/b}}"], expected: "mine|default"),
        RenderCase("An override spanning lines", template: "{{<base}}{{$b}}\nline\n\nend\n{{/b}}{{/base}}", partials: ["base": "{{$b}}x{{/b}}"], expected: "line\n\nend\n"),
        RenderCase("A layout with standalone block lines", template: "{{<layout}}\n{{$body}}\n<p>mine</p>\n{{/body}}\n{{/layout}}\n",
                   partials: ["layout": "<main>\n{{$body}}\n<p>default</p>\n{{/body}}\n</main>\n"], expected: "<main>\n<p>mine</p>\n</main>\n"),
        RenderCase("A standalone parent tag indents the parent's lines", template: "Hi,\n  {{<base}}{{/base}}\n", partials: ["base": "one\ntwo\n"], expected: "Hi,\n  one\n  two\n"),
        RenderCase("An inline block keeps the parent's literal indentation", template: "{{<base}}{{$b}}mine{{/b}}{{/base}}", partials: ["base": "list:\n  {{$b}}theirs{{/b}}\n"], expected: "list:\n  mine\n"),
        RenderCase("A missing parent renders empty", template: "[{{<nowhere}}{{$b}}x{{/b}}{{/nowhere}}]", expected: "[]"),
    ]

    @Test("Inheritance", arguments: inheritance)
    func inheritanceCases(_ example: RenderCase) throws { try check(example) }

    static let multiLevel: [String: String] = [
        "album": "{{<release}}{{$tagline}}from album{{/tagline}}{{/release}}",
        "release": "{{<layout}}{{$tagline}}from release{{/tagline}}{{/layout}}",
        "layout": "[{{$tagline}}from layout{{/tagline}}]",
    ]

    @Test("Multi-level inheritance: the most-derived override wins")
    func multiLevelInheritance() throws {
        #expect(try render("{{<album}}{{$tagline}}from page{{/tagline}}{{/album}}", partials: Self.multiLevel) == "[from page]")
        #expect(try render("{{<album}}{{/album}}", partials: Self.multiLevel) == "[from album]")
        #expect(try render("{{<release}}{{/release}}", partials: Self.multiLevel) == "[from release]")
    }

    @Test("Multi-level inheritance merges overrides from every level")
    func multiLevelMerge() throws {
        let partials = [
            "layout": "{{$head}}H{{/head}}|{{$body}}B{{/body}}|{{$foot}}F{{/foot}}",
            "middle": "{{<layout}}{{$head}}mid-head{{/head}}{{$foot}}mid-foot{{/foot}}{{/layout}}",
        ]
        #expect(try render("{{<middle}}{{$body}}page-body{{/body}}{{$foot}}page-foot{{/foot}}{{/middle}}", partials: partials) == "mid-head|page-body|page-foot")
    }

    @Test("A block declared inside an override can be overridden by the child")
    func blockInsideOverride() throws {
        let partials = [
            "layout": "<main>{{$body}}{{/body}}</main>",
            "article": "{{<layout}}{{$body}}<article>{{$content}}article default{{/content}}</article>{{/body}}{{/layout}}",
        ]
        #expect(try render("{{<article}}{{$content}}mine{{/content}}{{/article}}", partials: partials) == "<main><article>mine</article></main>")
        #expect(try render("{{<article}}{{/article}}", partials: partials) == "<main><article>article default</article></main>")
    }

    @Test("Overrides reach parents used inside the parent's own blocks")
    func overridesReachNestedParents() throws {
        let partials = [
            "frame": "{{$x}}frame-x{{/x}} {{$y}}{{<inner}}{{/inner}}{{/y}}",
            "inner": "{{$x}}inner-x{{/x}} {{<frame}}{{$y}}stop{{/y}}{{/frame}}",
        ]
        #expect(try render("{{<frame}}{{$x}}top{{/x}}{{/frame}}", partials: partials) == "top top top stop")
    }

    @Test("A block inside a section of the parent renders per item")
    func blockInsideSection() throws {
        let partials = ["list": "{{#items}}[{{$row}}{{.}}{{/row}}]{{/items}}"]
        let data: TemplateValue = ["items": ["a", "b"]]
        #expect(try render("{{<list}}{{$row}}<{{.}}>{{/row}}{{/list}}", data, partials: partials) == "[<a>][<b>]")
        #expect(try render("{{<list}}{{/list}}", data, partials: partials) == "[a][b]")
    }

    @Test("An override renders with the caller's data and the parent's context at the block")
    func overrideContext() throws {
        #expect(try render("{{<base}}{{$greet}}hi {{user}}{{/greet}}{{/base}}", ["user": "ann"], partials: ["base": "<p>{{$greet}}{{/greet}}</p>"]) == "<p>hi ann</p>")
        // The parent pushes `deep` before the block, so the override sees its `genre`.
        #expect(try render("{{<base}}{{$line}}Genre: {{genre}}{{/line}}{{/base}}", ["genre": "rock", "deep": ["genre": "jazz"]],
                           partials: ["base": "{{#deep}}{{$line}}?{{/line}}{{/deep}}"]) == "Genre: jazz")
        // A parent used inside the caller's own section sees the section's context.
        #expect(try render("{{#albums}}{{<card}}{{$body}}{{title}}{{/body}}{{/card}}{{/albums}}", ["albums": [["title": "A"], ["title": "B"]]],
                           partials: ["card": "<li>{{$body}}?{{/body}}</li>"]) == "<li>A</li><li>B</li>")
    }

    // MARK: - Errors

    @Test("Syntax errors name the template and the 1-based line", arguments: [
        ("unclosed section, reported where it opens", "a\n{{#open}}\nb\nc\n", 2),
        ("mismatched close tag", "{{#outer}}\n  {{#inner}}\n  {{/outer}}\n{{/inner}}\n", 3),
        ("close tag with nothing open", "ok\n\n{{/stray}}", 3),
        ("unclosed tag", "a\nb\nc {{oops", 3),
        ("unclosed parent", "x\n{{<base}}{{$b}}y{{/b}}\n", 2),
        ("lines counted through a multi-line comment", "{{!\n\n}}\n{{#a}}{{/b}}", 4),
        ("lines counted with \\r\\n", "a\r\nb\r\n{{/x}}", 3),
        ("lines counted after a delimiter change", "{{=<% %>=}}\n<%#a%>\n<%/b%>\n", 3),
        ("a triple mustache missing a brace runs into the next tag", "<p>\n{{{notes}}\n{{title}}}</p>", 2),
        ("a name with a space", "{{album title}}", 1),
    ] as [(String, String, Int)])
    func syntaxErrors(_ label: String, _ source: String, _ line: Int) throws {
        let error = try #require(throws: TemplateSyntaxError.self, "\(label)") {
            try buildAndRender(["page": source, "base": "{{$b}}{{/b}}"])
        }
        #expect(error.template == "page", "\(label)")
        #expect(error.line == line, "\(label)")
    }

    @Test("An error in a partial names the partial")
    func errorInPartial() throws {
        let error = try #require(throws: TemplateSyntaxError.self) {
            try buildAndRender(["page": "{{>row}}", "row": "fine\n{{#x}}\n"])
        }
        #expect(error.template == "row")
        #expect(error.line == 2)
    }

    @Test("A mismatched close tag's description mentions the template and the line")
    func mismatchedCloseDescription() throws {
        let error = try #require(throws: TemplateSyntaxError.self) {
            try buildAndRender(["page": "<div>\n{{#album}}\n<p>{{title}}</p>\n{{/artist}}\n</div>\n"])
        }
        #expect(error.template == "page")
        #expect(error.line == 4)
        #expect(error.description.contains("page"))
        #expect(error.description.contains("4"))
        #expect(error.description.contains("artist") || error.description.contains("album"))
    }

    @Test("Rendering a name that is not in the library throws")
    func unknownTemplate() throws {
        let library = try TemplateLibrary(templates: ["page": "x"])
        #expect(throws: (any Error).self) { try library.render("absent", [:]) }
    }
}
