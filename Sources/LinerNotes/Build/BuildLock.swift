import Foundation

/// One build at a time per output folder: a second one waiting on the first could delete its staging folder.
final class BuildLock: @unchecked Sendable {
    // @unchecked: the descriptor is set once and released once, by the build that holds it.
    private var descriptor: Int32

    struct Busy: Error, CustomStringConvertible {
        let output: String
        var description: String { "error: another linernotes build is writing \(output); wait for it to finish" }
    }

    init(beside output: URL) throws {
        let folder = output.standardizedFileURL.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appending(path: ".\(output.standardizedFileURL.lastPathComponent).lock").path
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return }  // no lock file possible: build unguarded rather than not at all
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            close(descriptor)
            descriptor = -1
            throw Busy(output: output.path)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }
}
