import Foundation

/// With LINERNOTES_TIMINGS=1, prints how long each stage of a build took (for profiling; off by default).
final class StageTimer: @unchecked Sendable {
    // @unchecked: used from the build's own task only.
    private let enabled: Bool
    private var last = ContinuousClock.now

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func mark(_ stage: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let elapsed = last.duration(to: now)
        last = now
        FileHandle.standardError.write(Data("timing: \(stage) \(String(format: "%.3f", SiteBuilder.seconds(elapsed))) s\n".utf8))
    }
}
