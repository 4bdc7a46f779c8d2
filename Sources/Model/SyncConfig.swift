/// site.yml's `sync:`: the collections `linernotes sync` brings in (the scheduled workflow runs it before each build).
public struct SyncConfig: Sendable, Hashable, Encodable {
    /// `discogs_user:` — a Discogs user whose collection is read through the API (`import discogs --user`).
    public var discogsUser: String?
    /// `musicbrainz_collection:` — a public MusicBrainz collection of releases (`import musicbrainz`).
    public var musicbrainzCollection: String?

    public init(discogsUser: String? = nil, musicbrainzCollection: String? = nil) {
        self.discogsUser = discogsUser
        self.musicbrainzCollection = musicbrainzCollection
    }

    public var isEmpty: Bool { discogsUser == nil && musicbrainzCollection == nil }
}
