import Foundation
import Model
import Basics

/// A local audio file named in front matter (a playlist's `file:`, an album track's `file:`): inside the site folder,
/// audio by its extension (any of `AudioFormat.all`, played in browsers or not), and a regular file that exists (never
/// a FIFO or a device, which would hang a build).
enum AudioFileCheck {
    /// What is wrong with a file named, to report at its line.
    package struct Problem: Error {
        package let message: String
    }

    /// The file's absolute path, or the problem to report at its line. `path` is relative to `file`.
    package static func resolve(_ path: String, from file: URL, site: URL, relativeTo what: String) -> Result<String, Problem> {
        let resolved = URL(fileURLWithPath: path, relativeTo: file.deletingLastPathComponent()).standardizedFileURL.resolvingSymlinksInPath()
        guard FileKind.isInside(resolved, folder: site.resolvingSymlinksInPath()) else {
            return .failure(Problem(message: "'file' points outside the site folder ('\(path)')"))
        }
        guard AudioFormat(fileExtension: resolved.pathExtension) != nil else {
            return .failure(Problem(message: "'file' must be audio (\(AudioFormat.extensionList)), not '\(path)'"))
        }
        let kind = FileKind(path: resolved.path)
        guard kind != .missing else { return .failure(Problem(message: "audio file '\(path)' does not exist (paths are relative to the \(what))")) }
        guard kind == .regular else { return .failure(Problem(message: "audio file '\(path)' is \(kind.described), not a file")) }
        return .success(resolved.path)
    }
}
