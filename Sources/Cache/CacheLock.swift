import Basics
import Foundation

/// Who is using a cache folder: builds share it, `cache gc` needs it alone, so gc never removes an object a
/// running build has just written and not yet recorded. A `flock` on `cache/.lock`: shared for builds,
/// exclusive for gc; every run that writes into the cache (a build, offline too: it writes covers into `derived/`
/// and may save the index; an import fetching) holds it. The kernel lets go of it when the process ends, however it ends.
public final class CacheLock: Sendable {
    private let descriptor: Int32

    public struct Busy: CompilerStyleError {
        public let description: String
    }

    /// Takes the lock, or throws `Busy` saying who holds it: gc does not wait for builds; a build waits up to
    /// `wait` on `clock` for a gc to finish, trying again every tenth of a second (`flock` cannot be awaited).
    /// Returns nil when no lock file can be made (a read-only cache: nothing to guard).
    package init?(_ root: URL, exclusive: Bool, wait: Duration = .seconds(30), clock: any Clock<Duration> = ContinuousClock()) async throws {
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let descriptor = open(root.appending(path: ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        let operation = exclusive ? LOCK_EX : LOCK_SH
        let stopwatch = Stopwatch(clock)
        let deadline = exclusive ? .zero : wait
        while flock(descriptor, operation | LOCK_NB) != 0 {
            guard stopwatch.elapsed < deadline else {
                close(descriptor)
                throw Busy(description: exclusive
                    ? "error: a build is using the cache \(root.path); run `cache gc` when it has finished"
                    : "error: `cache gc` is cleaning the cache \(root.path); build again when it has finished")
            }
            do {
                try await stopwatch.sleep(until: stopwatch.elapsed + .milliseconds(100))
            } catch {
                close(descriptor)
                throw error
            }
        }
        self.descriptor = descriptor
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The lock, taken exclusively without waiting: nil when another run is using the cache (or no lock file can be
    /// made). Held, nothing else writes into the cache: what a run finds half-written there is a killed run's.
    package static func alone(_ root: URL) -> CacheLock? {
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let descriptor = open(root.appending(path: ".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return CacheLock(descriptor: descriptor)
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
