/// What the last complete build recorded beside the output: the fingerprint of its inputs, and the hashes of its
/// manifest and of the output folder right after the swap, so a build killed between the swap and this record, or a
/// site edited by hand since, is never mistaken for an up-to-date one.
package struct BuildState: Codable, Equatable {
    package var fingerprint: String
    package var manifest: String
    /// Hash of the output folder's listing right after the swap: a site edited or pruned by hand is rebuilt.
    package var output: String
    /// Files outside content/ that the build read (covers, audio), so changing one is noticed.
    var extraFiles: [String]
    /// The environment variable that held the Last.fm key, so setting it is noticed.
    var keyVariable: String
}

extension BuildState {
    /// The files outside content/ that a build of `archive` reads: local covers and playlists' audio files.
    static func extraFiles(_ archive: Archive) -> [String] {
        archive.albums.compactMap(\.coverFile) + archive.playlists.flatMap { playlist in
            playlist.items.compactMap { item -> String? in
                if case .file(let path, _, _) = item { return path }
                return nil
            }
        }
    }
}
