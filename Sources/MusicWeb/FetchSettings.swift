import Foundation
import Basics
import Model

/// How the build may use the network.
public struct FetchSettings: Sendable {
    /// When cached answers are asked again (with ETag / Last-Modified, so unchanged data costs little).
    public enum Refresh: Sendable, Hashable {
        /// A cached answer is used as it is: a warm rebuild makes no requests.
        case never
        case all
        case olderThan(TimeInterval)

        func isDue(fetched: Date, now: Date) -> Bool {
            switch self {
            case .never: false
            case .all: true
            case .olderThan(let age): now.timeIntervalSince(fetched) > age
            }
        }
    }

    public var offline: Bool
    public var refresh: Refresh
    /// `linernotes/<version> ( <contact> )`.
    public var userAgent: String
    public var sources: SourcesConfig
    /// Each source's secret (an API key, a token), read from the environment by `SourcesConfig.secrets`: only its
    /// source's policy sends it, and the fetcher redacts it from everything it writes.
    public var secrets: [SourceName: String]
    public var maxRetries: Int
    /// First back-off pause when a server is busy and gives no Retry-After; doubles each time.
    public var backoff: Duration
    /// A Retry-After longer than this is cut to it.
    public var maxRetryAfter: Duration
    /// Seconds a request has from start to last byte.
    public var timeout: TimeInterval
    /// The slowest answer taken once it has begun: a server dripping its answer is given up in seconds, not held
    /// to the deadline, and its host is down for the build.
    public var minimumRate: HTTPRequest.MinimumRate? = HTTPRequest.MinimumRate(bytes: 1024, window: .seconds(5))
    public var maxJSONBytes: Int
    public var maxImageBytes: Int
    /// How long this build may spend fetching (`--fetch-budget 40m`): past it, nothing more is asked; what was not
    /// fetched is left for the next build. Nil: no limit.
    public var budget: Duration?

    public init(
        contact: String?, sources: SourcesConfig = SourcesConfig(), secrets: [SourceName: String] = [:], offline: Bool = false,
        refresh: Refresh = .never,
        maxRetries: Int = 3, backoff: Duration = .seconds(1),
        maxRetryAfter: Duration = .seconds(60), timeout: TimeInterval = 20
    ) {
        self.userAgent = "linernotes/\(LinerNotesVersion.current) ( \(contact ?? "no contact given") )"
        self.sources = sources
        self.secrets = secrets
        self.offline = offline
        self.refresh = refresh
        self.maxRetries = maxRetries
        self.backoff = backoff
        self.maxRetryAfter = maxRetryAfter
        self.timeout = timeout
        self.maxJSONBytes = 5 << 20
        self.maxImageBytes = 10 << 20
    }

    /// Parses "30d", "12h", "45m" or "90s".
    public static func parseAge(_ text: String) -> TimeInterval? {
        guard let unit = text.last, let number = Double(text.dropLast()), number >= 0 else { return nil }
        switch unit {
        case "d": return number * 86_400
        case "h": return number * 3_600
        case "m": return number * 60
        case "s": return number
        default: return nil
        }
    }
}
