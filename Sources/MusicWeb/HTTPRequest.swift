import Foundation

/// A GET request, as the fetcher sends it.
public struct HTTPRequest: Sendable, Hashable {
    /// The slowest answer accepted: once it has begun, at least `bytes` in every `window`.
    public struct MinimumRate: Sendable, Hashable {
        public var bytes: Int
        public var window: Duration

        public init(bytes: Int, window: Duration) {
            self.bytes = bytes
            self.window = window
        }
    }

    public var url: URL
    public var headers: [String: String]
    /// Seconds from the start to the last byte before the request is abandoned.
    public var timeout: TimeInterval
    /// Larger bodies are refused (counted after decompression).
    public var maxBodyBytes: Int
    /// Nil: only the deadline bounds a slow answer.
    public var minimumRate: MinimumRate?

    public init(
        url: URL, headers: [String: String] = [:], timeout: TimeInterval = 20, maxBodyBytes: Int = 8 << 20,
        minimumRate: MinimumRate? = nil
    ) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        self.minimumRate = minimumRate
    }
}
