import Foundation
import Model

/// A local audio file named in front matter (a playlist's `file:`, an album track's `file:`): inside the site folder,
/// audio by its extension, and a regular file that exists (never a FIFO or a device, which would hang a build).
package enum AudioFileCheck {
    package static let audioExtensions: Set<String> = ["mp3", "ogg", "oga", "opus", "m4a", "aac", "wav", "flac", "webm"]

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
        guard audioExtensions.contains(resolved.pathExtension.lowercased()) else {
            return .failure(Problem(message: "'file' must be audio (\(audioExtensions.sorted().joined(separator: ", "))), not '\(path)'"))
        }
        let kind = FileKind(path: resolved.path)
        guard kind != .missing else { return .failure(Problem(message: "audio file '\(path)' does not exist (paths are relative to the \(what))")) }
        guard kind == .regular else { return .failure(Problem(message: "audio file '\(path)' is \(kind.described), not a file")) }
        return .success(resolved.path)
    }
}
