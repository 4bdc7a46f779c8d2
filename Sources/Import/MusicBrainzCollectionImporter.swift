import Foundation
import Cache
import Content
import Model
import MusicWeb

/// `linernotes import musicbrainz COLLECTION_ID`: the releases of a public MusicBrainz collection, browsed 100 at a
/// time through the build's own polite fetcher and cache. Each album gets its `mbid`, so the build afterwards looks
/// nothing up by name.
public struct MusicBrainzCollectionImporter: Sendable {
    package let fetcher: Fetcher

    public init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    private struct Page: Decodable, Sendable, IdentifiedAnswer {
        /// A browse answer says how many releases the collection has.
        var isIdentified: Bool { releaseCount != nil }
        var releaseCount: Int?
        var releases: [MusicBrainzClient.Release]?
        enum CodingKeys: String, CodingKey {
            case releases
            case releaseCount = "release-count"
        }
    }

    /// The fetcher a site's settings make (contact, sources, cache), for the importer; an error with the reason when
    /// the site cannot fetch (no `contact:`).
    public static func fetcher(site: URL, transport: (any HTTPTransport)? = nil, clock: any Clock<Duration> = ContinuousClock()) throws -> Fetcher {
        try ImportFetcher.make(site: site, service: "MusicBrainz", transport: transport, clock: clock)
    }

    /// The collection's releases as albums, and what was skipped.
    public func read(collection id: String) async throws -> (albums: [ImportedAlbum], skipped: [String]) {
        let trimmed = id.trimmingCharacters(in: .whitespaces).lowercased()
        guard UUID(uuidString: trimmed) != nil else {
            throw ImportError("'\(id)' is not a MusicBrainz collection id (a UUID like 0b0f3a8e-…, from the collection's page address)")
        }
        // Builds share the cache with this import (so one that finds the cache alone can take every temporary file in
        // it for a killed run's); `cache gc` waits for it.
        let cacheLock = try await CacheLock(fetcher.index.file.deletingLastPathComponent(), exclusive: false)
        defer { withExtendedLifetime(cacheLock) {} }
        let base = fetcher.settings.sources.baseURL(.musicbrainz)
        var albums: [ImportedAlbum] = []
        var skipped: [String] = []
        var offset = 0
        while true {
            let items = [("collection", trimmed), ("inc", "artist-credits+release-groups+media"), ("limit", "100"), ("offset", String(offset)), ("fmt", "json")]
            guard let url = QueryString.url("\(base)/release", items) else { break }
            switch await fetcher.freshJSON(.musicbrainz, url, as: Page.self) {
            case .unavailable:
                let reason = await fetcher.stats.warnings.first ?? "MusicBrainz could not be reached"
                throw ImportError("the collection \(trimmed) could not be fetched (\(reason)); nothing was imported")
            case .none:
                if offset == 0 { throw ImportError("MusicBrainz has no public collection \(trimmed) (is it private, or a collection of artists?)") }
            case .found(let page):
                let releases = page.releases ?? []
                for (index, release) in releases.enumerated() {
                    let origin = "collection \(trimmed), release \(offset + index + 1)"
                    let artist = release.artistName
                    guard !artist.isEmpty, !release.title.isEmpty else { skipped.append("\(origin) (\(release.id)): no title or artist"); continue }
                    var fields: [(key: String, value: String)] = []
                    if let date = release.originalDate ?? release.pressingDate { fields.append(("year", String(date.year))) }
                    if !release.formats.isEmpty { fields.append(("format", YAMLText.scalar(Self.formats(release.formats)))) }
                    fields.append(("mbid", release.id))
                    albums.append(ImportedAlbum(title: release.title, artist: artist, fields: fields, identity: .musicbrainz(release.id), origin: origin))
                }
                offset += releases.count
                if releases.isEmpty || offset >= (page.releaseCount ?? 0) { break }
                continue
            }
            break
        }
        try await fetcher.index.save()
        fetcher.saveCheckedAnswers()
        return (albums, skipped)
    }

    /// "CD", "2×12\" Vinyl", "CD + DVD-Video".
    package static func formats(_ formats: [String]) -> String {
        var counts: [(String, Int)] = []
        for format in formats {
            if let index = counts.firstIndex(where: { $0.0 == format }) { counts[index].1 += 1 } else { counts.append((format, 1)) }
        }
        return counts.map { $0.1 > 1 ? "\($0.1)×\($0.0)" : $0.0 }.joined(separator: " + ")
    }
}
