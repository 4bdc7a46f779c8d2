import Foundation
import Basics
import Cache
import Model

/// The polite, cache-first HTTP client every source goes through: one User-Agent, per-host spacing, retries
/// with back-off, size caps, and the cache as the fallback when anything fails. What differs between services
/// (spacing, secrets, what "busy" and "error" look like) comes from each source's `SourcePolicy`.
public struct Fetcher: Sendable {
    package let transport: any HTTPTransport
    package let index: CacheIndex
    package let objects: ObjectStore
    public private(set) var settings: FetchSettings
    public let stats: FetchStats
    let gates: GateRegistry
    /// Policies that replace a source's own (tests); every other source follows its own (`MusicSource.policy`).
    let policies: [SourceName: SourcePolicy]
    /// Values never to be written anywhere (API keys).
    package let secrets: [String]
    /// Wall-clock time, for the age of cached answers.
    package let now: @Sendable () -> Date
    /// Hosts found unreachable: their lookups are skipped for the rest of the build.
    public let health: HostHealth
    /// Cached answers found to have the shape their client reads, so they are not checked again.
    public let checked: CheckedAnswers
    /// Time since the fetcher was made, for the fetch budget.
    package let stopwatch: Stopwatch

    /// - Parameter clock: what spacing, back-off and Retry-After wait on; a test clock makes them instant.
    public init(
        transport: any HTTPTransport, cache: CacheStore, settings: FetchSettings, secrets: [String] = [],
        policies: [SourceName: SourcePolicy] = [:], clock: any Clock<Duration> = ContinuousClock(),
        now: @escaping @Sendable () -> Date = { Date() }, health: HostHealth? = nil, checked: CheckedAnswers? = nil
    ) {
        self.transport = transport
        self.index = cache.index
        self.objects = cache.objects
        self.settings = settings
        self.stats = FetchStats()
        self.gates = GateRegistry(stopwatch: Stopwatch(clock))
        self.stopwatch = Stopwatch(clock)
        self.policies = policies
        self.secrets = (secrets + settings.secrets.values.sorted()).filter { !$0.isEmpty }
        self.now = now
        self.health = health ?? HostHealth(file: cache.root.appending(path: "unreachable.json"), now: now)
        self.checked = checked ?? CheckedAnswers(file: cache.root.appending(path: "checked-answers"), saves: !cache.readOnly)
    }

    /// This fetcher reading the cache alone, as an offline one does (its misses counted as offline), sharing its
    /// cache, counts and health.
    package func cacheOnly() -> Fetcher {
        var fetcher = self
        fetcher.settings.offline = true
        return fetcher
    }

    /// Keeps the cached answers found to fit their shape for the next run (`CheckedAnswers`), of those still cached.
    public func saveCheckedAnswers() {
        checked.save(keepingOnly: objects.contains)
    }

    /// Whether the fetch budget is spent: nothing more is asked in this build.
    public var budgetSpent: Bool {
        settings.budget.map { stopwatch.elapsed >= $0 } ?? false
    }

    /// A host as the gates and the health record know it.
    package static func host(_ url: URL) -> String {
        let name = url.host ?? ""
        return url.port.map { "\(name):\($0)" } ?? name
    }

    func policy(_ source: SourceName) -> SourcePolicy {
        policies[source] ?? SourceRegistry.source(source)?.policy(secret: settings.secrets[source])
            ?? SourcePolicy(source: source, spacing: .seconds(1))
    }

