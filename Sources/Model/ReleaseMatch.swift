/// How the build chose an album's MusicBrainz release when the owner gave no `mbid:`, and why: the release chosen,
/// each fact the owner wrote weighed against it, and the runner-up. `linernotes check --matches` prints it; an
/// ambiguous choice is a warning of `build` and `check`.
public struct ReleaseMatch: Sendable, Hashable, Codable {
    public enum Method: String, Sendable, Hashable, Codable {
        /// A search by title and artist.
        case search
        /// MusicBrainz's link from the album's Discogs release (`discogs:`), the URL lookup.
        case discogsLink
    }

    /// A fact of the owner's file that a release can agree with or not.
    public enum Fact: String, Sendable, Hashable, Codable, CaseIterable {
        case title, artist, released, year, format, label, catalog, trackCount

        /// Its name in `check --matches`.
        public var name: String {
            switch self {
            case .released: "date"
            case .catalog: "catalogue number"
            case .trackCount: "track count"
            default: rawValue
            }
        }
    }

    /// One fact compared: what the owner wrote and what the release has. Facts the owner did not write, or the
    /// release does not state, are not compared (and not listed).
    public struct Check: Sendable, Hashable, Codable {
        public var fact: Fact
        public var agrees: Bool
        public var wrote: String
        public var found: String

        public init(fact: Fact, agrees: Bool, wrote: String, found: String) {
            self.fact = fact
            self.agrees = agrees
            self.wrote = wrote
            self.found = found
        }
    }

    /// A release weighed: what it is, and how it compared.
    public struct Candidate: Sendable, Hashable, Codable {
        public var id: String
        public var title: String
        public var date: String?
        public var country: String?
        public var status: String?
        public var formats: [String]
        /// "Label catno" per label-info entry, as MusicBrainz lists them.
        public var labels: [String]
        public var trackCount: Int?
        public var releaseGroupID: String?
        /// MusicBrainz's search score (0–100); nil for a release reached through a link.
        public var searchScore: Int?
        /// The weight of the facts it disagrees on (`ReleaseWeights`): 0 when it agrees with everything compared.
        public var penalty: Int
        public var checks: [Check]

        public init(
            id: String, title: String, date: String?, country: String?, status: String?, formats: [String], labels: [String],
            trackCount: Int?, releaseGroupID: String?, searchScore: Int?, penalty: Int, checks: [Check]
        ) {
            self.id = id
            self.title = title
            self.date = date
            self.country = country
            self.status = status
            self.formats = formats
            self.labels = labels
            self.trackCount = trackCount
            self.releaseGroupID = releaseGroupID
            self.searchScore = searchScore
            self.penalty = penalty
            self.checks = checks
        }
    }

    public var method: Method
    /// The Discogs release the link came from (`discogsLink`).
    public var discogs: Int?
    public var chosen: Candidate
    /// The next-best candidate that would make a different album page (another release group or track count),
    /// else simply the next-best; nil when only one candidate was found.
    public var runnerUp: Candidate?
    /// The runner-up fits as well as the chosen one and would make a different page (README: "Why this release").
    public var ambiguous: Bool
    /// How many releases were weighed.
    public var considered: Int

    public init(method: Method, discogs: Int? = nil, chosen: Candidate, runnerUp: Candidate?, ambiguous: Bool, considered: Int) {
        self.method = method
        self.discogs = discogs
        self.chosen = chosen
        self.runnerUp = runnerUp
        self.ambiguous = ambiguous
        self.considered = considered
    }
}
