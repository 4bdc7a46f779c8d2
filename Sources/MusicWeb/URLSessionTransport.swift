import Basics
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// HTTP through Foundation's URLSession: no cookies, no HTTP cache (linernotes has its own), redirects only
/// to http(s), bodies capped while they arrive, and each request given an overall deadline on `clock`.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: SessionDelegate
    /// A stopwatch started on the injected clock, for one request's deadline.
    private let startStopwatch: @Sendable () -> Stopwatch

    /// - Parameter clock: what each request's deadline runs on; a test clock cuts a held connection when the test
    ///   moves it on. Not the build's virtual clock, whose waits end at once.
    public init(clock: any Clock<Duration> = ContinuousClock()) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForResource = 120
        configuration.httpMaximumConnectionsPerHost = 2
        delegate = SessionDelegate()
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        startStopwatch = { Stopwatch(clock) }
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The URLRequest's timeout is an idle timeout: a server trickling a byte every few seconds never trips it.
        // The whole request has this long, from the start to the last byte: whichever ends first wins, and leaving
        // the group cancels the other (the request through its cancellation handler).
        let stopwatch = startStopwatch()
        let deadline = request.timeout
        return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await self.exchange(request) }
            group.addTask {
                try await stopwatch.sleep(until: Duration.milliseconds(Int64(deadline * 1000)))
                throw TransportError.timedOut("no complete answer within \(Int(deadline)) s")
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// The request through URLSession, with no deadline of its own beyond the idle timeout.
    private func exchange(_ request: HTTPRequest) async throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: request.timeout)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        // A cancelled build (or a passed deadline) cancels the request instead of waiting for it to time out.
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.start(task, limit: request.maxBodyBytes, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// Collects each task's body and finishes its continuation exactly once. URLSession calls it on its own queue.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct State {
        var limit: Int
        var body = Data()
        var failure: TransportError?
        var continuation: CheckedContinuation<HTTPResponse, Error>
    }

    /// By task identifier.
    private let tasks = Locked<[Int: State]>([:])

    func start(_ task: URLSessionTask, limit: Int, continuation: CheckedContinuation<HTTPResponse, Error>) {
        tasks.withLock { $0[task.taskIdentifier] = State(limit: limit, continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = tasks.withLock { tasks -> Bool in
            guard let limit = tasks[dataTask.taskIdentifier]?.limit else { return false }
            if response.expectedContentLength > Int64(limit) {
                tasks[dataTask.taskIdentifier]?.failure = .bodyTooLarge(limit: limit)
                return true
            }
            return false
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = tasks.withLock { tasks -> Bool in
            guard var state = tasks[dataTask.taskIdentifier], state.failure == nil else { return false }
            state.body.append(data)
            if state.body.count > state.limit {
                state.failure = .bodyTooLarge(limit: state.limit)
                state.body = Data()
            }
            tasks[dataTask.taskIdentifier] = state
            return state.failure != nil
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Judge the Location header itself too: FoundationNetworking may resolve `file:///x` against the old host.
        let location = (response.allHeaderFields.first { ($0.key as? String)?.lowercased() == "location" }?.value as? String) ?? ""
        let locationScheme = URL(string: location)?.scheme?.lowercased()
        let scheme = request.url?.scheme?.lowercased()
        if (scheme == "http" || scheme == "https") && (locationScheme == nil || locationScheme == "http" || locationScheme == "https") {
            completionHandler(request)
        } else {
            tasks.withLock { $0[task.taskIdentifier]?.failure = .redirectRefused(location.isEmpty ? request.url?.absoluteString ?? "?" : location) }
            completionHandler(nil)
            task.cancel()
        }
    }

    /// A connection-level failure (the host cannot be reached) told apart from a timeout and from the rest.
    static func classify(_ error: any Error) -> TransportError {
        let reason = error.localizedDescription
        guard let code = (error as? URLError)?.code else { return .failed(reason) }
        switch code {
        case .timedOut:
            return .timedOut("timed out")
        case .cannotConnectToHost:
            return .unreachable("connection refused")
        case .cannotFindHost, .dnsLookupFailed:
            return .unreachable("host name not found (DNS)")
        case .notConnectedToInternet:
            return .unreachable("no network connection")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot, .clientCertificateRejected, .clientCertificateRequired:
            return .unreachable("TLS failed (\(reason))")
        default:
            return .failed(reason)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let state = tasks.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let failure = state.failure {
            state.continuation.resume(throwing: failure)
            return
        }
        if let error {
            state.continuation.resume(throwing: Self.classify(error))
            return
        }
        guard let http = task.response as? HTTPURLResponse, let url = http.url ?? task.originalRequest?.url else {
            state.continuation.resume(throwing: TransportError.failed("no HTTP response"))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        state.continuation.resume(returning: HTTPResponse(status: http.statusCode, headers: headers, body: state.body, url: url))
    }
}
