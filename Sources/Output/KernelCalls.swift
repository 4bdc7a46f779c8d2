import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two Linux calls publishing needs that Swift's Glibc module does not declare (glibc declares them only under
/// `_GNU_SOURCE`): `renameat2` and `syncfs`, looked up in the C library by name once, so no C shim is needed. Where
/// one is missing (an older glibc, another system) the caller falls back, as it does when the kernel refuses.
enum KernelCalls {
    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private typealias Syncfs = @convention(c) (Int32) -> Int32

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 1 << 1

    private static let renameat2: Renameat2? = symbol("renameat2", as: Renameat2.self)
    private static let syncfs: Syncfs? = symbol("syncfs", as: Syncfs.self)

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if os(Linux)
        guard let program = dlopen(nil, RTLD_NOW), let address = dlsym(program, name) else { return nil }
        return unsafeBitCast(address, to: type)
        #else
        return nil
        #endif
    }

    /// Swaps two folders (or files) in one step: each name then holds what the other did, and no moment exists in
    /// which either name is missing. Returns nil, or the `errno` of a refusal (`ENOSYS` when the call does not exist;
    /// `EINVAL` or `EOPNOTSUPP` from filesystems that cannot exchange).
    static func exchange(_ first: String, _ second: String) -> Int32? {
        guard let renameat2 else { return ENOSYS }
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 ? nil : errno
    }

    /// Whether a refusal of `exchange` means "not on this filesystem or kernel" rather than a real failure.
    static func isUnsupported(_ code: Int32) -> Bool {
        code == EINVAL || code == ENOSYS || code == EOPNOTSUPP || code == ENOTSUP
    }

    /// Writes every file and folder of the filesystem holding `folder` to the disk: one call for a whole staged site,
    /// much quicker than an `fsync` per file. Falls back to `sync()` without `syncfs`.
    static func syncFileSystem(of folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0, let syncfs, syncfs(descriptor) == 0 { return }
        sync()
    }

    /// Makes a rename in `folder` durable.
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
