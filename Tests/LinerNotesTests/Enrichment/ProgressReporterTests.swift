import Foundation
import Testing
@testable import Enrichment
@testable import Rendering

@Suite("Progress of a long fetch")
struct ProgressReporterTests {
    /// A reporter on a virtual clock, writing into a collector.
    static func reporter(_ style: ProgressReporter.Style) -> (ProgressReporter, TestClock, LineCollector) {
        let clock = TestClock()
        let lines = LineCollector()
        return (ProgressReporter(style: style, clock: clock) { lines.append($0) }, clock, lines)
    }

    @Test("The ETA comes from the pace so far, in seconds or minutes and seconds", arguments: [
        (Duration.seconds(10), 1, 2, " · ETA 10s"),
        (.milliseconds(10_900), 2, 5, " · ETA 15s"),  // whole seconds elapsed: 10 s for 2, so 5 s each
        (.seconds(30), 1, 3, " · ETA 1m 0s"),
        (.seconds(65), 1, 2, " · ETA 1m 5s"),
        (.seconds(3), 1, 1201, " · ETA 60m 0s"),
        (.seconds(5), 0, 5, ""),  // nothing done yet: no pace to go by
        (.seconds(5), 5, 5, ""),  // all done
    ])
    func eta(elapsed: Duration, done: Int, total: Int, text: String) {
        #expect(ProgressReporter.eta(elapsed: elapsed, done: done, total: total) == text)
    }

    @Test("Plain lines: the first after two seconds, then at most one every five, and a last one")
    func lines() async {
        let (progress, clock, lines) = Self.reporter(.lines)
        await progress.begin(total: 4)
        await progress.working(on: .musicbrainz)  // at 0 s: too early to say anything
        clock.advance(by: .seconds(3))
        await progress.finishedOne()
        clock.advance(by: .seconds(1))
        await progress.working(on: .wikipedia)  // 1 s after the last line: quiet
        clock.advance(by: .seconds(5))
        await progress.finishedOne()
        await progress.end()
        #expect(lines.text == """
            Fetching: 1/4 done, now MusicBrainz · ETA 9s
            Fetching: 2/4 done, now Wikipedia · ETA 9s
            Fetching: 2/4 done

            """)
    }

    @Test("On a terminal, a fetch that ends within a second shows nothing at all")
    func quietWhenQuick() async {
        let (progress, clock, lines) = Self.reporter(.terminal)
        await progress.begin(total: 3)
        for _ in 0..<3 {
            clock.advance(by: .milliseconds(300))
            await progress.finishedOne()
        }
        await progress.end()
        #expect(lines.text.isEmpty)
    }

    @Test("On a terminal, one live line is rewritten in place and cleared at the end")
    func terminalLine() async {
        let (progress, clock, lines) = Self.reporter(.terminal)
        await progress.begin(total: 3)
        await progress.working(on: .itunes)
        clock.advance(by: .seconds(2))
        await progress.finishedOne()
        await progress.end()
        #expect(lines.text == "\r\u{1B}[K[1/3] iTunes · ETA 4s\r\u{1B}[K")
    }
}
