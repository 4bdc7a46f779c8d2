import Basics
import Covers
import Model

/// Each album's digests as the last build made them, with the album they were made from: `serve` keeps one across
/// rebuilds, so an album equal to the one digested last time (`==` is quicker than digesting it again) keeps its
/// digests. (`RenderKeys`)
public final class AlbumDigests: Sendable {
    struct Entry: Sendable {
        let album: Album
        let cover: [SizedCover.Variant]?
        let card: String
        let full: String
    }

    private let entries = Locked([String: Entry]())

    public init() {}

    /// The card and full digests of `album` with its cover: kept ones when it is as it was, else made now and kept.
    func digests(_ album: Album, cover: [SizedCover.Variant]?, make: () -> (card: String, full: String)) -> (card: String, full: String) {
        if let entry = entries.withLock({ $0[album.slug] }), entry.cover == cover, entry.album == album {
            return (entry.card, entry.full)
        }
        let made = make()
        entries.withLock { $0[album.slug] = Entry(album: album, cover: cover, card: made.card, full: made.full) }
        return made
    }
}
