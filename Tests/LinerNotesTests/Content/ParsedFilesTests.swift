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

        // b.md rewritten behind the stamp's back (same inode, size and modification time): still the parse kept.
        let b = site.root.appending(path: "content/albums/b.md")
        var info = stat()
        #expect(stat(b.path, &info) == 0)
        let handle = try FileHandle(forWritingTo: b)
        try handle.write(contentsOf: Data(album("Cirrus").utf8))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, b.path, &times, 0) == 0)
        #expect(try await loader.load().albums.map(\.title) == ["Aurora", "Boreal"])

        // a.md saved (a new size): read again, b.md still kept.
        try site.write("content/albums/a.md", album("Aurora Borealis"))
        #expect(try await loader.load().albums.map(\.title) == ["Aurora Borealis", "Boreal"])

        parsed.forget()
        #expect(try await loader.load().albums.map(\.title) == ["Aurora Borealis", "Cirrus"])
        // Without the kept parses, every load reads every file.
        #expect(try await ArchiveLoader(siteDirectory: site.root).load().albums.map(\.title) == ["Aurora Borealis", "Cirrus"])
    }

    @Test("serve forgets the parses when a cover or audio file changes, not for an editor's swap file")
    func forgetsOnMedia() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", album("Aurora"))
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.keepWorkBetweenBuilds()
        let loader = ArchiveLoader(siteDirectory: site.root, parsedFiles: options.parsedFiles)
        _ = try await loader.load()
        // a.md rewritten behind the stamp's back: only a forgotten parse reads the new title.
        let a = site.root.appending(path: "content/albums/a.md")
        var info = stat()
        #expect(stat(a.path, &info) == 0)
        let handle = try FileHandle(forWritingTo: a)
        try handle.write(contentsOf: Data(album("Cirrus").utf8))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, a.path, &times, 0) == 0)
        options.filesChanged([site.root.appending(path: "content/albums/.a.md.swp").path, site.root.appending(path: "content/albums/sed4Xk2").path])
        #expect(try await loader.load().albums.map(\.title) == ["Aurora"])
        options.filesChanged([site.root.appending(path: "content/covers/a.JPG").path])
        #expect(try await loader.load().albums.map(\.title) == ["Cirrus"])
    }
}
