#if os(Linux)
import Basics
import Foundation
import Glibc

/// Notices changes as the kernel reports them (inotify): a watch on every folder under the watched folders, and on
/// the folder of each single file. New folders are watched as they appear.
final class InotifyWatcher: FileWatcher, Sendable {
    private struct State {
        var set: WatchSet
        /// Watch descriptor → path.
        var folders: [Int32: String] = [:]
        var stopped = false
        /// The reading thread has ended.
        var finished = false
    }

    private let descriptor: Int32
    private let state: Locked<State>

    private static let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    /// Nil when inotify cannot be used here, or the watches do not fit in the system's limit: then poll.
    package init?(_ set: WatchSet, changed: @escaping @Sendable ([String]) -> Void) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        state = Locked(State(set: set))
        guard addWatches(for: set) else {
            close(descriptor)
            return nil
        }
        let thread = Thread { [self] in
            defer { state.withLock { $0.finished = true } }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while !isStopped {
                // A bounded wait, so `stop()` is noticed within a quarter of a second.
                if poll(&entry, 1, 250) <= 0 { continue }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { continue }
                let paths = handle(buffer[0..<count])
                if !paths.isEmpty { changed(paths) }
            }
        }
        thread.name = "linernotes serve: inotify"
        thread.start()
    }

    private var isStopped: Bool {
        state.withLock { $0.stopped }
    }

    func watch(_ set: WatchSet) {
        state.withLock { $0.set = set }
        // Again even for the same set: a watched folder deleted and made anew (Templates/ copied in) has lost its watch.
        _ = addWatches(for: set)
    }

    func stop() {
        let wasStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        if wasStopped { return }
        // The thread notices within a quarter of a second; closing the descriptor under it would be worse than a leak.
        _ = state.wait(timeout: .seconds(2)) { $0.finished }
        close(descriptor)
    }

    /// Watches every folder under `set.folders` and the folder of each of `set.files`; false when the system's
    /// limit of watches is reached.
    private func addWatches(for set: WatchSet) -> Bool {
        for folder in set.folders where !addTree(folder) { return false }
        for file in set.files {
            // A folder not made yet (`.linernotes/` before the first sync): its nearest folder that is, so that
            // making it is seen (`handle` then watches it).
            var parent = (file as NSString).deletingLastPathComponent
            while true {
                let added = add(parent)
                if added == .full { return false }
                let up = (parent as NSString).deletingLastPathComponent
                if added == .added || up == parent || up.isEmpty { break }
                parent = up
            }
        }
        return true
    }

    private enum Added { case added, failed, full }

    private func add(_ folder: String) -> Added {
        let watch = inotify_add_watch(descriptor, folder, Self.mask | UInt32(IN_ONLYDIR))
        if watch < 0 { return errno == ENOSPC ? .full : .failed }
        state.withLock { $0.folders[watch] = folder }
        return .added
    }

    /// `folder` and the folders under it (not entering symbolic links nor hidden folders).
    private func addTree(_ folder: String) -> Bool {
        switch add(folder) {
        case .full: return false
        case .failed: return true
        case .added: break
        }
        guard let handle = opendir(folder) else { return true }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = directoryEntryName(entry)
            if name.hasPrefix(".") { continue }
            var info = stat()
            let path = folder + "/" + name
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, !addTree(path) { return false }
        }
        return true
    }

    /// The watched paths the events in `bytes` name; new folders under a watched folder are watched from now on.
    private func handle(_ bytes: ArraySlice<UInt8>) -> [String] {
        var paths: [String] = []
        let (watched, known) = state.withLock { ($0.set, $0.folders) }
        let files = Set(watched.files)
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                let base = offset - bytes.startIndex
                return (raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self)))
            }
            let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.endIndex)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: say everything may have changed.
                paths.append(contentsOf: watched.folders)
                continue
            }
            if mask & UInt32(IN_IGNORED) != 0 {
                state.withLock { $0.folders[watch] = nil }
                continue
            }
            guard let folder = known[watch] else { continue }
            let path = name.isEmpty ? folder : folder + "/" + name
            let inTree = watched.folders.contains { path == $0 || path.hasPrefix($0 + "/") }
            if inTree {
                if !name.isEmpty && WatchSet.isScratch(Substring(name)) { continue }
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { _ = addTree(path) }
                paths.append(path)
            } else if files.contains(path) {
                paths.append(path)
            } else if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                case let inside = files.filter({ $0.hasPrefix(path + "/") }), !inside.isEmpty {
                // A folder on the way to a watched file appeared: watch it, and look at the files it may hold.
                _ = addWatches(for: watched)
                paths.append(contentsOf: inside)
            }
        }
        return paths
    }
}
#endif
