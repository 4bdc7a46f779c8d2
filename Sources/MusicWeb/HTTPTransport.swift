import Foundation

/// Sends HTTP requests: URLSession in production, fakes in unit tests.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
