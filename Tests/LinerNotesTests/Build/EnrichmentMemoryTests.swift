import Foundation
import Testing
@testable import Build
@testable import Enrichment

/// `serve` keeps each album's enrichment between its rebuilds (`EnrichmentMemory`): a save does not read and decode
/// every cached answer again, and what a rebuild publishes and counts is what it would be without the memory.
@Suite("Enrichments kept between builds")
struct EnrichmentMemoryTests {
    @Test("A rebuild reuses every unchanged album's enrichment with the same pages and fetch summary; an edited album, or a new answer in the cache, is enriched again")
    func keptWhileAlbumAndCacheAreUnchanged() async throws {
        let archive = try EditableArchive(seed: 3)
        defer { archive.remove() }
        var options = archive.buildOptions()
        options.memory.keepWorkBetweenBuilds()
        let memory = try #require(options.memory.enrichmentMemory)
        let first = try await SiteBuilder(options: options).build()
        #expect(memory.reuseCount == 0)
        #expect(first.fetchSummary.contains("answered"), "\(first.fetchSummary)")

        // Nothing changed but a file's stamp: every album and artist keeps its enrichment, counted as before.
        _ = try archive.apply(.notes)
        let second = try await SiteBuilder(options: options).build()
        let entries = second.albums + second.artists
        #expect(memory.reuseCount == entries - 1, "one album edited, \(memory.reuseCount) of \(entries) kept")
        #expect(second.fetchSummary == first.fetchSummary)

        // A new answer in the cache: every lookup is made again (none kept), and the page shows the answer.
        let done = try archive.refreshAnswer(release: "0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a03")
        let before = memory.reuseCount
        let third = try await SiteBuilder(options: options).build()
        #expect(memory.reuseCount == before, "kept enrichments used after the cache changed")
        let title = try #require(done.components(separatedBy: "first track now ").last)
        let page = try String(contentsOf: archive.site.appending(path: "public/albums/slow-weather/index.html"), encoding: .utf8)
        #expect(page.contains(title), "\(done) \(third.renderedPaths.sorted().prefix(10)) \(page.components(separatedBy: "<li").filter { $0.contains("track") }.prefix(3))")
        #expect(third.fetchSummary == first.fetchSummary)

        // And what this process published equals a clean build of the same archive.
        let differing = try await archive.differencesFromCleanBuild()
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}
