import Foundation
import Cache
import Enrichment
import Model

/// The steps that fill the archive in from the cache and the music web.
extension BuildStep {
    /// `check` enriches from the cache alone: it never fetches, so it writes nothing.
    package static let enrich = BuildStep("enrich from the music web") { context in
        let archive = try context.require(context.archive, "the archive")
        let (fetcher, lastfmKey) = SiteBuilder(options: context.options).makeFetcher(
            archive.config, offline: context.mode == .check, notes: &context.notes)
        if !fetcher.settings.offline {
            // Builds share the cache; `cache gc` waits for them. What a killed build left half-written goes.
            context.cacheLock = try await CacheLock(context.options.resolvedCache, exclusive: false, clock: context.options.clock)
            CacheStore(root: context.options.resolvedCache).removeStaleTemporaries()
        }
        let enricher = MusicWebEnricher(
            fetcher: fetcher, lastfmKey: lastfmKey,
            progress: context.options.progress ?? ProgressReporter(style: .silent, write: { _ in }))
        context.archive = try await enricher.enrich(archive)
        context.fetcher = fetcher
        context.fetchWarnings = await fetcher.stats.warnings
        return .next
    }

    /// With `--strict`, missing data (a source failed, or an answer not in the cache offline) stops the build.
    package static let strict = BuildStep("apply --strict") { context in
        guard context.options.strict, let fetcher = context.fetcher else { return .next }
        let missing = await fetcher.stats.bySource.filter { $0.value.failures > 0 || $0.value.skippedDown > 0 || $0.value.skippedBudget > 0 || $0.value.skippedOffline > 0 }
        let unsaved = await fetcher.stats.unsaved
        guard !missing.isEmpty || unsaved > 0 else { return .next }
        let offline = missing.sorted { $0.key < $1.key }.compactMap { source, counts in
            counts.skippedOffline > 0 ? "error: \(source.displayName): \(counts.skippedOffline) answers are not in the cache (offline)" : nil
        }
        throw SiteBuilder.StrictError(details: context.fetchWarnings + offline)
    }
}
