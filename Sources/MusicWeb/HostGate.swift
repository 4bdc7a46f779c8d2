import Basics

/// One host's turnstile: at most `concurrency` requests in flight, and each start — retries included — at least
/// `spacing` after the previous one started and after it ended (MusicBrainz allows one a second; bursts get
/// refused). Counting from the end too keeps the promise as the server measures it: a request that spent half
/// a second connecting arrives late, and the next one, started a second after the first began, would arrive
/// too soon after it. Time is read from the injected clock, so tests see the spacing without waiting for it.
actor HostGate {
    private let spacing: Duration
    private let concurrency: Int
    private let stopwatch: Stopwatch
    private var inFlight = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// The earliest moment the next request may start.
    private var nextStart: Duration?

    package init(spacing: Duration, concurrency: Int = 1, stopwatch: Stopwatch) {
        self.spacing = spacing
        self.concurrency = max(1, concurrency)
        self.stopwatch = stopwatch
    }

    /// Waits for a free place and for this request's turn; pair with `release()`. A cancelled task gets no place.
    func acquire() async throws {
        await acquirePlace()
        do {
            try await waitTurn()
        } catch {
            release()
            throw error
        }
    }

    /// Waits for a free place only (then `waitTurn()` for the turn); pair with `release()`.
    func acquirePlace() async {
        if inFlight < concurrency {
            inFlight += 1
        } else {
            await withCheckedContinuation { waiting.append($0) }  // `release()` hands its place over
        }
    }

    /// Waits until the spacing since the previous start (and any pause) has passed; a holder calls it again
    /// before each retry. The slot is booked before sleeping, so two holders never start together.
    func waitTurn() async throws {
        try Task.checkCancellation()
        let start = max(stopwatch.elapsed, nextStart ?? .zero)
        nextStart = start + spacing
        try await stopwatch.sleep(until: start)
    }

    /// Records that a request (or one try of it) has ended, answered or not: the next starts `spacing` later.
    func ended() {
        nextStart = max(nextStart ?? .zero, stopwatch.elapsed + spacing)
    }

    /// Keeps every request to the host waiting for `delay` (a busy server's back-off or Retry-After), not just
    /// the one that was told to wait.
    func pause(for delay: Duration) {
        nextStart = max(nextStart ?? .zero, stopwatch.elapsed + delay)
    }

    package func release() {
        if waiting.isEmpty {
            inFlight -= 1
        } else {
            waiting.removeFirst().resume()  // hand over without freeing, so no one jumps the queue
        }
    }
}
