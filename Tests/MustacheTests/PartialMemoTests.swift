import Testing
@testable import Mustache

/// A value shown on many pages keeps what its partials rendered, but never where the page around it shows through.
@Suite("Partials rendered once per shared value")
struct PartialMemoTests {
    private func shared(_ fields: [String: TemplateValue]) -> (TemplateValue, PartialMemo) {
        let memo = PartialMemo()
        var fields = fields
        fields[PartialMemo.key] = .memo(memo)
        return (.object(fields), memo)
    }

    @Test("A partial using only the shared value is rendered once and reused, with the same bytes")
    func reused() throws {
        let library = try TemplateLibrary(templates: ["page": "<ul>{{#cards}}{{>card}}{{/cards}}</ul>", "card": "<li>{{title}}{{#year}} · {{.}}{{/year}}</li>"])
        let (card, memo) = shared(["title": "Kid A & more", "year": 2000])
        let first = try library.render("page", ["cards": [card, card]])
        #expect(first == "<ul><li>Kid A &amp; more · 2000</li><li>Kid A &amp; more · 2000</li></ul>")
        #expect(try library.render("page", ["cards": [card]]) == "<ul><li>Kid A &amp; more · 2000</li></ul>")
        guard case .output(let bytes, _)? = memo.entry("card", indent: [], atLineStart: false) else {
            Issue.record("the card's output was not kept")
            return
        }
        #expect(String(decoding: bytes, as: UTF8.self) == "<li>Kid A &amp; more · 2000</li>")
    }

    @Test("A partial that looks up a name from the page around the value is rendered on each page, never reused")
    func dependsOnPage() throws {
        let library = try TemplateLibrary(templates: ["page": "{{#card}}{{>card}}{{/card}}", "card": "<a href=\"{{root}}{{href}}\">{{title}}</a>"])
        let (card, memo) = shared(["title": "One", "href": "albums/one/"])
        #expect(try library.render("page", ["root": "../", "card": card]) == "<a href=\"../albums/one/\">One</a>")
        #expect(try library.render("page", ["root": "../../", "card": card]) == "<a href=\"../../albums/one/\">One</a>")
        guard case .dependsOnPage? = memo.entry("card", indent: [], atLineStart: false) else {
            Issue.record("a partial depending on the page must not be kept")
            return
        }
    }

    @Test("A kept partial is indented where it stands, each time")
    func indentation() throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{#card}}\n  {{>card}}\n{{/card}}\n{{#card}}\n    {{>card}}\n{{/card}}\n",
            "card": "<li>\n{{title}}\n</li>\n",
        ])
        let (card, _) = shared(["title": "T"])
        #expect(try library.render("page", ["card": card]) == "  <li>\n  T\n  </li>\n    <li>\n    T\n    </li>\n")
    }
}
