import Basics
import CCurl
import CCurlSystem
import Foundation

/// HTTP through libcurl (Debian's, already what Foundation's URLSession used underneath), bounded whatever the server
/// does: http and https only, at most `maxRedirects` redirects, a body capped after decompression as it arrives (a
/// gzip bomb inflates no further than the cap), a deadline for the whole request and a minimum rate once the answer
/// has begun, both on the injected `clock`. No cookies, no HTTP cache (linernotes has its own). The one Swift file that
/// calls libcurl (through CCurl's C file, which runs every transfer on one network thread).
public final class CurlTransport: HTTPTransport {
    /// Redirects followed for one request; the next one is a failure.
    public static let maxRedirects = 5

    /// A stopwatch started on the injected clock, for one request's deadline and rate.
    private let startStopwatch: @Sendable () -> Stopwatch

    /// - Parameter clock: what each request's deadline and minimum rate run on; a test clock cuts a held connection
    ///   when the test moves it on. Not the build's virtual clock, whose waits end at once.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
        startStopwatch = { Stopwatch(clock) }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let stopwatch = startStopwatch()
        let exchange = try Exchange(request)
        // Whichever ends first wins: the answer, or the watch (deadline, rate); leaving the group cancels the other.
        return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await exchange.run() }
            group.addTask { try await Self.watch(exchange, request, stopwatch) }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// Throws when the request's deadline passes, or when a begun answer brought fewer than the minimum rate's bytes in
    /// its window. Wakes once a second on the injected clock when there is a rate to hold, else once, at the deadline.
    private static func watch(_ exchange: Exchange, _ request: HTTPRequest, _ stopwatch: Stopwatch) async throws -> HTTPResponse {
        let deadline = Duration.milliseconds(Int64(request.timeout * 1000))
        var seen: [(at: Duration, received: Int)] = [(.zero, 0)]
        while true {
            let next = request.minimumRate == nil ? deadline : min(deadline, stopwatch.elapsed + .seconds(1))
            try await stopwatch.sleep(until: next)
            let now = stopwatch.elapsed
            if now >= deadline { throw TransportError.timedOut("no complete answer within \(Int(request.timeout)) s") }
            guard let rate = request.minimumRate else { continue }
            let received = exchange.received
            // The last look at least a window ago: if the answer had begun by then, the window must have brought enough.
            if let then = seen.last(where: { $0.at <= now - rate.window }), then.received > 0, received - then.received < rate.bytes {
                throw TransportError.tooSlow(
                    "the answer came slower than \(ByteSize(rate.bytes)) in \(rate.window.components.seconds) s (\(ByteSize(received - then.received)))")
            }
            seen.append((now, received))
            seen.removeAll { $0.at < now - rate.window - .seconds(2) }
        }
    }
}

/// One transfer, from its submission to its one ending: libcurl's `done` on the network thread, or a cancel here,
/// whichever comes first, resumes the waiting task; the C side frees the transfer after `done`.
private final class Exchange: @unchecked Sendable {
    private struct State {
        var transfer: OpaquePointer?
        var finished = false
        var cancelled = false
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var received = 0
    }

    private let state = Locked(State())
    private let request: HTTPRequest

    init(_ request: HTTPRequest) throws {
        self.request = request
        let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            // libcurl sends `Accept: */*` unless told; the fetcher names what it reads.
            + (request.headers.keys.contains { $0.lowercased() == "accept" } ? [] : ["Accept: */*"])
        let context = Unmanaged.passRetained(self).toOpaque()
        let transfer = withCStrings(lines) { pointers in
            ln_curl_transfer_new(
                request.url.absoluteString, pointers, Int32(pointers.count), CurlTransport.maxRedirects, request.maxBodyBytes,
                // libcurl's own limit on the wall clock is only a backstop: the injected deadline normally ends it first.
                (Int(request.timeout * 1000) * 2 + 1000), curlDone, context)
        }
        guard let transfer else {
            Unmanaged<Exchange>.fromOpaque(context).release()
            throw TransportError.failed("libcurl could not be started")
        }
        state.withLock { $0.transfer = transfer }
    }

