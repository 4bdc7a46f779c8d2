import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Content
@testable import Output
@testable import Rendering
@testable import Serve

@Suite("Publishing")
struct SitePublisherTests {
    @Test("A failed build leaves the previous site exactly as it was")
    func failedBuildKeepsPreviousSite() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("kept", title: "Kept")
        try await site.build()
        let before = try snapshot(site.output)

        try site.write("content/albums/broken.md", "---\ntitle: [\n---\n")
        await #expect { try await site.build() } throws: { failed($0, with: ArchiveError.self) }
        #expect(try snapshot(site.output) == before)

        try site.write("content/albums/broken.md", "---\ntitle: Fixed\nartist: X\ncover: nowhere.png\n---\n")
        await #expect { try await site.build() } throws: { failed($0, with: ArchiveError.self) }
        #expect(try snapshot(site.output) == before)
        // No staging folder is left in the build's record beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.appending(path: ".public.linernotes").path).sorted()
            == ["engine", "lock", "manifest.json", "parsed", "search", "state.json"])
    }

    @Test("Files kept by a job (the search index's shards) are kept only with the hashes the live site has; otherwise nothing is staged and the job writes them")
    func keptFilesNeedTheirHashes() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("kept", title: "Kept")
        try await site.build()
        let record = OutputRecord(output: site.output)
        let files = try #require(record.manifest()).files
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted().prefix(2).map { $0 }
        let (first, second) = (try #require(pages.first), try #require(pages.last))
        let publisher = SitePublisher(output: site.output, work: record.folder, inPlace: false)
        let session = try publisher.begin(previousFiles: files, previousStamps: nil)
        func staged(_ path: String) -> Bool { FileManager.default.fileExists(atPath: session.staging.appending(path: path).path) }
        // A hash other than the live site's (a build that failed after the job made its files): not kept.
        #expect(!session.keep(files: [(first, files[first]!), (second, String(repeating: "0", count: 64))]))
        #expect(!staged(first) && !staged(second))
        // The second file gone from the live site: the first, linked already, is let go, and may be written after all.
        try FileManager.default.removeItem(at: site.output.appending(path: second))
        #expect(!session.keep(files: [(first, files[first]!), (second, files[second]!)]))
        #expect(!staged(first))
        _ = try session.write(OutputFile.html(first, "written by the job"))
        #expect(staged(first))
        session.abandon()
        // As recorded: kept, staged as the live file.
        let other = try publisher.begin(previousFiles: files, previousStamps: nil)
        defer { other.abandon() }
        #expect(other.keep(files: [(first, files[first]!)]))
        #expect(FileManager.default.fileExists(atPath: other.staging.appending(path: first).path))
    }

    @Test("Pages of deleted albums do not linger")
    func deletedAlbumsDisappear() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("one")
        try site.album("two")
        try await site.build()
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/two/index.html").path))
        try FileManager.default.removeItem(at: site.root.appending(path: "content/albums/two.md"))
        try await site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/two").path))
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/one/index.html").path))
    }

    @Test("A folder linernotes did not write is never replaced")
    func refusesForeignFolder() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        let foreign = site.root.appending(path: "documents", directoryHint: .isDirectory)
        try site.write("documents/thesis.txt", "irreplaceable")
        await #expect {
            try await site.build(output: foreign)
        } throws: { error in
            "\(error)".contains("holds files that linernotes did not write")
        }
        #expect(try String(contentsOf: foreign.appending(path: "thesis.txt"), encoding: .utf8) == "irreplaceable")
        // An empty folder is fine.
        let empty = site.root.appending(path: "empty", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        try await site.build(output: empty)
        #expect(FileManager.default.fileExists(atPath: empty.appending(path: "index.html").path))
    }

    @Test("A build killed between the two renames is repaired by the next one")
    func recoversInterruptedSwap() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try await site.build()
        // What a kill after "public → .public.linernotes/previous" leaves behind, plus a half-written staging folder.
        let record = OutputRecord(output: site.output)
        let publisher = SitePublisher(output: site.output, work: record.folder)
        try FileManager.default.moveItem(at: site.output, to: publisher.previous)
        try site.write(".public.linernotes/staging-99999/index.html", "half")
        // `check` puts the previous site back too, and writes nothing else.
        _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root, offline: true)).check()
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/a/index.html").path))
        try site.album("b")
        try await site.build()
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/b/index.html").path))
        let record_ = try FileManager.default.contentsOfDirectory(atPath: record.folder.path)
        #expect(record_.filter { $0.hasPrefix("staging") || $0.hasPrefix("previous") }.isEmpty)
    }

    @Test("A rebuild with nothing changed does nothing; one album's new notes rewrite only its page")
    func incremental() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for slug in ["a", "b", "c"] { try site.album(slug, title: slug.uppercased(), extra: "tracks: [One, Two]\n", notes: "First notes.") }
        let first = try await site.build()
        #expect(first.written == first.files)
        let before = try inodes(site.output)

        let again = try await site.build()
        #expect(again.upToDate)
        #expect(try inodes(site.output) == before)  // not even the folder was swapped

        try site.album("b", title: "B", extra: "tracks: [One, Two]\n", notes: "Second thoughts.")
        let changed = try await site.build()
        #expect(!changed.upToDate)
        #expect(changed.written == 1)
        let after = try inodes(site.output)
        for (path, inode) in before {
            if path == "albums/b/index.html" {
                #expect(after[path] != inode)
            } else {
                #expect(after[path] == inode, "\(path) was rewritten")
            }
        }
        #expect(try site.read("albums/b/index.html").contains("Second thoughts."))
    }

    @Test("A site edited or pruned by hand, or a changed cover outside content/, is rebuilt, not trusted")
    func noTrustWithoutChecking() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("covers/x.png", TestImage.png(width: 300, height: 300, color: (10, 20, 30)))
        try site.album("a", extra: "cover: ../../covers/x.png\n")
        try site.album("b")
        try await site.build()
        // A page deleted from public/ comes back.
        try FileManager.default.removeItem(at: site.output.appending(path: "albums/b/index.html"))
        #expect(try await site.build().upToDate == false)
        #expect(FileManager.default.fileExists(atPath: site.output.appending(path: "albums/b/index.html").path))
        // A file added by hand to a page's folder is noticed (the folder's time changes) and gone after the rebuild.
        try Data("stray".utf8).write(to: site.output.appending(path: "albums/a/stray.txt"))
        #expect(try await site.build().upToDate == false)
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/a/stray.txt").path))
        #expect(try await site.build().upToDate)
        // A page edited in public/ is written afresh, not linked, when another change triggers a build.
        let artists = site.output.appending(path: "404.html")
        let original = try Data(contentsOf: artists)
        try (original + Data("TAMPERED".utf8)).write(to: artists)
        try site.album("c")
        try await site.build()
        #expect(try Data(contentsOf: artists) == original)
        // A new cover image outside content/ is noticed.
        let cover = site.output.appending(path: "covers/a.250.webp")
        let before = try Data(contentsOf: cover)
        try site.write("covers/x.png", TestImage.png(width: 300, height: 300, color: (200, 20, 30)))
        #expect(try await site.build().upToDate == false)
        #expect(try Data(contentsOf: cover) != before)
    }

    @Test("A page edited in public/ while a build runs is neither linked into the new site nor trusted afterwards")
    func editDuringBuild() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "linernotes-pub-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let record = OutputRecord(output: root.appending(path: "public"))
        let publisher = SitePublisher(output: record.output, work: record.folder)
        let page = OutputFile.html("index.html", "<p>as built</p>")
        let other = OutputFile.html("about/index.html", "<p>about</p>")
        let live = publisher.output.appending(path: "index.html")
        let state = PublishedState(fingerprint: "inputs", manifest: "", output: "", extraFiles: [], keyVariable: "KEY")
        // What the "render and stage" and "publish" steps do.
        func build(snapshot: OutputRecord.OutputSnapshot? = nil, afterStaging: () throws -> Void = {}) throws {
            let snapshot = snapshot ?? record.snapshot()
            let untouched = record.lastState().map { snapshot.matches($0) } == true
            let session = try publisher.begin(previousFiles: snapshot.manifest?.files ?? [:], previousStamps: untouched ? snapshot.stamps : nil)
            var hashes: [String: String] = [:]
            for file in [page, other] { hashes[file.path] = try session.write(file) }
            try afterStaging()
            let (manifest, stamps, _) = try session.commit(OutputManifest(complete: true, files: hashes, diagnostics: []), record: record)
            record.recordState(state, manifestData: manifest, files: hashes, stamps: stamps)
        }
        func upToDate() -> Bool {
            record.upToDateManifest(fingerprint: "inputs", state: record.lastState(), snapshot: record.snapshot()) != nil
        }
        func appendInPlace(_ text: String) throws {
            let handle = try FileHandle(forWritingTo: live)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
        try build()
        #expect(upToDate())

        // Edited after the build took its snapshot of the output, before the page was staged: written afresh.
        let snapshot = record.snapshot()
        try appendInPlace("EDITED BEFORE STAGING")
        try build(snapshot: snapshot)
        #expect(try String(contentsOf: live, encoding: .utf8) == "<p>as built</p>")
        #expect(upToDate())

        // Edited in place after it was linked into the staging folder (same file): the new site holds the edit, so
        // the build records nothing and the next one does not take the site as up to date.
        try build(snapshot: record.snapshot(), afterStaging: { try appendInPlace("EDITED AFTER STAGING") })
        #expect(try String(contentsOf: live, encoding: .utf8).contains("EDITED AFTER STAGING"))
        #expect(!upToDate())
        try build()
        #expect(try String(contentsOf: live, encoding: .utf8) == "<p>as built</p>")
        #expect(upToDate())
    }

    @Test("Two files wanting one path stop the build with a clear message")
    func duplicatePaths() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try site.write("Templates/search/index.js", "// clashes with the generated index")
        await #expect {
            try await site.build()
        } throws: { error in
            "\(error)".contains("two files of the site want the same path 'assets/search/index.js'")
        }
        #expect(!FileManager.default.fileExists(atPath: site.output.path))
    }

    private func inodes(_ root: URL) throws -> [String: Int] {
        var result: [String: Int] = [:]
        for path in filesUnder(root) {
            result[path] = try FileManager.default.attributesOfItem(atPath: root.appending(path: path).path)[.systemFileNumber] as? Int
        }
        return result
    }

    @Test("Output paths cannot leave the output folder")
    func refusesEscapingPaths() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "linernotes-pub-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let record = OutputRecord(output: root.appending(path: "public"))
        let session = try SitePublisher(output: record.output, work: record.folder).begin(previousFiles: [:], previousStamps: nil)
        #expect(throws: SitePublisher.PublishError.self) {
            try session.write(.html("../escape.html", "x"))
        }
        session.abandon()
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "escape.html").path))
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "public").path))
    }

    /// Every file's bytes by path.
    private func snapshot(_ root: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in filesUnder(root) { result[path] = try Data(contentsOf: root.appending(path: path)) }
        return result
    }
}
