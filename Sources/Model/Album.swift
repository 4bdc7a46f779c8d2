import Basics
/// An album of the archive: what the owner wrote in `content/albums/<slug>.md`.
public struct Album: Sendable, Hashable, Encodable {
    public var slug: String
    public var title: String
    /// The artist's name as written; `artistSlug` links it to an `Artist`.
    public var artist: String
    public var artistSlug: String = ""
    public var year: Int?
    public var released: PartialDate?
    public var mbid: String?
    public var releaseGroup: String?
    public var itunesID: Int?
    public var tracks: [Track]
    /// Absolute path of a local cover image, checked to lie inside the site folder.
    public var coverFile: String?
    public var tags: [String]
    public var rating: Int?
    public var acquired: PartialDate?
    /// When the album was added to the archive (`added:`, which `import` and `new` write): "Recently added" uses it
    /// for an album without `acquired`.
    public var added: PartialDate?
    public var format: String?
    /// The record label and its catalogue number, as printed on the release.
    public var label: String?
    public var catalog: String?
    /// The Discogs release id (the import from Discogs fills it in); the album page links to it.
    public var discogs: Int?
    /// The owner's notes, Markdown.
    public var notes: String
    /// Where it came from, relative to the site folder.
    public var sourcePath: String
    /// Filled in from the music web by the enrich stage.
    public var enrichment = AlbumEnrichment()

    public init(
        slug: String, title: String, artist: String, year: Int? = nil, released: PartialDate? = nil,
        mbid: String? = nil, releaseGroup: String? = nil, itunesID: Int? = nil, tracks: [Track] = [],
        coverFile: String? = nil, tags: [String] = [], rating: Int? = nil, acquired: PartialDate? = nil,
        format: String? = nil, notes: String = "", sourcePath: String = ""
    ) {
        self.slug = slug
        self.title = title
        self.artist = artist
        self.year = year
        self.released = released
        self.mbid = mbid
        self.releaseGroup = releaseGroup
        self.itunesID = itunesID
        self.tracks = tracks
        self.coverFile = coverFile
        self.tags = tags
        self.rating = rating
        self.acquired = acquired
        self.format = format
        self.notes = notes
        self.sourcePath = sourcePath
    }

    /// The year to show: `year`, else the year of `released`, else what the music web says.
    public var displayYear: Int? { year ?? released?.year ?? enrichment.released?.year }

    /// The release date to show: the owner's, else the fetched one.
    public var displayReleased: PartialDate? { released ?? (year == nil ? enrichment.released : nil) }

    /// The owner's track list, else the fetched one.
    public var displayTracks: [Track] { tracks.isEmpty ? enrichment.tracks : tracks }

    /// No track list to show yet, though a later build may fetch one (see `AlbumEnrichment.trackListPending`).
    public var trackListPending: Bool { displayTracks.isEmpty && enrichment.trackListPending }
}

/// Every field but the notes, which only the album's own page shows (`RenderKeys` adds them for that page).
extension Album: DigestFields {
    public func digestFields(_ writer: inout FieldWriter) {
        writer.add("slug", slug)
        writer.add("title", title)
        writer.add("artist", artist)
        writer.add("artistSlug", artistSlug)
        writer.add("year", year)
        writer.add("released", released)
        writer.add("mbid", mbid)
        writer.add("releaseGroup", releaseGroup)
        writer.add("itunesID", itunesID)
        writer.add("tracks", tracks)
        writer.add("coverFile", coverFile)
        writer.add("tags", tags)
        writer.add("rating", rating)
        writer.add("acquired", acquired)
        writer.add("added", added)
        writer.add("format", format)
        writer.add("label", label)
        writer.add("catalog", catalog)
        writer.add("discogs", discogs)
        writer.add("sourcePath", sourcePath)
        writer.add("enrichment", enrichment)
    }
}
