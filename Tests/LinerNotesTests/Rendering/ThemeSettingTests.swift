import Foundation
import Testing
@testable import Model
@testable import Rendering

/// `theme:` in site.yml changes the published stylesheet, and only it; without it the site is what it always was.
@Suite("Theme setting")
struct ThemeSettingTests {
    /// A small site: an album, an artist with a page, an About page.
    static func site(_ yaml: String) throws -> TemporarySite {
        let site = try TemporarySite(siteYAML: "title: Test Records\n" + yaml)
        try site.album("a", title: "First", artist: "Band", extra: "year: 1999\n", notes: "Notes with a [link](https://example.org/).")
        try site.write("content/pages/about.md", "---\ntitle: About\n---\nAbout these records.\n")
        return site
    }

    static var defaultStylesheet: Data { DefaultTheme.files["style.css"] ?? Data() }

    @Test("A theme puts the accent, its dark variant and the pairing's fonts into assets/style.css, and changes nothing else")
    func themedBuild() async throws {
        let plain = try Self.site("")
        let themed = try Self.site("theme:\n  accent: \"#2f6f8f\"\n  type: book\n")
        defer { plain.remove(); themed.remove() }
        try await plain.build()
        try await themed.build()
        let differences = try differences(between: plain.output, named: "default", and: themed.output, named: "themed")
        #expect(differences.map { String($0.prefix { $0 != ":" }) } == ["assets/style.css"])

        let css = try themed.read("assets/style.css")
        let accent = try #require(RGBColour(hex: "#2f6f8f"))
        let palette = try #require(AccentPalette(accent: accent))
        #expect(css.hasPrefix(String(decoding: Self.defaultStylesheet, as: UTF8.self)), "the theme's stylesheet comes first, whole")
        #expect(css.contains(":root { --accent: #2f6f8f; --accent-soft: \(palette.accentSoft.hex); }"))
        #expect(css.contains("@media (prefers-color-scheme: dark) {\n  :root { --accent: \(palette.darkAccent.hex); --accent-soft: \(palette.darkAccentSoft.hex); }\n}"))
        #expect(css.contains("body { font-family: Charter, "))
        #expect(css.contains("h1, h2, h3, .site-title { font-family: \"Iowan Old Style\", "))
        // Nothing is fetched: no web fonts, no imported stylesheet (the search box's icon is an inline data: image).
        for fetching in ["url(http", "url(\"http", "url('http", "url(//", "@import", "@font-face"] {
            #expect(!css.contains(fetching), "the stylesheet fetches: \(fetching)")
        }
    }

    @Test("Without a theme, or with the default one spelt out, the stylesheet is the theme's own, byte for byte",
          arguments: ["", "theme:\n  type: quiet\n"])
    func defaultUnchanged(yaml: String) async throws {
        let site = try Self.site(yaml)
        defer { site.remove() }
        try await site.build()
        #expect(try Data(contentsOf: site.output.appending(path: "assets/style.css")) == Self.defaultStylesheet)
    }

    @Test("Each pairing sets its fonts from local families only, ending in a generic family", arguments: TypePairing.allCases)
    func pairings(pairing: TypePairing) throws {
        let css = ThemeStylesheet.addition(for: SiteTheme(type: pairing)) ?? ""
        #expect(pairing == .quiet ? css.isEmpty : css.contains("font-family"))
        for line in css.split(separator: "\n") where line.contains("font-family") {
            #expect(line.hasSuffix("serif; }") || line.hasSuffix("sans-serif; }"))
            #expect(!line.contains("url("))
        }
    }

    @Test("An accent changed in site.yml reaches the live site on the next build in place, rendering the stylesheet again, not the pages")
    func rebuildWithAnotherAccent() async throws {
        let site = try Self.site("theme:\n  accent: \"#2f6f8f\"\n")
        defer { site.remove() }
        try await site.build()
        let before = try folderContents(site.output)
        // What any edit of site.yml renders again, for comparison: a comment changes no page.
        try site.write("content/site.yml", "title: Test Records\ntheme:\n  accent: \"#2f6f8f\"\n# a comment\n")
        let baseline = try await site.build()
        try site.write("content/site.yml", "title: Test Records\ntheme:\n  accent: \"#6b2fbf\"\n  type: editorial\n")
        let report = try await site.build()
        #expect(report.written == 1)
        #expect(report.rendered == baseline.rendered + 1, "the stylesheet, and no page more than a comment renders")
        let after = try folderContents(site.output)
        #expect(Set(before.keys) == Set(after.keys))
        #expect(after.keys.filter { before[$0] != after[$0] } == ["assets/style.css"])
        let css = try site.read("assets/style.css")
        #expect(css.contains("--accent: #6b2fbf;") && !css.contains("#2f6f8f"))
    }

    @Test("The colours the accent is checked against are the default stylesheet's")
    func schemesMatchStylesheet() throws {
        let css = String(decoding: Self.defaultStylesheet, as: UTF8.self)
        func value(_ name: String, after marker: String) -> String? {
            guard let start = css.range(of: marker) else { return nil }
            guard let found = css[start.upperBound...].range(of: "--\(name): ") else { return nil }
            return String(css[found.upperBound...].prefix { $0 != ";" })
        }
        for (marker, scheme) in [(":root {", AccentPalette.light), ("@media (prefers-color-scheme: dark) {", AccentPalette.dark)] {
            #expect(value("bg", after: marker) == scheme.background.hex)
            #expect(value("surface", after: marker) == scheme.surface.hex)
            #expect(value("text", after: marker) == scheme.text.hex)
            #expect(value("muted", after: marker) == scheme.muted.hex)
        }
    }
}
