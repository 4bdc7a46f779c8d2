import Foundation
import Testing
@testable import Build
@testable import Cache
@testable import Rendering

/// The demo ships its fetched data in `cache/`, made by building the demo against `DemoWorld`.
/// Run with LINERNOTES_WRITE_DEMO_CACHE=1 to write it after changing the demo; otherwise this checks it is current.
@Suite("The demo's committed cache")
struct DemoCacheTests {
    @Test("The committed cache is exactly what the demo world gives, and complete")
    func committedCacheIsCurrent() async throws {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "linernotes-demo-cache-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = scratch.appending(path: "cache", directoryHint: .isDirectory)
        let options = BuildOptions(
            siteDirectory: repositoryRoot, outputDirectory: scratch.appending(path: "public"), cacheDirectory: cache, strict: true,
            environment: [:], transport: FixtureTransport(world: try DemoWorld.make()), clock: TestClock(),
            now: { DemoWorld.fetchedAt })
        let report = try await SiteBuilder(options: options).build()
        #expect(report.fetchWarnings.isEmpty)
        #expect(report.requests > 30)

        let committed = repositoryRoot.appending(path: "cache", directoryHint: .isDirectory)
        // The cache's own lock files, the previous index, the covers made from the images (remade in a second) and the
        // answers this binary checked (`CheckedAnswers`) are not part of what is committed.
        func contents(_ folder: URL) -> [String] {
            filesUnder(folder).filter {
                !($0.split(separator: "/").last ?? "").hasPrefix(".") && !$0.hasPrefix("derived/") && $0 != "checked-answers"
            }
        }
        if ProcessInfo.processInfo.environment["LINERNOTES_WRITE_DEMO_CACHE"] == "1" {
            try? FileManager.default.removeItem(at: committed)
            try FileManager.default.copyItem(at: cache, to: committed)
            for file in Set(filesUnder(committed)).subtracting(contents(committed)) { try FileManager.default.removeItem(at: committed.appending(path: file)) }
            return
        }
        let made = contents(cache)
        #expect(made == contents(committed), "cache/ is out of date: run LINERNOTES_WRITE_DEMO_CACHE=1 swift test --filter DemoCacheTests")
        // The journal's lines come in the order the answers arrived, which varies: what it must give is the index.
        let journal = try Data(contentsOf: committed.appending(path: "index.journal"))
        var replayed = CacheIndex.Stored()
        #expect(CacheIndex.replay(journal, onto: &replayed) == 0)
        #expect(try CacheIndex.decoder.decode(CacheIndex.Stored.self, from: Data(contentsOf: committed.appending(path: "index.json"))) == replayed)
        for file in made where file != "index.journal" {
            #expect(FileManager.default.contents(atPath: cache.appending(path: file).path) == FileManager.default.contents(atPath: committed.appending(path: file).path), "\(file) differs")
        }
    }
}
