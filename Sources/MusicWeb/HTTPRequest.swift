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
