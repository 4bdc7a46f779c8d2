import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is on disk, from `stat` (following symbolic links), so nothing but a regular file is ever opened:
/// opening a FIFO for reading waits for a writer that may never come.
enum FileKind: Equatable {
    case regular, directory, fifo, device, socket, missing, other

    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// A folder's entries, each with its kind as the folder's listing gives it (`d_type`, no `stat`): nil for a
    /// symbolic link, which is followed by `init(path:)`, and for a filesystem that does not say. Nil when the folder
    /// cannot be read.
    static func entries(of folder: String) -> [(name: String, kind: FileKind?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(directory) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let kind: FileKind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): .regular
            case Int32(DT_DIR): .directory
            case Int32(DT_FIFO): .fifo
            case Int32(DT_CHR), Int32(DT_BLK): .device
            case Int32(DT_SOCK): .socket
            default: nil
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// "a folder", "a FIFO (named pipe)"…: for messages.
    var described: String {
        switch self {
        case .regular: "a file"
        case .directory: "a folder"
        case .fifo: "a FIFO (named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .missing: "missing (or a broken link)"
        case .other: "not a regular file"
        }
    }

    /// Whether `url`, with every symbolic link resolved, is `folder` or inside it (both already resolved).
    static func isInside(_ url: URL, folder: URL) -> Bool {
        let path = url.resolvingSymlinksInPath().path
        let root = folder.path
        return path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Whether the entry itself is a symbolic link (not following it).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
