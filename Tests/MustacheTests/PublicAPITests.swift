import Mustache
import Testing

/// The engine as another package uses it: a plain `import Mustache`, only its public API.
@Suite("Mustache as a library of its own")
struct PublicAPITests {
    @Test("Templates render with partials and escaping, and the checker names what a template uses that its value lacks")
    func renderAndCheck() throws {
        let library = try TemplateLibrary(templates: [
            "page": "<h1>{{title}}</h1>{{#tracks}}{{> track}}{{/tracks}}",
            "track": "<li>{{name}}</li>",
        ])
        let value = TemplateValue.object([
            "title": .string("Fish & <Chips>"),
            "tracks": .list([.object(["name": .string("One")]), .object(["name": .string("Two")])]),
        ])
        #expect(try library.render("page", value) == "<h1>Fish &amp; &lt;Chips&gt;</h1><li>One</li><li>Two</li>")

        var checker = try TemplateChecker(sources: ["page": "{{titel}}{{#tracks}}{{name}}{{/tracks}}"])
        checker.check("page", with: .object([
            TemplateShape.Field(name: "title", shape: .scalar),
            TemplateShape.Field(name: "tracks", shape: .list(.object([TemplateShape.Field(name: "name", shape: .scalar)]))),
        ]))
        #expect(checker.problems.map(\.name) == ["titel"])
        #expect(checker.problems.first?.suggestion == "title")
    }
}
