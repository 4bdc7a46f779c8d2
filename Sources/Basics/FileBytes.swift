import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file's bytes, read with `open`, `fstat` and `read` straight into one array: every album file is read on
/// each build, and its long notes again when its page renders, and `Data(contentsOf:)` spent half that time on
/// the URL and a copy.
package enum FileBytes {
    /// The whole file at `path`; nil when it cannot be opened or read, or is not a regular file (a caller that must say
    /// why reads it again the usual way, whose error says it), and on a system without `open`, `fstat` and `read`.
    package static func read(_ path: String) -> [UInt8]? {
        #if !canImport(Glibc) && !canImport(Darwin)
        return nil  // elsewhere the file is read as before (`SourceFile.read`'s other way)
        #else
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        // One more than its size, so a file that grew since is read to its end in the same loop.
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            // Never empty (one byte more than the size), so it has an address.
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                return Glibc.read(descriptor, base + filled, buffer.count - filled)
                #else
                return Darwin.read(descriptor, base + filled, buffer.count - filled)
                #endif
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return bytes
        #endif
    }
}
