import Foundation
import Basics
import Cache
import Model
import Engine
import MusicWeb

/// The enrich stage: fills in track lists, release dates, covers, Wikipedia summaries and similar artists
/// from the music web, through the cache. What the owner wrote always wins; what cannot be found is left out.
public struct MusicWebEnricher: ArchiveEnricher {
    public let name = "music web"
    package let fetcher: Fetcher
    package let progress: ProgressReporter
    /// Albums and artists worked on at once: enough to keep every host busy, since each host has its own gate.
    package let concurrency: Int
    /// Enrichments an earlier build in this process made (`serve`), and how this build reads the cache (its stamps
    /// and settings, as the caller tells them): see `EnrichmentMemory`.
    package let memory: (EnrichmentMemory, context: String)?
    /// Enrichments the last `build` made, kept on disk, and how this build reads the cache: see `EnrichmentRecord`.
    package let record: (EnrichmentRecord, context: String)?
    /// Gathers what the work across albums (each artist's id from their albums' releases) read of the albums (`serve`).
    package var reads: ReadCollector?

    public init(
        fetcher: Fetcher, progress: ProgressReporter, concurrency: Int = 8, memory: (EnrichmentMemory, context: String)? = nil,
        record: (EnrichmentRecord, context: String)? = nil
    ) {
        self.fetcher = fetcher
        self.progress = progress
        self.concurrency = concurrency
        self.memory = memory
        self.record = record
    }

    var sources: SourcesConfig { fetcher.settings.sources }

    /// The enabled sources that can answer in this build: all of them online; offline, those with answers in the
    /// cache (a lookup for a source with nothing cached cannot find anything, so it is counted, not made).
    private func reachableSources() async -> Set<SourceName> {
        var reachable = Set<SourceName>()
        for source in SourceRegistry.names where sources.enabled(source) {
            if !fetcher.settings.offline {
                reachable.insert(source)
            } else if await fetcher.index.hasEntries(from: source) {
                reachable.insert(source)
            }
        }
        return reachable
    }

    /// Whether to look `source` up now; an enabled source that cannot answer offline is counted as not in the cache.
    func use(_ source: SourceName, _ reachable: Set<SourceName>) async -> Bool {
        guard sources.enabled(source) else { return false }
        if reachable.contains(source) { return true }
        await fetcher.stats.skipped(source)
        return false
    }

    /// `use(source)`, and the progress line names it when it is asked.
    func ask(_ source: SourceName, _ reachable: Set<SourceName>) async -> Bool {
        guard await use(source, reachable) else { return false }
        await progress.working(on: source)
        return true
    }

    private enum Job: Sendable {
        case album(Int, Album)
        case artist(Int, Artist)
    }

    /// An enrichment made, with the tally of its lookups when it may be kept (`EnrichmentMemory`).
    private enum Result: Sendable {
        case album(Int, AlbumEnrichment, FetchStats.Tally?)
        case artist(Int, ArtistEnrichment, FetchStats.Tally?)
    }

