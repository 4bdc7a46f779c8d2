import Basics
import Foundation

/// Why a request got no response.
public enum TransportError: Error, CustomStringConvertible, Sendable {
    /// The body (after decompression) passed the request's cap, and was refused as it arrived.
    case bodyTooLarge(limit: Int)
    case redirectRefused(String)
    /// More redirects than the transport follows.
    case tooManyRedirects(String)
    /// The host cannot be reached at all: connection refused, no such host (DNS), TLS failed, no network.
    /// Asking again in a second will not help; a few of these in a row mark the host down for the build.
    case unreachable(String)
    /// No complete answer in time (the request's overall deadline, not only an idle timeout).
    case timedOut(String)
    /// The answer began but came slower than the request's minimum rate: a server dripping its answer.
    case tooSlow(String)
    case failed(String)

    public var description: String {
        switch self {
        case .bodyTooLarge(let limit):
            "the response is larger than \(ByteSize(limit)) (refused as it arrived)"
        case .redirectRefused(let target): "refused a redirect to \(target) (only http and https are followed)"
        case .tooManyRedirects(let reason), .unreachable(let reason), .timedOut(let reason), .tooSlow(let reason), .failed(let reason): reason
        }
    }
}
