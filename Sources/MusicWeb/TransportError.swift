import Foundation

/// Why a request got no response.
public enum TransportError: Error, CustomStringConvertible, Sendable {
    case bodyTooLarge(limit: Int)
    case redirectRefused(String)
    /// The host cannot be reached at all: connection refused, no such host (DNS), TLS failed, no network.
    /// Asking again in a second will not help; a few of these in a row mark the host down for the build.
    case unreachable(String)
    /// No complete answer in time (the request's overall deadline, not only an idle timeout).
    case timedOut(String)
    case failed(String)

    public var description: String {
        switch self {
        case .bodyTooLarge(let limit): "the response is larger than \(limit / 1024) KiB"
        case .redirectRefused(let target): "refused a redirect to \(target) (only http and https are followed)"
        case .unreachable(let reason), .timedOut(let reason), .failed(let reason): reason
        }
    }
}
