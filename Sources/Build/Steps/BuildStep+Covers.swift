import Foundation
import Covers

/// The step that makes the albums' covers for the web, and the wanted records'.
extension BuildStep where Input == BuildPhase.Enriched, Output == BuildPhase.CoversSized {
    /// Every cover resized and encoded (`CoverSizer`), taken from `cache/derived/` when made before and kept there when
    /// not. `check` makes them in memory and keeps nothing. A cover that cannot be read is a warning naming the album.
    static var covers: Self {
        BuildStep("size the covers") { enriched in
            let store = enriched.mode == .build ? DerivedImageStore(cache: enriched.options.resolvedCache) : nil
            let result = try await CoverSizer(store: store, siteDirectory: enriched.options.request.siteDirectory, reads: enriched.shapeReads).size(
                enriched.archive.albums + (enriched.archive.$wanted ?? []).map(\.coverAlbum),
                // Link previews (og:image) need an absolute address: only a site with base_url has them.
                sleeves: enriched.archive.config.baseURL != nil)
            var enriched = enriched
            enriched.notes += result.warnings
            return BuildPhase.CoversSized(enriched: enriched, covers: result.covers)
        }
    }
}
