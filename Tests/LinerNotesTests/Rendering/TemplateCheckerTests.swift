import Foundation
import Testing
@testable import Mustache
@testable import Rendering

@Suite("Template names checked against their views")
struct TemplateCheckerTests {
    /// Loads the default theme with `files` as a site's `Templates/`; the load error's text, or nil when it loads.
    func loadError(_ files: [String: String]) throws -> String? {
        let site = try TemporarySite()
        defer { site.remove() }
        for (path, text) in files { try site.write("Templates/\(path)", text) }
        do {
            _ = try Theme.load(overrides: site.root.appending(path: "Templates"))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("The default theme uses only names its views provide")
    func defaultTheme() throws {
        #expect(try loadError([:]) == nil)
    }

    @Test("A misspelt name in an override is an error naming the file, the line and the nearest name")
    func misspelt() throws {
        let nav = "<ul>\n{{#nav}}\n<li><a href=\"{{href}}\">{{lable}}</a></li>\n{{/nav}}\n</ul>\n"
        #expect(try loadError(["partials/nav.mustache": nav])
            == "Templates/partials/nav.mustache:3: error: 'lable' is not a name this template can use here; did you mean 'label'?")
        let album = "{{<base}}\n{{$content}}\n{{#album}}\n<h1>{{titel}}</h1>\n{{/album}}\n{{/content}}\n{{/base}}\n"
        #expect(try loadError(["album.mustache": album])
            == "Templates/album.mustache:4: error: 'titel' is not a name this template can use here; did you mean 'title'?")
        // Dotted names are checked part by part.
        let home = "{{<base}}\n{{$content}}\n{{site.titel}}\n{{/content}}\n{{/base}}\n"
        #expect(try loadError(["home.mustache": home])?.hasPrefix("Templates/home.mustache:3: error: 'site.titel' is not a name") == true)
        #expect(try loadError(["home.mustache": home])?.hasSuffix("did you mean 'title'?") == true)
    }

    @Test("A name nothing is close to points to README, and further problems are counted")
    func unknown() throws {
        let page = "{{<base}}\n{{$content}}\n{{zzzzzzzz}}\n{{qqqqqqqq}}\n{{/content}}\n{{/base}}\n"
        #expect(try loadError(["page.mustache": page])
            == "Templates/page.mustache:3: error: 'zzzzzzzz' is not a name this template can use here; "
            + "the template reference (docs/template-reference.md) lists the names each template can use. (and 1 more unknown name)")
    }

    @Test("Names from an enclosing scope, `.` and inverted sections are accepted")
    func outerScopes() throws {
        let album = """
            {{<base}}
            {{$content}}
            {{#album}}<h1>{{title}}</h1><p>{{site.title}} {{lang}}</p>{{#tag_section}}{{#tags}}{{.}}{{name}}{{album.title}}{{/tags}}{{/tag_section}}{{/album}}
            {{^more_section}}<p>{{description}}</p>{{/more_section}}
            {{/content}}
            {{/base}}
            """
        #expect(try loadError(["album.mustache": album]) == nil)
        // `.name` looks only at the innermost value.
        let only = "{{<base}}\n{{$content}}\n{{#album}}{{.lang}}{{/album}}\n{{/content}}\n{{/base}}\n"
        #expect(try loadError(["album.mustache": only])?.hasPrefix("Templates/album.mustache:3: error: '.lang' is not a name") == true)
    }

    @Test("A partial is checked where it is included")
    func partialInContext() throws {
        let rating = "<span>{{stars}}</span>\n"
        let inside = "{{<base}}\n{{$content}}\n{{#album}}{{#rating}}{{>partials/rating}}{{/rating}}{{/album}}\n{{/content}}\n{{/base}}\n"
        #expect(try loadError(["album.mustache": inside, "partials/rating.mustache": rating]) == nil)
        let outside = "{{<base}}\n{{$content}}\n{{#album}}{{>partials/rating}}{{/album}}\n{{/content}}\n{{/base}}\n"
        #expect(try loadError(["album.mustache": outside, "partials/rating.mustache": rating])?
            .hasPrefix("Templates/partials/rating.mustache:1: error: 'stars' is not a name this template can use here") == true)
        // The album card, included by the grid on several pages, is checked with the card's view.
        let card = "<li>{{title}} {{artst}}</li>\n"
        #expect(try loadError(["partials/album-card.mustache": card])?.hasPrefix("Templates/partials/album-card.mustache:1: error: 'artst'") == true)
    }

    @Test("Blocks are checked in the template that fills them, with the page's view")
    func blocks() throws {
        let quiz = "{{<base}}\n{{$head}}\n<script src=\"{{scirpt}}\"></script>\n{{/head}}\n{{/base}}\n"
        #expect(try loadError(["quiz.mustache": quiz])
            == "Templates/quiz.mustache:3: error: 'scirpt' is not a name this template can use here; did you mean 'script'?")
        // The same name is fine in the page whose view has it, and an error in base, shared by every page.
        let base = "<title>{{script}}</title>{{$content}}{{/content}}\n"
        #expect(try loadError(["base.mustache": base])?.hasPrefix("Templates/base.mustache:1: error: 'script'") == true)
    }

    @Test("Edit distance counts a swap of neighbours as one edit")
    func distance() {
        #expect(TemplateChecker.editDistance("lable", "label") == 1)
        #expect(TemplateChecker.editDistance("", "abc") == 3)
        #expect(TemplateChecker.editDistance("kitten", "sitting") == 3)
        #expect(TemplateChecker.nearest("lable", in: ["href", "label", "current"]) == "label")
        #expect(TemplateChecker.nearest("zzzzzz", in: ["href", "label"]) == nil)
    }
}
