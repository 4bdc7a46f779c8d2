import Basics
import Model

/// What the archive's artists put out lately: the release groups of their discographies whose first release falls
/// in the year up to the day that discography was fetched (as the cache records it, never the wall clock, so a
/// rebuild from the same cache is the same site), newest first, with the owner's album where they have it (matched
/// as the artist page matches: by release group, else by title).
struct NewReleases {
    struct Item {
        let artist: Artist
        let entry: Discography.Entry
        /// The owner's album of this release group.
        let album: Album?
    }

    let items: [Item]
    /// The latest day any discography was fetched: what the page says it is as of.
    let asOf: PartialDate?

    /// Whether any artist has a discography with a fetch day: only then is there a page.
    static func available(_ archive: Archive) -> Bool {
        archive.artists.contains { $0.enrichment.discography?.fetched != nil }
    }

    /// `albumsByArtist`: each artist's albums, oldest first (`SiteIndex`).
    init(_ archive: Archive, albumsByArtist: RecordedLookup<[Album]>) {
        var items: [Item] = []
        var asOf: PartialDate?
        for artist in archive.artists {
            guard let fetched = artist.enrichment.discography?.fetched else { continue }
            asOf = max(asOf ?? fetched, fetched)
            let shelves = ArtistShelves(artist, albums: albumsByArtist[artist.slug] ?? [])
            for listed in (shelves.discography ?? []).flatMap(\.entries) {
                guard let released = listed.entry.firstRelease, Self.isNew(released, asOf: fetched) else { continue }
                items.append(Item(artist: artist, entry: listed.entry, album: listed.album))
            }
        }
        self.items = items.sorted {
            // Every item has its first release (those without are left out above).
            if let a = $0.entry.firstRelease, let b = $1.entry.firstRelease, a != b { return b < a }
            return (MatchKey($0.artist.name).text, $0.entry.title.lowercased(), $0.entry.id)
                < (MatchKey($1.artist.name).text, $1.entry.title.lowercased(), $1.entry.id)
        }
        self.asOf = asOf
    }

    /// Whether `released` may fall in the year up to `asOf` (the day a year before excluded): a date known only to the
    /// month or year counts when any of its days does; a date after `asOf` (announced, not out) does not.
    static func isNew(_ released: PartialDate, asOf: PartialDate) -> Bool {
        let day = (asOf.year, asOf.month ?? 12, asOf.day ?? 31)
        let yearBefore = (day.0 - 1, day.1, day.2)
        let earliest = (released.year, released.month ?? 1, released.day ?? 1)
        let latest = (released.year, released.month ?? 12, released.day ?? 31)
        return earliest <= day && latest > yearBefore
    }
}
