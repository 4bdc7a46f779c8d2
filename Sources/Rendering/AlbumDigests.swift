import Basics
import Engine
import Model

/// Each album's field digests (`Album.fieldDigests`), made once per album and build, and kept with the album they
/// were made from: `serve` keeps one across rebuilds, so an album equal to the one digested last time (`==` is
/// quicker than digesting it again) keeps its digests.
public final class AlbumDigests: Sendable {
    struct Entry: Sendable {
        let album: Album
        let digests: FieldDigests
    }

    /// In shards, each album's made under its shard's lock: two cores rendering neighbouring pages ask for the same
    /// album at once (a page shows the albums beside it), and each digested it (19,400 digests for 10,000 albums).
    private let shards = (0..<64).map { _ in Locked([String: Entry]()) }

    public init() {}

    /// The field digests of `album`: kept ones when it is as it was, else made now and kept.
    func digests(_ album: Album) -> FieldDigests {
        var hasher = Hasher()
        hasher.combine(album.slug)
        return shards[Int(UInt(bitPattern: hasher.finalize()) & 63)].withLock { entries in
            if let entry = entries[album.slug], entry.album.sharesStorage(with: album) || entry.album == album {
                return entry.digests
            }
            let made = ReadLog.untracked { album.fieldDigests }
            entries[album.slug] = Entry(album: album, digests: made)
            return made
        }
    }
}
