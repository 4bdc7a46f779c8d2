import Foundation
import Basics
import Model
import Engine
import MusicWeb

extension MusicWebEnricher {
    /// Pages of `user.getTopAlbums` asked at most: 2,000 albums, ten requests.
    static let topAlbumPages = 10

    /// With `lastfm_user:` in site.yml, each album's plays from the user's Last.fm top albums, matched by MusicBrainz
    /// release id, else by folded artist and title (`MatchKey`); an album Last.fm lists twice (with and without an id)
    /// gets both counts. What stops it (no API key, an unknown or private user) is one warning for the whole build.
    func addPlays(to archive: inout Archive, _ reachable: Set<SourceName>) async {
        guard let user = archive.config.lastfmUser, sources.enabled(.lastfm) else { return }
        guard let lastfmKey else {
            archive.warnings.append(.warning(
                "content/site.yml",
                "'lastfm_user: \(user)' is set but there is no Last.fm API key in $\(sources.secretVariables[.lastfm] ?? ""), so no plays are shown; "
                    + "set it to your key (https://www.last.fm/api/account/create), or remove 'lastfm_user'"))
            return
        }
        guard await use(.lastfm, reachable) else { return }
        await progress.working(on: .lastfm)
        let answer = await LastFMClient(fetcher: fetcher, apiKey: lastfmKey).topAlbums(user: user, maxPages: Self.topAlbumPages)
        switch answer {
        case .unavailable:
            return  // counted by the fetcher's own warnings
        case .userError(let code, let message):
            let why = code == 17 ? "their listening history is private" : code == 6 ? "Last.fm has no such user" : "Last.fm said: \(message) (error \(code))"
            let todo = code == 17
                ? "make it public in Last.fm's privacy settings (\"Hide recent listening information\" off), or remove 'lastfm_user'"
                : "check the spelling of 'lastfm_user', or remove it"
            archive.warnings.append(.warning("content/site.yml", "no plays for Last.fm user '\(user)': \(why); \(todo)"))
        case .found(let albums):
            for (index, plays) in ReadCollector.record(reads, { Self.plays(albums, in: archive) }) {
                archive.albums[index].enrichment.plays = plays
            }
        }
    }

    /// Each archive album's plays, by its index: Last.fm albums matched by release id, else by artist and title.
    static func plays(_ albums: [LastFMClient.TopAlbum], in archive: Archive) -> [Int: Int] {
        var byID: [String: Int] = [:]
        var byName: [[MatchKey]: Int] = [:]
        for (index, album) in archive.albums.enumerated() {
            for id in [album.mbid, album.enrichment.musicbrainzReleaseID].compactMap({ $0?.lowercased() }) where byID[id] == nil {
                byID[id] = index
            }
            let key = [MatchKey(album.artist), MatchKey(album.title)]
            if byName[key] == nil { byName[key] = index }
        }
        var plays: [Int: Int] = [:]
        for album in albums where album.plays > 0 {
            guard let index = album.mbid.flatMap({ byID[$0] }) ?? byName[[MatchKey(album.artist), MatchKey(album.title)]] else { continue }
            plays[index, default: 0] += album.plays
        }
        return plays
    }
}
