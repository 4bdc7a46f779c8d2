import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that a local `cover:` is a regular file whose first bytes are an image, so `check` finds what the build
/// would choke on. Only regular files are opened, and without blocking: a FIFO would wait for a writer forever.
enum CoverImageCheck {
    /// The problem with the cover at `url` (written as `path` in the album), or nil when it is an image.
    package static func problem(_ url: URL, path: String) -> String? {
        let kind = FileKind(path: url.path)
        if kind == .missing { return "'cover' file '\(path)' does not exist (paths are relative to the album file)" }
        guard kind == .regular else { return "'cover' '\(path)' is \(kind.described), not an image file" }
        guard let head = readHead(url.path) else { return "'cover' file '\(path)' cannot be read" }
        if head.isEmpty { return "'cover' file '\(path)' is empty" }
        guard isImage(head) else {
            return "'cover' file '\(path)' is not an image: its bytes are not \(ImageFileType.coverNameList) (whatever its name says)"
        }
        return nil
    }

    /// A cover type by its first bytes (`ImageFileType(contents:)`).
    static func isImage(_ head: Data) -> Bool {
        ImageFileType(contents: head)?.isCover == true
    }

    /// Up to 4 KiB from the start of a regular file, opened so that nothing else can make it wait.
    private static func readHead(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        // The file may have been swapped since it was looked at.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(descriptor, &buffer, buffer.count)
        return count >= 0 ? Data(buffer[0..<count]) : nil
    }
}
