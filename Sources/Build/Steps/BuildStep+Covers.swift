import Foundation
import Covers

/// The step that makes the albums' covers for the web.
extension BuildStep {
    /// Every cover resized and encoded (`CoverSizer`), taken from `cache/derived/` when made before and kept there when
    /// not. `check` makes them in memory and keeps nothing. A cover that cannot be read is a warning naming the album.
    package static let covers = BuildStep("size the covers") { context in
        let archive = try context.require(context.archive, "the archive")
        let store = context.mode == .build ? DerivedImageStore(cache: context.options.resolvedCache) : nil
        let result = try await CoverSizer(store: store, siteDirectory: context.options.siteDirectory).size(archive.albums)
        context.covers = result.covers
        context.notes += result.warnings
        return .next
    }
}