    public func enrich(_ archive: Archive) async throws -> Archive {
        var archive = archive
        let reachable = await reachableSources()
        // Kept enrichments serve only while the cache is read the same way: offline or not, refreshing never.
        let memory = fetcher.settings.refresh == .never ? self.memory : nil
        let reading = "|\(fetcher.settings.offline)|\(reachable.map(\.rawValue).sorted())"
        memory?.0.begin(context: (memory?.context ?? "") + reading)
        let kept = memory?.0
        let record = fetcher.settings.refresh == .never ? self.record : nil
        record?.0.begin(context: (record?.context ?? "") + reading)
        let recorded = record?.0
        // What the last build recorded, found on every core (each a digest of the album, and a decode).
        let found = recorded.flatMap { $0.isEmpty ? nil : $0 }
        let recordedAlbums = found.map { recorded in WorkQueue.map(archive.albums, chunk: 64) { recorded.album($0) } }
        let recordedArtists = found.map { recorded in WorkQueue.map(archive.artists, chunk: 64) { recorded.artist($0) } }
        // The albums and artists kept from an earlier build first, all at once; then the rest, looked up.
        var jobs: [Job] = []
        var tallies: [FetchStats.Tallied] = []
        for (index, album) in archive.albums.enumerated() {
            if let known = kept?.album(album) {
                archive.albums[index] = known.output
                tallies.append(known.tally)
            } else if let (enrichment, tally) = recordedAlbums?[index] {
                archive.albums[index].enrichment = enrichment
                tallies.append(tally)
            } else {
                jobs.append(.album(index, album))
            }
        }
        for (index, artist) in archive.artists.enumerated() {
            if let known = kept?.artist(artist) {
                archive.artists[index] = known.output
                tallies.append(known.tally)
            } else if let (enrichment, tally) = recordedArtists?[index] {
                archive.artists[index].enrichment = enrichment
                tallies.append(tally)
            } else {
                jobs.append(.artist(index, artist))
            }
        }
        await fetcher.stats.count(tallies)
        await progress.begin(total: jobs.count + tallies.count)
        await progress.finished(tallies.count)
        await withTaskGroup(of: Result.self) { group in
            var next = 0
            func addNext() {
                guard next < jobs.count else { return }
                let job = jobs[next]
                next += 1
                group.addTask {
                    switch job {
                    case .album(let index, let album):
                        let (made, tally) = await Self.tallied(if: kept != nil || recorded != nil) { await enrich(album, reachable) }
                        if let tally { recorded?.keep(album, made, tally) }
                        return .album(index, made, tally)
                    case .artist(let index, let artist):
                        let (made, tally) = await Self.tallied(if: kept != nil || recorded != nil) { await enrich(artist, reachable) }
                        if let tally { recorded?.keep(artist, made, tally) }
                        return .artist(index, made, tally)
                    }
                }
            }
            for _ in 0..<concurrency { addNext() }
            var lastAlbum: Album?
            for await result in group {
                switch result {
                case .album(let index, let enrichment, let tally):
                    let loaded = archive.albums[index]
                    // An enrichment the same as the last one set (albums that found nothing come one after another)
                    // shares its box.
                    if let alike = lastAlbum, ReadLog.untracked({ alike.enrichment == enrichment }) {
                        archive.albums[index].shareEnrichment(of: alike)
                    } else {
                        archive.albums[index].enrichment = enrichment
                        lastAlbum = archive.$albums[index]
                    }
                    if let tally { kept?.keep(loaded, enriched: archive.albums[index], tally) }
                case .artist(let index, let enrichment, let tally):
                    let loaded = archive.artists[index]
                    archive.artists[index].enrichment = enrichment
                    if let tally { kept?.keep(loaded, enriched: archive.artists[index], tally) }
                }
                await progress.finishedOne()
                addNext()
            }
        }
        await progress.end()
        await addDiscographies(to: &archive, reachable)
        await addPlays(to: &archive, reachable)
        await addWantedCovers(to: &archive, reachable)
        try await fetcher.index.save()  // what was fetched before a cancellation is good: keep it
        await fetcher.health.save()  // hosts found unreachable, so the next build does not wait for them again
        fetcher.saveCheckedAnswers()  // cached answers found to have the right shape, so the next build does not check them again
        // A cancelled build's lookups came back empty-handed: stop here rather than publish a site without them.
        try Task.checkCancellation()
        recorded?.save()  // not before: a lookup cancelled would be kept as found empty
        return archive
    }

    /// `album`'s own enrichment made again (`serve`'s quick rebuild), as `enrich(_ archive:)` makes it before the work
    /// across albums; nil when making it read anything but the cache. Kept in the memory, when there is one, as a
    /// build keeps it.
    package func enrichAgain(_ album: Album) async -> AlbumEnrichment? {
        let reachable = await reachableSources()
        let (made, tally) = await Self.tallied(if: true) { await enrich(album, reachable) }
        guard let tally, tally.readCacheOnly else { return nil }
        if let memory {
            var enriched = album
            enriched.enrichment = made
            memory.0.keep(album, enriched: enriched, tally)
        }
        return made
    }

    /// Runs `work`; when its enrichment may be kept (`EnrichmentMemory`), with its lookups counted apart, so a kept
    /// enrichment counts them again as they were.
    private static func tallied<Value>(if tallies: Bool, _ work: () async -> Value) async -> (Value, FetchStats.Tally?) {
        guard tallies else { return (await work(), nil) }
        let tally = FetchStats.Tally()
        return (await FetchStats.Tally.$current.withValue(tally) { await work() }, tally)
    }

    // MARK: Albums

