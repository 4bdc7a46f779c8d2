#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one `stat` says of a file: its inode, size, and modification and change times. Any write to the file, or
/// another file put in its place, changes it; reading the file does not. The one file stamp: an input file read
/// again only when its stamp moved (`ParsedFiles`), a copied file's read (`read(_:)`), a published file checked.
public struct FileStamp: Hashable, Sendable, CustomStringConvertible {
    public let inode: UInt64
    public let size: Int64
    public let modified: timespec
    public let changed: timespec

    public init(_ info: stat) {
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = info.st_mtimespec
        changed = info.st_ctimespec
        #else
        modified = info.st_mtim
        changed = info.st_ctim
        #endif
    }

    /// A stamp as kept (`ParsedRecord`).
    public init(inode: UInt64, size: Int64, modified: timespec, changed: timespec) {
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the file at `path` now; nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// "inode size modified changed", seconds with nanoseconds.
    public var description: String {
        "\(inode) \(size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec)"
    }

    /// "inode size seconds.nanoseconds": `contentDescription` after the inode (a published file's stamp).
    public var inodeAndContent: String {
        Self.text(inode: inode, size, Int64(modified.tv_sec), Int64(modified.tv_nsec))
    }

    /// Size and modification time alone ("size seconds.nanoseconds"): what a hard link to the file leaves as it was.
    public var contentDescription: String {
        Self.text(inode: nil, size, Int64(modified.tv_sec), Int64(modified.tv_nsec))
    }

    /// "[inode ]size seconds.nanoseconds", each number in decimal as `"\(n)"` writes it, made in one buffer: a build
    /// writes one for every input and every published file (12,000 at 10,000 albums), and interpolation took 4 µs each.
    private static func text(inode: UInt64?, _ size: Int64, _ seconds: Int64, _ nanoseconds: Int64) -> String {
        String(unsafeUninitializedCapacity: 88) { buffer in
            var position = 0
            func digits(_ magnitude: UInt64, negative: Bool) {
                if negative {
                    buffer[position] = UInt8(ascii: "-")
                    position += 1
                }
                let start = position
                var rest = magnitude
                repeat {
                    buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                    position += 1
                    rest /= 10
                } while rest > 0
                buffer[start..<position].reverse()
            }
            func number(_ value: Int64) { digits(value.magnitude, negative: value < 0) }
            if let inode {
                digits(inode, negative: false)
                buffer[position] = UInt8(ascii: " ")
                position += 1
            }
            number(size)
            buffer[position] = UInt8(ascii: " ")
            position += 1
            number(seconds)
            buffer[position] = UInt8(ascii: ".")
            position += 1
            number(nanoseconds)
            return position
        }
    }

    public static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inode)
        hasher.combine(size)
        hasher.combine(modified.tv_nsec)
    }

    /// The wall-clock time now, as the file system stamps files.
    public static var now: timespec {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time
    }

    /// Whether the file was changed at or after `time`, or within the file system's clock tick before it: a file
    /// changed while a build read it may hold what the build read or not, under the same stamp ("racy" stamps, as
    /// git calls them), so the next build does not trust it.
    public func changed(since time: timespec) -> Bool {
        // 50 ms: kernels stamp files from a coarse clock; two seconds where the file system keeps whole seconds (HFS+,
        // FAT, some network file systems: a time with no nanoseconds).
        let tick = changed.tv_nsec == 0 ? 2_000_000_000 : 50_000_000
        let changedAt = Int(changed.tv_sec) * 1_000_000_000 + Int(changed.tv_nsec)
        let since = Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
        return changedAt >= since - tick
    }

    /// The table of a read of a file's bytes, by its path (`read(_:)`).
    public static let table = "file"

    /// A read of the file at `path`: checked by its stamp, so a file replaced under the same name is read again.
    public static func read(_ path: String) -> Read {
        Read(table, path)
    }

    /// The digest a read of the file at `path` is checked against: its stamp now, or "missing".
    public static func digest(_ path: String) -> Digest {
        Digest(FileStamp(path: path)?.description ?? "missing")
    }
}
