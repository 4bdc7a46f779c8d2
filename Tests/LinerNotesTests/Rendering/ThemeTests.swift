import Foundation
import Testing
@testable import Rendering

@Suite("Themes")
struct ThemeTests {
    @Test("The default theme is built into the binary")
    func embeddedTheme() throws {
        let files = DefaultTheme.files
        for name in ["base.mustache", "album.mustache", "home.mustache", "style.css", "partials/cover.mustache"] {
            #expect(files[name] != nil, "\(name) missing from the embedded theme")
        }
        let onDisk = try Data(contentsOf: repositoryRoot.appending(path: "Templates/style.css"))
        #expect(files["style.css"] == onDisk)
    }

    @Test("A site's Templates/ overrides the default theme file by file")
    func overrides() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", title: "Overridden")
        try site.write("Templates/404.mustache", "{{<base}}{{$content}}<p>Lost at sea</p>{{/content}}{{/base}}")
        try site.write("Templates/style.css", "body { color: teal; }")
        try site.write("Templates/extra.js", "// an extra asset")
        try await site.build()
        #expect(try site.read("404.html").contains("<p>Lost at sea</p>"))
        #expect(try site.read("assets/style.css") == "body { color: teal; }")
        #expect(try site.read("assets/extra.js") == "// an extra asset")
        // Everything else still comes from the default theme.
        #expect(try site.read("albums/a/index.html").contains("<h1>Overridden</h1>"))
    }

    @Test("A template that does not parse names its file")
    func brokenTemplate() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("Templates/home.mustache", "{{#open}} never closed")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".hasPrefix("Templates/home.mustache:1: error:")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("A template naming a partial that does not exist names its file and line")
    func missingPartial() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("Templates/home.mustache", "{{<base}}\n{{$content}}\n{{>partials/nowhere}}\n{{/content}}\n{{/base}}\n")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".hasPrefix("Templates/home.mustache:3: error: names the template 'partials/nowhere', which does not exist\n")
                && "\(error)".contains("'load the theme'")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }
}
