import Foundation
import Basics

/// A local audio file named in front matter (a playlist's `file:`, an album track's `file:`): inside the site folder,
/// audio by its extension (any of `AudioFormat.all`, played in browsers or not), and a regular file when it exists
/// (never a FIFO or a device, which would hang a build). A file that does not exist is no error: the disk holding the
/// music may be unmounted, or the build may run where the music is not (CI); the track is then listed without a player.
/// A file that exists but cannot be read is an error, as the build would fail copying it.
enum AudioFileCheck {
    /// What is wrong with a file named, to report at its line.
    package struct Problem: Error {
        package let message: String
    }

    /// A file that passed the checks: its absolute path, and whether it is there.
    package struct Checked {
        package let path: String
        package let exists: Bool
    }

    /// The file's absolute path, or the problem to report at its line. `path` is relative to `file`.
    package static func resolve(_ path: String, from file: URL, site: URL) -> Result<Checked, Problem> {
        let resolved = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent()).standardizedFileURL.resolvingSymlinksInPath()
        guard FileKind.isInside(resolved, folder: site.resolvingSymlinksInPath()) else {
            return .failure(Problem(message: "'file' points outside the site folder ('\(path)')"))
        }
        guard AudioFormat(fileExtension: resolved.pathExtension) != nil else {
            return .failure(Problem(message: "'file' must be audio (\(AudioFormat.extensionList)), not '\(path)'"))
        }
        let kind = FileKind(path: resolved.path)
        guard kind != .missing else { return .success(Checked(path: resolved.path, exists: false)) }
        guard kind == .regular else { return .failure(Problem(message: "audio file '\(path)' is \(kind.described), not a file")) }
        // The build copies it into the site (or reads its length): a file there but unreadable is the owner's to fix.
        let descriptor = open(resolved.path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            return .failure(Problem(message: "audio file '\(path)' cannot be read (\(reason)); make it readable, or remove its 'file:'"))
        }
        close(descriptor)
        return .success(Checked(path: resolved.path, exists: true))
    }
}
