import Foundation
import Basics
import Media
import Model

/// Checks that every playlist track exists (after enrichment, so fetched track lists count) and resolves it.
/// A track of an album whose track list is not fetched yet (`Album.trackListPending`) is left out with a warning:
/// a later build may find it. One of an album whose list is there but lacks it is an error, a typo to fix.
package enum PlaylistResolver {
    package static func resolve(_ archive: Archive) throws -> PlaylistResolution {
        let albums = Dictionary(archive.albums.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        var result = PlaylistResolution()
        for playlist in archive.playlists {
            var tracks: [ResolvedTrack] = []
            var pending: [(slug: String, reference: Playlist.TrackReference, line: Int?)] = []
            for item in playlist.items {
                switch item {
                case .file(let path, let title, _):
                    tracks.append(ResolvedTrack(title: title, length: path.flatMap { AudioTags.read(URL(fileURLWithPath: $0)).length }, audioFile: path))
                case .albumTrack(let slug, let reference, let line):
                    guard let album = albums[slug] else {
                        diagnostics.append(.error(playlist.sourcePath, line: line, "no album '\(slug)' in content/albums/"))
                        continue
                    }
                    if album.trackListPending {
                        pending.append((slug, reference, line))
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
            result.tracks[playlist.slug] = tracks
            if !pending.isEmpty {
                let entries = pending.map { entry in "album '\(entry.slug)' \(entry.reference)" + (entry.line.map { " (line \($0))" } ?? "") }
                diagnostics.append(.warning(
                    playlist.sourcePath, line: pending[0].line,
                    "\(Counted(pending.count, "track")) left out until their albums' track lists are fetched: \(entries.joined(separator: ", ")); "
                        + "they will appear once a build fetches those albums (online, with time left in its --fetch-budget)"))
            }
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ArchiveError(diagnostics: diagnostics) }
        result.warnings = diagnostics
        return result
    }
}
