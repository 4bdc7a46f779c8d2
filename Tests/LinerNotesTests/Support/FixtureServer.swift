import Foundation
@testable import Basics
@testable import Rendering
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1 for end-to-end tests: answers each GET with the handler's response and
/// logs every request with its arrival time on the given clock (the test's virtual one, to see the spacing the
/// fetcher kept without waiting for it). One connection per request (`Connection: close`).
/// `@unchecked Sendable`: the log, the running flag and the drip count are only touched while holding `lock`.
final class FixtureServer: @unchecked Sendable {
    struct Request: Sendable {
        var path: String
        var headers: [String: String]
        /// When the request arrived: time since the server started, on its clock.
        var arrival: Duration
    }

    struct Response: Sendable {
        var status: Int
        var headers: [String: String] = [:]
        var body: Data = Data()
        var framing: Framing = .contentLength
    }

    /// How a body is sent (hostile servers use the last two).
    enum Framing: Sendable {
        /// All at once, after a Content-Length.
        case contentLength
        /// With no Content-Length, ended by closing the connection.
        case closeDelimited
        /// The Content-Length promised, then one byte each `interval` of real time, until the client hangs up
        /// (or 30 s, so a failing test still ends).
        case drip(Duration)
    }

    typealias Handler = @Sendable (Request) -> Response

    let port: UInt16
    private let socketDescriptor: Int32
    private let handler: Handler
    private let stopwatch: Stopwatch
    private let lock = NSLock()
    private var log: [Request] = []
    private var running = true
    private var dripped = 0
    private var _beforeArrival: (@Sendable (String) -> Void)?

    /// Called with each request's path before it is stamped as arrived: a test moves its clock there to play a
    /// request that took long to reach the server (a slow connection or handshake).
    var beforeArrival: (@Sendable (String) -> Void)? {
        get { lock.withLock { _beforeArrival } }
        set { lock.withLock { _beforeArrival = newValue } }
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    init(clock: any Clock<Duration> = ContinuousClock(), handler: @escaping Handler) throws {
        self.handler = handler
        stopwatch = Stopwatch(clock)
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        socketDescriptor = descriptor
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Every request so far, in arrival order.
    var requests: [Request] { lock.withLock { log } }

    func stop() {
        lock.withLock { running = false }
        shutdown(socketDescriptor, Int32(SHUT_RDWR))
        close(socketDescriptor)
    }

    private func acceptLoop() {
        while lock.withLock({ running }) {
            let client = accept(socketDescriptor, nil, nil)
            if client < 0 {
                if lock.withLock({ running }) { continue }
                return
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var received = Data()
        while !received.contains(Data("\r\n\r\n".utf8)) && received.count < 65536 {
            let count = read(client, &buffer, buffer.count)
            if count <= 0 { return }
            received.append(contentsOf: buffer[0..<count])
        }
        let head = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        beforeArrival?(String(requestLine[1]))
        let request = Request(path: String(requestLine[1]), headers: headers, arrival: stopwatch.elapsed)
        lock.withLock { log.append(request) }
        let response = handler(request)
        var text = "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\n"
        var responseHeaders = response.headers
        if case .closeDelimited = response.framing {} else { responseHeaders["Content-Length"] = String(response.body.count) }
        responseHeaders["Connection"] = "close"
        for (name, value) in responseHeaders.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        guard case .drip(let interval) = response.framing else {
            var bytes = Data(text.utf8)
            bytes.append(response.body)
            _ = write(bytes, to: client)
            return
        }
        guard write(Data(text.utf8), to: client) else { return }
        let start = ContinuousClock.now
        for byte in response.body where lock.withLock({ running }) && ContinuousClock.now - start < .seconds(30) {
            guard write(Data([byte]), to: client) else { return }
            lock.withLock { dripped += 1 }
            usleep(useconds_t(interval.components.attoseconds / 1_000_000_000_000 + interval.components.seconds * 1_000_000))
        }
    }

    /// Bytes sent one at a time by `.drip` answers so far.
    var drippedBytes: Int { lock.withLock { dripped } }

    /// Whether all of `bytes` went out (false: the client hung up).
    private func write(_ bytes: Data, to client: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                // MSG_NOSIGNAL: a client that hung up (a fetch past its deadline) must not kill the tests with SIGPIPE.
                let written = send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }
}
