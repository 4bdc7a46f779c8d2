import Foundation
import Model

/// One service's rules, as the generic `Fetcher` applies them: how often and how many at once, what to send,
/// what to keep secret, what "busy, ask again later" looks like, how it reports errors and what a valid body is.
/// Each source's policy is in its folder (`MusicSource.policy`).
public struct SourcePolicy: Sendable {
    /// Statuses that mean "busy, ask again later" for any service.
    public static let standardBusyStatuses: Set<Int> = [429, 500, 502, 503, 504]

    public var source: SourceName
    /// Minimum time between the starts of two requests to the service's host (retries included).
    public var spacing: Duration
    /// Requests in flight to the host at once.
    public var concurrency: Int
    /// Query parameters holding secrets (API keys): dropped from cache keys, redacted from logs and messages.
    public var secretParameters: Set<String>
    /// Sent with every request, besides the User-Agent and Accept every request has.
    public var headers: [String: String]
    /// Statuses that mean "busy": retried with back-off (honouring Retry-After), never cached.
    public var busyStatuses: Set<Int>
    /// A busy signal inside an otherwise ordinary answer (Wikipedia's maxlag comes as HTTP 200).
    public var isBusyAnswer: @Sendable (HTTPResponse) -> Bool
    /// Content types a JSON answer may come with; an empty type is accepted too.
    public var jsonContentTypes: [String]
    /// The error a service reports inside a parsed JSON answer with HTTP 200, or nil when the body is data
    /// (Last.fm says "rate limit exceeded" that way).
    public var reportedError: @Sendable (_ json: Any) -> String?
    /// How long every request to the host waits after this answer, when the answer says the service's window is
    /// used up (Discogs' `X-Discogs-Ratelimit-Remaining: 0`); nil to go on at the usual spacing. The wait is bounded
    /// like a Retry-After.
    public var pauseAfter: @Sendable (HTTPResponse) -> Duration?
    /// Statuses besides 200 and 404 that are answers, given to the client but never cached, so the next build asks
    /// again (ListenBrainz's 204 "statistics not computed yet").
    public var uncachedStatuses: Set<Int>

    public init(
        source: SourceName, spacing: Duration, concurrency: Int = 1, secretParameters: Set<String> = [],
        headers: [String: String] = [:], busyStatuses: Set<Int> = SourcePolicy.standardBusyStatuses,
        isBusyAnswer: @escaping @Sendable (HTTPResponse) -> Bool = { _ in false }, jsonContentTypes: [String] = ["json"],
        reportedError: @escaping @Sendable (_ json: Any) -> String? = { _ in nil }, uncachedStatuses: Set<Int> = [],
        pauseAfter: @escaping @Sendable (HTTPResponse) -> Duration? = { _ in nil }
    ) {
        self.source = source
        self.spacing = spacing
        self.concurrency = max(1, concurrency)
        self.secretParameters = secretParameters
        self.headers = headers
        self.busyStatuses = busyStatuses
        self.isBusyAnswer = isBusyAnswer
        self.jsonContentTypes = jsonContentTypes
        self.reportedError = reportedError
        self.pauseAfter = pauseAfter
        self.uncachedStatuses = uncachedStatuses
    }

    /// Whether `response` says "ask again later".
    func isBusy(_ response: HTTPResponse) -> Bool {
        busyStatuses.contains(response.status) || isBusyAnswer(response)
    }
}
