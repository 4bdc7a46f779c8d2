import Foundation

/// An artist's releases as MusicBrainz knows them (their release groups), to set the owner's albums against.
public struct Discography: Sendable, Hashable, Codable {
    /// One release group: an album, EP, single… in all its editions.
    public struct Entry: Sendable, Hashable, Codable {
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
    /// The day (UTC) its answers were fetched, as the cache records it: what "new" is measured from, so a rebuild
    /// from the same cache is the same site.
    public var fetched: PartialDate?

    public init(artistID: String, entries: [Entry], total: Int, fetched: PartialDate? = nil) {
        self.artistID = artistID
        self.entries = entries
        self.total = total
        self.fetched = fetched
    }
}
