import Foundation

/// A cached or fetched answer.
public struct Fetched: Sendable {
    public var status: Int
    public var body: Data
    /// The URL that answered (secrets removed).
    public var url: String
    public var contentType: String?
    public var fromCache: Bool
}

/// What a lookup got: an answer (fresh or cached), or nothing at all (offline with an empty cache, or a failure
/// with nothing cached).
public enum FetchOutcome: Sendable {
    case answer(Fetched)
    case unavailable
}

/// The kind of body a request must return; anything else (an HTML error page where an image should be) is a failure.
public enum BodyKind: Sendable {
    case json
    case image

    var accept: String { self == .json ? "application/json" : "image/*" }
}

/// The polite, cache-first HTTP client every source goes through: one User-Agent, per-host spacing, retries
/// with back-off, size caps, and the cache as the fallback when anything fails.
public struct Fetcher: Sendable {
    let transport: any HTTPTransport
    let index: CacheIndex
    let objects: ObjectStore
    public let settings: FetchSettings
    public let stats: FetchStats
    let gates = GateRegistry()
    /// Values never to be written anywhere (API keys).
    let secrets: [String]
    let now: @Sendable () -> Date

    public init(
        transport: any HTTPTransport, cache: CacheStore, settings: FetchSettings, secrets: [String] = [],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.transport = transport
        self.index = cache.index
        self.objects = cache.objects
        self.settings = settings
        self.stats = FetchStats()
        self.secrets = secrets.filter { !$0.isEmpty }
        self.now = now
    }

    /// GETs `url` for `source`, cache first.
    public func get(_ source: SourceName, _ url: URL, kind: BodyKind) async -> FetchOutcome {
        let key = cacheKey(source, url)
        let entry = await index.entry(key)
        var cached: Fetched?
        if let entry, let body = objects.get(entry.object) {
            cached = Fetched(status: entry.status, body: body, url: entry.url, contentType: entry.contentType, fromCache: true)
        }
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
        var headers = ["User-Agent": settings.userAgent, "Accept": kind.accept]
        if cached != nil, let entry {
            if let etag = entry.etag { headers["If-None-Match"] = etag }
            if let lastModified = entry.lastModified { headers["If-Modified-Since"] = lastModified }
        }
        do {
            let response = try await send(source, url, headers: headers, kind: kind)
            if response.status == 304, let cached, var entry {
                entry.fetched = now()
                await index.record(key, entry)
                await stats.hit(source)
                return .answer(cached)
            }
            guard response.status == 200 || response.status == 404 else {
                throw FetchFailure("HTTP \(response.status)")
            }
            if response.status == 200 { try validate(response, kind: kind, source: source) }
            let hash = try objects.put(response.body)
            let finalURL = redact(response.url.absoluteString)
            await index.record(
                key,
                CacheIndex.Entry(
                    object: hash, status: response.status, fetched: now(), etag: response.header("etag"),
                    lastModified: response.header("last-modified"), url: finalURL, contentType: response.header("content-type")))
            await stats.fetched(source)
            return .answer(Fetched(status: response.status, body: response.body, url: finalURL, contentType: response.header("content-type"), fromCache: false))
        } catch {
            await stats.failure(source, "\(redact(url.absoluteString)): \(redact(String(describing: error)))")
            if let cached { return .answer(cached) }
            return .unavailable
        }
    }

    /// Sends through the host's gate, retrying busy answers (429, 5xx, Wikipedia's maxlag) with back-off.
    private func send(_ source: SourceName, _ url: URL, headers: [String: String], kind: BodyKind) async throws -> HTTPResponse {
        let host = "\(source.rawValue)|\(url.host ?? "")|\(url.port ?? 0)"
        let gate = await gates.gate(for: host, interval: settings.spacing[source] ?? .milliseconds(250))
        await gate.acquire()
        let request = HTTPRequest(
            url: url, headers: headers, timeout: settings.timeout,
            maxBodyBytes: kind == .json ? settings.maxJSONBytes : settings.maxImageBytes)
        var attempt = 0
        while true {
            await stats.request(source)
            do {
                let response = try await transport.send(request)
                if let delay = retryDelay(response, source: source, attempt: attempt) {
                    guard attempt < settings.maxRetries else {
                        // Still busy: a failure, so the busy answer (Wikipedia's maxlag comes as HTTP 200) is never cached.
                        await gate.release()
                        throw FetchFailure("still busy after \(attempt + 1) tries (HTTP \(response.status))")
                    }
                    attempt += 1
                    await gate.pause(for: delay)
                    continue
                }
                await gate.release()
                return response
            } catch let error as TransportError {
                if case .failed = error, attempt < settings.maxRetries {
                    attempt += 1
                    await gate.pause(for: settings.backoff * (1 << (attempt - 1)))
                    continue
                }
                await gate.release()
                throw error
            } catch {
                await gate.release()
                throw error
            }
        }
    }

