import Foundation
import Testing
@testable import MusicWeb

/// Real HTTP to loopback only: a request for any other host (a URL inside a recorded answer, say) fails as an
/// unreachable host and is recorded as a test issue, so no test reaches the internet, even offline CI's DNS.
struct LoopbackOnlyTransport: HTTPTransport {
    let inner: any HTTPTransport

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard ["127.0.0.1", "localhost", "::1"].contains(request.url.host ?? "") else {
            Issue.record("a test asked \(request.url.absoluteString): tests never reach the internet")
            throw TransportError.unreachable("not a loopback host (tests never reach the internet)")
        }
        return try await inner.send(request)
    }
}
