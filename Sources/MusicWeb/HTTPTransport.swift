import Foundation

/// A GET request, as the fetcher sends it.
public struct HTTPRequest: Sendable, Hashable {
    public var url: URL
    public var headers: [String: String]
    /// Seconds before the request is abandoned.
    public var timeout: TimeInterval
    /// Larger bodies are refused.
    public var maxBodyBytes: Int

    public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval = 20, maxBodyBytes: Int = 8 << 20) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
    }
}

/// What came back. Header names are lowercased.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data
    /// The URL that answered, after redirects.
    public var url: URL

    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), url: URL) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
        self.url = url
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Sends HTTP requests: URLSession in production, fakes in unit tests.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Why a request got no response.
public enum TransportError: Error, CustomStringConvertible, Sendable {
    case bodyTooLarge(limit: Int)
    case redirectRefused(String)
    /// The host cannot be reached at all: connection refused, no such host (DNS), TLS failed, no network.
    /// Asking again in a second will not help; a few of these in a row mark the host down for the build.
    case unreachable(String)
    /// No complete answer in time (the request's overall deadline, not only an idle timeout).
    case timedOut(String)
    case failed(String)

    public var description: String {
        switch self {
        case .bodyTooLarge(let limit): "the response is larger than \(limit / 1024) KiB"
        case .redirectRefused(let target): "refused a redirect to \(target) (only http and https are followed)"
        case .unreachable(let reason), .timedOut(let reason), .failed(let reason): reason
        }
    }
}
