import Model

/// A source of front covers (the Cover Art Archive, iTunes), asked in the registry's order until one gives image URLs
/// for an album without a cover of its own; the images are fetched, kept in the cache and credited to it.
public protocol CoverSource: MusicSource {
    /// Whether it may have a cover for the album as looked up so far (the Cover Art Archive needs a release id).
    static func mayHaveCover(_ lookup: AlbumLookup) -> Bool
    /// Front cover image URLs by pixel size; empty when it has none.
    static func coverURLs(for lookup: AlbumLookup, fetcher: Fetcher) async -> [Int: String]
}

extension SourceRegistry {
    public static var covers: [any CoverSource.Type] {
        all.compactMap { $0 as? any CoverSource.Type }
    }
}
