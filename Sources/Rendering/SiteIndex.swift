import Foundation
import Covers
import Engine
import Model

/// Lookups the pages need, built once per render so no page scans the whole archive. The lookups made from albums,
/// artists and tags record what a page looked up (`RecordedLookup`), checked by `SiteReads`; the others are made
/// from what the site's digest holds (concerts).
struct SiteIndex: Sendable {
    let artistsBySlug: RecordedLookup<Artist>
    /// Each artist's albums, oldest first.
    private(set) var albumsByArtist: RecordedLookup<[Album]>
    private(set) var albumsBySlug: RecordedLookup<Album>
    let tagsBySlug: RecordedLookup<Tag>
    /// Each album's cover as published, by album slug: the owner's image, else the fetched one, sized for the web.
    package let covers: RecordedLookup<SizedCover>
    /// The generated sleeve of each album without a cover, as an image for link previews (only with `base_url`);
    /// the pages draw the sleeve themselves.
    package let sleeves: RecordedLookup<SizedCover>
    /// Artist slugs by normalised name, to link similar artists that are in the archive.
    let artistSlugsByName: RecordedLookup<String>
    /// Each artist's concerts, in date order.
    let concertsByArtist: RecordedLookup<[Concert]>
    /// What tells apart artists who share a name.
    let artistDistinctions: ArtistDistinctions
    /// All albums, most recently acquired first (`recentlyAcquiredFirst`); reading it records the order.
    var recentlyAcquired: [Album] {
        ReadLog.record(Read(Self.recentTable))
        return recentOrder
    }
    private(set) var recentOrder: [Album]
    static let recentTable = "recentlyAcquired"
    /// Each album's position in `recentlyAcquired`, by slug, to order any subset the same way.
    let recentRank: RecordedLookup<Int>

    /// Made while planning: what it reads is recorded only when planning's reads are gathered (`ReadCollector`);
    /// what pages read of it is recorded as they read it.
    package init(_ archive: Archive, covers: [String: SizedCover]) {
        artistsBySlug = RecordedLookup("artistsBySlug", Dictionary(archive.artists.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first }))
        albumsBySlug = RecordedLookup("albumsBySlug", Dictionary(archive.albums.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first }))
        // An album of several artists is on each one's list.
        var grouped: [String: [Album]] = [:]
        for album in archive.albums {
            for slug in album.creditSlugs { grouped[slug, default: []].append(album) }
        }
        let byArtist = grouped.mapValues { $0.sorted(byKey: Album.chronologicalKey, Album.chronological) }
        albumsByArtist = RecordedLookup("albumsByArtist", byArtist)
        recentOrder = archive.albums.sorted(byKey: Self.recentKey, Self.recentlyAcquiredFirst)
        recentRank = RecordedLookup("recentRank", Dictionary(recentOrder.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first }))
        tagsBySlug = RecordedLookup("tagsBySlug", Dictionary(archive.tags.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first }))
        self.covers = RecordedLookup("covers", covers.filter { !$0.value.isSleeve })
        self.sleeves = RecordedLookup("sleeves", covers.filter { $0.value.isSleeve })
        var names: [String: String] = [:]
        for artist in archive.artists { names[NameKey.make(artist.name)] = names[NameKey.make(artist.name)] ?? artist.slug }
        artistSlugsByName = RecordedLookup("artistSlugsByName", names)
        var concerts: [String: [Concert]] = [:]
        for concert in archive.concerts {
            for slug in Set(concert.artistSlugs) where !slug.isEmpty { concerts[slug, default: []].append(concert) }
        }
        concertsByArtist = RecordedLookup("concertsByArtist", concerts)
        artistDistinctions = ArtistDistinctions(archive.artists, albumsByArtist: byArtist)
    }
}

extension SiteIndex {
    /// This index with each of `albums` in the place of the album with its slug: what the index is when those albums
    /// changed only in fields making it did not read (`serve`'s quick rebuild), so every lookup gives them as they are now.
    func replacing(_ albums: [Album]) -> SiteIndex {
        ReadLog.untracked {
            var index = self
            var bySlug = albumsBySlug.values, byArtist = albumsByArtist.values
            for album in albums {
                bySlug[album.slug] = album
                for slug in album.creditSlugs {
                    if let position = byArtist[slug]?.firstIndex(where: { $0.slug == album.slug }) { byArtist[slug]?[position] = album }
                }
                if let rank = recentRank.values[album.slug], recentOrder.indices.contains(rank) { index.recentOrder[rank] = album }
            }
            index.albumsBySlug = RecordedLookup(albumsBySlug.table, bySlug)
            index.albumsByArtist = RecordedLookup(albumsByArtist.table, byArtist)
            return index
        }
    }

    /// `albums` (by slug) most recently acquired first.
    func recentlyAcquired(_ slugs: [String]) -> [Album] {
        slugs.compactMap { slug in recentRank[slug].map { ($0, slug) } }.sorted { $0.0 < $1.0 }.compactMap { albumsBySlug.values[$0.1] }
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

/// A lookup made from the albums, recording each key a page looks up (`Read(table, key)`): `SiteReads` digests
/// what the lookup gives for that key now, so a page is rendered again when what it looked up changed, and only then.
struct RecordedLookup<Value: Sendable>: Sendable {
    let table: String
    /// The entries, read without recording (for digests, and for making other lookups).
    let values: [String: Value]

    init(_ table: String, _ values: [String: Value]) {
        self.table = table
        self.values = values
    }

    subscript(key: String) -> Value? {
        ReadLog.record(Read(table, key))
        return values[key]
    }
}
