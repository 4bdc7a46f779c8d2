import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket and the one thread that accepts on it and reads every request head without blocking
/// (`WaitingConnections`); a connection whose head arrived whole is answered on a thread of its own (answers block
/// on writes, which must not happen on Swift's few cooperative threads). Idle or dripping connections therefore never
/// hold a thread, and cannot keep a normal request waiting.
final class HTTPListener: Sendable {
    private struct State {
        var started = false
        var stopped = false
        /// The accepting thread has ended.
        var finished = false
        /// Connections still sending their heads, as of the thread's last turn.
        var waiting = 0
    }

    /// What the reading thread hands on.
    enum Head: Equatable {
        case complete([UInt8])
        /// Longer than the limit without its blank line.
        case tooLarge
    }

    /// How long a client may take to send its head, how long a head may be, how many may wait at once.
    struct Limits: Sendable {
        var headerTimeout: Duration = .seconds(10)
        var headLimit = 16 * 1024
        var waiting = 1024
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
        guard listen(socketDescriptor, SOMAXCONN) == 0 else {
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
        // The accepting thread polls it, and must never block in accept.
        _ = fcntl(socketDescriptor, F_SETFL, fcntl(socketDescriptor, F_GETFL) | O_NONBLOCK)
        descriptor = socketDescriptor
    }

    /// Accepts connections and reads their heads on a thread of its own until `stop()`; each head read whole (or too
    /// large) is handed with its connection to `handler`, on a new thread. `timeout` limits each later read and write;
    /// `clock` times the heads (virtual in tests, which move it past the limit instead of waiting).
    package func start(
        limits: Limits, timeout: Duration, clock: any Clock<Duration> = ContinuousClock(),
        handler: @escaping @Sendable (HTTPSocket, Head) -> Void
    ) {
        state.withLock { $0.started = true }
        let thread = Thread { [self] in
            defer { state.withLock { $0.finished = true } }
            var waiting = WaitingConnections(headLimit: limits.headLimit, headerTimeout: limits.headerTimeout, capacity: limits.waiting)
            defer { for entry in waiting.entries { _ = Self.closeDescriptor(entry.descriptor) } }
            let stopwatch = Stopwatch(clock)
            while !isStopped {
                var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
                    + waiting.entries.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
                // A bounded wait, so `stop()` is noticed within a quarter of a second even with no client, and no
                // head deadline is overshot by more than that.
                var wait = 250
                if let deadline = waiting.nextDeadline() {
                    wait = max(0, min(wait, (deadline - stopwatch.elapsed).milliseconds + 1))
                }
                let ready = poll(&entries, nfds_t(entries.count), Int32(wait))
                if ready > 0 {
                    for entry in entries.dropFirst() where entry.revents != 0 {
                        switch waiting.receive(entry.fd) {
                        case .partial: break
                        case .gone: _ = Self.closeDescriptor(entry.fd)
                        case .head(let head): hand(entry.fd, .complete(head), timeout: timeout, to: handler)
                        case .tooLarge: hand(entry.fd, .tooLarge, timeout: timeout, to: handler)
                        }
                    }
                    if entries[0].revents != 0 { acceptAll(into: &waiting, now: stopwatch.elapsed) }
                }
                for late in waiting.expire(now: stopwatch.elapsed) { Self.timedOut(late) }
                state.withLock { [count = waiting.entries.count] in $0.waiting = count }
            }
        }
        thread.name = "linernotes serve: accept"
        thread.start()
    }

    /// Takes every connection the system holds ready; when descriptors run out, the longest-waiting head is let go.
    private func acceptAll(into waiting: inout WaitingConnections, now: Duration) {
        while true {
            let client = accept(descriptor, nil, nil)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                if errno == EMFILE || errno == ENFILE, let oldest = waiting.removeOldest() {
                    _ = Self.closeDescriptor(oldest)
                    continue
                }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            if let dropped = waiting.add(client, now: now) { _ = Self.closeDescriptor(dropped) }
        }
    }

    /// A connection blocking again, with time limits, answered on a thread of its own.
    private func hand(_ client: Int32, _ head: Head, timeout: Duration, to handler: @escaping @Sendable (HTTPSocket, Head) -> Void) {
        _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
        let connection = HTTPSocket(descriptor: client, timeout: timeout)
        let thread = Thread { handler(connection, head) }
        thread.name = "linernotes serve: answer"
        thread.start()
    }

    /// A head that did not arrive in time: told so if the client still listens (never waiting on it), then closed.
    /// What it sent last is read first: closing with unread bytes would reset the connection and lose the answer.
    private static func timedOut(_ client: Int32) {
        var unread = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<16 where unread.withUnsafeMutableBytes({ recv(client, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }) > 0 {}
        let answer = Array("HTTP/1.1 408 Request Timeout\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
        #if canImport(Glibc)
        _ = send(client, answer, answer.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        #else
        _ = send(client, answer, answer.count, Int32(MSG_DONTWAIT))
        #endif
        _ = closeDescriptor(client)
    }

    /// How many connections are still sending their request heads.
    package var waitingHeads: Int {
        state.withLock { $0.waiting }
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