    /// GETs `url` for `source`, cache first. A cancelled task gets `.unavailable`, counted as no failure.
    /// - Parameter shape: whether a 200 answer's body has the shape the caller reads (a JSON object where the service
    ///   sends one, not `null` or a number); one that has not is a failure, never cached, and a cached one is ignored.
    public func get(_ source: SourceName, _ url: URL, kind: BodyKind, shape: AnswerShape? = nil) async -> FetchOutcome {
        let policy = policy(source)
        let key = cacheKey(source, url)
        let entry = await index.entry(key)
        var cached: Fetched?
        if let entry, let body = objects.get(entry.object), entry.status != 200 || shape.map({ checked.fits($0, object: entry.object, body: body) }) != false {
            FetchStats.Tally.current?.read(entry.object)
            cached = Fetched(status: entry.status, body: body, url: entry.url, contentType: entry.contentType, fromCache: true, fetched: entry.fetched)
        }
        // An older answer served because asking again failed or could not be done now.
        let fallback: FetchOutcome = cached.map { old in
            var old = old
            old.stale = true
            return .answer(old)
        } ?? .unavailable
        if let cached, let entry, !settings.refresh.isDue(fetched: entry.fetched, now: now()) {
            await stats.hit(source)
            return .answer(cached)
        }
        if settings.offline {
            if let cached {
                await stats.hit(source)
                return .answer(cached)
            }
            await stats.skipped(source)
            return .unavailable
        }
        if budgetSpent {
            // Left for the next build; an old cached answer still serves this one.
            await stats.skippedBudget(source)
            return fallback
        }
        let host = Self.host(url)
        if let reason = await health.downReason(host) {
            // Found unreachable earlier in this build: not asked again; a cached answer, even an old one, serves.
            await stats.skippedDown(source, host: host, reason: reason)
            return fallback
        }
        var headers = policy.headers.merging(["User-Agent": settings.userAgent, "Accept": kind.accept]) { $1 }
        if cached != nil, let entry {
            if let etag = entry.etag { headers["If-None-Match"] = etag }
            if let lastModified = entry.lastModified { headers["If-Modified-Since"] = lastModified }
        }
        do {
            let response = try await send(policy, url, headers: headers, kind: kind)
            if response.status == 304, var cached, var entry {
                entry.fetched = now()
                await index.record(key, entry)
                await stats.hit(source)
                cached.fetched = entry.fetched
                return .answer(cached)
            }
            if policy.uncachedStatuses.contains(response.status) {
                // "Not yet" does not take back an answer given before (a refresh while ListenBrainz recomputes).
                if cached != nil {
                    await stats.hit(source)
                    return fallback
                }
                await stats.fetched(source)
                await stats.provisionalAnswer()
                return .answer(Fetched(
                    status: response.status, body: response.body, url: redact(response.url.absoluteString), contentType: response.header("content-type"),
                    fromCache: false, fetched: now()))
            }
            guard response.status == 200 || response.status == 404 else {
                throw FetchFailure("HTTP \(response.status)")
            }
            if response.status == 200 {
                try validate(response, kind: kind, policy: policy)
                if let shape, !shape.fits(response.body) { throw FetchFailure("an answer of the wrong shape (not what \(source.displayName) sends)") }
            }
            let finalURL = redact(response.url.absoluteString)
            let fetchedAt = now()
            do {
                let hash = try objects.put(response.body)
                if response.status == 200, let shape { checked.remember(shape, object: hash) }
                await index.record(
                    key,
                    CacheIndex.Entry(
                        object: hash, status: response.status, fetched: fetchedAt, etag: response.header("etag"),
                        lastModified: response.header("last-modified"), url: finalURL, contentType: response.header("content-type")))
            } catch {
                // A full disk or a read-only cache: this build still uses the answer; the warning says it was not kept.
                await stats.cacheWriteFailed(objects.root.deletingLastPathComponent().path, ReadableError.text(error))
            }
            await stats.fetched(source)
            return .answer(Fetched(
                status: response.status, body: response.body, url: finalURL, contentType: response.header("content-type"), fromCache: false,
                fetched: fetchedAt))
        } catch {
            // A cancelled build stops asking; that is no fault of the source.
            if error is CancellationError || Task.isCancelled { return .unavailable }
            if error is BudgetSpent {
                await stats.skippedBudget(source)
                return fallback
            }
            if let down = error as? HostDown {
                await stats.skippedDown(source, host: down.host, reason: down.reason, failed: true)
                return fallback
            }
            await stats.failure(source, "\(redact(url.absoluteString)): \(redact(String(describing: error)))")
            return fallback
        }
    }

    /// Sends through the host's gate, retrying busy answers and failed connections with back-off.
    private func send(_ policy: SourcePolicy, _ url: URL, headers: [String: String], kind: BodyKind) async throws -> HTTPResponse {
        let gate = await gates.gate(for: policy, host: "\(url.host ?? "")|\(url.port ?? 0)")
        await gate.acquirePlace()
        do {
            // Found down, or the budget spent, while this request queued: it does not wait its turn for nothing.
            let host = Self.host(url)
            if let reason = await health.downReason(host) { throw HostDown(host: host, reason: reason) }
            if budgetSpent { throw BudgetSpent() }
            try await gate.waitTurn()
        } catch {
            await gate.release()
            throw error
        }
        do {
            let response = try await attempts(policy, gate: gate, request: HTTPRequest(
                url: url, headers: headers, timeout: settings.timeout,
                maxBodyBytes: kind == .json ? settings.maxJSONBytes : settings.maxImageBytes, minimumRate: settings.minimumRate))
            await gate.release()
            return response
        } catch {
            await gate.release()
            throw error
        }
    }

