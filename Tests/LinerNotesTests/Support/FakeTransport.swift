import Foundation
@testable import Cache
@testable import MusicWeb

/// An in-memory transport for unit tests: answers with a closure and records every request.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    // @unchecked: `sent` is only touched while holding `lock`.
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    let answer: @Sendable (HTTPRequest, Int) throws -> HTTPResponse

    init(answer: @escaping @Sendable (HTTPRequest, Int) throws -> HTTPResponse) {
        self.answer = answer
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let count = lock.withLock { () -> Int in
            sent.append(request)
            return sent.count - 1
        }
        return try answer(request, count)
    }

    var requests: [HTTPRequest] { lock.withLock { sent } }
}

/// A cache in a temporary folder.
func temporaryCache() -> CacheStore {
    CacheStore(root: FileManager.default.temporaryDirectory.appending(path: "linernotes-cache-\(UUID().uuidString)", directoryHint: .isDirectory))
}

func testSettings(offline: Bool = false, refresh: FetchSettings.Refresh = .never) -> FetchSettings {
    FetchSettings(contact: "unit@example.org", offline: offline, refresh: refresh)
}
