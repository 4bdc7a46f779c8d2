import Foundation

#if canImport(Glibc)
private let RUSAGE_SELF_WHO = RUSAGE_SELF.rawValue
#else
private let RUSAGE_SELF_WHO = RUSAGE_SELF
#endif

/// With LINERNOTES_TIMINGS=1, prints how long each step of a build took (for profiling; off by default).
struct StageTimer {
    private let enabled: Bool
    private var last = ContinuousClock.now

    package init(enabled: Bool) {
        self.enabled = enabled
    }

    package mutating func mark(_ stage: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        let elapsed = last.duration(to: now)
        last = now
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF_WHO), &usage)
        let peak = usage.ru_maxrss / 1024  // kilobytes on Linux
        FileHandle.standardError.write(Data("timing: \(stage) \(String(format: "%.3f", SiteBuilder.seconds(elapsed))) s, peak RSS \(peak) MB\n".utf8))
    }
}
