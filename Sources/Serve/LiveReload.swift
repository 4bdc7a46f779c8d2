import Basics
import Foundation

/// The pages open in browsers (Server-Sent Events connections) and what they should show: the site of the latest
/// good build, or that build's error as an overlay. Tells them when either changes.
///
/// A lock, not an actor: connections are served on plain threads (they block on sockets), which call in synchronously.
final class LiveReload: Sendable {
    private struct Pages {
        var generation = 0
        var failure: String?
        var clients: [HTTPSocket] = []
    }

    /// Differs between two runs of `serve`, so a page left open across a restart reloads too.
    private let session = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    private let pages = Locked(Pages())

    /// Stamped into each page as it is served; a page whose token is not the current one is out of date.
    package var token: String {
        pages.withLock { "\(session)-\($0.generation)" }
    }

    /// The error shown over every page until a build succeeds again.
    var currentFailure: String? {
        pages.withLock { $0.failure }
    }

    var clientCount: Int {
        pages.withLock { $0.clients.count }
    }

    /// Keeps `socket` as an event stream; a page older than the current site is told to reload at once, and a
    /// failing build is shown at once.
    func connect(_ socket: HTTPSocket, pageToken: String?) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        let greeting = pages.withLock { pages in
            let current = "\(session)-\(pages.generation)"
            var greeting = "retry: 500\n\n"
            if let failure = pages.failure {
                greeting += Self.event("failed", failure)
            } else if let pageToken, pageToken != current {
                greeting += Self.event("reload", current)
            }
            return greeting
        }
        guard socket.write(head + greeting) else { return socket.close() }
        pages.withLock { $0.clients.append(socket) }
    }

    /// A build published a new site: every open page reloads.
    package func published() {
        let message = pages.withLock { pages in
            pages.generation += 1
            pages.failure = nil
            return Self.event("reload", "\(session)-\(pages.generation)")
        }
        broadcast(message)
    }

    /// A build failed: every open page shows `message` over the last good site.
    package func failed(_ message: String) {
        pages.withLock { $0.failure = message }
        broadcast(Self.event("failed", message))
    }

    /// A comment line, so connections a browser dropped without closing are found and let go.
    func heartbeat() {
        broadcast(": still here\n\n")
    }

    func closeAll() {
        let all = pages.withLock { pages in
            defer { pages.clients = [] }
            return pages.clients
        }
        for client in all { client.close() }
    }

    private func broadcast(_ message: String) {
        let all = pages.withLock { $0.clients }
        var gone: [ObjectIdentifier] = []
        for client in all where !client.write(message) {
            client.close()
            gone.append(ObjectIdentifier(client))
        }
        guard !gone.isEmpty else { return }
        pages.withLock { $0.clients.removeAll { gone.contains(ObjectIdentifier($0)) } }
    }

    /// One Server-Sent Event; `data` may hold several lines, each sent as its own `data:` line.
    package static func event(_ name: String, _ data: String) -> String {
        "event: \(name)\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\n"
    }
}
