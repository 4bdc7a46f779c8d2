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
        // One more than its size, so a file that grew since is seen to go on; read straight into the array's storage,
        // not first filled with zeros (a memset of every byte: 8 MB for the engine's state at 10,000 albums).
        let capacity = max(Int(status.st_size), 0) + 1
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            var filled = 0
            while filled < buffer.count {
                let count = readSome(descriptor, base + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    break
                }
                if count == 0 { break }
                filled += count
            }
            initialized = filled
        }
        guard !failed else { return nil }
        // It grew since: the rest read on to its end.
        if bytes.count == capacity {
            var more = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = more.withUnsafeMutableBytes { buffer in buffer.baseAddress.map { readSome(descriptor, $0, buffer.count) } ?? 0 }
                if count < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if count == 0 { break }
                bytes += more[..<count]
            }
        }
        return bytes
        #endif
    }

    #if canImport(Glibc) || canImport(Darwin)
    private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
    #endif
}
