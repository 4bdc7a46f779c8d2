import Foundation
import Basics

/// Which hosts can be reached in this build. A host that refuses connections, cannot be found, fails TLS, or
/// times out several times in a row is marked down: its other lookups are skipped (cached answers still serve),
/// so a build without network costs seconds, not minutes of retries. A host found down is remembered in the
/// cache folder for a few minutes, and the next build tries it once, without retries, before giving up on it.
public actor HostHealth {
    /// Connection failures in a row (refused, DNS, TLS) that mark a host down: the first try and one retry.
    static let unreachableLimit = 2
    /// Timeouts in a row that mark a host down.
    static let timeoutLimit = 2
    /// How long a host found down is remembered.
    static let memory: TimeInterval = 5 * 60

    private struct Remembered: Codable {
        var reason: String
        var until: Date
    }

    private var inARow: [String: Int] = [:]
    private var down: [String: String] = [:]
    private var remembered: [String: Remembered]
    private var probed: Set<String> = []
    private var changed = false
    private let file: URL?
    private let now: @Sendable () -> Date

    /// - Parameter file: where hosts found down are remembered between builds (`cache/unreachable.json`); nil: not at all.
    public init(file: URL?, now: @escaping @Sendable () -> Date = { Date() }) {
        self.file = file
        self.now = now
        var remembered: [String: Remembered] = [:]
        if let file, let data = try? Data(contentsOf: file), let saved = try? Self.iso8601Decoder.decode([String: Remembered].self, from: data) {
            remembered = saved.filter { $0.value.until > now() }
        }
        self.remembered = remembered
    }

    /// Why `host` is down for this build, or nil when it may be asked.
    func downReason(_ host: String) -> String? {
        down[host]
    }

    /// Whether this request to `host` gets no retries: the host was found down by a recent build, and this is the
    /// one try that sees whether it is back.
    func isProbe(_ host: String) -> Bool {
        guard remembered[host] != nil, !probed.contains(host) else { return false }
        probed.insert(host)
        return true
    }

    /// Records that `host` answered (any HTTP status): it is up.
    func answered(_ host: String) {
        inARow[host] = 0
        if remembered.removeValue(forKey: host) != nil { changed = true }
    }

    /// Records a failed try; returns the reason when the host is now down.
    package func failed(_ host: String, _ error: TransportError, probe: Bool) -> String? {
        if let reason = down[host] { return reason }
        let limit: Int
        switch error {
        case .unreachable: limit = probe ? 1 : Self.unreachableLimit
        case .timedOut: limit = probe ? 1 : Self.timeoutLimit
        // An answer dripped slower than the minimum rate: the host is holding its clients, not busy for a moment.
        case .tooSlow: limit = 1
        default: return nil
        }
        inARow[host, default: 0] += 1
        guard inARow[host, default: 0] >= limit else { return nil }
        return markDown(host, "\(error)")
    }

    /// Marks `host` down for this build (and the next few minutes) with `reason`.
    @discardableResult
    func markDown(_ host: String, _ reason: String) -> String {
        down[host] = reason
        remembered[host] = Remembered(reason: reason, until: now().addingTimeInterval(Self.memory))
        changed = true
        return reason
    }

    /// Writes what is remembered (only when it changed); a failure to write loses nothing but the memory.
    package func save() {
        guard changed, let file else { return }
        changed = false
        let current = remembered.filter { $0.value.until > now() }
        if current.isEmpty {
            try? FileManager.default.removeItem(at: file)
        } else if let data = try? Self.iso8601SortedEncoder.encode(current) {
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Through `AtomicFile`: its temporary file names this process, so the next run can sweep a killed one's.
            try? AtomicFile.write(data, to: file)
        }
    }

    private static var iso8601Decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    private static var iso8601SortedEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }
}
