/// One host's turnstile: requests go one at a time, each starting at least `interval` after the previous one
/// (MusicBrainz allows one a second; bursts get refused).
actor HostGate {
    private let interval: Duration
    private let clock: any Clock<Duration>
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var lastStart: ContinuousClock.Instant?

    init(interval: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.interval = interval
        self.clock = clock
    }

    /// Waits for the host to be free and for the spacing to pass; pair with `release()`.
    func acquire() async {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        }
        busy = true
        if let lastStart {
            let next = lastStart.advanced(by: interval)
            let now = ContinuousClock.now
            if next > now { try? await clock.sleep(for: now.duration(to: next)) }
        }
        lastStart = ContinuousClock.now
    }

    func release() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()  // hand over without freeing, so no one jumps the queue
        }
    }

    /// Holds the gate for a back-off pause, so every request to the host waits, not just this one.
    func pause(for delay: Duration) async {
        try? await clock.sleep(for: delay)
    }
}
