import Foundation
import Basics
import Model

/// Shows how a long fetch is going: a live line on a terminal (done/total, current source, ETA), plain
/// periodic lines otherwise. Silent for builds that finish quickly. Time comes from an injected clock.
public actor ProgressReporter {
    public enum Style: Sendable {
        case terminal
        case lines
        case silent
    }

    private let style: Style
    private let write: @Sendable (String) -> Void
    private var total = 0
    private var done = 0
    private var current = ""
    private let stopwatch: Stopwatch
    private var start = Duration.zero
    private var lastPrint = Duration.zero
    private var printedAny = false

    public init(style: Style, clock: any Clock<Duration> = ContinuousClock(), write: @escaping @Sendable (String) -> Void) {
        self.style = style
        self.stopwatch = Stopwatch(clock)
        self.write = write
    }

    /// Terminal style when stderr is a terminal, plain lines when not.
    public static func standardError() -> ProgressReporter {
        let style: Style = isatty(2) != 0 ? .terminal : .lines
        return ProgressReporter(style: style) { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    package func begin(total: Int) {
        self.total = total
        done = 0
        start = stopwatch.elapsed
        lastPrint = start
        printedAny = false
    }

    func working(on source: SourceName) {
        current = source.displayName
        show()
    }

    func finishedOne() {
        finished(1)
    }

    /// `count` done at once (kept from an earlier build).
    func finished(_ count: Int) {
        guard count > 0 else { return }
        done += count
        show()
    }

    package func end() {
        guard printedAny else { return }
        switch style {
        case .terminal: write("\r\u{1B}[K")
        case .lines: write("Fetching: \(done)/\(total) done\n")
        case .silent: break
        }
    }

    private func show() {
        let now = stopwatch.elapsed
        let elapsed = now - start
        let eta = Self.eta(elapsed: elapsed, done: done, total: total)
        switch style {
        case .silent:
            return
        case .terminal:
            guard elapsed > .seconds(1), now - lastPrint > .milliseconds(100) else { return }
            write("\r\u{1B}[K[\(done)/\(total)] \(current)\(eta)")
        case .lines:
            guard elapsed > .seconds(2), now - lastPrint > .seconds(5) || !printedAny else { return }
            write("Fetching: \(done)/\(total) done, now \(current)\(eta)\n")
        }
        lastPrint = now
        printedAny = true
    }

    /// " · ETA 1m 5s" from the pace so far (whole seconds elapsed); nothing before the first or after the last item.
    static func eta(elapsed: Duration, done: Int, total: Int) -> String {
        guard done > 0, done < total else { return "" }
        let perItem = Double(elapsed.components.seconds) / Double(done)
        let remaining = Int(perItem * Double(total - done))
        return remaining >= 60 ? " · ETA \(remaining / 60)m \(remaining % 60)s" : " · ETA \(remaining)s"
    }
}
