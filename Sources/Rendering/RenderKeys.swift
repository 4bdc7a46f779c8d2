import Basics
import Content
import Covers
import Dispatch
import Model

/// What each page reads, as digests: the key of a render job (`RenderJob.key`) is the digest of everything it
/// reads, so a job whose key the last build recorded would make the very same files, and the build links them
/// from the live site instead of rendering them again. A key that missed an input would keep a stale page: the
/// random-edit equivalence tests (`IncrementalEquivalenceTests`) compare builds in place with clean builds.
///
/// - `site`: what any page may read that is not an album: this binary and the cmark library it renders notes with, the theme, site.yml (but its
///   `theme:`, which only the stylesheet reads), the options, the
///   navigation, every artist, page, playlist, concert and tag, what tells namesakes apart, and where each credited
///   person's page is. Changing any of it
///   renders every page again.
/// - an album's `card` digest: the album with its sized cover, but not its notes, which only its own page shows
///   (`PageKind.readsAlbumNotes`); its `full` digest adds the notes.
/// - `allCards`, `allFull`: every album's, in archive order: what the index, list and search pages read.
/// - `artistCards`: the cards of an artist's albums: what the artist's page and each of those albums' pages show.
struct RenderKeys: Sendable {
    let site: String
    let cards: [String: String]
    let full: [String: String]
    let allCards: String
    let allFull: String
    /// Each artist's albums' card digests, in the order their pages show them, by artist slug.
    let artistCards: [String: String]

    init(archive: Archive, theme: Theme, index: SiteIndex, people: PeopleIndex, navigation: [NavigationEntry], ownerHints: Bool, kept: AlbumDigests? = nil) {
        // site.yml's `theme:` only changes the stylesheet, whose job adds it to its key (`AssetsAndCovers`): a new
        // accent renders that file again, not every page.
        var config = archive.config
        config.theme = nil
        site = StableDigest.combine([
            ExecutableIdentity.current, "cmark " + Markdown.libraryVersion, theme.digest, StableDigest.of(config), ownerHints ? "owner hints" : "published",
            StableDigest.of(navigation), StableDigest.of(archive.artists), StableDigest.of(archive.pages), StableDigest.of(archive.playlists),
            StableDigest.of(archive.concerts), StableDigest.of(archive.tags), StableDigest.of(archive.absentAudioFiles), index.artistDistinctions.digest,
            // Every credited person's page: album pages link to them, and a person's slug depends on the others'.
            people.digest,
        ])
        let albums = archive.albums
        var digests = [(card: String, full: String)](repeating: ("", ""), count: albums.count)
        digests.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: albums.count) { position in
                let album = albums[position]
                let cover = index.covers[album.slug]?.variants
                let make = {
                    // By hand (`DigestFields`): the album without its notes, and its cover as published.
                    let card = StableDigest.of { writer in
                        writer.add("album", album)
                        writer.add("sized", cover != nil)
                        writer.add("cover", cover ?? [])
                    }
                    return (card: card, full: StableDigest.combine([card, album.notes]))
                }
                buffer[position] = kept?.digests(album, cover: cover, make: make) ?? make()
            }
        }
        var cards: [String: String] = [:]
        var full: [String: String] = [:]
        cards.reserveCapacity(albums.count)
        full.reserveCapacity(albums.count)
        for (album, digest) in zip(albums, digests) {
            cards[album.slug] = digest.card
            full[album.slug] = digest.full
        }
        artistCards = index.albumsByArtist.mapValues { albums in StableDigest.combine(albums.map { cards[$0.slug] ?? "" }) }
        self.cards = cards
        self.full = full
        allCards = StableDigest.combine(digests.map(\.card))
        allFull = StableDigest.combine(digests.map(\.full))
    }

    /// The card digests of these albums, in this order: what a page showing them as cards reads.
    func cards(_ slugs: [String]) -> String {
        StableDigest.combine(slugs.map { cards[$0] ?? "" })
    }

    /// A job's key: the site's digest, what the job is, and the digests of what else it reads.
    func key(_ parts: [String]) -> String {
        StableDigest.combine([site] + parts)
    }
}