    /// Asks the sources by role, each in the registry's order: the identity source (the release and its tracks), the
    /// release listings while there is no track list, the covers while there is no image, the summaries while there
    /// is none. Every role reads what the ones before it found (`AlbumLookup`).
    package func enrich(_ album: Album, _ reachable: Set<SourceName>) async -> AlbumEnrichment {
        var lookup = AlbumLookup(album: album)
        for source in SourceRegistry.releaseIdentities where !lookup.identified {
            guard await ask(source.name, &lookup, reachable, mayListTracks: true) else { continue }
            let found = await source.identify(album, fetcher: fetcher)
            if found.isUnavailable {
                lookup.unanswered = true
                // Not asked because the fetch budget is spent: the next build goes on with this album.
                if fetcher.budgetSpent { await fetcher.stats.albumLeft() }
            }
            found.value?.apply(to: &lookup.enrichment, from: source.name)
        }
        for source in SourceRegistry.releaseListings where lookup.enrichment.tracks.isEmpty && source.asks(lookup) {
            guard await ask(source.name, &lookup, reachable, mayListTracks: true) else { continue }
            let found = await source.listing(for: lookup, fetcher: fetcher)
            if found.isUnavailable || found.value?.tracksUnanswered == true { lookup.unanswered = true }
            lookup.artwork[source.name] = found.value?.artwork ?? [:]
            found.value?.apply(to: &lookup.enrichment, from: source.name)
        }
        lookup.enrichment.trackListPending = lookup.enrichment.tracks.isEmpty && lookup.unanswered
        if album.coverFile == nil {
            lookup.enrichment.cover = await cover(for: &lookup, reachable)
        }
        for source in SourceRegistry.summaries where lookup.enrichment.wikipedia == nil {
            guard await ask(source.name, &lookup, reachable) else { continue }
            lookup.enrichment.wikipedia = await source.summary(of: album, fetcher: fetcher)
        }
        return lookup.enrichment
    }

    /// Whether to ask `source` for this album now, noted in `lookup`: an enabled source that cannot answer in this
    /// build is counted once per album as not in the cache (and, when it might list the tracks, makes the track list
    /// pending); one asked is named by the progress line.
    func ask(_ source: SourceName, _ lookup: inout AlbumLookup, _ reachable: Set<SourceName>, mayListTracks: Bool = false) async -> Bool {
        guard sources.enabled(source) else { return false }
        guard reachable.contains(source) else {
            if mayListTracks { lookup.unanswered = true }
            if lookup.skipped.insert(source).inserted { await fetcher.stats.skipped(source) }
            return false
        }
        await progress.working(on: source)
        return true
    }

    /// The album's cover: from the cover record of its album key when there is one (a lost image is fetched
    /// again straight from its stored URL), else from the first cover source with image URLs for it (the Cover Art
    /// Archive: release, then release group; else iTunes).
    /// `identifiedOnly`: ask only the sources whose covers are of the identified release (`coversIdentifiedRelease`).
    func cover(for lookup: inout AlbumLookup, _ reachable: Set<SourceName>, identifiedOnly: Bool = false) async -> FetchedCover? {
        let key = AlbumKey(album: lookup.album)
        if let record = await fetcher.index.cover(key), !record.isEmpty {
            return await restore(record, key: key)
        }
        var urls: [Int: String] = [:]
        var from: SourceName?
        for source in SourceRegistry.covers where urls.isEmpty && source.mayHaveCover(lookup) && (!identifiedOnly || source.coversIdentifiedRelease) {
            guard await ask(source.name, &lookup, reachable) else { continue }
            urls = await source.coverURLs(for: lookup, fetcher: fetcher)
            from = source.name
        }
        guard let source = from else { return nil }
        var images: [CacheIndex.CoverImage] = []
        var cover: [FetchedCover.Image] = []
        for (size, text) in urls.sorted(by: { $0.key < $1.key }) {
            guard let url = URL(string: text), let image = await fetchImage(url, source: source) else { continue }
            let object = ContentHash.sha256(image.data)
            images.append(CacheIndex.CoverImage(
                size: size, object: object, url: text, bytes: image.data.count, contentType: image.contentType, source: source))
            cover.append(FetchedCover.Image(size: size, data: image.data, format: image.format, object: object))
        }
        guard !cover.isEmpty else { return nil }
        await fetcher.index.recordCover(key, images)
        return FetchedCover(images: cover, source: source)
    }

    private func restore(_ record: [CacheIndex.CoverImage], key: AlbumKey) async -> FetchedCover? {
        var updated = record
        var cover: [FetchedCover.Image] = []
        for (position, image) in record.enumerated() {
            if let data = fetcher.objects.get(image.object), let format = ImageFormat(data) {
                cover.append(FetchedCover.Image(size: image.size, data: data, format: format, object: image.object))
                continue
            }
            guard let url = URL(string: image.url), let fetched = await fetchImage(url, source: image.source) else { continue }
            updated[position].object = ContentHash.sha256(fetched.data)
            updated[position].bytes = fetched.data.count
            cover.append(FetchedCover.Image(size: image.size, data: fetched.data, format: fetched.format, object: updated[position].object))
        }
        if updated != record { await fetcher.index.recordCover(key, updated) }
        guard let source = record.first?.source, !cover.isEmpty else { return nil }
        return FetchedCover(images: cover.sorted { $0.size < $1.size }, source: source)
    }

