import Foundation

/// The pages open in browsers (Server-Sent Events connections) and what they should show: the site of the latest
/// good build, or that build's error as an overlay. Tells them when either changes.
///
/// A lock, not an actor: connections are served on plain threads (they block on sockets), which call in synchronously.
package final class LiveReload: @unchecked Sendable {
    // `@unchecked Sendable`: `generation`, `failure` and `clients` are only touched while holding `lock`.
    private let lock = NSLock()
    /// Differs between two runs of `serve`, so a page left open across a restart reloads too.
    private let session = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private var generation = 0
    private var failure: String?
    private var clients: [HTTPSocket] = []

    /// Stamped into each page as it is served; a page whose token is not the current one is out of date.
    package var token: String {
        lock.lock()
        defer { lock.unlock() }
        return "\(session)-\(generation)"
    }

    /// The error shown over every page until a build succeeds again.
    var currentFailure: String? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    var clientCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return clients.count
    }

    /// Keeps `socket` as an event stream; a page older than the current site is told to reload at once, and a
    /// failing build is shown at once.
    func connect(_ socket: HTTPSocket, pageToken: String?) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        lock.lock()
        let current = "\(session)-\(generation)"
        var greeting = "retry: 500\n\n"
        if let failure { greeting += Self.event("failed", failure) } else if let pageToken, pageToken != current { greeting += Self.event("reload", current) }
        lock.unlock()
        guard socket.write(head + greeting) else { return socket.close() }
        lock.lock()
        clients.append(socket)
        lock.unlock()
    }

    /// A build published a new site: every open page reloads.
    package func published() {
        lock.lock()
        generation += 1
        failure = nil
        let message = Self.event("reload", "\(session)-\(generation)")
        lock.unlock()
        broadcast(message)
    }

    /// A build failed: every open page shows `message` over the last good site.
    package func failed(_ message: String) {
        lock.lock()
        failure = message
        lock.unlock()
        broadcast(Self.event("failed", message))
    }

    /// A comment line, so connections a browser dropped without closing are found and let go.
    func heartbeat() {
        broadcast(": still here\n\n")
    }

    func closeAll() {
        lock.lock()
        let all = clients
        clients = []
        lock.unlock()
        for client in all { client.close() }
    }

    private func broadcast(_ message: String) {
        lock.lock()
        let all = clients
        lock.unlock()
        var gone: [ObjectIdentifier] = []
        for client in all where !client.write(message) {
            client.close()
            gone.append(ObjectIdentifier(client))
        }
        guard !gone.isEmpty else { return }
        lock.lock()
        clients.removeAll { gone.contains(ObjectIdentifier($0)) }
        lock.unlock()
    }

    /// One Server-Sent Event; `data` may hold several lines, each sent as its own `data:` line.
    package static func event(_ name: String, _ data: String) -> String {
        "event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }
}
