import Model
import Output

extension PublishedState {
    /// The files outside content/ that a build of `archive` reads: local covers, the audio files of tracks and
    /// playlists, and those named but not there (so mounting the disk that holds them is a change).
    package static func extraFiles(_ archive: Archive) -> [String] {
        archive.albums.compactMap(\.coverFile) + archive.albums.flatMap { $0.tracks.compactMap(\.file) }
            + archive.playlists.flatMap { playlist in
                playlist.items.compactMap { item -> String? in
                    if case .file(let path?, _, _) = item { return path }
                    return nil
                }
            }
            + archive.absentAudioFiles
    }
}
