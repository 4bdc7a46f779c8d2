import Testing
@testable import Content
@testable import Rendering

@Suite("Markdown through cmark")
struct MarkdownTests {
    @Test("CommonMark renders, with smart punctuation")
    func rendersCommonMark() {
        let html = Markdown().html("# Side A\n\nIt's *slow* -- and **loud**.\n\n- one\n- two\n\n## Side B\n\n###### Deep\n")
        // Headings in notes sit under the page's own h1 and h2.
        #expect(html.contains("<h3>Side A</h3>"))
        #expect(html.contains("<h4>Side B</h4>"))
        #expect(html.contains("<h6>Deep</h6>"))
        #expect(!html.contains("<h1>") && !html.contains("<h2>"))
        #expect(html.contains("<em>slow</em>"))
        #expect(html.contains("<strong>loud</strong>"))
        #expect(html.contains("It’s"))
        #expect(html.contains("<li>one</li>"))
    }

    @Test("Every heading level moves down two, to h6 at most; heading-like text in code stays as written")
    func headingLevels() {
        let html = Markdown().html("# 1\n\n## 2\n\n### 3\n\n#### 4\n\n##### 5\n\n###### 6\n\nCode: `<h1>x</h1>`\n")
        #expect(html == "<h3>1</h3>\n<h4>2</h4>\n<h5>3</h5>\n<h6>4</h6>\n<h6>5</h6>\n<h6>6</h6>\n<p>Code: <code>&lt;h1&gt;x&lt;/h1&gt;</code></p>\n")
    }

    @Test("Raw HTML and script are left out by default")
    func safeByDefault() {
        let html = Markdown().html("Hi <script>alert(1)</script>\n\n<iframe src=x></iframe>\n\n[x](javascript:alert(1))\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("<iframe"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test("The allow-HTML option keeps raw HTML")
    func allowHTML() {
        let html = Markdown(options: [.allowHTML]).html("<span class=\"x\">kept</span>\n")
        #expect(html.contains("<span class=\"x\">kept</span>"))
    }

    @Test("Text that looks like markup is escaped")
    func escapesText() {
        #expect(Markdown().html("5 < 6 & \"quotes\"").contains("5 &lt; 6 &amp;"))
        #expect(Markdown().html("") == "")
    }

    @Test("With raw HTML allowed, the owner's own heading tags and comments are kept as written")
    func rawHeadingsKept() {
        let notes = "<h2 class=\"x\">A</h2>\n\n<!-- <h1> -->\n\n# Real heading\n\nInline <h1>tag</h1> in text.\n"
        let html = Markdown(options: [.allowHTML]).html(notes)
        #expect(html == "<h2 class=\"x\">A</h2>\n<!-- <h1> -->\n<h3>Real heading</h3>\n<p>Inline <h1>tag</h1> in text.</p>\n")
    }

    @Test("Setext headings and headings inside quotes and lists move down too")
    func headingsAnywhere() {
        let html = Markdown().html("Side A\n======\n\nSide B\n------\n\n> # Quoted\n\n- ## In a list\n")
        #expect(html == "<h3>Side A</h3>\n<h4>Side B</h4>\n<blockquote>\n<h3>Quoted</h3>\n</blockquote>\n<ul>\n<li>\n<h4>In a list</h4>\n</li>\n</ul>\n")
    }

    @Test("Smart punctuation is an option")
    func smartPunctuationOption() {
        #expect(Markdown(options: []).html("It's -- \"done\"...") == "<p>It's -- &quot;done&quot;...</p>\n")
        #expect(Markdown(options: [.smartPunctuation]).html("It's -- \"done\"...") == "<p>It’s – “done”…</p>\n")
    }

    @Test("A NUL character and deeply nested quotes render safely")
    func oddInput() {
        #expect(Markdown().html("\u{0}") == "<p>\u{FFFD}</p>\n")
        #expect(Markdown().html(String(repeating: "> ", count: 500) + "deep").contains("deep"))
    }
}
