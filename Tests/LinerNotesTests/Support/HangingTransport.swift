import Foundation
@testable import MusicWeb

/// A transport whose requests never answer: each waits until its task is cancelled, then fails the way
/// URLSession fails a cancelled request. `started` yields once per request, so a test knows when to cancel.
final class HangingTransport: HTTPTransport {
    let started: AsyncStream<HTTPRequest>
    private let startedContinuation: AsyncStream<HTTPRequest>.Continuation

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        startedContinuation.yield(request)
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}  // ends only when the task is cancelled
        continuation.finish()
        throw TransportError.failed("cancelled")
    }
}
