/// A record on the owner's Discogs wantlist, as `linernotes sync` last read it (`WantlistFile`): shown on the
/// "Looking for" page (`wantlist: true`) until an album of the archive is that release.
public struct WantedRelease: Sendable, Hashable, Encodable {
    /// Where `linernotes sync` keeps the wantlist in the site folder (`WantlistFile` reads and writes it).
    public static let file = ".linernotes/wantlist.json"

    /// The Discogs release wanted.
    public var discogs: Int
    public var title: String
    /// The artists as Discogs credits them, numbers and `*` kept as an album file keeps them ("Nirvana (2)").
    public var artist: String
    public var year: Int?
    /// As an album's `format:` ("LP, Album, RE").
    public var format: String?
    public var label: String?
    public var catalog: String?
    /// The day it was put on the wantlist.
    public var wanted: PartialDate?
    /// The owner's note on the want ("any pressing"), as they wrote it on Discogs.
    public var notes: String?
    /// The archive's artist of that name as written (Discogs' number and all), when there is one: linked, never
    /// created for a want.
    public var artistSlug: String?
    /// What the build found for it: the release of the identity source (MusicBrainz) that links this Discogs
    /// release, and that release's front cover.
    public var enrichment = Enrichment()

    public struct Enrichment: Sendable, Hashable, Encodable {
        public var linkedRelease: String?
        public var cover: FetchedCover?

        public init(linkedRelease: String? = nil, cover: FetchedCover? = nil) {
            self.linkedRelease = linkedRelease
            self.cover = cover
        }
    }

    public init(
        discogs: Int, title: String, artist: String, year: Int? = nil, format: String? = nil, label: String? = nil,
        catalog: String? = nil, wanted: PartialDate? = nil, notes: String? = nil
    ) {
        self.discogs = discogs
        self.title = title
        self.artist = artist
        self.year = year
        self.format = format
        self.label = label
        self.catalog = catalog
        self.wanted = wanted
        self.notes = notes
    }

    /// The artist as pages show it, without Discogs' numbers.
    public var shownArtist: String { Artist.displayName(artist) }

    /// Where its cover goes among the albums' (`covers/wanted/<id>…`): no album's slug has a `/`.
    public var coverSlug: String { "wanted/\(discogs)" }

    /// The release's page on Discogs.
    public var discogsURL: String { "https://www.discogs.com/release/\(discogs)" }

    /// An album carrying what a cover needs (title, artist, the linked release, the fetched cover), under `coverSlug`:
    /// covers are sized, named and shown as albums' are.
    public var coverAlbum: Album {
        var album = Album(slug: coverSlug, title: title, artist: shownArtist, mbid: enrichment.linkedRelease)
        if let cover = enrichment.cover { album.enrichment.cover = cover }
        return album
    }
}
