import Model
import MusicWeb

extension MusicWebEnricher {
    /// Each wanted record's cover (`wantlist: true`): the release the identity source links to its Discogs release
    /// (MusicBrainz's link, exact; no search, which could find another pressing), and that release's front cover from
    /// the cover sources of identified releases (the Cover Art Archive). None when nothing links it: the page shows
    /// the generated placeholder. Asked through the cache, as the albums are.
    func addWantedCovers(to archive: inout Archive, _ reachable: Set<SourceName>) async {
        guard let wanted = archive.$wanted, !wanted.isEmpty else { return }
        await progress.begin(total: wanted.count)
        var found = [WantedRelease.Enrichment?](repeating: nil, count: wanted.count)
        await withTaskGroup(of: (Int, WantedRelease.Enrichment).self) { group in
            var next = 0
            func addNext() {
                guard next < wanted.count else { return }
                let (index, want) = (next, wanted[next])
                next += 1
                group.addTask { (index, await enrich(want, reachable)) }
            }
            for _ in 0..<concurrency { addNext() }
            for await (index, enrichment) in group {
                found[index] = enrichment
                await progress.finishedOne()
                addNext()
            }
        }
        await progress.end()
        archive.wanted = zip(wanted, found).map { want, enrichment in
            var want = want
            want.enrichment = enrichment ?? WantedRelease.Enrichment()
            return want
        }
    }

    private func enrich(_ want: WantedRelease, _ reachable: Set<SourceName>) async -> WantedRelease.Enrichment {
        var want = want
        var lookup = AlbumLookup(album: want.coverAlbum)
        for source in SourceRegistry.releaseIdentities where want.enrichment.linkedRelease == nil {
            guard await ask(source.name, &lookup, reachable) else { continue }
            want.enrichment.linkedRelease = await source.linkedRelease(
                discogs: want.discogs, title: want.title, artist: want.shownArtist, fetcher: fetcher).value
        }
        guard want.enrichment.linkedRelease != nil else { return want.enrichment }
        // The album carrying the cover now names the linked release: its cover record is that release's.
        var linked = AlbumLookup(album: want.coverAlbum)
        want.enrichment.cover = await cover(for: &linked, reachable, identifiedOnly: true)
        return want.enrichment
    }
}
