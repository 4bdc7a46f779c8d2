import Foundation
import Testing
@testable import Rendering

/// Each kind of bad input gives a clear message naming the file (and line) — never a crash.
@Suite("Bad input")
struct BadInputTests {
    @Test("Invalid YAML names the file and the line")
    func invalidYAML() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/broken.md", "---\ntitle: Fine\nartist: Fine\ntags: [unclosed\nformat: CD\n---\nNotes\n")
        let errors = await site.loadErrors()
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.file == "content/albums/broken.md")
        #expect(error.line != nil && (4...6).contains(error.line!))
        #expect(error.description.contains("invalid YAML"))
    }

    @Test("A missing required field is an error naming the field")
    func missingRequiredField() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\ntitle: Only a title\n---\n")
        try site.write("content/artists/x.md", "---\nsort_name: X\n---\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains("content/albums/a.md: error: missing required field 'artist'"))
        #expect(messages.contains("content/artists/x.md: error: missing required field 'name'"))
    }

    @Test("Wrongly typed fields name their line")
    func wrongTypes() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\ntitle: A\nartist: B\nrating: 7\nacquired: last summer\ntracks:\n  - { title: X, length: long }\nmbid: not-an-id\n---\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains("content/albums/a.md:4: error: 'rating' must be from 1 to 5, not 7"))
        #expect(messages.contains { $0.hasPrefix("content/albums/a.md:5: error: 'acquired' must be a date") })
        #expect(messages.contains { $0.hasPrefix("content/albums/a.md:7: error: track length") })
        #expect(messages.contains { $0.hasPrefix("content/albums/a.md:8: error: 'mbid' must be a MusicBrainz id") })
    }

    @Test("Invalid UTF-8 is reported with its line")
    func invalidUTF8() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        var bytes = Array("---\ntitle: Caf".utf8)
        bytes += [0xE9]  // Latin-1 "é"
        bytes += Array("\nartist: X\n---\n".utf8)
        try site.write("content/albums/latin1.md", Data(bytes))
        let errors = await site.loadErrors()
        #expect(errors.map(\.description) == ["content/albums/latin1.md:2: error: is not valid UTF-8 (byte 15); save it as UTF-8"])
    }

    @Test("A cover path that leaves the site folder is refused", arguments: ["../../../../../etc/passwd.png", "/etc/hostname.png"])
    func coverOutsideSite(path: String) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "cover: \(path)\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("content/albums/a.md:4: error: 'cover' points outside the site folder") == true)
    }

    @Test("A cover that is missing or not an image is an error")
    func coverMissing() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/notes.txt", "hello")
        try site.album("a", extra: "cover: missing.png\n")
        try site.album("b", extra: "cover: notes.txt\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains { $0.hasPrefix("content/albums/a.md:4: error: 'cover' file 'missing.png' does not exist") })
        #expect(messages.contains { $0.hasPrefix("content/albums/b.md:4: error: 'cover' must be an image") })
    }

    @Test("An invalid site.yml is an error", arguments: [
        ("description: no title\n", "content/site.yml: error: missing required field 'title'"),
        ("title: [a, b]\n", "content/site.yml:1: error: 'title' must be text, not a list or a mapping"),
        ("title: X\nbase_url: example.org\n", "content/site.yml:2: error: 'base_url' must be an absolute http(s) URL like https://example.org/records/"),
        ("title: X\nlanguage: english please\n", "content/site.yml:2: error: 'language' must be a language tag like en, de or pt-BR, not 'english please'"),
        ("title: X\nlastfm_user: no spaces allowed\n",
         "content/site.yml:2: error: 'lastfm_user' must be a Last.fm user name (2 to 15 letters, digits, '-' or '_', starting with a letter), not 'no spaces allowed'"),
        ("title: X\ntheme:\n  accent: \"#2f6f8f\"\n  colour: red\n",
         "content/site.yml:4: error: 'theme' has no key 'colour'; it takes 'accent' and 'type'"),
        ("title: X\ntheme:\n  tpye: book\n",
         "content/site.yml:3: error: 'theme' has no key 'tpye'; it takes 'accent' and 'type' (did you mean 'type'?)"),
        ("title: X\ntheme:\n  accent: teal\n",
         "content/site.yml:3: error: 'accent' of theme must be a colour like \"#2f6f8f\" (# and 6 or 3 hex digits, in quotes), not 'teal'"),
        ("title: X\ntheme:\n  accent: #2f6f8f\n",
         "content/site.yml:3: error: 'accent' of theme is empty; write the colour in quotes, like accent: \"#2f6f8f\" (an unquoted # starts a comment in YAML)"),
        ("title: X\ntheme:\n  type: fancy\n",
         "content/site.yml:3: error: 'type' of theme must be one of quiet, editorial, book, not 'fancy'"),
        ("title: X\ntheme:\n  accent: \"#f0c040\"\n",
         "content/site.yml:3: error: accent #f0c040 reads at only 1.5:1 on the page background; links need at least 4.5:1: choose a darker colour, such as \"#8b6b00\" (the same hue, darkened)"),
        ("title: X\ntheme: editorial\n", "content/site.yml:2: error: 'theme' must be a mapping of `key: value` lines"),
        ("- just\n- a list\n", "content/site.yml:1: error: front matter must be `key: value` lines, not a single value or a list"),
        ("title: 'unterminated\n", nil),
    ])
    func invalidSiteConfig(yaml: String, expected: String?) async throws {
        let site = try TemporarySite(siteYAML: yaml)
        defer { site.remove() }
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.count == 1)
        if let expected {
            #expect(messages == [expected])
        } else {
            #expect(messages.first?.hasPrefix("content/site.yml:") == true)
        }
    }

    @Test("A missing site.yml or content folder says what to create")
    func missingFiles() async throws {
        let site = try TemporarySite(siteYAML: nil)
        defer { site.remove() }
        #expect(await site.loadErrors().map(\.description) == ["content/site.yml: error: is missing; create it with at least `title: My records`"])
        try FileManager.default.removeItem(at: site.root.appending(path: "content"))
        #expect(await site.loadErrors().first?.description.contains("content/") == true)
    }

    @Test("Front matter that never closes is an error on line 1")
    func unclosedFrontMatter() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\ntitle: A\nartist: B\n")
        #expect(await site.loadErrors().map(\.description) == [
            "content/albums/a.md:1: error: front matter opened with '---' is never closed by another '---' line"
        ])
    }

    @Test("Every error is reported, not just the first")
    func collectsAllErrors() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\ntitle: A\n---\n")
        try site.write("content/albums/b.md", "---\nartist: B\n---\n")
        try site.write("content/pages/albums.md", "---\ntitle: Clash\n---\n")
        let files = Set(await site.loadErrors().map(\.file))
        #expect(files == ["content/albums/a.md", "content/albums/b.md", "content/pages/albums.md"])
    }

    @Test("Unsafe artist links are refused")
    func unsafeLinks() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/artists/x.md", "---\nname: X\nlinks:\n  - javascript:alert(1)\n---\n")
        #expect(await site.loadErrors().map(\.description) == ["content/artists/x.md:4: error: link 'javascript:alert(1)' must be an http(s) or mailto URL"])
    }
}
