/// One track of an album.
public struct Track: Sendable, Hashable {
    public var title: String
    /// Length in seconds, when known.
    public var length: Int?
    /// Disc (or side) number, from 1.
    public var disc: Int
    /// The number printed on the release ("A1", "7"), when it is not simply the position.
    public var number: String?

    public init(title: String, length: Int? = nil, disc: Int = 1, number: String? = nil) {
        self.title = title
        self.length = length
        self.disc = disc
        self.number = number
    }

    /// Parses "m:ss" or "h:mm:ss".
    public static func parseLength(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let numbers = parts.compactMap { $0 }
        guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        return numbers.reduce(0) { $0 * 60 + $1 }
    }

    /// "4:05" or "1:02:03".
    public static func formatLength(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = (seconds % 3600) / 60, rest = seconds % 60
        return hours > 0 ? "\(hours):\(String(format2: minutes)):\(String(format2: rest))" : "\(minutes):\(String(format2: rest))"
    }
}
