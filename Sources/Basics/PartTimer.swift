import Foundation

/// With LINERNOTES_TIMINGS=1, how long named parts inside a build step take, printed as each ends (for profiling;
/// off by default, and then only one check of a flag per part).
package enum PartTimer {
    package static let enabled = ProcessInfo.processInfo.environment["LINERNOTES_TIMINGS"] == "1"

    /// Runs `body`, printing how long it took under `name` when timings are on; only when it took at least `over`
    /// seconds (for parts run thousands of times, like render jobs).
    package static func measure<Result>(_ name: @autoclosure () -> String, over: Double = 0, _ body: () throws -> Result) rethrows -> Result {
        guard enabled else { return try body() }
        let start = ContinuousClock.now
        defer { report(name(), since: start, over: over) }
        return try body()
    }

    /// The same for async work.
    package static func measureAsync<Result>(_ name: @autoclosure () -> String, _ body: () async throws -> Result) async rethrows -> Result {
        guard enabled else { return try await body() }
        let start = ContinuousClock.now
        defer { report(name(), since: start, over: 0) }
        return try await body()
    }

    /// Prints `text` when timings are on: why a build took the way it did.
    package static func note(_ text: @autoclosure () -> String) {
        if enabled { FileHandle.standardError.write(Data("timing:   \(text())\n".utf8)) }
    }

    private static func report(_ name: String, since start: ContinuousClock.Instant, over: Double) {
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        if seconds >= over { FileHandle.standardError.write(Data("timing:   \(name) \(String(format: "%.3f", seconds)) s\n".utf8)) }
    }
}
