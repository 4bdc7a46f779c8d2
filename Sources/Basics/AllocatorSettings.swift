#if canImport(Glibc)
import Glibc
#endif

/// How the C allocator is set up for a build, once, before anything else runs.
///
/// glibc's `malloc` gives a block of 128 KiB or more a mapping of its own, returned to the system when freed, but raises
/// that threshold to the size of each such block freed: a build frees and makes large arrays (lookups, buffers, index
/// tables) as it goes, which then came from the heap, whose freed space is kept, not returned. Fixed at 256 KiB, the
/// large blocks are mapped and returned: a clean build of 10,000 bench albums peaks at 134 MiB instead of 154, of
/// 50,000 at about 440 MB instead of 490, in the same time. Elsewhere nothing is changed.
package enum AllocatorSettings {
    package static let mappedBlockBytes: Int32 = 256 * 1024

    /// Whether the setting was taken: glibc's `mallopt` found and accepting it (not under another C library).
    @discardableResult
    package static func apply() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is declared in malloc.h, which Swift's Glibc module leaves out: it is looked up by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
        return mallopt(mmapThreshold, mappedBlockBytes) == 1
        #else
        return false
        #endif
    }
}
