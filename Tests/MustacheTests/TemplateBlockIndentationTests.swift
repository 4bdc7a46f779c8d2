import Testing
@testable import Mustache

/// Blocks follow the standalone-line and re-indentation rules of the spec's inheritance module: an override is moved
/// from where it was written to where the block it replaces stands.
@Suite("Template engine: block whitespace")
struct TemplateBlockIndentationTests {
    static let cases: [RenderCase] = [
        RenderCase("A block alone on its line with its closing tag takes the line's indentation and keeps its line break",
                   template: "{{<list}}{{$items}}\n<li>A</li>\n<li>B</li>{{/items}}\n{{/list}}\n",
                   partials: ["list": "<ul>\n  {{$items}}{{/items}}\n</ul>\n"], expected: "<ul>\n  <li>A</li>\n  <li>B</li>\n</ul>\n"),
        RenderCase("An empty block alone on its line with its closing tag leaves the line break",
                   template: "{{<list}}{{/list}}", partials: ["list": "<ul>\n  {{$items}}{{/items}}\n</ul>\n"], expected: "<ul>\n\n</ul>\n"),
        RenderCase("A line break after such a block stays \\r\\n", template: "a\r\n  {{$b}}{{/b}}\r\nz", expected: "a\r\n\r\nz"),
        RenderCase("An override loses the indentation it was written with and takes the block's",
                   template: "{{<layout}}\n    {{$body}}\n    <p>one</p>\n    <p>two</p>\n    {{/body}}\n{{/layout}}\n",
                   partials: ["layout": "<main>\n  {{$body}}\n  {{/body}}\n</main>\n"], expected: "<main>\n  <p>one</p>\n  <p>two</p>\n</main>\n"),
        RenderCase("A block's default content sets the indentation of overrides",
                   template: "{{<layout}}{{$body}}\n<p>mine</p>\n{{/body}}{{/layout}}",
                   partials: ["layout": "<main>\n{{$body}}\n    <p>default</p>\n{{/body}}\n</main>\n"], expected: "<main>\n    <p>mine</p>\n</main>\n"),
        RenderCase("A block's default content renders as written",
                   template: "{{<layout}}{{/layout}}",
                   partials: ["layout": "<main>\n{{$body}}\n    <p>default</p>\n{{/body}}\n</main>\n"], expected: "<main>\n    <p>default</p>\n</main>\n"),
        RenderCase("Indentation inside an override is kept relative to its least indented line",
                   template: "{{<layout}}{{$body}}\n  <ul>\n    <li>x</li>\n  </ul>\n{{/body}}{{/layout}}",
                   partials: ["layout": "<main>\n  {{$body}}\n  {{/body}}\n</main>\n"], expected: "<main>\n  <ul>\n    <li>x</li>\n  </ul>\n</main>\n"),
        RenderCase("Blank lines do not count towards an override's indentation",
                   template: "{{<layout}}{{$body}}\n    <p>a</p>\n\n    <p>b</p>\n{{/body}}{{/layout}}",
                   partials: ["layout": "{{$body}}\n{{/body}}\n"], expected: "<p>a</p>\n\n<p>b</p>\n"),
        RenderCase("Nested blocks are re-indented relative to the block around them",
                   template: "{{<article}}{{$byline}}\n<p>by me</p>\n{{/byline}}{{/article}}\n",
                   partials: [
                       "article": "{{<layout}}{{$body}}\n  <article>\n    {{$byline}}\n    <p>by nobody</p>\n    {{/byline}}\n  </article>\n{{/body}}{{/layout}}\n",
                       "layout": "<main>\n{{$body}}{{/body}}</main>\n",
                   ],
                   expected: "<main>\n<article>\n  <p>by me</p>\n</article>\n</main>\n"),
        RenderCase("A standalone partial inside a re-indented override moves with it",
                   template: "{{<layout}}\n{{$body}}\n    <div>\n      {{>credit}}\n    </div>\n{{/body}}\n{{/layout}}\n",
                   partials: ["layout": "<main>\n  {{$body}}\n  {{/body}}\n</main>\n", "credit": "<p>credit</p>\n"],
                   expected: "<main>\n  <div>\n    <p>credit</p>\n  </div>\n</main>\n"),
        RenderCase("Closing block and parent tags alone on one line are removed with it",
                   template: "{{<layout}}{{$body}}\nx\n{{/body}}{{/layout}}\nafter\n", partials: ["layout": "[{{$body}}{{/body}}]"], expected: "[x\n]after\n"),
        RenderCase("An override that starts mid-line is kept as written",
                   template: "{{<layout}}{{$body}}  one\n  two{{/body}}{{/layout}}", partials: ["layout": "<p>\n  {{$body}}\n  {{/body}}\n</p>\n"],
                   expected: "<p>\n    one\n    two</p>\n"),
    ]

    @Test("Block whitespace", arguments: cases)
    func blockWhitespace(_ example: RenderCase) throws {
        var templates = example.partials
        templates["page"] = example.template
        let output = try TemplateLibrary(templates: templates).render("page", example.data)
        #expect(output == example.expected, "template: \(String(reflecting: example.template))")
    }
}
