import Basics
import Model

/// An artist's albums on shelves (Albums, EPs, Singles, Live, Compilations, Soundtracks, Other releases), and their
/// discography from MusicBrainz set against the collection: which release groups the owner has, which not.
struct ArtistShelves {
    struct Listed {
        package let entry: Discography.Entry
        /// The owner's album of this release group.
        package let album: Album?
    }

    struct DiscographyShelf {
        package let shelf: Shelf
        package let entries: [Listed]
        var owned: Int { entries.filter { $0.album != nil }.count }
    }

    /// The owner's albums by shelf, in shelf order, each shelf oldest first.
    let owned: [(shelf: Shelf, albums: [Album])]
    /// Nil when the artist has no discography (no MusicBrainz id, or nothing cached offline).
    package let discography: [DiscographyShelf]?
    package let source: Discography?

    /// `albums`: the artist's albums, oldest first.
    package init(_ artist: Artist, albums: [Album]) {
        let discography = artist.enrichment.discography
        source = discography
        var entryOfAlbum: [String: Discography.Entry] = [:]
        var albumOfEntry: [String: Album] = [:]
        if let discography {
            let byID = Dictionary(discography.entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            var byTitle: [MatchKey: Discography.Entry] = [:]
            for entry in discography.entries where byTitle[MatchKey(entry.title)] == nil { byTitle[MatchKey(entry.title)] = entry }
            for album in albums {
                // The release group named by the owner or found with the release; else the same title.
                let entry = (album.releaseGroup ?? album.enrichment.releaseGroupID).flatMap { byID[$0] } ?? byTitle[MatchKey(album.title)]
                guard let entry else { continue }
                entryOfAlbum[album.slug] = entry
                if albumOfEntry[entry.id] == nil { albumOfEntry[entry.id] = album }
            }
            let grouped = Dictionary(grouping: discography.entries, by: \.shelf)
            self.discography = grouped.sorted { $0.key < $1.key }.map { shelf, group in
                let entries = group.sorted {
                    ($0.firstRelease.map { $0.description } ?? "9999", $0.title.lowercased(), $0.id)
                        < ($1.firstRelease.map { $0.description } ?? "9999", $1.title.lowercased(), $1.id)
                }
                return DiscographyShelf(shelf: shelf, entries: entries.map { Listed(entry: $0, album: albumOfEntry[$0.id]) })
            }
        } else {
            self.discography = nil
        }
        var shelves: [Shelf: [Album]] = [:]
        for album in albums {
            let shelf = entryOfAlbum[album.slug]?.shelf
                ?? (album.enrichment.primaryType != nil || !album.enrichment.secondaryTypes.isEmpty
                    ? Shelf(primaryType: album.enrichment.primaryType, secondaryTypes: album.enrichment.secondaryTypes) : .albums)
            shelves[shelf, default: []].append(album)
        }
        owned = shelves.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The studio albums shelf of the discography, for the most complete artists.
    var studioAlbums: DiscographyShelf? { discography?.first { $0.shelf == .albums } }
}
