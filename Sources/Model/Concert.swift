/// A concert from `content/concerts/<slug>.md`.
public struct Concert: Sendable, Hashable, Encodable {
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
