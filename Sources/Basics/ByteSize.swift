import Foundation

/// "340.2 MiB": a size in bytes as people read it, for every message that says how big something is.
public struct ByteSize: CustomStringConvertible, Sendable {
    public let bytes: Int

    public init(_ bytes: Int) {
        self.bytes = bytes
    }

    public var description: String {
        let value = Double(bytes)
        if bytes >= 1 << 30 { return String(format: "%.1f GiB", value / 1_073_741_824) }
        if bytes >= 1 << 20 { return String(format: "%.1f MiB", value / 1_048_576) }
        return String(format: "%.1f KiB", value / 1024)
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
