import Foundation

/// A playlist from `content/playlists/<slug>.md`: tracks of albums in the archive and local audio files.
public struct Playlist: Sendable, Hashable {
    public enum Item: Sendable, Hashable {
        /// A track of an album of the archive, by number (1-based, across discs) or by title.
        case albumTrack(album: String, track: TrackReference, line: Int?)
        /// A local audio file (absolute path, checked to lie inside the site folder).
        case file(path: String, title: String, line: Int?)
    }

    public enum TrackReference: Sendable, Hashable, CustomStringConvertible {
        case number(Int)
        case title(String)

        public var description: String {
            switch self {
            case .number(let number): "track \(number)"
            case .title(let title): "track '\(title)'"
            }
        }
    }

    public var slug: String
    public var title: String
    public var items: [Item]
    public var notes: String
    public var sourcePath: String

    package init(slug: String, title: String, items: [Item], notes: String, sourcePath: String) {
        self.slug = slug
        self.title = title
        self.items = items
        self.notes = notes
        self.sourcePath = sourcePath
    }
}

/// A concert from `content/concerts/<slug>.md`.
public struct Concert: Sendable, Hashable {
    public var slug: String
    public var date: PartialDate
    /// "20:30", when known.
    public var time: String?
    public var venue: String
    public var city: String?
    public var latitude: Double?
    public var longitude: Double?
    /// Headliner first.
    public var artists: [String]
    /// Slugs of those artists' pages, in the same order (set when the archive is linked).
    public var artistSlugs: [String] = []
    public var url: String?
    public var notes: String
    public var sourcePath: String

    package init(slug: String, date: PartialDate, time: String? = nil, venue: String, city: String? = nil, latitude: Double? = nil, longitude: Double? = nil, artists: [String], artistSlugs: [String] = [], url: String? = nil, notes: String, sourcePath: String) {
        self.slug = slug
        self.date = date
        self.time = time
        self.venue = venue
        self.city = city
        self.latitude = latitude
        self.longitude = longitude
        self.artists = artists
        self.artistSlugs = artistSlugs
        self.url = url
        self.notes = notes
        self.sourcePath = sourcePath
    }

    /// "2026-11-22 20:30": sorts by day, then time (no time first).
    package var sortKey: String { date.description + " " + (time ?? "") }
}