    /// How long to wait before asking again, or nil when the answer is final.
    private func retryDelay(_ response: HTTPResponse, source: SourceName, attempt: Int) -> Duration? {
        var busy = [429, 500, 502, 503, 504].contains(response.status)
        if source == .itunes && response.status == 403 { busy = true }  // iTunes throttles with 403
        if source == .wikipedia && response.status == 200 && response.header("retry-after") != nil,
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any],
            (json["error"] as? [String: Any])?["code"] as? String == "maxlag"
        {
            busy = true
        }
        guard busy else { return nil }
        if let value = response.header("retry-after"), let seconds = Int(value.trimmingCharacters(in: .whitespaces)) {
            return min(.seconds(max(0, seconds)), settings.maxRetryAfter)
        }
        return settings.backoff * (1 << attempt)
    }

    private func validate(_ response: HTTPResponse, kind: BodyKind, source: SourceName) throws {
        let type = response.header("content-type")?.lowercased() ?? ""
        switch kind {
        case .json:
            guard type.isEmpty || type.contains("json") || type.contains("javascript") else {
                throw FetchFailure("expected JSON, got \(type)")
            }
            guard let json = try? JSONSerialization.jsonObject(with: response.body) else {
                throw FetchFailure("malformed JSON")
            }
            // Last.fm reports errors with HTTP 200; only "not found" (6) is an answer worth keeping.
            if source == .lastfm, let code = (json as? [String: Any])?["error"], LastFMClient.number(code) != 6 {
                throw FetchFailure("Last.fm error \(code): \((json as? [String: Any])?["message"] as? String ?? "")")
            }
        case .image:
            guard type.hasPrefix("image/") else { throw FetchFailure("expected an image, got \(type.isEmpty ? "no content type" : type)") }
            guard ImageFormat(response.body) != nil else { throw FetchFailure("the body is not a JPEG, PNG, GIF or WebP image") }
        }
    }

    /// The index key: source plus the URL relative to the source's base, query sorted, secrets dropped — so a
    /// cache filled through a mirror serves the public service too.
    public func cacheKey(_ source: SourceName, _ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return source.rawValue + ":" + url.absoluteString }
        let items = (components.queryItems ?? []).filter { $0.name != "api_key" }
            .sorted { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
        components.queryItems = items.isEmpty ? nil : items
        let text = components.string ?? url.absoluteString
        let base = settings.sources.endpoint(source).baseURL
        if text.hasPrefix(base + "/") || text.hasPrefix(base + "?") {
            return source.rawValue + ":" + text.dropFirst(base.count)
        }
        return source.rawValue + ":" + text
    }

    /// Removes API keys from text meant for logs or the cache.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets { result = result.replacingOccurrences(of: secret, with: "[redacted]") }
        if let range = result.range(of: "api_key=") {
            let end = result[range.upperBound...].firstIndex(where: { $0 == "&" || $0 == " " || $0 == ")" }) ?? result.endIndex
            result.replaceSubrange(range.upperBound..<end, with: "[redacted]")
        }
        return result
    }
}

struct FetchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One gate per source and host, made on first use.
actor GateRegistry {
    private var gates: [String: HostGate] = [:]

    func gate(for host: String, interval: Duration) -> HostGate {
        if let gate = gates[host] { return gate }
        let gate = HostGate(interval: interval)
        gates[host] = gate
        return gate
    }
}

/// The image formats a cover may have, recognised by their first bytes.
public enum ImageFormat: String, Sendable {
    case jpeg = "jpg", png, gif, webp

    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if bytes.starts(with: [0x47, 0x49, 0x46, 0x38]) {
            self = .gif
        } else if bytes.count >= 12, bytes.starts(with: [0x52, 0x49, 0x46, 0x46]), Array(bytes[8..<12]) == [0x57, 0x45, 0x42, 0x50] {
            self = .webp
        } else {
            return nil
        }
    }
}
