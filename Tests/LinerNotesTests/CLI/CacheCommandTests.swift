import Foundation
import Testing
@testable import Cache
@testable import Rendering

@Suite("linernotes cache stats | verify | gc, run as commands")
struct CacheCommandTests {
    @Test("stats counts the cache; verify removes a corrupt object; gc removes an unreferenced one; each says what it did")
    func statsVerifyGC() async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        let cache = CacheStore(root: site.root.appending(path: "cache", directoryHint: .isDirectory))
        let kept = try cache.objects.put(Data("kept".utf8))
        let orphan = try cache.objects.put(Data("orphan".utf8))
        let corrupt = try cache.objects.put(Data("corrupt".utf8))
        let fetched = Date(timeIntervalSince1970: 0)
        await cache.index.record("musicbrainz:/ws/2/release/x", .init(object: kept, status: 200, fetched: fetched, url: "https://musicbrainz.org/x"))
        await cache.index.record("wikipedia:/page/y", .init(object: corrupt, status: 200, fetched: fetched, url: "https://en.wikipedia.org/y"))
        try await cache.index.save()
        try Data("bad".utf8).write(to: cache.objects.url(for: corrupt))
        let siteArguments = ["--site", site.root.path]

        let stats = try await binary.run(["cache", "stats"] + siteArguments)
        #expect(stats.status == 0)
        #expect(stats.output == """
            3 objects, 13 bytes
            2 cached answers: musicbrainz 1, wikipedia 1
            0 album covers
            1 object nothing refers to (`linernotes cache gc` removes it)

            """)

        let verify = try await binary.run(["cache", "verify"] + siteArguments)
        #expect(verify.status == 0)
        #expect(verify.errors == "removed corrupt object \(corrupt)\n")
        #expect(verify.output == "Removed 1 corrupt object (fetched again by the next build).\n")
        #expect(try await binary.run(["cache", "verify"] + siteArguments).output == "All objects match their hashes.\n")

        let gc = try await binary.run(["cache", "gc", "--cache", cache.root.path])
        #expect(gc.status == 0)
        #expect(gc.output == "Removed 1 unreferenced object (6 bytes).\n")
        #expect(!cache.objects.contains(orphan))
        #expect(cache.objects.get(kept) == Data("kept".utf8))

        let after = try await binary.run(["cache", "stats", "--cache", cache.root.path])
        #expect(after.output == """
            1 object, 4 bytes
            2 cached answers: musicbrainz 1, wikipedia 1
            0 album covers
            1 answer whose object is missing (the next build fetches it again)

            """)
    }

    @Test("A cache folder that does not exist is an error naming it, not an empty cache", arguments: ["stats", "verify", "gc"])
    func missingCacheFolder(command: String) async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        let typo = site.root.appending(path: "cahce").path
        let run = try await binary.run(["cache", command, "--cache", typo])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "error: no cache folder at \(typo) (a build makes it; --site or --cache names another)\n")
        #expect(!FileManager.default.fileExists(atPath: typo))
    }

    @Test("A default cache/ that is a symbolic link leading out of the site is refused with the build's message, and nothing where it points changes",
          arguments: [["cache", "stats"], ["cache", "verify"], ["cache", "gc"], ["import", "discogs", "collection.csv"]])
    func linkedCacheRefused(command: [String]) async throws {
        let binary = try LinerNotesBinary.locate()
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try site.write("collection.csv", "Catalog#,Artist,Title,Label,Format,Rating,Released,release_id\nX-1,Can,Tago Mago,United Artists,LP,,1971,1\n")
        let elsewhere = site.root.deletingLastPathComponent().appending(path: "elsewhere-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let store = CacheStore(root: elsewhere)
        let orphan = try store.objects.put(Data("nothing refers to me".utf8))
        let leftover = elsewhere.appending(path: "objects/.leftover.999999999.1.tmp")
        try Data("half".utf8).write(to: leftover)
        let before = try folderContents(elsewhere)
        try FileManager.default.createSymbolicLink(at: site.root.appending(path: "cache"), withDestinationURL: elsewhere)

        let build = try await binary.run(["build", "--offline", "--site", site.root.path])
        let refusal = try #require(build.errors.split(separator: "\n").first { $0.contains("is a symbolic link") })
        #expect(refusal.contains("pass --cache \(elsewhere.path)"))
        let run = try await binary.run(command + ["--site", site.root.path], in: site.root)
        #expect(run.status == 1)
        #expect(run.errors == refusal + "\n")
        #expect(store.objects.contains(orphan))
        #expect(try folderContents(elsewhere) == before)
        #expect(filesUnder(site.root.appending(path: "content/albums")) == ["a.md"])

        if command[0] == "cache" {  // --cache naming the folder is what the message suggests, and works
            let named = try await binary.run(command + ["--cache", elsewhere.path])
            #expect(named.status == 0)
        }
    }
}
