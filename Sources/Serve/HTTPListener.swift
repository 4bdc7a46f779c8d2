import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket and the thread that accepts on it; each connection is handed to `handler` on a thread of
/// its own (connections block on reads and writes, which must not happen on Swift's few cooperative threads).
final class HTTPListener: Sendable {
    private struct State {
        var started = false
        var stopped = false
        /// The accepting thread has ended.
        var finished = false
    }

    package let host: String
    /// The port bound: the one asked for, or the one the system chose for port 0.
    package let port: Int
    private let descriptor: Int32
    private let state = Locked(State())

    /// Binds and listens; throws `ServeError` when the port is taken or the host is not an address of this machine.
    package init(host: String, port: Int) throws {
        self.host = host
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { throw ServeError.cannotResolve(host: host) }
        defer { freeaddrinfo(list) }
        // localhost may give ::1 before 127.0.0.1; prefer IPv4 so the printed URL works everywhere.
        var chosen = first
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor {
            if entry.pointee.ai_family == AF_INET { chosen = entry; break }
            cursor = entry.pointee.ai_next
        }
        let socketDescriptor = socket(chosen.pointee.ai_family, chosen.pointee.ai_socktype, chosen.pointee.ai_protocol)
        guard socketDescriptor >= 0 else { throw ServeError.cannotListen(host: host, port: port, reason: String(cString: strerror(errno))) }
        var one: Int32 = 1
        // Lets a restarted server take its port back at once from connections still closing (TIME_WAIT); a port
        // another program listens on is still refused.
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        _ = fcntl(socketDescriptor, F_SETFD, FD_CLOEXEC)
        if bind(socketDescriptor, chosen.pointee.ai_addr, chosen.pointee.ai_addrlen) != 0 {
            let code = errno
            _ = Self.closeDescriptor(socketDescriptor)
            if code == EADDRINUSE { throw ServeError.portInUse(host: host, port: port) }
            if code == EADDRNOTAVAIL { throw ServeError.cannotResolve(host: host) }
            throw ServeError.cannotListen(host: host, port: port, reason: String(cString: strerror(code)))
        }
        guard listen(socketDescriptor, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = Self.closeDescriptor(socketDescriptor)
            throw ServeError.cannotListen(host: host, port: port, reason: reason)
        }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
        }
        self.port = withUnsafePointer(to: &address) { pointer in
            if Int32(pointer.pointee.ss_family) == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin6_port)) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
        }
        descriptor = socketDescriptor
    }

    /// Accepts connections on a thread of its own until `stop()`.
    package func start(timeout: Duration, handler: @escaping @Sendable (HTTPSocket) -> Void) {
        state.withLock { $0.started = true }
        let thread = Thread { [self] in
            defer { state.withLock { $0.finished = true } }
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while !isStopped {
                // A bounded wait, so `stop()` is noticed within a quarter of a second even with no client.
                let ready = poll(&entry, 1, 250)
                if ready <= 0 { continue }
                let client = accept(descriptor, nil, nil)
                if client < 0 { continue }
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                let connection = HTTPSocket(descriptor: client, timeout: timeout)
                DispatchQueue.global().async { handler(connection) }
            }
        }
        thread.name = "linernotes serve: accept"
        thread.start()
    }

    private var isStopped: Bool {
        state.withLock { $0.stopped }
    }

    /// Stops accepting and closes the port; connections being answered finish on their own.
    func stop() {
        let (wasStopped, wasStarted) = state.withLock { state in
            defer { state.stopped = true }
            return (state.stopped, state.started)
        }
        if wasStopped { return }
        // The thread notices within a quarter of a second.
        if wasStarted { _ = state.wait(timeout: .seconds(2)) { $0.finished } }
        _ = Self.closeDescriptor(descriptor)
    }

    deinit {
        stop()
    }

    private static func closeDescriptor(_ descriptor: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(descriptor)
        #else
        Darwin.close(descriptor)
        #endif
    }
}
