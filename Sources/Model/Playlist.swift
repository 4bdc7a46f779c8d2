import Foundation

/// A playlist from `content/playlists/<slug>.md`: tracks of albums in the archive and local audio files.
public struct Playlist: Sendable, Hashable, Encodable {
    public enum Item: Sendable, Hashable, Encodable {
        /// A track of an album of the archive, by number (1-based, across discs) or by title.
        case albumTrack(album: String, track: TrackReference, line: Int?)
        /// A local audio file (absolute path, checked to lie inside the site folder); no path when the file is not there
        /// (a disk not mounted): the track is listed without a player.
        case file(path: String?, title: String, line: Int?)
    }

    public enum TrackReference: Sendable, Hashable, Encodable, CustomStringConvertible {
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
