import Foundation

extension AtomicFile {
    /// Who else may be writing into a folder while a run clears it of what killed runs left half-written.
    package enum Writers: Sendable {
        /// None: the caller holds, exclusively, the lock every writer of the folder takes (`BuildLock`, `CacheLock`).
        /// Every temporary file but this process's own is a leftover.
        case none
        /// Other runs may be writing: a temporary file is a leftover only when the process its name gives is gone and
        /// it has been untouched for `untouchedFor` (a run in another container sharing the folder has pids this one
        /// cannot see; 0 when the folder is not shared that way).
        case others(untouchedFor: TimeInterval)
    }

    /// Removes the temporary files (`temporaryName`) in `folder` (not below it) that killed runs left; returns how many.
    @discardableResult
    package static func removeLeftovers(in folder: URL, writers: Writers, now: Date = Date()) -> Int {
        let own = ProcessInfo.processInfo.processIdentifier
        var removed = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            guard let pid = writingProcess(of: name), pid != own else { continue }
            let file = folder.appending(path: name)
            if case .others(let untouchedFor) = writers {
                // kill(pid, 0) fails with ESRCH only when no such process exists (EPERM: it exists, another user's).
                if kill(pid, 0) == 0 || errno != ESRCH { continue }
                if untouchedFor > 0 {
                    let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) ?? nil
                    if let modified, modified > now.addingTimeInterval(-untouchedFor) { continue }
                }
            }
            if unlink(file.path) == 0 { removed += 1 }
        }
        return removed
    }
}
