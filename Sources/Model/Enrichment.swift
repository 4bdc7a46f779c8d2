import Foundation
import Basics

/// What the music web added to an album. The owner's own fields always win over these.
public struct AlbumEnrichment: Sendable, Hashable {
    public var tracks: [Track] = []
    public var trackSource: SourceName?
    /// Each disc's own title and format, where the source names them.
    public var discs: [Disc] = []
    /// When the album first came out (MusicBrainz: the release group's first release).
    public var released: PartialDate?
    /// This pressing's own date, when it is not the first release's.
    public var pressing: PartialDate?
    /// The album's artists as the source credits them, with their join phrases
    /// ("Johann Sebastian Bach; Academy of St Martin in the Fields, Murray Perahia").
    public var artistCredit: String?
    /// A note about the track list ("iTunes lists 11 of its 13 tracks").
    public var trackNote: String?
    public var musicbrainzReleaseID: String?
    /// The release's group on MusicBrainz: its id (to find the album in the artist's discography) and types
    /// (its shelf on the artist page).
    public var releaseGroupID: String?
    public var primaryType: String?
    public var secondaryTypes: [String] = []
    /// The artists the release credits, with their MusicBrainz ids, to find an artist's id through their albums.
    public var creditedIDs: [CreditedID] = []
    public var itunesURL: String?
    public var cover: FetchedCover?
    public var wikipedia: WikipediaSummary?

    public init() {}
}

/// One medium of a release: its number, and its own title and format when the source has them.
public struct Disc: Sendable, Hashable {
    public var number: Int
    public var title: String?
    public var format: String?

    public init(number: Int, title: String? = nil, format: String? = nil) {
        self.number = number
        self.title = title
        self.format = format
    }
}

/// A cover image fetched and verified from the cache, in one or more sizes (smallest first).
public struct FetchedCover: Sendable, Hashable {
    public struct Image: Sendable, Hashable {
        public var size: Int
        public var data: Data
        public var format: ImageFormat

        package init(size: Int, data: Data, format: ImageFormat) {
            self.size = size
            self.data = data
            self.format = format
        }
    }

    public var images: [Image]
    public var source: SourceName

    package init(images: [Image], source: SourceName) {
        self.images = images
        self.source = source
    }
}

/// The start of a Wikipedia article, as plain text, with what attribution needs (CC BY-SA 4.0).
public struct WikipediaSummary: Sendable, Hashable {
    public var title: String
    public var extract: String
    public var url: String

    package init(title: String, extract: String, url: String) {
        self.title = title
        self.extract = extract
        self.url = url
    }
}

/// What the music web added to an artist.
public struct ArtistEnrichment: Sendable, Hashable {
    public var wikipedia: WikipediaSummary?
    /// Similar artists' names, most similar first (Last.fm).
    public var similar: [String] = []
    public var lastfmTags: [String] = []
    public var lastfmURL: String?
    /// Their release groups on MusicBrainz, when their id is known (given, or found through their albums).
    public var discography: Discography?

    public init() {}
}

/// The answer to a lookup.
public enum Lookup<Value: Sendable>: Sendable {
    case found(Value)
    /// The source answered: there is no such thing.
    case none
    /// No answer (offline and not cached, or failed with nothing cached).
    case unavailable

    package var value: Value? {
        if case .found(let value) = self { return value }
        return nil
    }
}

/// An artist a release credits: their MusicBrainz id, and their name as credited and as MusicBrainz has it.
public struct CreditedID: Sendable, Hashable {
    public var id: String
    public var names: [String]

    package init(id: String, names: [String]) {
        self.id = id
        self.names = names
    }
}
