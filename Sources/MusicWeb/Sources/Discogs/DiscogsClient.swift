import Foundation
import Model

/// Discogs' database API: a release by its id.
package struct DiscogsClient: Sendable {
    package let fetcher: Fetcher

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    /// The release `id` (`discogs:` in an album's file); `.none` when Discogs has no such release (404).
    package func release(id: Int) async -> Lookup<DiscogsRelease> {
        let base = fetcher.settings.sources.baseURL(.discogs)
        guard id > 0, let url = URL(string: "\(base)/releases/\(id)") else { return .none }
        return await fetcher.json(.discogs, url, as: DiscogsRelease.self)
    }
}
