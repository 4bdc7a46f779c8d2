import Foundation
import Testing
@testable import Build
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// Builds with the music web out of reach: real HTTP (libcurl) to loopback ports nobody listens on, or to a
/// server that never finishes its answer. Spacing and back-off run on a virtual clock; request deadlines on a manual one.
@Suite("When the web is down")
struct NetworkDownTests {
    /// A loopback port that refuses connections: bound, then closed.
    static func closedPort() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        close(descriptor)
        return UInt16(bigEndian: address.sin_port)
    }

    @Test("Every host refusing: a cold build of 20 albums tries each host twice, warns once per source with what to do, and the next build tries once")
    func refused() async throws {
        let base = "http://127.0.0.1:\(try Self.closedPort())"
        let site = try TemporarySite(siteYAML: "title: No Network\ncontact: tests@example.org\n" + FixtureWorld.sourcesYAML(base))
        defer { site.remove() }
        for number in 1...20 { try site.album("album-\(number)", title: "Album \(number)", artist: "Artist \(number % 7)") }
        let clock = TestClock()
        func build() async throws -> SiteBuilder.Report {
            try await SiteBuilder(options: BuildOptions(
                siteDirectory: site.root, environment: ["LINERNOTES_TEST_LASTFM_KEY": "k"], clock: clock)).build()
        }
        let cold = try await build()
        // All five services point at one host here: found down on its second refusal, then never asked again.
        #expect(cold.requests == 2, "\(cold.fetchSummary)")
        #expect(clock.elapsed < .seconds(5), "waited \(clock.elapsed) on back-off")
        #expect(!cold.fetchWarnings.isEmpty)
        for warning in cold.fetchWarnings {
            #expect(warning.contains("127.0.0.1") && warning.contains("is unreachable (connection refused)") && warning.contains("--offline"), "\(warning)")
        }
        #expect(cold.fetchSummary.contains("MusicBrainz: 0 answered (2 requests), 20 failed (host unreachable)"), "\(cold.fetchSummary)")
        #expect(try site.read("albums/album-3/index.html").contains("Album 3"))
        #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "cache/unreachable.json").path))

        // Remembered: the next build tries the host once, with no retries.
        let warm = try await build()
        #expect(warm.requests == 1, "\(warm.fetchSummary)")
        #expect(!warm.fetchWarnings.isEmpty)
    }

    @Test("A host is down after two refusals or two timeouts in a row, not after one; remembered for five minutes, then tried once")
    func hostHealth() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "linernotes-health-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "unreachable.json")
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let health = HostHealth(file: file, now: { start })
        #expect(await health.failed("a.example", .unreachable("connection refused"), probe: false) == nil)
        #expect(await health.failed("a.example", .unreachable("connection refused"), probe: false) == "connection refused")
        #expect(await health.failed("b.example", .timedOut("timed out"), probe: false) == nil)
        await health.answered("b.example")  // an answer in between: the count starts again
        #expect(await health.failed("b.example", .timedOut("timed out"), probe: false) == nil)
        #expect(await health.failed("b.example", .timedOut("timed out"), probe: false) == "timed out")
        #expect(await health.failed("c.example", .failed("HTTP garbage"), probe: false) == nil)
        #expect(await health.failed("c.example", .failed("HTTP garbage"), probe: false) == nil)  // not a sign of a dead host
        await health.save()

        // A build four minutes later: both remembered; the first request to each is a probe, the next is not.
        let later = HostHealth(file: file, now: { start.addingTimeInterval(240) })
        #expect(await later.downReason("a.example") == nil)
        #expect(await later.isProbe("a.example"))
        #expect(!(await later.isProbe("a.example")))
        #expect(await later.failed("a.example", .unreachable("connection refused"), probe: true) == "connection refused")
        #expect(!(await later.isProbe("c.example")))
        // Six minutes on, it is forgotten.
        let muchLater = HostHealth(file: file, now: { start.addingTimeInterval(360) })
        #expect(!(await muchLater.isProbe("b.example")))
    }

    @Test("A body shorter than its Content-Length, on a connection left open, ends at the deadline")
    func shortBody() async throws {
        let server = try TrickleServer(bytes: 10)
        defer { server.stop() }
        try await Self.expectCutAtDeadline(server, path: "/short")
    }

    @Test("A server that trickles its answer is cut off at the request's deadline, not held by its idle timeout")
    func trickle() async throws {
        let server = try TrickleServer()
        defer { server.stop() }
        try await Self.expectCutAtDeadline(server, path: "/slow")
    }

    /// Holds a request on `server` with its body begun, then moves a manual clock: nothing ends before the deadline,
    /// and the request ends with the deadline's own error once it passes. The idle timeout (the same 20 s, in real
    /// time) cannot be what ends it: the test takes well under a second.
    static func expectCutAtDeadline(_ server: TrickleServer, path: String) async throws {
        let clock = ManualClock()
        let transport = CurlTransport(clock: clock)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
        let request = Task { try await transport.send(HTTPRequest(url: url, timeout: 20)) }
        try await server.waitUntilBodyBegun()
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(19))
        try await Task.sleep(for: .milliseconds(50))
        #expect(clock.sleeperCount == 1, "the deadline passed early")
        clock.advance(by: .seconds(1))
        await #expect {
            _ = try await request.value
        } throws: { error in
            if case .timedOut(let reason) = error as? TransportError { return reason == "no complete answer within 20 s" }
            return false
        }
    }
}