    /// The first try and up to `maxRetries` more, each waiting its turn at the gate. Connection failures and
    /// timeouts count against the host: a few in a row, and it is down for the build (`HostDown`). A host found
    /// down by a recent build gets one try, no retries.
    private func attempts(_ policy: SourcePolicy, gate: HostGate, request: HTTPRequest) async throws -> HTTPResponse {
        let host = Self.host(request.url)
        let probe = await health.isProbe(host)
        var attempt = 0
        while true {
            if let reason = await health.downReason(host) { throw HostDown(host: host, reason: reason) }
            await stats.request(policy.source)
            let sent: Result<HTTPResponse, any Error>
            do {
                sent = .success(try await transport.send(request))
            } catch {
                sent = .failure(error)
            }
            await gate.ended()
            let response: HTTPResponse
            do {
                response = try sent.get()
            } catch let error as TransportError {
                // A request aborted because the build was cancelled is not retried.
                try Task.checkCancellation()
                if let reason = await health.failed(host, error, probe: probe) { throw HostDown(host: host, reason: reason) }
                switch error {
                case .failed, .unreachable, .timedOut: break
                default: throw error
                }
                guard attempt < settings.maxRetries, !probe else { throw error }
                attempt += 1
                await gate.pause(for: settings.backoff * (1 << (attempt - 1)))
                try await gate.waitTurn()
                continue
            }
            await health.answered(host)
            if let pause = policy.pauseAfter(response) { await gate.pause(for: min(pause, settings.maxRetryAfter)) }
            guard policy.isBusy(response) else { return response }
            if let wait = requestedWait(response), wait > settings.maxRetryAfter {
                // Asked to come back in hours: not this build. The host is left alone until the build ends.
                let reason = "asks to wait \(Self.describe(wait)) before the next request (Retry-After)"
                await health.markDown(host, reason)
                throw HostDown(host: host, reason: reason)
            }
            guard attempt < settings.maxRetries else {
                // Still busy: a failure, so a busy answer (Wikipedia's maxlag comes as HTTP 200) is never cached.
                throw FetchFailure("still busy after \(attempt + 1) tries (HTTP \(response.status))")
            }
            await gate.pause(for: retryDelay(response, attempt: attempt))
            attempt += 1
            try await gate.waitTurn()
        }
    }

    /// Retry-After when the server gives one (longer ones never reach here), else a back-off that doubles with each try.
    private func retryDelay(_ response: HTTPResponse, attempt: Int) -> Duration {
        if let wait = requestedWait(response) { return min(wait, settings.maxRetryAfter) }
        return settings.backoff * (1 << attempt)
    }

    /// The wait a Retry-After asks for: seconds, or an HTTP date.
    private func requestedWait(_ response: HTTPResponse) -> Duration? {
        guard let value = response.header("retry-after")?.trimmingCharacters(in: .whitespaces) else { return nil }
        if let seconds = Int(value) { return .seconds(max(0, seconds)) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        return .seconds(max(0, Int(date.timeIntervalSince(now()))))
    }

    package static func describe(_ duration: Duration) -> String {
        let seconds = Int(duration.components.seconds)
        if seconds >= 7200 { return "\(seconds / 3600) hours" }
        if seconds >= 120 { return "\(seconds / 60) minutes" }
        return "\(seconds) s"
    }

    private func validate(_ response: HTTPResponse, kind: BodyKind, policy: SourcePolicy) throws {
        let type = response.header("content-type")?.lowercased() ?? ""
        switch kind {
        case .json:
            guard type.isEmpty || policy.jsonContentTypes.contains(where: type.contains) else {
                throw FetchFailure("expected JSON, got \(type)")
            }
            guard let json = try? JSONSerialization.jsonObject(with: response.body) else {
                throw FetchFailure("malformed JSON")
            }
            if let error = policy.reportedError(json) { throw FetchFailure(error) }
        case .image:
            guard type.hasPrefix("image/") else { throw FetchFailure("expected an image, got \(type.isEmpty ? "no content type" : type)") }
            guard ImageFormat(response.body) != nil else { throw FetchFailure("the body is not a JPEG, PNG, GIF or WebP image") }
        }
    }

    /// The index key: source plus the URL relative to the source's base, query sorted, secrets dropped — so a
    /// cache filled through a mirror serves the public service too.
    public func cacheKey(_ source: SourceName, _ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return source.rawValue + ":" + url.absoluteString }
        let secret = policy(source).secretParameters
        let items = (components.queryItems ?? []).filter { !secret.contains($0.name) }
            .sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        components.queryItems = items.isEmpty ? nil : items
        let text = components.string ?? url.absoluteString
        let base = settings.sources.baseURL(source)
        if text.hasPrefix(base + "/") || text.hasPrefix(base + "?") {
            return source.rawValue + ":" + text.dropFirst(base.count)
        }
        return source.rawValue + ":" + text
    }

    /// Removes secrets from text meant for logs or the cache: the values given, and any source's secret
    /// parameters (whichever source the text came from).
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets { result = result.replacingOccurrences(of: secret, with: "[redacted]") }
        let names = Set(SourceRegistry.names.flatMap { policy($0).secretParameters }).sorted()
        for name in names {
            var parts = result.components(separatedBy: name + "=")
            for position in parts.indices.dropFirst() {
                let value = parts[position].prefix { $0 != "&" && $0 != " " && $0 != ")" }
                parts[position] = "[redacted]" + parts[position].dropFirst(value.count)
            }
            result = parts.joined(separator: name + "=")
        }
        return result
    }
}
