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
    struct Kept<Input: Sendable, Output: Sendable>: Sendable {
        let input: Input
        let output: Output
        let tally: FetchStats.Tally
    }

    private struct State: Sendable {
        var context = ""
        var albums: [String: Kept<Album, AlbumEnrichment>] = [:]
        var artists: [String: Kept<Artist, ArtistEnrichment>] = [:]
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

    func album(_ album: Album) -> Kept<Album, AlbumEnrichment>? {
        guard let kept = state.withLock({ $0.albums[album.slug] }), kept.input == album else { return nil }
        reuses.withLock { $0 += 1 }
        return kept
    }

    func artist(_ artist: Artist) -> Kept<Artist, ArtistEnrichment>? {
        guard let kept = state.withLock({ $0.artists[artist.slug] }), kept.input == artist else { return nil }
        reuses.withLock { $0 += 1 }
        return kept
    }

    func keep(_ album: Album, _ enrichment: AlbumEnrichment, _ tally: FetchStats.Tally) {
        let kept = tally.readCacheOnly ? Kept(input: album, output: enrichment, tally: tally) : nil
        state.withLock { $0.albums[album.slug] = kept }
    }

    func keep(_ artist: Artist, _ enrichment: ArtistEnrichment, _ tally: FetchStats.Tally) {
        let kept = tally.readCacheOnly ? Kept(input: artist, output: enrichment, tally: tally) : nil
        state.withLock { $0.artists[artist.slug] = kept }
    }
}
