import Foundation

/// "340.2 MB": a size in bytes as file managers show it (decimal units), for messages that say how big something is.
public struct ByteSize: CustomStringConvertible, Sendable {
    public let bytes: Int

    public init(_ bytes: Int) {
        self.bytes = bytes
    }

    public var description: String {
        let value = Double(bytes)
        if bytes >= 1_000_000_000 { return String(format: "%.1f GB", value / 1e9) }
        if bytes >= 1_000_000 { return String(format: "%.1f MB", value / 1e6) }
        if bytes >= 1000 { return String(format: "%.1f kB", value / 1e3) }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}

extension ByteSize {
    /// The files' sizes added up, each file once (a file that cannot be read counts nothing).
    public static func ofFiles(_ paths: [String]) -> ByteSize {
        ByteSize(Set(paths).reduce(0) { total, path in
            var info = stat()
            return total + (stat(path, &info) == 0 ? Int(info.st_size) : 0)
        })
    }
}
