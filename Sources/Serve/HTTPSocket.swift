import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection whose head has been read: writes (and the drain after an error) with a time limit, so a
/// client that stalls cannot hold a thread forever.
final class HTTPSocket: Sendable {
    package let descriptor: Int32
    /// Whether it is closed; held while writing, so writes from two threads (an event and a heartbeat) never mix.
    private let closed = Locked(false)

    package init(descriptor: Int32, timeout: Duration) {
        self.descriptor = descriptor
        let seconds = timeout.components.seconds
        var limit = timeval(tv_sec: .init(seconds), tv_usec: .init(timeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Writes all of `bytes`; false when the client went away or stalled past the time limit.
    @discardableResult
    package func write(_ bytes: some ContiguousBytes) -> Bool {
        closed.withLock { closed in
            if closed { return false }
            return bytes.withUnsafeBytes { raw in
                // An empty buffer may have no base address, and there is nothing to send.
                guard let base = raw.baseAddress else { return true }
                var offset = 0
                while offset < raw.count {
                    #if canImport(Glibc)
                    let sent = send(descriptor, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                    #else
                    let sent = send(descriptor, base + offset, raw.count - offset, 0)
                    #endif
                    if sent < 0 && errno == EINTR { continue }
                    if sent <= 0 { return false }
                    offset += sent
                }
                return true
            }
        }
    }

    package func write(_ text: String) -> Bool { write(Array(text.utf8)) }

    /// Closes after the answer to a request that was not read whole (too large, not understood): reads and drops
    /// what the client still sends, for up to a second, so the closing does not reset the connection and lose the
    /// answer before the client reads it.
    func closeAfterDraining() {
        shutdown(descriptor, Int32(SHUT_WR))
        var limit = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var total = 0
        while total < 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            total += count
        }
        close()
    }

    package func close() {
        closed.withLock { closed in
            if closed { return }
            closed = true
            shutdown(descriptor, Int32(SHUT_RDWR))
            #if canImport(Glibc)
            Glibc.close(descriptor)
            #else
            Darwin.close(descriptor)
            #endif
        }
    }
}
