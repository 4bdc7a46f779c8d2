import Foundation
import Testing
@testable import Build
@testable import Content
@testable import Model

/// `serve` keeps the archive parsed between rebuilds (`ParsedFiles`): a save re-reads the file saved and no other.
@Suite("Files kept parsed between loads")
struct ParsedFilesTests {
    private func album(_ title: String) -> String {
        "---\ntitle: \(title)\nartist: Fjörd Ensemble\n---\nNotes.\n"
    }

    @Test("An unchanged file is not read again; a saved one is, and forget() reads all again")
    func reparsesOnlyWhatChanged() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", album("Aurora"))
        try site.write("content/albums/b.md", album("Boreal"))
        let parsed = ParsedFiles()
        let loader = ArchiveLoader(siteDirectory: site.root, parsedFiles: parsed)
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Boreal"])
        #expect(parsed.parseCount == 2)
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Boreal"])
        #expect(parsed.parseCount == 2)

        // Saved with the same size (a new change time): read again, and only it.
        try site.write("content/albums/b.md", album("Cirrus"))
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Cirrus"])
        #expect(parsed.parseCount == 3)

        parsed.forget()
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Cirrus"])
        #expect(parsed.parseCount == 5)
    }

    @Test("serve keeps the parses for a Markdown file or an editor's swap file changed; anything else, a folder too, parses all again")
    func forgetsUnlessHarmless() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", album("Aurora"))
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.memory.keepWorkBetweenBuilds()
        let parsed = try #require(options.memory.parsedFiles)
        let loader = ArchiveLoader(siteDirectory: site.root, parsedFiles: parsed)
        _ = try await loader.load()
        let albums = site.root.appending(path: "content/albums")
        options.memory.filesChanged([albums.appending(path: ".a.md.swp").path, albums.appending(path: "a.md~").path, albums.appending(path: "b.md").path])
        _ = try await loader.load()
        #expect(parsed.parseCount == 1)
        // A cover changed: the album's parse checked it.
        options.memory.filesChanged([site.root.appending(path: "content/covers/a.JPG").path])
        _ = try await loader.load()
        #expect(parsed.parseCount == 2)
        // A folder moved in (inotify names only the folder; an overflowing queue names the watched folders).
        options.memory.filesChanged([site.root.appending(path: "content/music/x").path])
        _ = try await loader.load()
        #expect(parsed.parseCount == 3)
    }

    @Test("Told what changed, a load parses those files and takes the rest as kept; a path it cannot place makes it look at every file")
    func trustsTheWatcherOnlyForPathsItKnows() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", album("Aurora"))
        try site.write("content/albums/b.md", album("Boreal"))
        let parsed = ParsedFiles()
        let loader = ArchiveLoader(siteDirectory: site.root, parsedFiles: parsed)
        _ = try await loader.load()
        let albums = site.root.standardizedFileURL.appending(path: "content/albums")
        try site.write("content/albums/b.md", album("Cirrus"))
        parsed.changed([albums.appending(path: "b.md").path])
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Cirrus"])
        #expect(parsed.parseCount == 3)
        // A new file is listed and parsed, the rest kept.
        try site.write("content/albums/c.md", album("Dune"))
        parsed.changed([albums.appending(path: "c.md").path])
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Cirrus", "Dune"])
        #expect(parsed.parseCount == 4)
        // The saved file named by another spelling of its path: every stamp is looked at, so the save is still read.
        try site.write("content/albums/a.md", album("Equinox"))
        parsed.changed([site.root.path + "/content/./albums/a.md"])
        #expect(try await loader.load().albums.map(\.title) == ["Equinox", "Cirrus", "Dune"])
        #expect(parsed.parseCount == 5)
    }
}
