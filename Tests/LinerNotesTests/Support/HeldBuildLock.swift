import Foundation
@testable import Output

/// An output folder's build lock, held the way a running build holds it: `flock` on `lock` in the build's record
/// folder beside it (`.<output name>.linernotes/lock`).
struct HeldBuildLock {
    struct NotTaken: Error, CustomStringConvertible {
        let path: String
        var description: String { "could not lock \(path) for the test" }
    }

    private let descriptor: Int32

    init(beside output: URL) throws {
        let output = output.standardizedFileURL
        let record = OutputRecord(output: output)
        try FileManager.default.createDirectory(at: record.folder, withIntermediateDirectories: true)
        let path = record.lockFile.path
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw NotTaken(path: path)
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
