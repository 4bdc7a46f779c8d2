import Foundation

/// An artist's releases as MusicBrainz knows them (their release groups), to set the owner's albums against.
public struct Discography: Sendable, Hashable {
    /// One release group: an album, EP, single… in all its editions.
    public struct Entry: Sendable, Hashable {
        public var id: String
        public var title: String
        public var primaryType: String?
        public var secondaryTypes: [String]
        public var firstRelease: PartialDate?
        public var disambiguation: String?

        package init(id: String, title: String, primaryType: String? = nil, secondaryTypes: [String], firstRelease: PartialDate? = nil, disambiguation: String? = nil) {
            self.id = id
            self.title = title
            self.primaryType = primaryType
            self.secondaryTypes = secondaryTypes
            self.firstRelease = firstRelease
            self.disambiguation = disambiguation
        }

        public var shelf: Shelf { Shelf(primaryType: primaryType, secondaryTypes: secondaryTypes) }
        public var musicbrainzURL: String { "https://musicbrainz.org/release-group/\(id)" }
    }

    /// The MusicBrainz artist whose release groups these are.
    public var artistID: String
    public var entries: [Entry]
    /// How many release groups MusicBrainz has for the artist; more than `entries` when only the first pages were
    /// fetched (a composer such as Beethoven has thousands).
    public var total: Int

    public init(artistID: String, entries: [Entry], total: Int) {
        self.artistID = artistID
        self.entries = entries
        self.total = total
    }
}

/// Where a release stands on an artist's shelves, from its release group's types: a live album is Live, a
/// compilation is Compilations whatever its primary type; studio albums are Albums.
public enum Shelf: Int, Sendable, Hashable, CaseIterable, Comparable {
    case albums, eps, singles, live, compilations, soundtracks, other

    public init(primaryType: String?, secondaryTypes: [String]) {
        let secondary = Set(secondaryTypes.map { $0.lowercased() })
        if secondary.contains("soundtrack") {
            self = .soundtracks
        } else if secondary.contains("live") {
            self = .live
        } else if secondary.contains("compilation") {
            self = .compilations
        } else if !secondary.isEmpty {
            // Remix, DJ-mix, Mixtape/Street, Demo, Interview, Spokenword, Audiobook, Audio drama, Field recording.
            self = .other
        } else {
            switch primaryType?.lowercased() {
            case "album": self = .albums
            case "ep": self = .eps
            case "single": self = .singles
            default: self = .other
            }
        }
    }

    public var title: String {
        switch self {
        case .albums: "Albums"
        case .eps: "EPs"
        case .singles: "Singles"
        case .live: "Live"
        case .compilations: "Compilations"
        case .soundtracks: "Soundtracks"
        case .other: "Other releases"
        }
    }

    /// "studio albums", "EPs"… for "You own 5 of 12 studio albums".
    public func counted(_ count: Int) -> String {
        switch self {
        case .albums: count == 1 ? "studio album" : "studio albums"
        case .eps: count == 1 ? "EP" : "EPs"
        case .singles: count == 1 ? "single" : "singles"
        case .live: count == 1 ? "live album" : "live albums"
        case .compilations: count == 1 ? "compilation" : "compilations"
        case .soundtracks: count == 1 ? "soundtrack" : "soundtracks"
        case .other: count == 1 ? "other release" : "other releases"
        }
    }

    public static func < (a: Shelf, b: Shelf) -> Bool { a.rawValue < b.rawValue }
}
