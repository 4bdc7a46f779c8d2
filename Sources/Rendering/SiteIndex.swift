import Foundation
import Covers
import Model

/// Lookups the pages need, built once per render so no page scans the whole archive.
struct SiteIndex: Sendable {
    let artistsBySlug: [String: Artist]
    /// Each artist's albums, oldest first.
    let albumsByArtist: [String: [Album]]
    let albumsBySlug: [String: Album]
    let tagsBySlug: [String: Tag]
    /// Each album's cover as published, by album slug: the owner's image, else the fetched one, sized for the web.
    package let covers: [String: SizedCover]
    /// Artist slugs by normalised name, to link similar artists that are in the archive.
    let artistSlugsByName: [String: String]
    /// Each artist's concerts, in date order.
    let concertsByArtist: [String: [Concert]]
    /// What tells apart artists who share a name.
    let artistDistinctions: ArtistDistinctions
    /// All albums, most recently acquired first (`recentlyAcquiredFirst`).
    let recentlyAcquired: [Album]
    /// Each album's position in `recentlyAcquired`, by slug, to order any subset the same way.
    let recentRank: [String: Int]

    package init(_ archive: Archive, covers: [String: SizedCover]) {
        artistsBySlug = Dictionary(archive.artists.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        albumsBySlug = Dictionary(archive.albums.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        albumsByArtist = Dictionary(grouping: archive.albums, by: \.artistSlug).mapValues {
            $0.sorted(byKey: Album.chronologicalKey, Album.chronological)
        }
        recentlyAcquired = archive.albums.sorted(byKey: Self.recentKey, Self.recentlyAcquiredFirst)
        recentRank = Dictionary(recentlyAcquired.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
        tagsBySlug = Dictionary(archive.tags.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        self.covers = covers
        var names: [String: String] = [:]
        for artist in archive.artists { names[NameKey.make(artist.name)] = names[NameKey.make(artist.name)] ?? artist.slug }
        artistSlugsByName = names
        var concerts: [String: [Concert]] = [:]
        for concert in archive.concerts {
            for slug in Set(concert.artistSlugs) where !slug.isEmpty { concerts[slug, default: []].append(concert) }
        }
        concertsByArtist = concerts
        artistDistinctions = ArtistDistinctions(archive.artists, albumsByArtist: albumsByArtist)
    }
}

extension SiteIndex {
    /// `albums` (by slug) most recently acquired first.
    func recentlyAcquired(_ slugs: [String]) -> [Album] {
        slugs.compactMap { slug in recentRank[slug].map { ($0, slug) } }.sorted { $0.0 < $1.0 }.compactMap { albumsBySlug[$0.1] }
    }

    typealias RecentKey = (acquired: PartialDate?, title: String, slug: String)

    /// When it joined the shelf (`acquired`), else when it was added to the archive (`added`, written by `import` and `new`).
    static func recentKey(_ album: Album) -> RecentKey {
        (album.acquired ?? album.added, album.title.lowercased(), album.slug)
    }

    /// Most recently acquired first; albums without a date after, by title.
    static func recentlyAcquiredFirst(_ a: RecentKey, _ b: RecentKey) -> Bool {
        switch (a.acquired, b.acquired) {
        case let (x?, y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (a.title, a.slug) < (b.title, b.slug)
        }
    }
}
