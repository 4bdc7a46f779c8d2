import Basics
import Engine
import Foundation

#if canImport(Glibc)
import Glibc

#elseif canImport(Darwin)
import Darwin

#endif

/// Notices changes by listing the watched files (size, time, inode) every `interval` and comparing: works on any
/// disk, at the cost of one `stat` per file per interval.
final class PollingWatcher: FileWatcher, Sendable {
    private struct State {
        var set: WatchSet
        var stopped = false
    }

    private let state: Locked<State>

    package init(_ set: WatchSet, interval: Duration, changed: @escaping @Sendable ([String]) -> Void) {
        state = Locked(State(set: set))
        let thread = Thread { [state] in
            var previous = Self.snapshot(set)
            while true {
                // One interval, cut short by `stop()`.
                _ = state.wait(timeout: max(interval, .milliseconds(10))) { $0.stopped }
                guard let watched = state.withLock({ $0.stopped ? nil : $0.set }) else { return }
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

    func watch(_ set: WatchSet) {
        state.withLock { $0.set = set }
    }

    func stop() {
        state.withLock { $0.stopped = true }
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
        FileStamp(info).description
    }
}
