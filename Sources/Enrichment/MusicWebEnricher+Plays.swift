import Foundation
import Basics
import Model
import Engine
import MusicWeb

extension MusicWebEnricher {
    /// For each source of the owner's listening that site.yml names a user for (`lastfm_user:`, `listenbrainz_user:`),
    /// each album's plays there, matched by MusicBrainz release id, then release group, then folded artist and title
    /// (`MatchKey`); a release the source lists twice (with and without an id) counts both times. With more than one
    /// source, an album takes one count — the largest, the registry's order deciding between equal ones — and says which
    /// source it came from. What stops a source (no API key, an unknown or private user) is one warning for the whole
    /// build; a source with nothing to say yet (statistics not computed) is a note.
    func addPlays(to archive: inout Archive, _ reachable: Set<SourceName>) async {
        var chosen: [Int: (plays: Int, source: SourceName)] = [:]
        for source in SourceRegistry.listening {
            guard let user = archive.config.listeningUsers[source.name.rawValue], sources.enabled(source.name) else { continue }
            if let unmet = source.unmet(user: user, fetcher: fetcher) {
                archive.warnings.append(.warning("content/site.yml", unmet))
                continue
            }
            guard await ask(source.name, reachable) else { continue }
            switch await source.listening(user: user, fetcher: fetcher) {
            case .unavailable:
                continue  // counted by the fetcher's own warnings
            case .note(let note):
                archive.warnings.append(Diagnostic(.note, file: "content/site.yml", note))
            case .problem(let problem):
                archive.warnings.append(.warning("content/site.yml", problem))
            case .found(let listened):
                for (index, plays) in ReadCollector.record(reads, { Self.plays(listened, in: archive) }) where plays > (chosen[index]?.plays ?? 0) {
                    chosen[index] = (plays, source.name)
                }
            }
        }
        for (index, count) in chosen {
            archive.albums[index].enrichment.plays = count.plays
            archive.albums[index].enrichment.playsSource = count.source
        }
    }

    /// Each archive album's plays, by its index: releases matched by release id, else release group, else artist and title.
    static func plays(_ listened: [Listened], in archive: Archive) -> [Int: Int] {
        var byID: [String: Int] = [:]
        var byGroup: [String: Int] = [:]
        var byName: [[MatchKey]: Int] = [:]
        for (index, album) in archive.albums.enumerated() {
            for id in [album.mbid, album.enrichment.musicbrainzReleaseID].compactMap({ $0?.lowercased() }) where byID[id] == nil {
                byID[id] = index
            }
            for id in [album.releaseGroup, album.enrichment.releaseGroupID].compactMap({ $0?.lowercased() }) where byGroup[id] == nil {
                byGroup[id] = index
            }
            let key = [MatchKey(album.artist), MatchKey(album.title)]
            if byName[key] == nil { byName[key] = index }
        }
        var plays: [Int: Int] = [:]
        for release in listened where release.plays > 0 {
            guard let index = release.releaseID.flatMap({ byID[$0] }) ?? release.releaseGroupID.flatMap({ byGroup[$0] })
                ?? byName[[MatchKey(release.artist), MatchKey(release.title)]]
            else { continue }
            plays[index, default: 0] += release.plays
        }
        return plays
    }
}
