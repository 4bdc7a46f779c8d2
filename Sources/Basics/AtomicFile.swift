import Foundation

/// Writes that are all or nothing: a temporary file beside the target, then a rename over it.
package enum AtomicFile {
    package static func write(_ data: Data, to destination: URL) throws {
        try data.withUnsafeBytes { try write($0, to: destination) }
    }

    /// The same, for bytes in an array (a state file written without a copy into `Data`).
    package static func write(_ bytes: [UInt8], to destination: URL) throws {
        try bytes.withUnsafeBytes { try write($0, to: destination) }
    }

    package static func write(_ raw: UnsafeRawBufferPointer, to destination: URL) throws {
        try write(to: destination) { write in write(raw) }
    }

    /// The same, for bytes handed over in pieces: `body` calls `write` with each, in order (false once one could not
    /// be written: the file is then not made, and nothing more need be given).
    package static func write(to destination: URL, _ body: (_ write: @escaping (UnsafeRawBufferPointer) -> Bool) throws -> Void) throws {
        let temporary = destination.deletingLastPathComponent().appending(path: temporaryName(for: destination.lastPathComponent))
        do {
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileWriteError(path: temporary.path, reason: String(cString: strerror(errno))) }
            defer { close(descriptor) }
            var failure: Int32?
            try body { raw in
                if failure == nil { failure = writeAll(raw, to: descriptor) }
                return failure == nil
            }
            if let failure {
                // ENOSPC here: the disk is full.
                throw FileWriteError(path: destination.deletingLastPathComponent().path, reason: String(cString: strerror(failure)))
            }
            if rename(temporary.path, destination.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// `.<name>.<pid>.<id>.tmp`: hidden, and naming the process writing it, so a later run can tell a killed run's
    /// leftover from a live run's file (`removeLeftovers`).
    package static func temporaryName(for name: String) -> String {
        ".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp"
    }

    /// The process that wrote a temporary file named by `temporaryName`, or nil for any other name.
    package static func writingProcess(of name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.split(separator: ".")
        // "<name…>.<pid>.<id>.tmp": the pid is third from the end.
        guard parts.count >= 4, let pid = Int32(parts[parts.count - 3]), pid > 0 else { return nil }
        return pid
    }

    /// Writes all of `data` to an open file, retrying interrupted and partial writes; the `errno` of a failure.
    package static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    package static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        // No base address only for no bytes: nothing to write.
        guard let base = raw.baseAddress else { return nil }
        var offset = 0
        while offset < raw.count {
            let written = Foundation.write(descriptor, base + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
