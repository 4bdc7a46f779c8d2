/// A source of the owner's own listening (Last.fm, ListenBrainz): site.yml names the user with its `userKey`
/// (`lastfm_user:`), and the source answers with the user's most played releases, which the enricher matches to the
/// archive's albums — by MusicBrainz release id, then release group, then folded artist and title — the same way for
/// every such source.
public protocol ListeningSource: MusicSource {
    /// The top-level key of site.yml naming the user.
    static var userKey: String { get }
    /// What is wrong with `name` as a user name of the service, or nil when it may be one.
    static func problem(user name: String) -> String?
    /// What stops the source before anything is asked (Last.fm without an API key), as a warning for site.yml.
    static func unmet(user: String, fetcher: Fetcher) -> String?
    /// The user's most played releases, most played first.
    static func listening(user: String, fetcher: Fetcher) async -> Listening
}

extension ListeningSource {
    public static func unmet(user: String, fetcher: Fetcher) -> String? { nil }
}

/// One release the owner listened to, as a listening source names it.
public struct Listened: Sendable, Hashable {
    public let title: String
    public let artist: String
    /// MusicBrainz ids, lowercased, when the source knows them.
    public let releaseID: String?
    public let releaseGroupID: String?
    public let plays: Int

    public init(title: String, artist: String, releaseID: String? = nil, releaseGroupID: String? = nil, plays: Int) {
        self.title = title
        self.artist = artist
        self.releaseID = releaseID.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        self.releaseGroupID = releaseGroupID.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        self.plays = plays
    }
}

/// What a listening source said about the user.
public enum Listening: Sendable {
    case found([Listened])
    /// Nothing to show yet, and nothing wrong (ListenBrainz computing the statistics): a note for site.yml.
    case note(String)
    /// Why no plays are shown and what to do (an unknown user, private listening, no API key): a warning for site.yml.
    case problem(String)
    /// No answer in this build (the source down, offline with nothing cached): counted by the fetcher's own warnings.
    case unavailable
}

extension SourceRegistry {
    /// The sources of the owner's listening, in the registry's order (which decides between equal counts).
    public static let listening: [any ListeningSource.Type] = all.compactMap { $0 as? any ListeningSource.Type }
}
