import Basics

/// An audio file that a track's or a playlist's `file:` names and that is not there when the archive is read (a disk
/// not mounted, a CI machine without the music): its track is listed without a player.
package struct AbsentAudioFile: Sendable, Hashable {
    /// The archive file naming it, relative to the site folder, and the line of its `file:`.
    package let file: String
    package let line: Int?
    /// The path as written, relative to `file`.
    package let written: String
    /// The absolute path it would have.
    package let path: String
}

extension AbsentAudioFile {
    /// One warning for them all, at the first (a build on a machine without the music must not print one per track).
    package static func warning(_ absent: [AbsentAudioFile]) -> Diagnostic? {
        guard let first = absent.first else { return nil }
        let message = absent.count == 1
            ? "audio file '\(first.written)' is absent (paths are relative to the file naming it): its track is listed without a player; "
                + "mount the disk that holds it, or build where the music is"
            : "\(absent.count) audio files named by 'file:' are absent, this one ('\(first.written)') first: their tracks are listed without a player; "
                + "mount the disk that holds them, or build where the music is"
        return .warning(first.file, line: first.line, message)
    }
}
