/// One album as an importer found it, in the archive's own terms: what `AlbumImport` writes into a new album file,
/// or fills into the empty fields of the file that already holds it.
public struct ImportedAlbum: Sendable, Equatable {
    /// How the album is found again on the next run, so an import is idempotent.
    public enum Identity: Sendable, Equatable {
        /// A Discogs release; `copy` tells apart the same release owned twice (0, 1… in the order of the export).
        case discogs(releaseID: String, copy: Int)
        case musicbrainz(String)
        /// By title and artist (compared as `MatchKey`s).
        case name
    }

    public var title: String
    public var artist: String
    /// Front-matter fields besides title and artist, in the order they are written, values as YAML text.
    public var fields: [(key: String, value: String)]
    public var tracks: [ImportedTrack]
    public var notes: String
    public var identity: Identity
    /// Where the importer found it, for messages: "collection.csv:12", "Music/Radiohead/OK Computer".
    public var origin: String
    /// What the import should say about it without skipping it ("2 audio files outside the site folder…").
    public var remarks: [String] = []

    public init(
        title: String, artist: String, fields: [(key: String, value: String)] = [], tracks: [ImportedTrack] = [], notes: String = "",
        identity: Identity = .name, origin: String
    ) {
        self.title = title
        self.artist = artist
        self.fields = fields
        self.tracks = tracks
        self.notes = notes
        self.identity = identity
        self.origin = origin
    }

    public static func == (a: ImportedAlbum, b: ImportedAlbum) -> Bool {
        a.title == b.title && a.artist == b.artist && a.fields.map(\.key) == b.fields.map(\.key) && a.fields.map(\.value) == b.fields.map(\.value)
            && a.tracks == b.tracks && a.notes == b.notes && a.identity == b.identity && a.origin == b.origin && a.remarks == b.remarks
    }
}
