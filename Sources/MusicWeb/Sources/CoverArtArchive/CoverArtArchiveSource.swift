import Model

/// The Cover Art Archive: front covers of MusicBrainz releases and release groups.
public enum CoverArtArchiveSource: CoverSource {
    public static let name = SourceName.coverArtArchive
    public static let displayName = "Cover Art Archive"
    public static let defaultBaseURL = "https://coverartarchive.org"

    /// Listings in JSON; images come by redirect from its image host.
    public static func policy(secret: String?) -> SourcePolicy {
        SourcePolicy(source: name, spacing: .milliseconds(250))
    }
}

extension CoverArtArchiveSource {
    /// It knows releases and release groups by MusicBrainz id: the owner's, or the identified release's.
    public static let coversIdentifiedRelease = true

    public static func mayHaveCover(_ lookup: AlbumLookup) -> Bool {
        (lookup.enrichment.musicbrainzReleaseID ?? lookup.album.mbid ?? lookup.album.releaseGroup) != nil
    }

    /// The release's front cover, else its release group's.
    public static func coverURLs(for lookup: AlbumLookup, fetcher: Fetcher) async -> [Int: String] {
        let archive = CoverArtArchiveClient(fetcher: fetcher)
        var urls: [Int: String] = [:]
        if let id = lookup.enrichment.musicbrainzReleaseID ?? lookup.album.mbid {
            urls = await archive.frontThumbnails(release: id).value ?? [:]
        }
        if urls.isEmpty, let group = lookup.album.releaseGroup ?? lookup.enrichment.releaseGroupID {
            urls = await archive.frontThumbnails(release: group, group: true).value ?? [:]
        }
        return urls
    }
}

extension SourceName {
    public static let coverArtArchive = SourceName("coverartarchive")
}
