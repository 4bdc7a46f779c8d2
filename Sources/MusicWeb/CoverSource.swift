import Model

/// A source of front covers (the Cover Art Archive, iTunes), asked in the registry's order until one gives image URLs
/// for an album without a cover of its own; the images are fetched, kept in the cache and credited to it.
public protocol CoverSource: MusicSource {
    /// Whether it may have a cover for the album as looked up so far (the Cover Art Archive needs a release id).
    static func mayHaveCover(_ lookup: AlbumLookup) -> Bool
    /// Front cover image URLs by pixel size; empty when it has none.
    static func coverURLs(for lookup: AlbumLookup, fetcher: Fetcher) async -> [Int: String]
    /// Whether its covers are of the release identified (the Cover Art Archive's), not of a search by name (iTunes'):
    /// only those are shown for a wanted record, which must be the very release.
    static var coversIdentifiedRelease: Bool { get }
}

extension CoverSource {
    public static var coversIdentifiedRelease: Bool { false }
}

extension SourceRegistry {
    public static let covers: [any CoverSource.Type] = all.compactMap { $0 as? any CoverSource.Type }
}
