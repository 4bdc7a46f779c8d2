import Basics
import Model

/// Connects albums to artists by name and gathers tags.
struct ArchiveLinker {
    package private(set) var albums: [Album]
    package private(set) var artists: [Artist]
    package private(set) var concerts: [Concert]
    package private(set) var warnings: [Diagnostic] = []
    /// Each linked name's key (`NameKey` of the name as written, Discogs' number and all) to its artist's slug.
    package private(set) var slugByName: [String: String] = [:]

    package init(albums: [Album], artists: [Artist], concerts: [Concert] = []) {
        self.albums = albums
        self.artists = artists
        self.concerts = concerts
    }

    /// Gives each album its `credit` (each artist of it linked) and `artistSlug` (the first), making an artist (with a
    /// safe, unique slug) for each name without a file.
    package mutating func link() {
        var slugByName: [String: String] = [:]
        for artist in artists {
            let key = NameKey.make(artist.name)
            if let existing = slugByName[key] {
                warnings.append(.warning(
                    artist.sourcePath ?? "", "has the same name as content/artists/\(existing).md; albums link to that one"))
                continue
            }
            slugByName[key] = artist.slug
        }
        var taken = Set(artists.map(\.slug))
        // Each album's credit split into its artists (one, unless the file or Discogs' text names several; never a
        // credit an artist file is named for, "Vendetta (2) & Barber (3)" with its own page). Words of a credit that
        // are no artist (an empty name) are not linked.
        let credits = albums.map { album in
            album.artists.isEmpty && slugByName[NameKey.make(album.artist)] != nil
                ? [(name: album.artist, join: "")] : Artist.creditParts(album.artist, names: album.artists)
        }
        // Names without a file, in a stable order so slugs do not depend on file order.
        // Each name's key made once (folding a name is most of what linking costs).
        let named = credits.flatMap { $0.map(\.name).filter { !$0.isEmpty } } + concerts.flatMap(\.artists)
        let namedKeys = named.map { NameKey.make($0) }
        let missing = Set(namedKeys).subtracting(slugByName.keys)
        var spelling: [String: String] = [:]
        for (name, key) in zip(named, namedKeys) where spelling[key] == nil { spelling[key] = name }
        for key in missing.sorted() {
            let name = spelling[key] ?? key
            let slug = Slug.unique(name, fallback: "artist-" + Slug.stableHash(key), taken: taken)
            taken.insert(slug)
            slugByName[key] = slug
            artists.append(Artist(slug: slug, name: Artist.displayName(name)))
        }
        artists.sort { $0.slug < $1.slug }
        var position = 0
        for index in albums.indices {
            let credit = credits[index].map { part in
                guard !part.name.isEmpty else { return Album.CreditPart(name: "", slug: "", join: part.join) }
                defer { position += 1 }
                return Album.CreditPart(name: Artist.displayName(part.name), slug: slugByName[namedKeys[position]] ?? "", join: part.join)
            }
            // A credit that is one artist, as written, is `artist` and `artistSlug` alone: no parts kept for most albums.
            let whole = credit.count == 1 && credit[0].join.isEmpty && credit[0].name == Artist.displayName(albums[index].artist)
            albums[index].credit = whole ? [] : credit
            albums[index].artistSlug = credit.first { !$0.slug.isEmpty }?.slug ?? ""
            albums[index].artist = Artist.displayName(albums[index].artist)
        }
        for index in concerts.indices {
            concerts[index].artistSlugs = concerts[index].artists.map { slugByName[NameKey.make($0)] ?? "" }
        }
        self.slugByName = slugByName
    }

    /// Tags of albums and artists, merged by slug; shown with their most used spelling.
    package func tags() -> [Tag] {
        var bySlug: [String: Tag] = [:]
        var spellings: [String: [String: Int]] = [:]
        func add(_ name: String, album: String?, artist: String?) {
            let slug = Tag.slug(for: name)
            if bySlug[slug] == nil { bySlug[slug] = Tag(slug: slug, name: name, albumSlugs: [], artistSlugs: []) }
            // Appended in place: copying the tag out and back would copy its whole list every time.
            if let album, bySlug[slug]?.albumSlugs.last != album { bySlug[slug]?.albumSlugs.append(album) }
            if let artist, bySlug[slug]?.artistSlugs.last != artist { bySlug[slug]?.artistSlugs.append(artist) }
            spellings[slug, default: [:]][name, default: 0] += 1
        }
        for album in albums { for name in album.tags { add(name, album: album.slug, artist: nil) } }
        for artist in artists { for name in artist.tags { add(name, album: nil, artist: artist.slug) } }
        return bySlug.values.map { tag in
            var tag = tag
            let counts = spellings[tag.slug] ?? [:]
            tag.name = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? tag.name
            return tag
        }.sorted { $0.slug < $1.slug }
    }
}
