import Model

/// MusicBrainz: releases (track lists, credits, works), release groups and discographies, and Discogs links. The
/// archive's ids (`mbid:`) are MusicBrainz's, so it is the identity source every other role reads.
public enum MusicBrainzSource: DiscographySource {
    public static let name = SourceName.musicbrainz
    public static let displayName = "MusicBrainz"
    public static let defaultBaseURL = "https://musicbrainz.org/ws/2"

    /// At most one request a second, or it answers 503; JSON because every call asks `fmt=json`.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(source: name, spacing: .seconds(1))
    }

    /// MusicBrainz's placeholder artists (Various Artists, [unknown], [anonymous], [traditional], [no artist]…):
    /// they have hundreds of thousands of release groups and no discography worth showing.
    public static let placeholderArtists: Set<String> = [
        "89ad4ac3-39f7-470e-963a-56509c546377", "125ec42a-7229-4250-afc5-e057484327fe", "f731ccc4-e22a-43af-a747-64213329e088",
        "9be7f096-97ec-4615-8957-8d40b5dcbc41", "eec63d3c-3b81-4ad4-b1e4-7c147d4d2b61", "33cf029c-63b0-41a0-9855-be2a3665fb3b",
    ]

    /// How many pages of release groups an artist gets at most: 500 release groups, five requests. Enough for any
    /// band; a composer's thousands of recordings are cut there, and the page says so.
    static let discographyPages = 5
}

extension MusicBrainzSource {
    /// The owner's `mbid:`, else the release found through MusicBrainz's link from the album's Discogs release
    /// (`discogs:`) first, exact, else (no link, or no `discogs:`) by a search weighed against what the owner wrote;
    /// then the release itself, with its tracks and relationships.
    public static func identify(_ album: Album, fetcher: Fetcher) async -> Lookup<IdentifiedRelease> {
        let client = MusicBrainzClient(fetcher: fetcher)
        if let mbid = album.mbid {
            return identified(await client.release(id: mbid), match: nil)
        }
        let wanted = MusicBrainzClient.Wanted(
            title: album.title, artist: album.artist, year: album.year, released: album.released, format: album.format,
            label: album.label, catalog: album.catalog, trackCount: album.tracks.isEmpty ? nil : album.tracks.count)
        var chosen: Lookup<MusicBrainzClient.Identified> = .none
        if let discogs = album.discogs {
            chosen = await client.identify(discogs: discogs, wanted)
        }
        if chosen.value == nil && !chosen.isUnavailable {
            chosen = await client.identify(wanted)
        }
        guard let hit = chosen.value else { return chosen.isUnavailable ? .unavailable : .none }
        return identified(await client.release(id: hit.release.id), match: hit.match)
    }

    /// The release MusicBrainz links to the Discogs release (of several, the one agreeing best with the title and
    /// artist); one request, cached like every answer.
    public static func linkedRelease(discogs: Int, title: String, artist: String, fetcher: Fetcher) async -> Lookup<String> {
        let wanted = MusicBrainzClient.Wanted(
            title: title, artist: artist, year: nil, released: nil, format: nil, label: nil, catalog: nil, trackCount: nil)
        return await MusicBrainzClient(fetcher: fetcher).identify(discogs: discogs, wanted).map { $0.release.id }
    }

    private static func identified(_ lookup: Lookup<MusicBrainzClient.Release>, match: ReleaseMatch?) -> Lookup<IdentifiedRelease> {
        lookup.map { release in
            var identified = IdentifiedRelease(id: release.id)
            identified.releaseGroupID = release.releaseGroup?.id
            identified.primaryType = release.releaseGroup?.primaryType
            identified.secondaryTypes = release.releaseGroup?.secondaryTypes ?? []
            identified.creditedIDs = (release.artistCredit ?? []).compactMap { credit in
                credit.artist?.id.map {
                    CreditedID(
                        id: $0, names: [credit.name] + (credit.artist?.name.map { [$0] } ?? []),
                        disambiguation: credit.artist?.disambiguation.flatMap { $0.isEmpty ? nil : $0 })
                }
            }
            identified.tracks = release.tracks
            identified.discs = release.discs
            identified.firstReleased = release.originalDate
            identified.pressingDate = release.pressingDate
            identified.artistCredit = release.artistName
            identified.credits = release.credits
            identified.match = match
            return identified
        }
    }

    public static func discography(artist id: String, fetcher: Fetcher) async -> Discography? {
        await MusicBrainzClient(fetcher: fetcher).discography(artist: id, maxPages: discographyPages).value
    }
}

extension SourceName {
    public static let musicbrainz = SourceName("musicbrainz")
}
