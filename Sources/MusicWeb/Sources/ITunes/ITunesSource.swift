import Model

/// The iTunes Search API: albums, their songs and artwork, where MusicBrainz has no release.
public enum ITunesSource: ReleaseListingSource, CoverSource {
    public static let name = SourceName.itunes
    public static let displayName = "iTunes"
    public static let defaultBaseURL = "https://itunes.apple.com"

    /// `country:` — the store searched, a two-letter code.
    public static let settings = [
        SourceSetting("country", default: "US") { country in
            country.count == 2 && country.allSatisfy({ $0.isASCII && $0.isLetter })
                ? .success(country.uppercased())
                : .failure(.init("'country' of itunes must be a two-letter country code like US or DE"))
        },
    ]

    /// About 20 calls a minute; it throttles with 403 as well as 429, and sends JSON as `text/javascript`.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(
            source: name, spacing: .seconds(3), busyStatuses: SourcePolicy.standardBusyStatuses.union([403]),
            jsonContentTypes: ["json", "javascript"])
    }
}

extension ITunesSource {
    /// Asked for a track list only when no release was identified: its albums are the store's, not the owner's
    /// pressing.
    public static func asks(_ lookup: AlbumLookup) -> Bool { !lookup.identified }

    /// The owner's `itunes_id` looked up directly (one request), else the search's best match, then its songs; the
    /// album without its songs when they did not come (its artwork, date and link still serve).
    public static func listing(for lookup: AlbumLookup, fetcher: Fetcher) async -> Lookup<ReleaseListing> {
        let client = ITunesClient(fetcher: fetcher)
        if let id = lookup.album.itunesID {
            return await client.lookup(collection: id).map { releaseListing($0, tracksUnanswered: false) }
        }
        switch await client.match(title: lookup.album.title, artist: lookup.album.artist) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let collection):
            let songs = await client.lookup(collection: collection.id)
            return .found(releaseListing(
                songs.value ?? ITunesClient.Listing(collection: collection, tracks: []), tracksUnanswered: songs.isUnavailable))
        }
    }

    private static func releaseListing(_ listing: ITunesClient.Listing, tracksUnanswered: Bool) -> ReleaseListing {
        let collection = listing.collection
        var release = ReleaseListing(tracks: listing.tracks)
        release.tracksUnanswered = tracksUnanswered
        release.page = collection.viewURL.flatMap { $0.hasPrefix("https://") ? $0 : nil }
        release.released = collection.releaseDate.flatMap { PartialDate($0) }
        release.trackTotal = collection.trackCount
        release.artwork = artwork(collection)
        return release
    }

    private static func artwork(_ collection: ITunesClient.Collection?) -> [Int: String] {
        collection?.artworkURL100.map { ITunesClient.artwork($0, sizes: [300, 600]) } ?? [:]
    }

    public static func mayHaveCover(_ lookup: AlbumLookup) -> Bool { true }

    /// The artwork of the album its track list came from when it was asked for one (found or not: it is not searched
    /// twice), else of the search's best match.
    public static func coverURLs(for lookup: AlbumLookup, fetcher: Fetcher) async -> [Int: String] {
        if let given = lookup.artwork[name] { return given }
        return artwork(await ITunesClient(fetcher: fetcher).match(title: lookup.album.title, artist: lookup.album.artist).value)
    }
}

extension SourceName {
    public static let itunes = SourceName("itunes")
}
