import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Build
@testable import Serve

/// `serve` stays answering whatever else is connected: a browser's spare connections, an editor plug-in that never
/// finishes its request, a script dripping bytes. Bounds here are generous; the figures are in bench/serve-idle.
@Suite("serve: idle and slow clients")
struct PreviewServerHoldsTests {
    /// Enough descriptors for a thousand connections at both ends, in this one process.
    static func allowManyDescriptors() {
        var limit = rlimit()
        let files = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard getrlimit(files, &limit) == 0, limit.rlim_cur < 8192 else { return }
        limit.rlim_cur = min(limit.rlim_max, 8192)
        _ = setrlimit(files, &limit)
    }

    @Test("A page is answered at once while 64 connections sit idle and 1,000 drip an unfinished request")
    func idleAndDrippingConnections() async throws {
        Self.allowManyDescriptors()
        let served = try await PreviewSessionTests.Served()
        #expect(await served.nextOutcome() == .published)
        let port = served.session.port
        var held: [RawHTTPClient.Connection] = []
        defer { for connection in held { connection.close() } }
        for _ in 0..<64 { held.append(try RawHTTPClient.Connection(port: port)) }
        var dripping: [RawHTTPClient.Connection] = []
        for _ in 0..<1000 {
            let connection = try RawHTTPClient.Connection(port: port)
            try connection.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Drip: ")
            dripping.append(connection)
        }
        held += dripping
        // A second drop from each, as a slow client keeps sending.
        for connection in dripping { try? connection.send("a") }
        // Before, each such connection held one of a handful of threads for ten seconds or more, and this waited.
        let page = try await served.client.request("/", timeout: 5)
        #expect(page.status == 200)
        #expect(page.text.contains("__linernotes/live.js"))
        await served.stop()
    }

    @Test("A request head still unfinished ten seconds after connecting is answered 408 and closed, however it drips")
    func headerTimeLimit() async throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "linernotes-holds-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "<p>hello</p>".write(to: root.appending(path: "index.html"), atomically: true, encoding: .utf8)
        let clock = ManualClock()
        let server = try PreviewServer(host: "127.0.0.1", port: 0, root: root, live: LiveReload(), clock: clock)
        server.start()
        defer { server.stop() }
        let connection = try RawHTTPClient.Connection(port: server.port)
        defer { connection.close() }
        try connection.send("GET / HTTP/1.1\r\nX-Drip: ")
        // The limit runs from the moment the server took the connection: wait for that before moving time.
        for _ in 0..<1000 where server.listener.waitingHeads == 0 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(server.listener.waitingHeads == 1)
        // Half the limit, a byte (which used to restart it), the other half, a byte (which wakes the server at once).
        clock.advance(by: .seconds(5))
        try connection.send("a")
        clock.advance(by: .seconds(5))
        try connection.send("a")
        // Blocked reads end with the answer; the limit is only there so a broken server fails the test instead of hanging.
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection.descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var count = 0
        repeat {
            count = recv(connection.descriptor, &buffer, buffer.count, 0)
            if count > 0 { answer += buffer[..<count] }
        } while count > 0
        #expect(count == 0, "the connection was not closed")
        #expect(String(decoding: answer, as: UTF8.self).hasPrefix("HTTP/1.1 408 Request Timeout"))
        // The server still answers.
        let page = try RawHTTPClient(port: server.port).requestNow("/", method: "GET", headers: [], timeout: 5)
        #expect(page.status == 200)
    }

    @Test("A folder asked for with a doubled slash is redirected on this site, never to another host")
    func noOpenRedirect() async throws {
        let served = try await PreviewSessionTests.Served()
        #expect(await served.nextOutcome() == .published)
        let albums = try await served.client.request("//albums")
        #expect(albums.status == 301)
        #expect(albums.headers["location"] == "/albums/")
        #expect(try await served.client.request("///albums?sort=year").headers["location"] == "/albums/?sort=year")
        for path in ["//about", "//127.0.0.1:1", "//example.com", "/\\example.com", "//%2fexample.com"] {
            let response = try await served.client.request(path)
            let location = response.headers["location"] ?? "/"
            #expect(location.hasPrefix("/") && !location.hasPrefix("//") && !location.hasPrefix("/\\"), "\(path) sent to \(location)")
        }
        await served.stop()
    }
}
