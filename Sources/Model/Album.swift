import Engine

/// An album of the archive: what the owner wrote in `content/albums/<slug>.md`.
///
/// Its fields live in shared, copy-on-write boxes: the render's lookups (by slug, by artist, most recent first)
/// and every page's job hold the same album, so a copy costs two pointers, not the whole album (about 750 bytes,
/// which at 50,000 albums and half a dozen copies was a quarter of a build's memory). The enrichment has a box of
/// its own, so the enriched archive shares the owner's fields with the archive as loaded.
public struct Album: Sendable, Hashable {
    /// The stored fields, compared and hashed as the album's value.
    fileprivate struct Fields: Hashable, Codable {
        var slug: String
        var title: String
        var artist: String
        var artistSlug: String = ""
        var artists: [String] = []
        var credit: [CreditPart] = []
        var year: Int?
        var released: PartialDate?
        var mbid: String?
        var releaseGroup: String?
        var itunesID: Int?
        var tracks: [Track]
        var coverFile: String?
        var tags: [String]
        var rating: Int?
        var acquired: PartialDate?
        var added: PartialDate?
        var format: String?
        var label: String?
        var catalog: String?
        var discogs: Int?
        var condition: AlbumCondition?
        var notes: AlbumNotes
        var sourcePath: String
    }

    /// A box is written only through `unique` and `enrichment`, which copy it first when another album shares it,
    /// so no box is written while another thread can read it.
    private final class Box<Value>: @unchecked Sendable {
        var fields: Value
        init(_ fields: Value) { self.fields = fields }
    }

    private var storage: Box<Fields>
    /// Shared by every album not enriched yet.
    private var enrichmentStorage = Self.notEnriched
    private static let notEnriched = Box(AlbumEnrichment())

