import Basics
import Foundation
import Output

/// One build at a time per output folder: a second one waiting on the first could delete its staging folder.
/// Released when the build lets go of its `BuildPhase.Locked` (or the process ends: the kernel drops `flock`s then).
package final class BuildLock {
    private let descriptor: Int32

    package struct Busy: CompilerStyleError {
        package let output: String
        package var description: String { "error: another linernotes build is writing \(output); wait for it to finish" }
    }

    /// Takes the lock in `record`'s folder, or throws `Busy`. Returns nil when no lock file can be made there (a
    /// read-only parent folder): then the build goes on unguarded rather than not at all.
    package init?(_ record: OutputRecord) throws {
        try? FileManager.default.createDirectory(at: record.folder, withIntermediateDirectories: true)
        let descriptor = open(record.lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            close(descriptor)
            throw Busy(output: record.output.path)
        }
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
