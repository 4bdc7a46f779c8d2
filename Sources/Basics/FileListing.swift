#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of an entry `readdir` gave, read in place up to its end. The entry's record is only as long as its name:
/// a copy of the whole `d_name` field (256 bytes) reads past it, and past the end of the listing's buffer when the
/// entry is the last in it (a crash in `serve`, seen once the allocator put that buffer at the end of its memory).
package func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { return "" }
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
}

/// The files under a folder with their size and modification time, read with `readdir` and `fstatat`
/// (FileManager's enumerator costs several times as much per file, and a site has tens of thousands).
package enum FileListing {
    package struct Entry {
        /// Path below the folder, `/`-separated.
        package let path: String
        package let info: stat
    }

    /// Regular files (symlinks followed) under `folder`, in no particular order; symlinked folders are not entered.
    package static func files(under folder: String) -> [Entry] {
        var result: [Entry] = []
        walk(folder, relative: "", into: &result)
        return result
    }

    private static func walk(_ directory: String, relative: String, into result: inout [Entry]) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        while let entry = readdir(handle) {
            let name = directoryEntryName(entry)
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(descriptor, name, &info, Int32(AT_SYMLINK_NOFOLLOW)) == 0 else { continue }
                type = (info.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
            }
            if type == Int32(DT_DIR) {
                walk(directory + "/" + name, relative: path, into: &result)
                continue
            }
            var info = stat()
            if fstatat(descriptor, name, &info, 0) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                result.append(Entry(path: path, info: info))
            }
        }
    }
}
