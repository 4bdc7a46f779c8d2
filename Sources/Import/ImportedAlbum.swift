import Content
import Model
import MusicWeb

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

/// One track of an imported album.
public struct ImportedTrack: Sendable, Equatable {
    public var title: String
    public var length: Int?
    public var disc: Int?
    public var number: String?
    public var artist: String?
    /// A local audio file, relative to the album file.
    public var file: String?

    public init(title: String, length: Int? = nil, disc: Int? = nil, number: String? = nil, artist: String? = nil, file: String? = nil) {
        self.title = title
        self.length = length
        self.disc = disc
        self.number = number
        self.artist = artist
        self.file = file
    }

    /// The track as a front-matter list item: `- Title` or `- { title: …, length: "4:05", … }`.
    var yamlItem: String {
        var parts: [String] = []
        if let length { parts.append("length: \"\(Track.formatLength(length))\"") }
        if let disc, disc != 1 { parts.append("disc: \(disc)") }
        if let number { parts.append("number: \(YAMLText.quoted(number))") }
        if let artist { parts.append("artist: \(YAMLText.quoted(artist))") }
        if let file { parts.append("file: \(YAMLText.quoted(file))") }
        if parts.isEmpty { return "  - \(YAMLText.quoted(title))" }
        return "  - { title: \(YAMLText.quoted(title)), \(parts.joined(separator: ", ")) }"
    }
}
