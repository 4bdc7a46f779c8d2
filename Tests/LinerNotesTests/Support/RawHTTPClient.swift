import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client that sends requests exactly as written (URLSession would tidy away `..` and encoded slashes), and
/// reads Server-Sent Events. Every read has a time limit, so a test never hangs.
struct RawHTTPClient {
    let port: Int

    struct Response {
        let status: Int
        let headers: [String: String]
        let body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `GET path` (or another head) and reads the whole answer; the server closes after each. On a thread of
    /// its own: a blocking read on one of Swift's few cooperative threads could starve the server's build.
    func request(_ path: String, method: String = "GET", headers: [String] = [], timeout: Int = 20) async throws -> Response {
        try await offThePool { try requestNow(path, method: method, headers: headers, timeout: timeout) }
    }

    func requestNow(_ path: String, method: String, headers: [String], timeout: Int = 20) throws -> Response {
        let connection = try Connection(port: port, timeout: timeout)
        defer { connection.close() }
        try connection.send(([ "\(method) \(path) HTTP/1.1", "Host: 127.0.0.1:\(port)"] + headers).joined(separator: "\r\n") + "\r\n\r\n")
        var bytes: [UInt8] = []
        while let chunk = try connection.receive() { bytes += chunk }
        return try Self.parse(bytes)
    }

    static func parse(_ bytes: [UInt8]) throws -> Response {
        guard let end = (0..<max(0, bytes.count - 3)).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10 }) else {
            throw Failure(description: "no response head in \(bytes.count) bytes")
        }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let status = Int(lines[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return Response(status: status, headers: headers, body: Data(bytes[(end + 4)...]))
    }

    /// An open event stream: `next(_:)` reads until an event of that name arrives.
    final class EventStream: @unchecked Sendable {
        private let connection: Connection
        private var buffer = ""

        init(port: Int, token: String) throws {
            connection = try Connection(port: port)
            try connection.send("GET /__linernotes/events?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        }

        /// The data of the next event called `name` (earlier events of other names are skipped); throws when none
        /// comes within the connection's time limit.
        func next(_ name: String) async throws -> String {
            try await offThePool { try self.nextNow(name) }
        }

        func nextNow(_ name: String) throws -> String {
            while true {
                while let range = buffer.range(of: "\n\n") {
                    let block = String(buffer[..<range.lowerBound])
                    buffer = String(buffer[range.upperBound...])
                    let lines = block.split(separator: "\n")
                    if lines.contains("event: \(name)") {
                        return lines.filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }.joined(separator: "\n")
                    }
                }
                guard let chunk = try connection.receive() else { throw Failure(description: "the event stream closed before '\(name)'") }
                buffer += String(decoding: chunk, as: UTF8.self)
            }
        }

        func close() { connection.close() }
    }

    /// A TCP connection to 127.0.0.1 with a limit on every read and write (20 seconds unless told).
    final class Connection {
        let descriptor: Int32

        init(port: Int, timeout: Int = 20) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var limit = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                Glibc.close(descriptor)
                throw Failure(description: "cannot connect to port \(port): \(String(cString: strerror(errno)))")
            }
        }

        func send(_ text: String) throws {
            let bytes = Array(text.utf8)
            guard Glibc.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else { throw Failure(description: "send failed") }
        }

        /// The next bytes, nil at the end; throws after the time limit.
        func receive() throws -> [UInt8]? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 { throw Failure(description: "no answer within the time limit (\(String(cString: strerror(errno))))") }
            return count == 0 ? nil : Array(buffer[..<count])
        }

        func close() { Glibc.close(descriptor) }
    }
}

/// Runs blocking socket work on a Dispatch thread and waits for it without holding a cooperative thread.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}
