import Basics
import Model
import MusicWeb

/// Each album's and artist's enrichment as an earlier build in this process made it, with what its lookups counted
/// (`serve` keeps one across its rebuilds): an album equal to the one enriched then gets the same enrichment without
/// reading and decoding its cached answers again, and its lookups are counted as they were, so the build's fetch
/// summary is the same. Kept only for work that read nothing but the cache, and only while the build would read the
/// cache the same way (`context`: the cache's stamps, the fetch settings, the sources that can answer): anything
/// else forgets every entry.
public final class EnrichmentMemory: Sendable {
    /// An album (or artist) as loaded, and as enriched then: the enriched value shares the loaded one's fields, and
    /// the archive that takes it shares them with this memory, so nothing is held twice.
    struct Kept<Value: Sendable>: Sendable {
        let input: Value
        let output: Value
        let tally: FetchStats.Tallied
    }

    private struct State: Sendable {
        var context = ""
        var albums: [String: Kept<Album>] = [:]
        var artists: [String: Kept<Artist>] = [:]
    }

    private let state = Locked(State())
    private let reuses = Locked(0)

    public init() {}

    /// How many albums and artists were given a kept enrichment (tests).
    package var reuseCount: Int { reuses.withLock { $0 } }

    /// A build begins that reads the cache as `context` says: entries kept for another context are forgotten.
    func begin(context: String) {
        state.withLock { if $0.context != context { $0 = State(context: context) } }
    }

    /// The album as enriched before, when it was loaded then as `album` is now.
    func album(_ album: Album) -> Kept<Album>? { kept(\.albums, album.slug, album) }

    func artist(_ artist: Artist) -> Kept<Artist>? { kept(\.artists, artist.slug, artist) }

    /// The enrichment kept for the album `slug`, whatever it was loaded as (`serve`'s quick rebuild compares it with
    /// the album's made again).
    package func enrichment(ofAlbum slug: String) -> AlbumEnrichment? {
        state.withLock { $0.albums[slug]?.output.enrichment }
    }

    /// Keeps `album` as loaded and as `enriched`, when its lookups only read the cache (else forgets it).
    func keep(_ album: Album, enriched: Album, _ tally: FetchStats.Tally) { keep(\.albums, album.slug, album, enriched, tally) }

    func keep(_ artist: Artist, enriched: Artist, _ tally: FetchStats.Tally) { keep(\.artists, artist.slug, artist, enriched, tally) }

    private func kept<Value: Equatable>(_ table: KeyPath<State, [String: Kept<Value>]>, _ slug: String, _ loaded: Value) -> Kept<Value>? {
        guard let kept = state.withLock({ $0[keyPath: table][slug] }), kept.input == loaded else { return nil }
        reuses.withLock { $0 += 1 }
        return kept
    }

    private func keep<Value>(
        _ table: WritableKeyPath<State, [String: Kept<Value>]>, _ slug: String, _ loaded: Value, _ enriched: Value, _ tally: FetchStats.Tally
    ) {
        let kept = tally.readCacheOnly ? Kept(input: loaded, output: enriched, tally: tally.counted) : nil
        state.withLock { $0[keyPath: table][slug] = kept }
    }
}
