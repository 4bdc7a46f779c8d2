import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Cache
@testable import Import
@testable import MusicWeb

/// A run killed halfway through an atomic write leaves its temporary file (`AtomicFile.temporaryName`); the next run of
/// any kind removes it, and never a live run's. A kill is simulated the way the other kill tests do it: by leaving
/// exactly what the kill leaves, here a temporary file named with a process that is gone.
@Suite("Temporary files of killed runs")
struct LeftoverTemporaryFilesTests {
    /// pid_max on Linux is at most 2^22: no process has this pid.
    static let killed: Int32 = 99_999_999
    /// pid 1 always runs: a live concurrent run's file.
    static let live: Int32 = 1

    /// The name `AtomicFile` gives the temporary file of `name` in the process `pid`.
    static func temporary(_ name: String, pid: Int32) -> String {
        let own = AtomicFile.temporaryName(for: name)
        #expect(AtomicFile.writingProcess(of: own) == ProcessInfo.processInfo.processIdentifier)
        return ".\(name).\(pid).1a2b3c4d.tmp"
    }

    /// A built site with what a killed build and a killed import leave in each folder they write.
    static func siteAfterKills() async throws -> (TemporarySite, killed: [String], cache: [String]) {
        let site = try TemporarySite()
        try site.album("a", title: "A")
        try await site.build()
        let cache = [
            "cache/derived/ab/" + temporary("abcdef-r1.500.webp", pid: killed), "cache/objects/cd/" + temporary("ef01", pid: killed),
            "cache/" + temporary("index.json", pid: killed), "cache/" + temporary("unreachable.json", pid: killed),
        ]
        let others = [
            ".public.linernotes/" + temporary("manifest-next.json", pid: killed), ".public.linernotes/" + temporary("state.json", pid: killed),
            "content/albums/" + temporary("ok-computer.md", pid: killed), "content/covers/" + temporary("ok-computer.jpg", pid: killed),
        ]
        for path in cache + others { try site.write(path, "half") }
        return (site, cache + others, cache)
    }

    static func exists(_ site: TemporarySite, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: site.root.appending(path: path).path)
    }

    @Test("The next build removes every temporary file a killed build and a killed import left, a live import's stays")
    func buildRemovesLeftovers() async throws {
        let (site, killed, _) = try await Self.siteAfterKills()
        defer { site.remove() }
        let running = "content/albums/" + Self.temporary("in-progress.md", pid: Self.live)
        try site.write(running, "half")
        try await site.build()
        #expect(killed.filter { Self.exists(site, $0) } == [])
        #expect(Self.exists(site, running))
    }

    @Test("check removes the leftovers in content/ and beside the output, and writes nothing into cache/")
    func checkCleansAllButTheCache() async throws {
        let (site, killed, cache) = try await Self.siteAfterKills()
        defer { site.remove() }
        let before = try folderContents(site.root.appending(path: "cache"))
        _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root, offline: true)).check()
        #expect(killed.filter { Self.exists(site, $0) } == cache)
        #expect(try folderContents(site.root.appending(path: "cache")) == before)
    }

    @Test("While a build holds the output, check leaves the temporary files beside it alone: they may be that build's")
    func checkBesideARunningBuild() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a")
        try await site.build()
        let path = ".public.linernotes/" + Self.temporary("state.json", pid: Self.killed)
        try site.write(path, "half")
        let lock = try HeldBuildLock(beside: site.output)
        _ = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root, offline: true)).check()
        #expect(Self.exists(site, path))
        lock.release()
        try await site.build()
        #expect(!Self.exists(site, path))
    }

    @Test("The next import removes a killed import's temporary files (in content/ and cache/), not a live one's")
    func importRemovesLeftovers() async throws {
        let (site, killed, _) = try await Self.siteAfterKills()
        defer { site.remove() }
        let running = "content/albums/" + Self.temporary("in-progress.md", pid: Self.live)
        try site.write(running, "half")
        let report = try AlbumImport(site: site.root).run([ImportedAlbum(title: "Kid A", artist: "Radiohead", fields: [], origin: "test")])
        #expect(report.created == ["content/albums/kid-a.md"])
        #expect(killed.filter { Self.exists(site, $0) && !$0.hasPrefix(".public") } == [])
        #expect(Self.exists(site, running))
        // A dry run writes nothing, not even that.
        try site.write(killed[3], "half")
        _ = try AlbumImport(site: site.root, dryRun: true).run([])
        #expect(Self.exists(site, killed[3]))
    }

    @Test("cache gc removes the temporary files killed runs left in derived/, objects/ and beside the index")
    func gcRemovesLeftovers() async throws {
        let (site, _, cache) = try await Self.siteAfterKills()
        defer { site.remove() }
        // Fresh ones too: gc has the cache to itself, so nothing else can be writing them.
        let store = CacheStore(root: site.root.appending(path: "cache", directoryHint: .isDirectory))
        _ = try await CacheMaintenance(cache: store).collectGarbage()
        #expect(cache.filter { Self.exists(site, $0) } == [])
    }

    #if os(Linux)
    @Test("The hosts found down are saved through a temporary file named as the sweep expects, so a killed build's goes")
    func unreachableHostsSavedSweepably() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let cache = site.root.appending(path: "cache", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let health = HostHealth(file: cache.appending(path: "unreachable.json"))
        await health.markDown("musicbrainz.org", "connection refused")
        let created = try await filesCreated(in: cache) { await health.save() }
        #expect(FileManager.default.fileExists(atPath: cache.appending(path: "unreachable.json").path))
        #expect(!created.isEmpty)
        // Foundation's atomic write named it `.dat.nosync…`, which no run could tell from a live one's, so none removed it.
        for name in created { #expect(AtomicFile.writingProcess(of: name) == ProcessInfo.processInfo.processIdentifier, "\(name)") }
    }
    #endif
}
