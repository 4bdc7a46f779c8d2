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
            guard let base = buffer.baseAddress, let filled = readFully(descriptor, base, buffer.count) else {
                failed = true
                return
            }
            initialized = filled
        }
        guard !failed else { return nil }
        // It grew since: the rest read on to its end, a piece at a time.
        var more = [UInt8](repeating: 0, count: bytes.count == capacity ? 1 << 16 : 0)
        while !more.isEmpty {
            guard let count = more.withUnsafeMutableBytes({ buffer in buffer.baseAddress.flatMap { readFully(descriptor, $0, buffer.count) } })
            else { return nil }
            bytes += more[..<count]
            if count < more.count { break }
        }
        return bytes
        #endif
    }

    #if canImport(Glibc) || canImport(Darwin)
    /// Reads into `buffer` until it is full or the file ends (a read cut short by a signal tried again); how many
    /// bytes, or nil on an error.
    private static func readFully(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int? {
        var filled = 0
        while filled < count {
            #if canImport(Glibc)
            let read = Glibc.read(descriptor, buffer + filled, count - filled)
            #else
            let read = Darwin.read(descriptor, buffer + filled, count - filled)
            #endif
            if read < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if read == 0 { break }
            filled += read
        }
        return filled
    }
    #endif
}
