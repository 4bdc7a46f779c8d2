import Testing
import Mustache

/// A template that repeats a section inside itself makes output and work exponential in the data: the limits stop it
/// while it renders, with a typed error naming the template, instead of filling memory or running for hours.
@Suite("Render limits")
struct RenderLimitsTests {
    /// `{{#items}}` nested `depth` deep around `inner`: items^depth copies of `inner`.
    private static func nested(_ depth: Int, _ inner: String) -> String {
        String(repeating: "{{#items}}", count: depth) + inner + String(repeating: "{{/items}}", count: depth)
    }

    private static let sixty: TemplateValue = ["items": .list(Array(repeating: ["name": "x"], count: 60))]

    @Test("Ten nested sections over 60 items (60^10 rows) stop at the output limit, naming the page's template")
    func outputLimit() throws {
        let library = try TemplateLibrary(templates: ["home": "{{>row}}", "row": Self.nested(10, "{{name}}\n")])
        let limits = RenderLimits(outputBytes: 1_000_000)
        let error = try #require(throws: TemplateLimitError.self) { try library.renderBytes("home", Self.sixty, limits: limits) }
        #expect(error.template == "home")
        #expect(error.limit == .outputBytes(1_000_000))
    }

    @Test("Nested sections that write nothing stop at the step limit")
    func stepLimit() throws {
        let library = try TemplateLibrary(templates: ["home": Self.nested(10, "")])
        let limits = RenderLimits(outputBytes: 1_000, steps: 1_000_000)
        let error = try #require(throws: TemplateLimitError.self) { try library.renderBytes("home", Self.sixty, limits: limits) }
        #expect(error.limit == .steps(1_000_000))
    }

    @Test("Output up to the limits renders whole")
    func withinLimits() throws {
        let library = try TemplateLibrary(templates: ["home": Self.nested(2, "{{name}}")])
        let limits = RenderLimits(outputBytes: 3_600, steps: 100_000)
        #expect(try library.render("home", Self.sixty, limits: limits) == String(repeating: "x", count: 3_600))
        #expect(throws: TemplateLimitError.self) { try library.render("home", Self.sixty, limits: RenderLimits(outputBytes: 3_599)) }
    }
}
