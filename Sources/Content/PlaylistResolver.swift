import Foundation
import Basics
import Media
import Model

/// Checks that every playlist track exists (after enrichment, so fetched track lists count) and resolves it.
package enum PlaylistResolver {
    package static func resolve(_ archive: Archive) throws -> [String: [ResolvedTrack]] {
        let albums = Dictionary(archive.albums.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        var result: [String: [ResolvedTrack]] = [:]
        for playlist in archive.playlists {
            var tracks: [ResolvedTrack] = []
            for item in playlist.items {
                switch item {
                case .file(let path, let title, _):
                    tracks.append(ResolvedTrack(title: title, length: path.flatMap { AudioTags.read(URL(fileURLWithPath: $0)).length }, audioFile: path))
                case .albumTrack(let slug, let reference, let line):
                    guard let album = albums[slug] else {
                        diagnostics.append(.error(playlist.sourcePath, line: line, "no album '\(slug)' in content/albums/"))
                        continue
                    }
                    let list = album.displayTracks
                    let track: Track?
                    switch reference {
                    case .number(let number): track = number <= list.count ? list[number - 1] : nil
                    case .title(let title): track = list.first { NameKey.make($0.title) == NameKey.make(title) }
                    }
                    guard let track else {
                        let known = list.isEmpty ? "it has no track list" : "it has \(list.count) tracks"
                        diagnostics.append(.error(playlist.sourcePath, line: line, "album '\(slug)' has no \(reference) (\(known))"))
                        continue
                    }
                    // An album track with its own audio file (`import folder` fills them in) plays in the playlist.
                    tracks.append(ResolvedTrack(
                        title: track.title, albumSlug: slug, albumTitle: album.title, artist: track.artist ?? album.artist, length: track.length,
                        audioFile: track.file))
                }
            }
            result[playlist.slug] = tracks
        }
        if !diagnostics.isEmpty { throw ArchiveError(diagnostics: diagnostics) }
        return result
    }
}
