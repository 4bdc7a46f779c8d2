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

    private let entries = Locked([String: Entry]())

    public init() {}

    /// The field digests of `album`: kept ones when it is as it was, else made now and kept.
    func digests(_ album: Album) -> FieldDigests {
        if let entry = entries.withLock({ $0[album.slug] }), entry.album.sharesStorage(with: album) || entry.album == album {
            return entry.digests
        }
        let made = ReadLog.untracked { album.fieldDigests }
        entries.withLock { $0[album.slug] = Entry(album: album, digests: made) }
        return made
    }
}
