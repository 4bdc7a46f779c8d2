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
    /// Gathers what the work across albums (each artist's id from their albums' releases) read of the albums (`serve`).
    package var reads: ReadCollector?

    public init(
        fetcher: Fetcher, progress: ProgressReporter, concurrency: Int = 8, memory: (EnrichmentMemory, context: String)? = nil
    ) {
        self.fetcher = fetcher
        self.progress = progress
        self.concurrency = concurrency
        self.memory = memory
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

    /// An enabled source that cannot answer in this build (offline, with nothing of it cached).
    private func unreachable(_ source: SourceName, _ reachable: Set<SourceName>) -> Bool {
        sources.enabled(source) && !reachable.contains(source)
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
        memory?.0.begin(context: "\(memory?.context ?? "")|\(fetcher.settings.offline)|\(reachable.map(\.rawValue).sorted())")
        let kept = memory?.0
        // The albums and artists kept from an earlier build first, all at once; then the rest, looked up.
        var jobs: [Job] = []
        var tallies: [FetchStats.Tallied] = []
        for (index, album) in archive.albums.enumerated() {
            if let known = kept?.album(album) {
                archive.albums[index] = known.output
                tallies.append(known.tally)
            } else {
                jobs.append(.album(index, album))
            }
        }
        for (index, artist) in archive.artists.enumerated() {
            if let known = kept?.artist(artist) {
                archive.artists[index] = known.output
                tallies.append(known.tally)
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
                        let (made, tally) = await Self.tallied(if: kept != nil) { await enrich(album, reachable) }
                        return .album(index, made, tally)
                    case .artist(let index, let artist):
                        let (made, tally) = await Self.tallied(if: kept != nil) { await enrich(artist, reachable) }
                        return .artist(index, made, tally)
                    }
                }
            }
            for _ in 0..<concurrency { addNext() }
            for await result in group {
                switch result {
                case .album(let index, let enrichment, let tally):
                    let loaded = archive.albums[index]
                    archive.albums[index].enrichment = enrichment
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
        try await fetcher.index.save()  // what was fetched before a cancellation is good: keep it
        await fetcher.health.save()  // hosts found unreachable, so the next build does not wait for them again
        // A cancelled build's lookups came back empty-handed: stop here rather than publish a site without them.
        try Task.checkCancellation()
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

    package func enrich(_ album: Album, _ reachable: Set<SourceName>) async -> AlbumEnrichment {
        var enrichment = AlbumEnrichment()
        var release: MusicBrainzClient.Release?
        // Whether a source that might list the tracks gave no answer (as opposed to answering it has none).
        var unanswered = unreachable(.musicbrainz, reachable)
        if await use(.musicbrainz, reachable) {
            await progress.working(on: .musicbrainz)
            let musicbrainz = MusicBrainzClient(fetcher: fetcher)
            var identity: Lookup<MusicBrainzClient.Release>
            if let mbid = album.mbid {
                identity = await musicbrainz.release(id: mbid)
            } else {
                let chosen = await identify(album, musicbrainz)
                identity = chosen.value.map { .found($0.release) } ?? (chosen.isUnavailable ? .unavailable : .none)
                if let hit = identity.value { identity = await musicbrainz.release(id: hit.id) }
                // Why, for `check --matches`: kept with the release it explains.
                if identity.value != nil { enrichment.match = chosen.value?.match }
            }
            release = identity.value
            if identity.isUnavailable {
                unanswered = true
                // Not asked because the fetch budget is spent: the next build goes on with this album.
                if fetcher.budgetSpent { await fetcher.stats.albumLeft() }
            }
        }
        var itunes: ITunesClient.Collection?
        var triedITunes = false
        if let release {
            enrichment.musicbrainzReleaseID = release.id
            enrichment.releaseGroupID = release.releaseGroup?.id
            enrichment.primaryType = release.releaseGroup?.primaryType
            enrichment.secondaryTypes = release.releaseGroup?.secondaryTypes ?? []
            enrichment.creditedIDs = (release.artistCredit ?? []).compactMap { credit in
                credit.artist?.id.map {
                    CreditedID(
                        id: $0, names: [credit.name] + (credit.artist?.name.map { [$0] } ?? []),
                        disambiguation: credit.artist?.disambiguation.flatMap { $0.isEmpty ? nil : $0 })
                }
            }
            enrichment.tracks = release.tracks
            enrichment.trackSource = enrichment.tracks.isEmpty ? nil : .musicbrainz
            enrichment.discs = release.discs
            // The album's date is its first release; this pressing's own date is kept when it is another.
            enrichment.released = release.originalDate ?? release.pressingDate
            if let pressing = release.pressingDate, let first = enrichment.released, pressing.differs(from: first) { enrichment.pressing = pressing }
            let credit = release.artistName
            if !credit.isEmpty { enrichment.artistCredit = credit }
            enrichment.credits = release.credits
        }
        // The sources that list a release's tracks (Discogs, for an album naming its release), while there is no list.
        for source in SourceRegistry.releaseListings where enrichment.tracks.isEmpty && source.knows(album) {
            if unreachable(source.name, reachable) { unanswered = true }
            guard await ask(source.name, reachable) else { continue }
            let found = await source.listing(of: album, fetcher: fetcher)
            if found.isUnavailable { unanswered = true }
            found.value?.apply(to: &enrichment, from: source.name)
        }
        if release == nil, enrichment.tracks.isEmpty, await use(.itunes, reachable) {
            await progress.working(on: .itunes)
            triedITunes = true
            let (found, itunesUnanswered) = await itunesListing(for: album)
            if itunesUnanswered { unanswered = true }
            if let listing = found {
                itunes = listing.collection
                enrichment.itunesURL = listing.collection.viewURL.flatMap { $0.hasPrefix("https://") ? $0 : nil }
                enrichment.released = listing.collection.releaseDate.flatMap { PartialDate($0) }
                if !listing.tracks.isEmpty {
                    enrichment.tracks = listing.tracks
                    enrichment.trackSource = .itunes
                    if let count = listing.collection.trackCount, count > listing.tracks.count {
                        enrichment.trackTotal = count
                    }
                }
            }
        }
        if release == nil && unreachable(.itunes, reachable) { unanswered = true }
        enrichment.trackListPending = enrichment.tracks.isEmpty && unanswered
        if album.coverFile == nil {
            enrichment.cover = await cover(for: album, release: release, itunes: itunes, triedITunes: triedITunes, reachable)
        }
        for source in SourceRegistry.summaries where enrichment.wikipedia == nil {
            guard await ask(source.name, reachable) else { continue }
            enrichment.wikipedia = await source.summary(of: album, fetcher: fetcher)
        }
        return enrichment
    }

    /// The release of an album without `mbid:`, and why: through MusicBrainz's link from its Discogs release
    /// (`discogs:`) first, exact, else (no link, or no `discogs:`) a search weighed against what the owner wrote.
    private func identify(_ album: Album, _ musicbrainz: MusicBrainzClient) async -> Lookup<MusicBrainzClient.Identified> {
        let wanted = MusicBrainzClient.Wanted(
            title: album.title, artist: album.artist, year: album.year, released: album.released, format: album.format,
            label: album.label, catalog: album.catalog, trackCount: album.tracks.isEmpty ? nil : album.tracks.count)
        if let discogs = album.discogs {
            let linked = await musicbrainz.identify(discogs: discogs, wanted)
            if linked.value != nil || linked.isUnavailable { return linked }
        }
        return await musicbrainz.identify(wanted)
    }

    /// The album on iTunes with its songs: the owner's `itunes_id` looked up directly (one request), else the
    /// search's best match, then its songs.
    private func itunesListing(for album: Album) async -> (listing: ITunesClient.Listing?, unanswered: Bool) {
        let client = ITunesClient(fetcher: fetcher)
        if let id = album.itunesID {
            let lookup = await client.lookup(collection: id)
            return (lookup.value, lookup.isUnavailable)
        }
        let match = await client.match(title: album.title, artist: album.artist)
        guard let collection = match.value else { return (nil, match.isUnavailable) }
        // The album without its songs when they did not come: its artwork and link still serve.
        let lookup = await client.lookup(collection: collection.id)
        return (lookup.value ?? ITunesClient.Listing(collection: collection, tracks: []), lookup.isUnavailable)
    }

    /// The album's cover: from the cover record of its album key when there is one (a lost image is fetched
    /// again straight from its stored URL), else the Cover Art Archive (release, then release group), else iTunes.
    package func cover(
        for album: Album, release: MusicBrainzClient.Release?, itunes: ITunesClient.Collection?, triedITunes: Bool, _ reachable: Set<SourceName>
    ) async -> FetchedCover? {
        let key = AlbumKey(album: album)
        if let record = await fetcher.index.cover(key), !record.isEmpty {
            return await restore(record, key: key)
        }
        var urls: [Int: String] = [:]
        var source = SourceName.coverArtArchive
        if (release?.id ?? album.mbid ?? album.releaseGroup) != nil, await use(.coverArtArchive, reachable) {
            await progress.working(on: .coverArtArchive)
            let archive = CoverArtArchiveClient(fetcher: fetcher)
            if let id = release?.id ?? album.mbid {
                urls = await archive.frontThumbnails(release: id).value ?? [:]
            }
            if urls.isEmpty, let group = album.releaseGroup ?? release?.releaseGroup?.id {
                urls = await archive.frontThumbnails(release: group, group: true).value ?? [:]
            }
        }
        if urls.isEmpty, sources.enabled(.itunes), reachable.contains(.itunes) {
            var collection = itunes
            if collection == nil && !triedITunes {
                await progress.working(on: .itunes)
                collection = await ITunesClient(fetcher: fetcher).match(title: album.title, artist: album.artist).value
            }
            if let artwork = collection?.artworkURL100 {
                urls = ITunesClient.artwork(artwork, sizes: [300, 600])
                source = .itunes
            }
        }
        var images: [CacheIndex.CoverImage] = []
        var cover: [FetchedCover.Image] = []
        for (size, text) in urls.sorted(by: { $0.key < $1.key }) {
            guard let url = URL(string: text), let image = await fetchImage(url, source: source) else { continue }
            images.append(CacheIndex.CoverImage(
                size: size, object: ContentHash.sha256(image.data), url: text, bytes: image.data.count,
                contentType: image.contentType, source: source))
            cover.append(FetchedCover.Image(size: size, data: image.data, format: image.format))
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
                cover.append(FetchedCover.Image(size: image.size, data: data, format: format))
                continue
            }
            guard let url = URL(string: image.url), let fetched = await fetchImage(url, source: image.source) else { continue }
            updated[position].object = ContentHash.sha256(fetched.data)
            updated[position].bytes = fetched.data.count
            cover.append(FetchedCover.Image(size: image.size, data: fetched.data, format: fetched.format))
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

    /// MusicBrainz's placeholder artists (Various Artists, [unknown], [anonymous], [traditional], [no artist]…):
    /// they have hundreds of thousands of release groups and no discography worth showing.
    static let placeholderArtists: Set<String> = [
        "89ad4ac3-39f7-470e-963a-56509c546377", "125ec42a-7229-4250-afc5-e057484327fe", "f731ccc4-e22a-43af-a747-64213329e088",
        "9be7f096-97ec-4615-8957-8d40b5dcbc41", "eec63d3c-3b81-4ad4-b1e4-7c147d4d2b61", "33cf029c-63b0-41a0-9855-be2a3665fb3b",
    ]

    /// How many pages of release groups an artist gets at most: 500 release groups, five requests. Enough for any
    /// band; a composer's thousands of recordings are cut there, and the page says so.
    static let discographyPages = 5

    /// Each artist's MusicBrainz id: their own `mbid`, else the id their albums' releases credit them under
    /// (by name; the only credited artist when the names differ, as with "Beethoven" for Ludwig van Beethoven).
    static func artistIDs(_ archive: Archive) -> [String: String] {
        var votes: [String: [String: Int]] = [:]
        let names = Dictionary(archive.artists.map { ($0.slug, MatchKey($0.name)) }, uniquingKeysWith: { first, _ in first })
        for album in archive.albums {
            guard let name = names[album.artistSlug] else { continue }
            let credited = album.enrichment.creditedIDs
            let match = credited.first { $0.names.contains { MatchKey($0) == name } } ?? (credited.count == 1 ? credited[0] : nil)
            if let id = match?.id { votes[album.artistSlug, default: [:]][id, default: 0] += 1 }
        }
        var ids: [String: String] = [:]
        for artist in archive.artists {
            if let id = artist.mbid ?? votes[artist.slug]?.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key,
               !placeholderArtists.contains(id) {
                ids[artist.slug] = id
            }
        }
        return ids
    }

    /// Each artist's MusicBrainz disambiguation ("US grunge band"), as their albums' releases credit their id.
    static func disambiguations(_ archive: Archive, ids: [String: String]) -> [String: String] {
        var comments: [String: String] = [:]
        for album in archive.albums {
            guard let id = ids[album.artistSlug], comments[album.artistSlug] == nil else { continue }
            comments[album.artistSlug] = album.enrichment.creditedIDs.first { $0.id == id }?.disambiguation
        }
        return comments
    }

    /// Fetches (or reads from the cache) the release groups of every artist whose id is known, and gives each their
    /// MusicBrainz disambiguation (which needs no request: their albums' releases carry it).
    func addDiscographies(to archive: inout Archive, _ reachable: Set<SourceName>) async {
        let (ids, comments) = ReadCollector.record(reads) {
            let ids = Self.artistIDs(archive)
            return (ids, Self.disambiguations(archive, ids: ids))
        }
        for index in archive.artists.indices {
            archive.artists[index].enrichment.disambiguation = comments[archive.artists[index].slug]
        }
        guard !ids.isEmpty, await use(.musicbrainz, reachable) else { return }
        let client = MusicBrainzClient(fetcher: fetcher)
        await progress.begin(total: ids.count)
        // Every artist's first page is asked at once; MusicBrainz's gate spaces them one a second.
        let found = await withTaskGroup(of: (String, Discography?).self) { group in
            for (slug, id) in ids.sorted(by: { $0.key < $1.key }) {
                group.addTask {
                    await progress.working(on: .musicbrainz)
                    return (slug, await client.discography(artist: id, maxPages: Self.discographyPages).value)
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
        for source in SourceRegistry.artistNeighbours where source.canAsk(fetcher) && enrichment.lastfmURL == nil {
            guard await ask(source.name, reachable) else { continue }
            let found = await source.neighbours(of: artist, fetcher: fetcher)
            enrichment.similar = found.similar
            enrichment.lastfmTags = found.tags
            enrichment.lastfmURL = found.url
        }
        return enrichment
    }
}
