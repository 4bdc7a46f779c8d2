import Covers
import Model

/// What an album's page lacks — a cover, a track list. The one place that decides it, for the preview's hints
/// (`AlbumView`) and `check`'s report to the owner, so the two never disagree.
package struct AlbumGaps: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    /// No cover to publish: the page shows the placeholder (`CoverView`).
    package static let cover = AlbumGaps(rawValue: 1 << 0)
    /// Neither the owner's `tracks:` nor a fetched track list.
    package static let trackList = AlbumGaps(rawValue: 1 << 1)

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// - Parameter cover: the album's cover as sized for the site (`CoverSizer`), nil when it has none.
    package init(_ album: Album, cover: SizedCover?) {
        self = []
        if cover?.fallback == nil { insert(.cover) }
        if album.displayTracks.isEmpty { insert(.trackList) }
    }
}
