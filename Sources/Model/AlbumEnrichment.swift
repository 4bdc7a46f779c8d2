/// What the music web added to an album. The owner's own fields always win over these.
public struct AlbumEnrichment: Sendable, Hashable, Codable {
    public var tracks: [Track] = []
    public var trackSource: SourceName?
    /// No track list, and a source that could have one gave no answer in this build (the fetch budget was spent,
    /// offline with nothing cached, the source down or failing): a later build may still find it. False when every
    /// source asked answered that it has none.
    public var trackListPending = false
    /// Each disc's own title and format, where the source names them.
    public var discs: [Disc] = []
    /// When the album first came out (MusicBrainz: the release group's first release).
    public var released: PartialDate?
    /// This pressing's own date, when it is not the first release's.
    public var pressing: PartialDate?
    /// The album's artists as the source credits them, with their join phrases
    /// ("Johann Sebastian Bach; Academy of St Martin in the Fields, Murray Perahia").
    public var artistCredit: String?
    /// How many tracks the source says the release has, when its track list lists fewer (iTunes lists 11 of its 13):
    /// the page says so, in the site's language.
    public var trackTotal: Int?
    public var musicbrainzReleaseID: String?
    /// The release's group on MusicBrainz: its id (to find the album in the artist's discography) and types
    /// (its shelf on the artist page).
    public var releaseGroupID: String?
    public var primaryType: String?
    public var secondaryTypes: [String] = []
    /// The artists the release credits, with their MusicBrainz ids, to find an artist's id through their albums.
    public var creditedIDs: [CreditedID] = []
    /// Its pages on the sources that listed it (iTunes' store page), in the order they were asked.
    public var pages: [SourcePage] = []
    public var cover: FetchedCover?
    public var wikipedia: WikipediaSummary?
    /// How the release was chosen when the owner gave no `mbid:` (search or Discogs link), and why.
    public var match: ReleaseMatch?
    /// Who produced, engineered and played on it, and the works it performs (MusicBrainz relationships).
    public var credits = AlbumCredits()
    /// The release's labels with catalogue numbers ("Svek · SK032") and its formats ("2 × Vinyl, 12\", 33 ⅓ RPM"), as
    /// Discogs lists them: shown where the owner wrote no `label:` or `format:`.
    public var releaseLabel: String?
    public var releaseFormat: String?
    /// How often the owner played it, from Last.fm (`lastfm_user:`); nil when not asked or not found there.
    public var plays: Int?
    /// Where `plays` came from (Last.fm, ListenBrainz): the page says so.
    public var playsSource: SourceName?

    public init() {}
}
