/// Who played on one track and what it performs, with the track's place on the release (as MusicBrainz lists
/// it, so it holds even when the owner wrote the track list).
public struct TrackCredits: Sendable, Hashable, Codable {
    public var disc: Int
    /// Its position on its disc, from 1.
    public var position: Int
    /// The number printed on the release ("A1"), when there is one.
    public var number: String?
    public var title: String
    public var credits: [Credit]
    public var works: [CreditedWork]

    public init(disc: Int, position: Int, number: String? = nil, title: String, credits: [Credit] = [], works: [CreditedWork] = []) {
        self.disc = disc
        self.position = position
        self.number = number
        self.title = title
        self.credits = credits
        self.works = works
    }
}
