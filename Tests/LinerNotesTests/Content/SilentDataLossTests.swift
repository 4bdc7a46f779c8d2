import Foundation
import Testing
@testable import Build
@testable import Content
@testable import Model
@testable import MusicWeb
@testable import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// What a new user writes that used to be dropped without a word is now read, or named with its file and line.
@Suite("No silent data loss")
struct SilentDataLossTests {
    @Test(".markdown and .MD files are read as Markdown")
    func markdownExtensions() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/first.markdown", "---\ntitle: First\nartist: A\n---\n")
        try site.write("content/albums/second.MD", "---\ntitle: Second\nartist: A\n---\n")
        try site.write("content/pages/about.Markdown", "---\ntitle: About\n---\nHello.\n")
        let archive = try await site.load()
        #expect(archive.albums.map(\.slug) == ["first", "second"])
        #expect(archive.pages.map(\.slug) == ["about"])
        #expect(archive.warnings.isEmpty)
    }

    @Test("A file or folder that is not read gets a warning naming it and what is read")
    func unreadEntries() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("kept")
        try site.write("content/albums/draft.txt", "---\ntitle: Draft\nartist: A\n---\n")
        try site.write("content/albums/2019/old.md", "---\ntitle: Old\nartist: A\n---\n")
        try site.write("content/album/typo.md", "---\ntitle: Typo\nartist: A\n---\n")
        try site.write("content/reviews/one.md", "---\ntitle: One\n---\n")
        try site.write("content/about.md", "---\ntitle: About\n---\n")
        // Not content: covers and audio beside the Markdown, hidden files, editor backups.
        try site.write("content/covers/kept.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.write("content/albums/kept.jpg", Data([0xFF, 0xD8, 0xFF]))
        try site.write("content/albums/.kept.md.swp", "x")
        try site.write("content/albums/kept.md~", "x")
        let archive = try await site.load()
        #expect(archive.albums.map(\.slug) == ["kept"])
        let warnings = archive.warnings.map(\.description)
        #expect(warnings.contains(
            "content/albums/draft.txt: warning: is not read: only .md and .markdown files in content/albums/ are (rename it to draft.md if it is meant as content)"))
        #expect(warnings.contains("content/albums/2019/: warning: is a folder, and subfolders are not read; move its Markdown files up into content/albums/"))
        #expect(warnings.contains(
            "content/album/: warning: is not read: content/ holds Markdown files in albums/, artists/, pages/, playlists/, concerts/ only; did you mean content/albums/?"))
        #expect(warnings.contains { $0.hasPrefix("content/reviews/: warning: is not read: content/ holds Markdown files in albums/") && !$0.contains("did you mean") })
        #expect(warnings.contains { $0.hasPrefix("content/about.md: warning: is not read:") && $0.contains("a page in content/pages/") })
        #expect(warnings.count == 5)
    }

    @Test("A list item indented deeper than its sibling is an error, not folded into it", arguments: [
        ("tracks:\n  - Airbag\n     - Paranoid Android\n  - Subterranean Homesick Alien\n", 6),
        ("tracks:\n- Airbag\n  - Paranoid Android\n", 6),
        ("tracks:\n  - title: Airbag\n      - Paranoid Android\n", 6),
        ("tags: rock\n  - alternative\n", 5),
    ])
    func foldedListItem(yaml: String, line: Int) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("ok-computer", extra: yaml)
        let errors = await site.loadErrors()
        #expect(errors.count == 1)
        #expect(errors.first?.line == line)
        #expect(errors.first?.message.contains("is indented more than the line above") == true)
    }

    @Test("Deeper lines that YAML reads as one value on purpose still load")
    func multiLineValuesStillLoad() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "format: Vinyl\n  (2xLP)\ntracks:\n  - |\n    One\n      - still One\n  - Two\n")
        let archive = try await site.load()
        #expect(archive.albums.first?.format == "Vinyl (2xLP)")
        #expect(archive.albums.first?.tracks.map(\.title) == ["One\n  - still One", "Two"])
    }

    @Test("tags: rock, alternative is two tags; commas separate tags in lists too")
    func commaSeparatedTags() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "tags: rock, alternative\n")
        try site.album("b", extra: "tags: [rock, Alternative]\n")
        try site.album("c", extra: "tags:\n  - post-rock, ambient\n  - drone\n")
        try site.write("content/artists/x.md", "---\nname: Some Artist\ntags: shoegaze,  dream pop ,\n---\n")
        let archive = try await site.load()
        let tags = Dictionary(uniqueKeysWithValues: archive.albums.map { ($0.slug, $0.tags) })
        #expect(tags["a"] == ["rock", "alternative"])
        #expect(tags["b"] == ["rock", "Alternative"])
        #expect(tags["c"] == ["post-rock", "ambient", "drone"])
        #expect(archive.artists.first { $0.slug == "x" }?.tags == ["shoegaze", "dream pop"])
        #expect(archive.tags.map(\.slug).contains("alternative"))
        #expect(!archive.tags.map(\.slug).contains("rock-alternative"))
    }

    @Test("A cover whose bytes are not an image is an error, whatever its name")
    func coverNotAnImage() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/covers/fake.png", "this is text, not a PNG")
        try site.write("content/covers/empty.jpg", Data())
        try site.write("content/covers/ok.svg", "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try site.album("a", extra: "cover: ../covers/fake.png\n")
        try site.album("b", extra: "cover: ../covers/empty.jpg\n")
        try site.album("c", extra: "cover: ../covers/ok.svg\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains("content/albums/a.md:4: error: 'cover' file '../covers/fake.png' is not an image: its bytes are not JPEG, PNG, GIF, WebP, AVIF or SVG (whatever its name says)"))
        #expect(messages.contains("content/albums/b.md:4: error: 'cover' file '../covers/empty.jpg' is empty"))
        #expect(!messages.contains { $0.hasPrefix("content/albums/c.md") })
    }

    @Test("A cover that is a folder or a FIFO is an error from check too, and the FIFO is never opened")
    func coverNotARegularFile() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.root.appending(path: "content/covers/folder.png"), withIntermediateDirectories: true)
        #expect(mkfifo(site.root.appending(path: "content/covers/pipe.jpg").path, 0o644) == 0)
        try site.album("a", extra: "cover: ../covers/folder.png\n")
        try site.album("b", extra: "cover: ../covers/pipe.jpg\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.contains("content/albums/a.md:4: error: 'cover' '../covers/folder.png' is a folder, not an image file"))
        #expect(messages.contains("content/albums/b.md:4: error: 'cover' '../covers/pipe.jpg' is a FIFO (named pipe), not an image file"))
        do {
            _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check()
            Issue.record("check passed")
        } catch {
            #expect("\(error)".contains("content/albums/b.md:4: error: 'cover' '../covers/pipe.jpg' is a FIFO"))
            #expect(!"\(error)".contains("permission"))
        }
    }

    @Test("Raw HTML left out in safe mode is one warning per file, with its line, naming allow_html")
    func rawHTMLWarning() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: "Intro.\n\nA line with <b>bold</b>\n<div>block</div>\n")
        try site.write("content/pages/p.md", "---\ntitle: P\n---\nFirst paragraph\ncontinued <span>here</span>.\n")
        try site.album("plain", notes: "An autolink <https://example.org> and a < b are not HTML.\n")
        let archive = try await site.load()
        let warnings = archive.warnings.map(\.description)
        let expected = "raw HTML is left out of the page (safe mode); set `allow_html: true` in content/site.yml, or build with --allow-html, to keep it"
        #expect(warnings.contains("content/albums/a.md:7: warning: " + expected))
        #expect(warnings.contains("content/pages/p.md:5: warning: " + expected))
        #expect(warnings.count == 2)
        // check prints it too, and allowing HTML (in site.yml or by option) silences it.
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check()
        #expect(report.warnings.map(\.description).contains("content/albums/a.md:7: warning: " + expected))
        #expect(try await ArchiveLoader(siteDirectory: site.root, allowHTML: true).load().warnings.isEmpty)
        try site.write("content/site.yml", "title: T\nallow_html: true\n")
        #expect(try await site.load().warnings.isEmpty)
    }

    @Test("A missing required field names the misspelt key near it, and the unknown-key warning still shows")
    func missingFieldNamesTypo() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\ntitle: A\nartsit: B\n---\n")
        try site.write("content/concerts/c.md", "---\ndaet: 2024-05-01\nvenue: Hall\nartists: [B]\n---\n")
        let diagnostics = await site.loadErrors()
        let messages = diagnostics.map(\.description)
        #expect(messages.contains("content/albums/a.md:3: error: missing required field 'artist' (line 3 has 'artsit': did you mean 'artist'?)"))
        #expect(messages.contains("content/albums/a.md:3: warning: unknown key 'artsit' is ignored (did you mean 'artist'?)"))
        #expect(messages.contains("content/concerts/c.md:2: error: missing required field 'date' (line 2 has 'daet': did you mean 'date'?)"))
        let printed = ArchiveError(diagnostics: diagnostics).description
        #expect(printed.contains("warning: unknown key 'artsit'"))
    }

    @Test("site.yaml, or a site.yml outside content/, is named when content/site.yml is missing", arguments: [
        ("content/site.yaml", "content/site.yml: error: is missing, but content/site.yaml was found: linernotes reads content/site.yml only; rename it to content/site.yml"),
        ("site.yml", "content/site.yml: error: is missing, but site.yml was found: linernotes reads content/site.yml only; move it into content/ as content/site.yml"),
    ])
    func siteConfigNearMiss(path: String, expected: String) async throws {
        let site = try TemporarySite(siteYAML: nil)
        defer { site.remove() }
        try site.write(path, "title: T\n")
        #expect(await site.loadErrors().map(\.description) == [expected])
    }

    @Test("A site.yaml beside site.yml is named as not read")
    func siteYAMLBesideSiteYML() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/site.yaml", "title: Other\n")
        let archive = try await site.load()
        #expect(archive.warnings.map(\.description) == ["content/site.yaml: warning: is not read; the settings are read from content/site.yml alone"])
    }
}
