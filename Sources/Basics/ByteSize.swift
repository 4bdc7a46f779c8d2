import Foundation

/// "324.5 MiB": a size in bytes as `ls -lh` and `du -h` show it, in binary units (the units the limits are stated in:
/// 1 MiB of notes, 64 MiB a cover, 50 MiB a page), rounded up to a tenth, so a size past a limit never reads as the
/// limit itself. The one place any message words a size.
public struct ByteSize: CustomStringConvertible, Sendable {
    public let bytes: Int

    public init(_ bytes: Int) {
        self.bytes = bytes
    }

    private static let units = ["KiB", "MiB", "GiB", "TiB"]

    public var description: String {
        if bytes < 1024 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var unit = 1024
        var index = 0
        // Tenths of the unit, rounded up; what would round up to 1024 of one unit is 1 of the next.
        var tenths = Self.tenths(bytes, unit)
        while tenths >= 10240, index + 1 < Self.units.count {
            unit *= 1024
            index += 1
            tenths = Self.tenths(bytes, unit)
        }
        let whole = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return "\(whole) \(Self.units[index])"
    }

    private static func tenths(_ bytes: Int, _ unit: Int) -> Int {
        (bytes / unit) * 10 + ((bytes % unit) * 10 + unit - 1) / unit
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
