import Model
import Output

extension PublishedState {
    /// The files outside content/ that a build of `archive` reads: local covers and playlists' audio files.
    package static func extraFiles(_ archive: Archive) -> [String] {
        archive.albums.compactMap(\.coverFile) + archive.playlists.flatMap { playlist in
            playlist.items.compactMap { item -> String? in
                if case .file(let path, _, _) = item { return path }
                return nil
            }
        }
    }
}
