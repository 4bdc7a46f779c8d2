import Foundation

/// Sends HTTP requests: `CurlTransport` (libcurl) in production, fakes in unit tests.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
