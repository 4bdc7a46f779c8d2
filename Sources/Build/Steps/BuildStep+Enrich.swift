import Foundation
import Basics
import Cache
import Enrichment
import Engine

/// The steps that fill the archive in from the cache and the music web.
extension BuildStep where Input == BuildPhase.Themed, Output == BuildPhase.Enriched {
    /// `check` enriches from the cache alone: it never fetches, and its cache is read-only, so it writes nothing there.
    static var enrich: Self {
        BuildStep("enrich from the music web") { themed in
            let options = themed.options
            var notes: [Diagnostic] = []
            // Before the fetcher reads the cache's index: an answer another build saves after this is in newer stamps.
            let stamps = SiteBuilder(options: options).cacheStamps()
            let fetcher = SiteBuilder(options: options).makeFetcher(
                themed.archive.config, offline: themed.mode == .check, notes: &notes)
            var cacheLock: CacheLock?
            if themed.mode == .build {
                // Builds share the cache (offline too: they write covers into derived/ and may save a rebuilt index);
                // `cache gc` waits for them. `check` writes nothing there.
                cacheLock = try await CacheLock(options.resolvedCache, exclusive: false, clock: options.seams.clock)
            }
            let context = SiteBuilder(options: options).enrichmentContext(fetcher, stamps: stamps)
            // `build` keeps its enrichments on disk for the next (`serve` keeps them in memory; `check` writes nothing).
            let record = themed.mode == .build && options.memory.enrichmentMemory == nil
                ? EnrichmentRecord(file: themed.record.enrichmentFile, objects: fetcher.objects) : nil
            if let record { options.seams.enrichmentRecord?(record) }
            var enricher = MusicWebEnricher(
                fetcher: fetcher,
                progress: options.seams.progress ?? ProgressReporter(style: .silent, write: { _ in }),
                memory: options.memory.enrichmentMemory.map { ($0, context: context) },
                record: record.map { ($0, context: context + "|" + ExecutableIdentity.code) })
            enricher.reads = themed.shapeReads
            let archive = try await enricher.enrich(themed.archive)
            if let record, let note = record.note { notes.append(Diagnostic(.note, file: record.file.path, note)) }
            // One warning per album whose release was a guess between two (build and check alike).
            notes += ReadCollector.record(themed.shapeReads) { MatchReport.warnings(archive.albums) }
            return BuildPhase.Enriched(
                themed: themed, archive: archive, fetcher: fetcher, fetchWarnings: await fetcher.stats.warnings, notes: notes,
                cacheLock: cacheLock)
        }
    }
}

extension BuildStep where Input == BuildPhase.Enriched, Output == BuildPhase.Enriched {
    /// With `--strict`, missing data (a source failed, or an answer not in the cache offline) stops the build.
    static var strict: Self {
        BuildStep("apply --strict") { enriched in
            guard enriched.options.request.strict else { return enriched }
            let stats = enriched.fetcher.stats
            let missing = await stats.bySource.filter { $0.value.failures > 0 || $0.value.skippedDown > 0 || $0.value.skippedBudget > 0 || $0.value.skippedOffline > 0 }
            let unsaved = await stats.unsaved
            guard !missing.isEmpty || unsaved > 0 else { return enriched }
            let offline = missing.sorted { $0.key < $1.key }.compactMap { source, counts in
                counts.skippedOffline > 0 ? "error: \(source.displayName): \(counts.skippedOffline) answers are not in the cache (offline)" : nil
            }
            throw SiteBuilder.StrictError(details: enriched.fetchWarnings + offline)
        }
    }
}