    /// The fields, for writing: this album's own box, copied first when shared.
    private var unique: Fields {
        get { storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Box(storage.fields) }
            yield &storage.fields
        }
    }

    public var slug: String {
        get { storage.fields.slug }
        _modify { yield &unique.slug }
    }
    public var title: String {
        get { recorded(storage.fields.title) }
        _modify { yield &unique.title }
    }
    /// The artist's name as written; `artistSlug` links it to an `Artist`.
    public var artist: String {
        get { recorded(storage.fields.artist) }
        _modify { yield &unique.artist }
    }
    /// The artist linked first: the credit's only artist, or its first (`credit`).
    public var artistSlug: String {
        get { recorded(storage.fields.artistSlug) }
        _modify { yield &unique.artistSlug }
    }
    /// `artists:` — the artists of a credit of several, as written ("Vendetta (2)", "Barber (3)", "Bad Kid"): each is
    /// an artist of the archive. Empty when the file names none (the credit is split only where Discogs' own text
    /// shows it joins artists: `Artist.creditParts`).
    public var artists: [String] {
        get { recorded(storage.fields.artists) }
        _modify { yield &unique.artists }
    }
    /// A credit of several artists (or of one among other words) as linked when the archive was loaded: each artist as
    /// shown, its artist's slug and the words joining it to the next ("Vendetta", " & "); empty for a credit that is
    /// one artist as written (`artist`, `artistSlug`).
    /// A part without a name (and slug) is words of the credit before its first artist.
    public var credit: [CreditPart] {
        get { recorded(storage.fields.credit) }
        _modify { yield &unique.credit }
    }

    /// The slugs of the credit's artists, each once, in the credit's order (`artistSlug` alone before linking).
    public var creditSlugs: [String] {
        guard hasCreditParts else { return [artistSlug] }
        var seen: Set<String> = [""]
        return credit.map(\.slug).filter { seen.insert($0).inserted }
    }

    /// Whether the credit has parts of its own (several artists, or words around its artist), told without recording
    /// a read: a credit that is one artist is shown from `artist` and `artistSlug` (recorded), and it cannot gain
    /// parts (or lose them) without `artistSlug` moving with it — a whole credit and an artist within it never share
    /// a name — so what read those two is rendered again then. Most albums have one artist: their pages record no
    /// read of `credit`.
    public var hasCreditParts: Bool { !storage.fields.credit.isEmpty }

    /// One artist of an album's credit.
    public struct CreditPart: Sendable, Hashable, Codable {
        public var name: String
        public var slug: String
        public var join: String

        public init(name: String, slug: String, join: String) {
            self.name = name
            self.slug = slug
            self.join = join
        }
    }
    public var year: Int? {
        get { recorded(storage.fields.year) }
        _modify { yield &unique.year }
    }
    public var released: PartialDate? {
        get { recorded(storage.fields.released) }
        _modify { yield &unique.released }
    }
    public var mbid: String? {
        get { recorded(storage.fields.mbid) }
        _modify { yield &unique.mbid }
    }
    public var releaseGroup: String? {
        get { recorded(storage.fields.releaseGroup) }
        _modify { yield &unique.releaseGroup }
    }
    public var itunesID: Int? {
        get { recorded(storage.fields.itunesID) }
        _modify { yield &unique.itunesID }
    }
    public var tracks: [Track] {
        get { recorded(storage.fields.tracks) }
        _modify { yield &unique.tracks }
    }
    /// Absolute path of a local cover image, checked to lie inside the site folder.
    public var coverFile: String? {
        get { recorded(storage.fields.coverFile) }
        _modify { yield &unique.coverFile }
    }
    public var tags: [String] {
        get { recorded(storage.fields.tags) }
        _modify { yield &unique.tags }
    }
    public var rating: Int? {
        get { recorded(storage.fields.rating) }
        _modify { yield &unique.rating }
    }
    public var acquired: PartialDate? {
        get { recorded(storage.fields.acquired) }
        _modify { yield &unique.acquired }
    }
    /// When the album was added to the archive (`added:`, which `import` and `new` write): "Recently added" uses it
    /// for an album without `acquired`.
    public var added: PartialDate? {
        get { recorded(storage.fields.added) }
        _modify { yield &unique.added }
    }
    public var format: String? {
        get { recorded(storage.fields.format) }
        _modify { yield &unique.format }
    }
    /// The record label and its catalogue number, as printed on the release.
    public var label: String? {
        get { recorded(storage.fields.label) }
        _modify { yield &unique.label }
    }
    public var catalog: String? {
        get { recorded(storage.fields.catalog) }
        _modify { yield &unique.catalog }
    }
    /// The Discogs release id (the import from Discogs fills it in); the album page links to it.
    public var discogs: Int? {
        get { recorded(storage.fields.discogs) }
        _modify { yield &unique.discogs }
    }
    /// The condition of the owner's copy, when they graded it.
    public var condition: AlbumCondition? {
        get { recorded(storage.fields.condition) }
        _modify { yield &unique.condition }
    }
    /// The owner's notes, Markdown; empty when they were read from their file again (`AlbumNotes`) and it has changed
    /// since it was loaded. A page shows `currentNotes()`, which says so.
    public var notes: String {
        get { (try? recorded(storage.fields.notes).current()) ?? "" }
        set { unique.notes = AlbumNotes(newValue) }
    }
    /// The notes, read from their file again when long; throws `AlbumNotes.Changed` when it has changed since it was
    /// loaded (a build that goes on would show notes not checked, or not those its record says it showed).
    public func currentNotes() throws -> String {
        try recorded(storage.fields.notes, "notes").current()
    }
    /// The notes as kept: their digest, and their text or where to read it.
    public var keptNotes: AlbumNotes {
        get { recorded(storage.fields.notes, "notes") }
        set { unique.notes = newValue }
    }
    /// Where it came from, relative to the site folder.
    public var sourcePath: String {
        get { recorded(storage.fields.sourcePath) }
        _modify { yield &unique.sourcePath }
    }
    /// Filled in from the music web by the enrich stage.
    public var enrichment: AlbumEnrichment {
        get { recorded(enrichmentStorage.fields) }
        _modify {
            if !isKnownUniquelyReferenced(&enrichmentStorage) { enrichmentStorage = Box(enrichmentStorage.fields) }
            yield &enrichmentStorage.fields
        }
    }

    /// Takes `other`'s enrichment, the same value as this one's is to be, in `other`'s box: albums enriched alike (offline
    /// with nothing cached, every album is "track list pending") hold their enrichment once, not once each (38 MB at
    /// 50,000 albums). Records no read.
    public mutating func shareEnrichment(of other: Album) {
        enrichmentStorage = other.enrichmentStorage
    }

    /// `value`, read from field `field` of this album: the read is recorded for the computation running (`ReadLog`),
    /// so a page's reads are the fields its rendering touched. The slug is the album's identity, not recorded.
    @inline(__always)
    private func recorded<Value>(_ value: Value, _ field: String = #function) -> Value {
        ReadLog.record(Self.table, storage.fields.slug, field: field)
        return value
    }

    /// The table an album's reads are in (`Read.table`).
    public static let table = "album"

    /// Each stored field's digest by name (as the getters record them), the enrichment as `enrichment`: what a
    /// read of one field is checked against.
    public var fieldDigests: FieldDigests {
        StableDigest.fields(storage.fields, adding: [("enrichment", StableDigest.digest(enrichmentStorage.fields))])
    }

    /// The digest of the stored fields, not the enrichment: the album as loaded, which `EnrichmentRecord` keeps an
    /// enrichment for. Records no read.
    public var loadedDigest: Digest { StableDigest.digest(storage.fields) }

    /// The album as loaded — the owner's fields, not the enrichment — coded to be kept between builds (`ParsedRecord`).
    /// Its notes are coded as their digest alone: whoever decodes one gives it its notes again (`keptNotes`).
    public struct Loaded: Sendable, Codable {
        fileprivate let fields: Fields
    }

    /// The album as loaded (`Loaded`). Records no read.
    public var loaded: Loaded { Loaded(fields: storage.fields) }

    /// An album as it was loaded, not enriched.
    public init(_ loaded: Loaded) {
        storage = Box(loaded.fields)
    }

    /// Whether both share their stored fields and enrichment (copies of one album): then their digests are equal.
    public func sharesStorage(with other: Album) -> Bool {
        storage === other.storage && enrichmentStorage === other.enrichmentStorage
    }

    public init(
        slug: String, title: String, artist: String, year: Int? = nil, released: PartialDate? = nil,
        mbid: String? = nil, releaseGroup: String? = nil, itunesID: Int? = nil, tracks: [Track] = [],
        coverFile: String? = nil, tags: [String] = [], rating: Int? = nil, acquired: PartialDate? = nil,
        format: String? = nil, notes: String = "", sourcePath: String = ""
    ) {
        storage = Box(Fields(
            slug: slug,
            title: title,
            artist: artist,
            year: year,
            released: released,
            mbid: mbid,
            releaseGroup: releaseGroup,
            itunesID: itunesID,
            tracks: tracks,
            coverFile: coverFile,
            tags: tags,
            rating: rating,
            acquired: acquired,
            format: format,
            notes: AlbumNotes(notes),
            sourcePath: sourcePath))
    }

    public static func == (a: Album, b: Album) -> Bool {
        (a.storage === b.storage || a.storage.fields == b.storage.fields)
            && (a.enrichmentStorage === b.enrichmentStorage || a.enrichmentStorage.fields == b.enrichmentStorage.fields)
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
        enrichmentStorage.fields.hash(into: &hasher)
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
