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

/// Content made to hang or flood the build is refused quickly with its file and line, or read in linear time.
/// Each input here would take minutes (or fill the disk) without its fix.
@Suite("Hostile content, bounded")
struct HostileContentTests {
    /// Nine anchors, each listing the one before ten times: 10⁹ values from a few hundred bytes.
    static func aliasBomb(key: String = "tags") -> String {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...8 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        lines.append(key == "tags" ? "tags: *a8" : "\(key): x")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("A YAML alias bomb is an error naming the file and line, from load and check")
    func aliasBomb() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("bomb", extra: Self.aliasBomb())
        let errors = await site.loadErrors()
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.file == "content/albums/bomb.md")
        // a3 is the first anchor that repeats more than 10,000 values.
        #expect(error.line == 7)
        #expect(error.message.hasPrefix("YAML aliases (*name) here repeat their anchors' values more than 10000 times"))
        await #expect { _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check() } throws: {
            "\($0)".contains("content/albums/bomb.md:7: error: YAML aliases")
        }
    }

    @Test("An alias in a key, which Yams would hash whole, is refused before Yams reads it")
    func aliasInKey() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("bomb", extra: Self.aliasBomb(key: "*a8"))
        let errors = await site.loadErrors()
        #expect(errors.map(\.description) == [
            "content/albums/bomb.md:13: error: a key here is not a plain name, and the front matter uses YAML aliases (*name): "
                + "linernotes reads aliases only in values; make every key a plain name"
        ])
    }

    @Test("A few aliases reusing a value still work")
    func modestAliases() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\nartist: &who Fjörd Ensemble\ntitle: *who\ntags: &t [ambient, drone]\nx_tags: *t\n---\n")
        // Stars and brackets in quoted text are not aliases or keys (the block scalar makes Yams read it).
        try site.write("content/albums/b.md", "---\ntitle: |\n  Best Of\nartist: B\nformat: \"*Best* of [2020]: remastered\"\n---\n")
        let archive = try await site.load()
        #expect(archive.albums.first?.title == "Fjörd Ensemble")
        #expect(archive.albums.first?.tags == ["ambient", "drone"])
        #expect(archive.albums.last?.format == "*Best* of [2020]: remastered")
    }

    @Test("A huge tags value is an error, not a page per tag", arguments: [
        // 100,000 tags, one line: without the cap, 100,000 tag pages.
        "tags: [" + (0..<100_000).map { "t\($0)" }.joined(separator: ", ") + "]\n",
        "tags: " + (0..<100_000).map { "t\($0)" }.joined(separator: ", ") + "\n",
    ])
    func tooManyTags(yaml: String) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: yaml)
        #expect(await site.loadErrors().map(\.description) == ["content/albums/a.md:4: error: a file may have at most 100 tags (each becomes a page)"])
    }

    @Test("A tag longer than 100 characters is an error")
    func tagTooLong() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "tags: [fine, " + String(repeating: "rock ", count: 200_000) + "]\n")
        let messages = await site.loadErrors().map(\.description)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("content/albums/a.md:4: error: a tag may be at most 100 characters, not 999999") == true)
    }

    @Test("Notes whose brackets would make the Markdown reader quadratic are an error with the paragraph's line")
    func bracketNotes() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        // 1 MB in one paragraph: cmark 0.30 would take minutes.
        try site.album("a", notes: "Fine.\n\n" + String(repeating: "![[]()", count: 170_000))
        // The same brackets split into short paragraphs are read as usual.
        try site.album("b", notes: Array(repeating: String(repeating: "![[]()", count: 100), count: 50).joined(separator: "\n\n"))
        let errors = await site.loadErrors()
        #expect(errors.map(\.description) == [
            "content/albums/a.md:7: error: this paragraph has 170000 '![' and 170000 ']': the Markdown reader's time grows with their product, "
                + "so it is refused; split it with blank lines or remove stray brackets"
        ])
    }

    @Test("8 MB of '[a](' notes (1.3 GB and an abort inside cmark before) are an error naming the file and line, from load and check")
    func hugeNotes() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        // 262,144 lines of 4 bytes are 1 MiB: the notes (from line 5) pass it on the next line, 262,149.
        try site.album("a", notes: String(repeating: "[a]\n", count: 300_000))
        try site.album("b", notes: String(repeating: "[a](", count: 2_000_000))
        let errors = await site.loadErrors().map(\.description)
        #expect(errors.count == 2)
        #expect(errors.first?.hasPrefix("content/albums/a.md:262149: error: the notes are 1.2 MiB and pass 1 MiB") == true)
        #expect(errors.last == "content/albums/b.md:5: error: the notes are 7.7 MiB and pass 1 MiB (1048576 bytes, the most a file's notes may be) "
            + "on this line; shorten them or split them into several files")
        await #expect { _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check() } throws: {
            "\($0)".contains("content/albums/b.md:5: error: the notes are 7.7 MiB")
        }
    }

    @Test("Notes just under 1 MiB are read")
    func longNotes() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: String(repeating: "A long essay about the record.\n", count: 30_000))
        #expect(await site.loadErrors().isEmpty)
    }

    @Test("Blockquotes and lists nested more than 50 deep are an error with the line; 50 deep and thematic breaks are not",
        arguments: [
            (String(repeating: ">", count: 51) + " deep", true),
            (String(repeating: "> ", count: 30) + String(repeating: "- ", count: 21) + "item", true),
            (String(repeating: "1. ", count: 51) + "item", true),
            (String(repeating: ">", count: 1_000_000), true),
            (String(repeating: ">", count: 50) + " deep", false),
            (String(repeating: "- ", count: 200), false),
            (String(repeating: "* ", count: 200), false),
        ])
    func deepNesting(line: String, refused: Bool) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: "Fine.\n\n" + line + "\n\nAfter.")
        let errors = await site.loadErrors().map(\.description)
        if refused {
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("content/albums/a.md:7: error: this line opens ") == true)
            #expect(errors.first?.hasSuffix("blockquotes and lists inside each other, more than the 50 allowed (the Markdown reader's time grows with them); nest them less deeply") == true)
        } else {
            #expect(errors.isEmpty)
        }
    }

    @Test("A theme repeating a section inside itself stops at 50 MiB of page, naming the template and the page, in check and build")
    func sectionInsideItself() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for number in 1...20 { try site.album("a\(number)", title: "Album \(number)") }
        // 20 × 20 × 200 kB would be 80 MB of home page; before the limit, ten levels over 60 albums ran for hours.
        let row = String(repeating: "<p>row</p>\n", count: 20_000)
        try site.write("Templates/home.mustache", "{{<base}}{{$content}}\n{{#albums}}{{#albums}}\n\(row){{/albums}}{{/albums}}\n{{/content}}{{/base}}\n")
        let message = "Templates/home.mustache: error: the page index.html grew past 50 MiB, the most a page may be, so rendering stopped; "
            + "does a section repeat inside itself (such as {{#albums}} within {{#albums}})?"
        await #expect { _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check() } throws: { "\($0)".contains(message) }
        await #expect { _ = try await site.build() } throws: { "\($0)".contains(message) }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    @Test("Content files and folders linking outside the site folder are not read, with a warning naming them")
    func symbolicLinksOutside() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let elsewhere = try TemporarySite(siteYAML: nil)
        defer { elsewhere.remove() }
        try elsewhere.write("secret.md", "---\ntitle: Leaked\nartist: Someone\n---\nPrivate.\n")
        try elsewhere.write("artists/x.md", "---\nname: Leaked Artist\n---\n")
        try site.album("kept")
        try site.write("drafts/inside.md", "---\ntitle: Inside\nartist: A\n---\n")
        let files = FileManager.default
        try files.createSymbolicLink(atPath: site.root.appending(path: "content/albums/leak.md").path, withDestinationPath: elsewhere.root.appending(path: "secret.md").path)
        try files.createSymbolicLink(atPath: site.root.appending(path: "content/albums/inside.md").path, withDestinationPath: "../../drafts/inside.md")
        try files.createSymbolicLink(atPath: site.root.appending(path: "content/artists").path, withDestinationPath: elsewhere.root.appending(path: "artists").path)
        let archive = try await site.load()
        #expect(archive.albums.map(\.slug) == ["inside", "kept"])
        #expect(!archive.artists.contains { $0.name == "Leaked Artist" })
        let warnings = archive.warnings.map(\.description)
        #expect(warnings.contains { $0.hasPrefix("content/albums/leak.md: warning: is a symbolic link to ") && $0.contains("outside the site folder; it is not read") })
        #expect(warnings.contains { $0.hasPrefix("content/artists/: warning: is a symbolic link to ") && $0.contains("outside the site folder; it is not read") })
        #expect(warnings.count == 2)
    }

    @Test("A playlist audio file that is a FIFO is an error, never opened")
    func fifoAudioFile() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try FileManager.default.createDirectory(at: site.root.appending(path: "content/audio"), withIntermediateDirectories: true)
        #expect(mkfifo(site.root.appending(path: "content/audio/pipe.wav").path, 0o644) == 0)
        try site.write("content/playlists/p.md", "---\ntitle: P\ntracks:\n  - { file: ../audio/pipe.wav, title: Pipe }\n---\n")
        #expect(await site.loadErrors().map(\.description) == ["content/playlists/p.md:4: error: audio file '../audio/pipe.wav' is a FIFO (named pipe), not a file"])
    }

    @Test("A content file that is a FIFO is named and skipped, never opened")
    func fifoContentFile() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("kept")
        #expect(mkfifo(site.root.appending(path: "content/albums/pipe.md").path, 0o644) == 0)
        let archive = try await site.load()
        #expect(archive.albums.map(\.slug) == ["kept"])
        #expect(archive.warnings.map(\.description) == ["content/albums/pipe.md: warning: is a FIFO (named pipe), not a regular file; it is not read"])
    }
}
