import Foundation

/// Folders made with their parents, failing with the system's own reason.
package enum Folder {
    /// Makes `folder` and its parents, failing with the system's reason (Foundation's says only "error 512").
    package static func make(_ folder: URL) throws {
        if mkdir(folder.path, 0o755) == 0 || errno == EEXIST {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return }
            throw FileWriteError(path: folder.path, reason: String(cString: strerror(ENOTDIR)))
        }
        if errno == ENOENT {
            try make(folder.deletingLastPathComponent())
            if mkdir(folder.path, 0o755) == 0 || errno == EEXIST { return }
        }
        throw FileWriteError(path: folder.path, reason: String(cString: strerror(errno)))
    }
}