    /// Bytes received so far (headers and decompressed body).
    var received: Int {
        state.withLock { state in
            guard !state.finished, let transfer = state.transfer else { return state.received }
            return Int(ln_curl_received(transfer))
        }
    }

    func run() async throws -> HTTPResponse {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let transfer: OpaquePointer? = state.withLock { state in
                    if state.cancelled {
                        // Cancelled before it started: never sent; libcurl ends it at once.
                        continuation.resume(throwing: CancellationError())
                    } else {
                        state.continuation = continuation
                    }
                    return state.transfer
                }
                if let transfer {
                    ln_curl_submit(transfer)
                    state.withLock { state in if state.cancelled && !state.finished { ln_curl_cancel(transfer) } }
                }
            }
        } onCancel: {
            let continuation = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
                state.cancelled = true
                if !state.finished, let transfer = state.transfer { ln_curl_cancel(transfer) }
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// On the network thread, once: the answer or the failure, read before the C side frees the transfer.
    fileprivate func done(_ transfer: OpaquePointer, _ result: Int32) {
        let outcome = Result { try Self.response(transfer, result, request) }
        let continuation = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
            state.finished = true
            state.received = Int(ln_curl_received(transfer))
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: outcome)
    }

    private static func response(_ transfer: OpaquePointer, _ result: Int32, _ request: HTTPRequest) throws -> HTTPResponse {
        let code = CURLcode(rawValue: UInt32(bitPattern: result))
        if ln_curl_too_large(transfer) != 0 || code == CURLE_FILESIZE_EXCEEDED {
            throw TransportError.bodyTooLarge(limit: request.maxBodyBytes)
        }
        let headers = Self.headers(transfer)
        guard code == CURLE_OK else { throw failure(code, transfer, result, location: headers["location"]) }
        var size = 0
        let body = ln_curl_body(transfer, &size).map { Data(bytes: $0, count: size) } ?? Data()
        let url = ln_curl_effective_url(transfer).flatMap { URL(string: String(cString: $0)) } ?? request.url
        return HTTPResponse(status: ln_curl_status(transfer), headers: headers, body: body, url: url)
    }

    /// The last answer's headers (after redirects; a refused redirect's own), names lowercased, the first of each kept.
    private static func headers(_ transfer: OpaquePointer) -> [String: String] {
        var size = 0
        let head = ln_curl_headers(transfer, &size).map { String(decoding: UnsafeRawBufferPointer(start: $0, count: size), as: UTF8.self) } ?? ""
        var headers: [String: String] = [:]
        for line in head.split(whereSeparator: \.isNewline).dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            if headers[name] == nil { headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
        }
        return headers
    }

    /// A connection-level failure (the host cannot be reached) told apart from a timeout and from the rest.
    private static func failure(_ code: CURLcode, _ transfer: OpaquePointer, _ result: Int32, location: String?) -> any Error {
        let reason = String(cString: ln_curl_error(transfer, result))
        let redirect = ln_curl_redirect_url(transfer).map { String(cString: $0) } ?? location
        switch code {
        case CURLE_ABORTED_BY_CALLBACK: return CancellationError()
        case CURLE_COULDNT_CONNECT: return TransportError.unreachable("connection refused")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return TransportError.unreachable("host name not found (DNS)")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return TransportError.unreachable("TLS failed (\(reason))")
        case CURLE_OPERATION_TIMEDOUT: return TransportError.timedOut("timed out")
        case CURLE_TOO_MANY_REDIRECTS: return TransportError.tooManyRedirects("more than \(CurlTransport.maxRedirects) redirects")
        case CURLE_UNSUPPORTED_PROTOCOL: return TransportError.redirectRefused(redirect ?? reason)
        case CURLE_BAD_CONTENT_ENCODING: return TransportError.failed("a damaged compressed answer (\(reason))")
        default: return TransportError.failed(reason)
        }
    }
}

/// libcurl's `done`, as a C function: hands the transfer to its `Exchange` and lets go of it.
private let curlDone: ln_curl_done = { context, transfer, result in
    guard let context, let transfer else { return }
    Unmanaged<Exchange>.fromOpaque(context).takeRetainedValue().done(transfer, result)
}

/// `lines` as C strings, alive for the call.
private func withCStrings<R>(_ lines: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = lines.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies.map { UnsafePointer($0) })
}
