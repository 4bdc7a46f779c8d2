import Foundation
import Testing
@testable import Cache
@testable import Enrichment
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering

@Suite("The enrich stage")
struct MusicWebEnricherTests {
    @Test("A cancelled build stops enriching: nothing retried, no source failure counted, the stage throws")
    func cancelled() async throws {
        let site = try TemporarySite(siteYAML: "title: Cancelled\ncontact: tests@example.org\n")
        defer { site.remove() }
        for number in 1...4 { try site.album("album-\(number)", title: "Album \(number)", artist: "Artist \(number)") }
        let archive = try await site.load()
        let transport = HangingTransport()
        let fetcher = Fetcher(
            transport: transport, cache: CacheStore(root: site.root.appending(path: "cache")),
            settings: FetchSettings(contact: "tests@example.org"), clock: TestClock())
        let enricher = MusicWebEnricher(fetcher: fetcher, progress: ProgressReporter(style: .silent) { _ in })
        let stage = Task { try await enricher.enrich(archive) }
        var started = transport.started.makeAsyncIterator()
        _ = await started.next()
        stage.cancel()
        await #expect(throws: CancellationError.self) { try await stage.value }
        #expect(await fetcher.stats.totalFailures == 0)
        #expect(await fetcher.stats.warnings.isEmpty)
        // At most the one request each host had in flight: none were retried, none started after the cancel.
        for (source, counts) in await fetcher.stats.bySource {
            #expect(counts.requests <= 1, "\(source)")
        }
    }
}
