import Basics

/// One gate per source and host, made on first use with the source's spacing and concurrency.
actor GateRegistry {
    private let stopwatch: Stopwatch
    private var gates: [String: HostGate] = [:]

    package init(stopwatch: Stopwatch) {
        self.stopwatch = stopwatch
    }

    func gate(for policy: SourcePolicy, host: String) -> HostGate {
        let key = "\(policy.source.rawValue)|\(host)"
        if let gate = gates[key] { return gate }
        let gate = HostGate(spacing: policy.spacing, concurrency: policy.concurrency, stopwatch: stopwatch)
        gates[key] = gate
        return gate
    }
}
