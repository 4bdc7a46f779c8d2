import Foundation
import Model

extension Fetcher {
    /// The answer cached for `url`, decoded as `T`, without asking anyone: for an answer kept under the URL an
    /// older linernotes asked, when the URL it asks now cannot be answered in this build. Only a 200 answer of the
    /// right shape counts.
    package func cachedJSON<T: Decodable & Sendable>(_ source: SourceName, _ url: URL, as type: T.Type) async -> T? {
        guard let entry = await index.entry(cacheKey(source, url)), entry.status == 200, let body = objects.get(entry.object),
            checked.fits(.decodes(T.self), object: entry.object, body: body)
        else { return nil }
        FetchStats.Tally.current?.read(entry.object)
        return try? JSONDecoder().decode(T.self, from: body)
    }
}