    private func fetchImage(_ url: URL, source: SourceName) async -> (data: Data, format: ImageFormat, contentType: String)? {
        guard case .answer(let fetched) = await fetcher.get(source, url, kind: .image), fetched.status == 200,
            let format = ImageFormat(fetched.body)
        else { return nil }
        return (fetched.body, format, fetched.contentType ?? format.fileType.mediaType)
    }

    // MARK: Discographies

    /// Each artist's MusicBrainz id: their own `mbid`, else the id their albums' releases credit them under
    /// (by name; the only credited artist when the names differ, as with "Beethoven" for Ludwig van Beethoven);
    /// none for a placeholder artist.
    static func artistIDs(_ archive: Archive, placeholders: Set<String>) -> [String: String] {
        var votes: [String: [String: Int]] = [:]
        let names = Dictionary(archive.artists.map { ($0.slug, MatchKey($0.name)) }, uniquingKeysWith: { first, _ in first })
        for album in archive.albums {
            let slugs = album.creditSlugs
            for slug in slugs {
                guard let name = names[slug] else { continue }
                let credited = album.enrichment.creditedIDs
                // The only credited id stands for the album's only artist, however the names differ.
                let match = credited.first { $0.names.contains { MatchKey($0) == name } } ?? (credited.count == 1 && slugs.count == 1 ? credited[0] : nil)
                if let id = match?.id { votes[slug, default: [:]][id, default: 0] += 1 }
            }
        }
        var ids: [String: String] = [:]
        for artist in archive.artists {
            if let id = artist.mbid ?? votes[artist.slug]?.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
               !placeholders.contains(id) {
                ids[artist.slug] = id
            }
        }
        return ids
    }

    /// Each artist's MusicBrainz disambiguation ("US grunge band"), as their albums' releases credit their id.
    static func disambiguations(_ archive: Archive, ids: [String: String]) -> [String: String] {
        var comments: [String: String] = [:]
        for album in archive.albums {
            for slug in album.creditSlugs {
                guard let id = ids[slug], comments[slug] == nil else { continue }
                comments[slug] = album.enrichment.creditedIDs.first { $0.id == id }?.disambiguation
            }
        }
        return comments
    }

    /// Fetches (or reads from the cache) the release groups of every artist whose id is known, from the discography
    /// source (MusicBrainz), and gives each their disambiguation (which needs no request: their albums' releases
    /// carry it).
    func addDiscographies(to archive: inout Archive, _ reachable: Set<SourceName>) async {
        guard let source = SourceRegistry.discographies.first else { return }
        let (ids, comments) = ReadCollector.record(reads) {
            let ids = Self.artistIDs(archive, placeholders: source.placeholderArtists)
            return (ids, Self.disambiguations(archive, ids: ids))
        }
        for index in archive.artists.indices {
            archive.artists[index].enrichment.disambiguation = comments[archive.artists[index].slug]
        }
        guard !ids.isEmpty, await use(source.name, reachable) else { return }
        await progress.begin(total: ids.count)
        // Every artist's first page is asked at once; the source's gate spaces them (MusicBrainz: one a second).
        let found = await withTaskGroup(of: (String, Discography?).self) { group in
            for (slug, id) in ids.sorted(by: { $0.key < $1.key }) {
                group.addTask {
                    await progress.working(on: source.name)
                    return (slug, await source.discography(artist: id, fetcher: fetcher))
                }
            }
            var found: [String: Discography] = [:]
            for await (slug, discography) in group {
                found[slug] = discography
                await progress.finishedOne()
            }
            return found
        }
        await progress.end()
        for index in archive.artists.indices {
            archive.artists[index].enrichment.discography = found[archive.artists[index].slug]
        }
    }

    // MARK: Artists

    package func enrich(_ artist: Artist, _ reachable: Set<SourceName>) async -> ArtistEnrichment {
        var enrichment = ArtistEnrichment()
        for source in SourceRegistry.summaries where enrichment.wikipedia == nil {
            guard await ask(source.name, reachable) else { continue }
            enrichment.wikipedia = await source.summary(of: artist, fetcher: fetcher)
        }
        for source in SourceRegistry.artistNeighbours where source.canAsk(fetcher) && enrichment.neighboursURL == nil {
            guard await ask(source.name, reachable) else { continue }
            let found = await source.neighbours(of: artist, fetcher: fetcher)
            enrichment.similar = found.similar
            enrichment.listenerTags = found.tags
            enrichment.neighboursURL = found.url
            enrichment.neighboursSource = found.url == nil && found.similar.isEmpty && found.tags.isEmpty ? nil : source.name
        }
        return enrichment
    }
}
