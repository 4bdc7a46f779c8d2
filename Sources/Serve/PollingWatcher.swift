import Basics
import Model
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices changes by listing the watched files (size, time, inode) every `interval` and comparing: works on any
/// disk, at the cost of one `stat` per file per interval.
package final class PollingWatcher: FileWatcher, @unchecked Sendable {
    // `@unchecked Sendable`: `set` and `stopped` are only touched while holding `lock`.
    private let lock = NSLock()
    private var set: WatchSet
    private var stopped = false
    private let wake = DispatchSemaphore(value: 0)

    package init(_ set: WatchSet, interval: Duration, changed: @escaping @Sendable ([String]) -> Void) {
        self.set = set
        let milliseconds = Int(interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000)
        let thread = Thread { [self] in
            var previous = Self.snapshot(currentSet)
            while true {
                _ = wake.wait(timeout: .now() + .milliseconds(max(milliseconds, 10)))
                guard let watched = currentSetIfRunning else { return }
                let now = Self.snapshot(watched)
                if now != previous {
                    let paths = Set(now.keys).union(previous.keys).filter { now[$0] != previous[$0] }
                    previous = now
                    changed(paths.sorted())
                }
            }
        }
        thread.name = "linernotes serve: polling watcher"
        thread.start()
    }

    private var currentSet: WatchSet {
        lock.lock()
        defer { lock.unlock() }
        return set
    }

    private var currentSetIfRunning: WatchSet? {
        lock.lock()
        defer { lock.unlock() }
        return stopped ? nil : set
    }

    package func watch(_ set: WatchSet) {
        lock.lock()
        self.set = set
        lock.unlock()
    }

    package func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
        wake.signal()
    }

    /// "size mtime inode" of every watched file, by path.
    package static func snapshot(_ set: WatchSet) -> [String: String] {
        var result: [String: String] = [:]
        for folder in set.folders {
            for entry in FileListing.files(under: folder) where !entry.path.split(separator: "/").contains(where: WatchSet.isScratch) {
                result[folder + "/" + entry.path] = describe(entry.info)
            }
        }
        var info = stat()
        for file in set.files {
            result[file] = stat(file, &info) == 0 ? describe(info) : "missing"
        }
        return result
    }

    private static func describe(_ info: stat) -> String {
        #if canImport(Glibc)
        "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
        #else
        "\(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec) \(info.st_ino)"
        #endif
    }
}
