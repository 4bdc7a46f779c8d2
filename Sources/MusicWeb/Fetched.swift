import Foundation

/// A cached or fetched answer.
public struct Fetched: Sendable {
    public var status: Int
    public var body: Data
    /// The URL that answered (secrets removed).
    public var url: String
    public var contentType: String?
    public var fromCache: Bool
}