/// Answers every request with headers promising a long body, then one byte every 0.2 s until stopped; or, given
/// `bytes`, only that many bytes of it at once, keeping the connection open.
final class TrickleServer: @unchecked Sendable {
    // @unchecked: `running` and `bodyBytesSent` are only touched while holding `lock`.
    let port: UInt16
    private let descriptor: Int32
    private let lock = NSLock()
    private var running = true
    private var bodyBytesSent = 0
    private let bytes: Int?

    init(bytes: Int? = nil) throws {
        self.bytes = bytes
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.descriptor = descriptor
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        listen(descriptor, 8)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        port = UInt16(bigEndian: address.sin_port)
        start()
    }

    private func start() {
        let listener = descriptor
        Thread { [self] in
            while lock.withLock({ running }) {
                let client = accept(listener, nil, nil)
                guard client >= 0 else { return }
                Thread { [self] in
                    defer { close(client) }
                    var buffer = [UInt8](repeating: 0, count: 4096)
                    _ = read(client, &buffer, buffer.count)
                    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n"
                    guard head.withCString({ send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }) > 0 else { return }
                    if let bytes {
                        let sent = send(client, String(repeating: "x", count: bytes), bytes, Int32(MSG_NOSIGNAL))
                        lock.withLock { bodyBytesSent += max(sent, 0) }
                        for _ in 0..<150 where lock.withLock({ running }) { usleep(200_000) }  // open, silent (bounded)
                        return
                    }
                    // Bounded: at most 30 s of trickle, so a test that fails still ends.
                    for _ in 0..<150 where lock.withLock({ running }) {
                        guard send(client, "x", 1, Int32(MSG_NOSIGNAL)) == 1 else { return }  // no SIGPIPE when the client hangs up
                        lock.withLock { bodyBytesSent += 1 }
                        usleep(200_000)
                    }
                }.start()
            }
        }.start()
    }

    /// Returns once some of a body was sent (the connection is held mid-answer); gives up after five seconds.
    func waitUntilBodyBegun() async throws {
        for _ in 0..<1000 where lock.withLock({ bodyBytesSent == 0 }) { try await Task.sleep(for: .milliseconds(5)) }
    }

    func stop() {
        lock.withLock { running = false }
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }
}

@Suite("Bodies that would not fit")
struct OversizedBodyTests {
    @Test("A compressed answer that inflates past the cap is refused as it arrives, not held whole in memory")
    func gzipBomb() async throws {
        // 64 MiB of zeros, gzip-compressed to about 64 KiB.
        let inflated = Data(count: 64 << 20)
        let bomb = try gzip(inflated)
        #expect(bomb.count < 200_000)
        let server = try FixtureServer { _ in
            .init(status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: bomb)
        }
        defer { server.stop() }
        // Deadlines on a clock that never moves: on a loaded machine, inflating must not race the wall clock.
        let transport = CurlTransport(clock: ManualClock())
        await #expect {
            _ = try await transport.send(HTTPRequest(url: URL(string: server.baseURL + "/bomb")!, timeout: 20, maxBodyBytes: 5 << 20))
        } throws: { error in
            if case .bodyTooLarge = error as? TransportError { return true }
            return false
        }
    }

    /// gzip through the system's `gzip` command (Foundation has no compressor here).
    func gzip(_ data: Data) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appending(path: "linernotes-gzip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "body")
        try data.write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-9", file.path]
        try process.run()
        process.waitUntilExit()
        return try Data(contentsOf: folder.appending(path: "body.gz"))
    }
}
