#if os(Linux)
import Foundation
import Glibc

/// The names of the files made directly in `folder` while `body` runs, as the kernel reports them (inotify): how a test
/// sees a temporary file that lives only for the moment of a write.
func filesCreated(in folder: URL, during body: () async throws -> Void) async throws -> [String] {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
    defer { close(descriptor) }
    guard inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE)) >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
    try await body()
    var names: [String] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return names }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
            let length = buffer.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len) }
            let start = offset + MemoryLayout<inotify_event>.size
            let name = buffer[start..<(start + length)].prefix { $0 != 0 }
            names.append(String(decoding: name, as: UTF8.self))
            offset = start + length
        }
    }
}
#endif
