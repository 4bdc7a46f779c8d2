import Foundation
import Model

extension Fetcher {
    /// GETs `url` and decodes a 200 answer as `T`; any other answer (404) is `.none`. A 200 answer that does not fit
    /// `T` (`JSONShape`: `null` or a number where an object belongs, at any level `T` reads) is a failure, never cached.
    package func json<T: Decodable & Sendable>(_ source: SourceName, _ url: URL, as type: T.Type) async -> Lookup<T> {
        await decoded(source, url, as: type, fresh: false).map(\.value)
    }

    /// Whether a 200 answer's `body` is what the service sends when it answers with a `T`: no `null` where an object
    /// or a list belongs (`JSONShape`), decodable as `T` (an id the type needs is not null), and naming what it is
    /// about (`IdentifiedAnswer`: not every identity field null). Anything else is a failure, never cached.
    package static func fits<T: Decodable>(_ body: Data, as type: T.Type) -> Bool {
        guard JSONShape.fits(body, as: T.self), let value = try? JSONDecoder().decode(T.self, from: body) else { return false }
        return (value as? any IdentifiedAnswer)?.isIdentified ?? true
    }

    /// As `json`, but only an answer given now: an older one from the cache (`Fetched.stale`: asking again failed)
    /// is `.unavailable`. For reading a collection as it is (a sync), never as it was.
    package func freshJSON<T: Decodable & Sendable>(_ source: SourceName, _ url: URL, as type: T.Type) async -> Lookup<T> {
        await decoded(source, url, as: type, fresh: true).map(\.value)
    }

    /// As `json`, with when the answer was fetched (`Fetched.fetched`).
    package func jsonFetched<T: Decodable & Sendable>(_ source: SourceName, _ url: URL, as type: T.Type) async -> Lookup<(value: T, fetched: Date?)> {
        await decoded(source, url, as: type, fresh: false)
    }

    /// The three above: a 200 answer fitting `T`, decoded; `fresh`: an older answer from the cache is none.
    private func decoded<T: Decodable & Sendable>(
        _ source: SourceName, _ url: URL, as type: T.Type, fresh: Bool
    ) async -> Lookup<(value: T, fetched: Date?)> {
        switch await get(source, url, kind: .json, shape: .decodes(T.self)) {
        case .unavailable: return .unavailable
        case .answer(let fetched) where fresh && fetched.stale: return .unavailable
        case .answer(let fetched):
            guard fetched.status == 200, let value = try? JSONDecoder().decode(T.self, from: fetched.body) else { return .none }
            return .found((value, fetched.fetched))
        }
    }
}
