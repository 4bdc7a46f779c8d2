/// The site's settings, from `content/site.yml`.
public struct SiteConfig: Sendable, Hashable, Encodable {
    public var title: String
    public var description: String?
    public var language: String
    /// Absolute URL of the published site, ending in "/"; only used where a URL must be absolute.
    public var baseURL: String?
    /// Email address or URL of the owner; goes into the User-Agent when fetching.
    public var contact: String?
    /// Links end in "/" instead of "/index.html" (for web hosts; breaks browsing from disk).
    public var cleanURLs: Bool
    /// Raw HTML in notes is kept instead of left out.
    public var allowHTML: Bool
    /// `publish_audio:`: whether the audio files that tracks and playlists name (`file:`) are copied into the site and
    /// played there; nil when site.yml does not say, which publishes none (they may be large, or not the owner's to share).
    public var publishAudio: Bool?
    public var sources: SourcesConfig
    /// The owner's name on each service of their listening, by the source's name (`lastfm_user:` is Last.fm's,
    /// `listenbrainz_user:` ListenBrainz's; `ListeningSource.userKey`): their plays go on the album pages and the
    /// stats. A source not named here is asked nothing about plays.
    public var listeningUsers: [String: String] = [:]
    /// `strings:`, the site's own words for the theme's (`nav_albums: Records`), by key.
    public var strings: [String: Phrase] = [:]
    /// `theme:`, the accent colour and type pairing; nil when site.yml has none (the default stylesheet as it is).
    public var theme: SiteTheme?
    /// The collections `linernotes sync` brings in.
    public var sync = SyncConfig()
    /// `wantlist: true`: a "Looking for" page of the records on the Discogs wantlist of `sync:`'s `discogs_user`, as
    /// `linernotes sync` last read it.
    public var wantlist = false

    public init(
        title: String, description: String? = nil, language: String = "en", baseURL: String? = nil,
        contact: String? = nil, cleanURLs: Bool = false, allowHTML: Bool = false, sources: SourcesConfig = SourcesConfig()
    ) {
        self.title = title
        self.description = description
        self.language = language
        self.baseURL = baseURL
        self.contact = contact
        self.cleanURLs = cleanURLs
        self.allowHTML = allowHTML
        self.sources = sources
    }

    /// Whether audio named by `file:` is published: only when site.yml says `publish_audio: true`.
    public var publishesAudio: Bool { publishAudio == true }

    package static let knownKeys = [
        "title", "description", "language", "base_url", "contact", "clean_urls", "allow_html", "publish_audio", "sources", "strings",
        "theme", "sync", "wantlist",
    ]
}
