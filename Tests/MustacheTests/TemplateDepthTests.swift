import Foundation
import Synchronization
import Testing
@testable import Mustache

/// Templates that recurse without end, or nest deeper than rendering can go, are errors naming the template and line:
/// each of these crashed the build with a segmentation fault before the limits.
@Suite("Template nesting and recursion limits")
struct TemplateDepthTests {
    private static func nested(_ depth: Int, _ inner: String = "x") -> String {
        String(repeating: "{{#on}}", count: depth) + inner + String(repeating: "{{/on}}", count: depth)
    }

    @Test("A block whose override contains the block itself is an error naming the template and line")
    func blockOverridingItself() throws {
        let library = try TemplateLibrary(templates: [
            "album": "{{<base}}\n{{$content}}\n<p>{{$content}}x{{/content}}</p>\n{{/content}}\n{{/base}}\n",
            "base": "<main>\n{{$content}}\n{{/content}}\n</main>\n",
        ])
        let error = try #require(throws: TemplateSyntaxError.self) { try library.render("album", [:]) }
        #expect(error.template == "album")
        #expect(error.line == 3)
        #expect(error.message.contains("{{$content}}"))
        #expect(error.message.contains("contain itself"))
    }

    @Test("Thousands of nested sections are an error naming the template and the line of the first too many")
    func deeplyNestedSections() throws {
        let source = "<ul>\n" + Self.nested(5_000) + "\n</ul>\n"
        let error = try #require(throws: TemplateSyntaxError.self) { try TemplateLibrary(templates: ["page": source]) }
        #expect(error.template == "page")
        #expect(error.line == 2)
        #expect(error.message.contains("nested inside \(TemplateParser.maximumNesting)"))
    }

    @Test("Nesting up to the limit renders")
    func nestingAtTheLimit() throws {
        let library = try TemplateLibrary(templates: ["page": Self.nested(TemplateParser.maximumNesting)])
        #expect(try library.render("page", ["on": true]) == "x")
    }

    @Test("Inverted sections, parents and blocks count towards the nesting limit")
    func everyKindOfNesting() throws {
        let kinds = ["{{^off}}", "{{<base}}", "{{$b}}"]
        let closes = ["{{/off}}", "{{/base}}", "{{/b}}"]
        let source = (0..<60).map { kinds[$0 % 3] }.joined() + (0..<60).reversed().map { closes[$0 % 3] }.joined()
        #expect(throws: TemplateSyntaxError.self) { try TemplateLibrary(templates: ["page": source, "base": ""]) }
    }

    @Test("A partial that includes itself whatever the data is an error naming the template and line")
    func partialIncludingItself() throws {
        let library = try TemplateLibrary(templates: ["page": "{{>row}}", "row": "<li>\n{{>row}}\n</li>\n"])
        let error = try #require(throws: TemplateSyntaxError.self) { try library.render("page", [:]) }
        #expect(error.template == "row")
        #expect(error.line == 2)
        #expect(error.message.contains("include itself"))
    }

    @Test("Parents that include each other are an error")
    func parentsIncludingEachOther() throws {
        let library = try TemplateLibrary(templates: [
            "page": "{{<a}}{{/a}}", "a": "{{<b}}{{$x}}a{{/x}}{{/b}}", "b": "{{<a}}{{$x}}b{{/x}}{{/a}}",
        ])
        let error = try #require(throws: TemplateSyntaxError.self) { try library.render("page", [:]) }
        #expect(["a", "b"].contains(error.template))
        #expect(error.line == 1)
    }

    @Test("Recursion through data that ends renders, sections and partials counted together")
    func recursionThatEnds() throws {
        // 70 levels of a partial inside a section: 140 levels of rendering, under the limit.
        var tree: TemplateValue = ["name": "leaf", "kids": []]
        for level in 0..<70 { tree = ["name": .string("n\(level)"), "kids": [tree]] }
        let library = try TemplateLibrary(templates: ["page": "{{>node}}", "node": "{{name}}{{#kids}}({{>node}}){{/kids}}"])
        let output = try library.render("page", tree)
        #expect(output.hasPrefix("n69(n68(") && output.hasSuffix("leaf" + String(repeating: ")", count: 70)))
    }

    @Test("The deepest rendering the limits allow fits a 512 KB stack")
    func deepestRenderingFitsTheStack() throws {
        // Each partial level opens the most sections a template may, until the depth limit stops the recursion.
        let library = try TemplateLibrary(templates: ["page": "{{>deep}}", "deep": Self.nested(TemplateParser.maximumNesting - 1, "{{>deep}}")])
        let outcome = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { _ = try library.render("page", ["on": true]) } catch { outcome.threw.withLock { $0 = error is TemplateSyntaxError } }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(outcome.threw.withLock { $0 })
    }
}

/// Whether the rendering on another thread threw a template error.
private final class OutcomeBox: Sendable {
    let threw = Mutex(false)
}
