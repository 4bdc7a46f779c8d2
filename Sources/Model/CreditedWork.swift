/// A work a track performs (a song, a symphony), with its authors: composers, lyricists, writers, librettists.
public struct CreditedWork: Sendable, Hashable, Codable {
    public var title: String
    /// Its MusicBrainz work id.
    public var id: String
    public var credits: [Credit]

    public init(title: String, id: String, credits: [Credit] = []) {
        self.title = title
        self.id = id
        self.credits = credits
    }
}
