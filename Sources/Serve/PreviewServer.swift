import Foundation
import Output
import Build
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The HTTP side of `serve`: answers GET and HEAD with the built site's files (HTML with the live-reload script
/// added), the site's 404 page for anything else, and keeps event streams open for `LiveReload`.
final class PreviewServer: Sendable {
    let listener: HTTPListener
    package let resolver: SiteFileResolver
    package let live: LiveReload
    /// How long a client may take to send its request head (from connecting), or to accept a chunk of the answer.
    package let timeout: Duration
    /// How many connections may wait at once for their heads; past that the oldest is closed.
    package let waitingLimit: Int
    /// What times the request heads.
    private let clock: any Clock<Duration>
    /// Told of each page sent, so a rebuild makes the pages being looked at first.
    private let viewed: ViewedPages?

    /// The largest request head answered; a browser's is a few hundred bytes.
    static let headLimit = 16 * 1024

    package init(
        host: String, port: Int, root: URL, live: LiveReload, timeout: Duration = .seconds(10), waitingLimit: Int = 1024,
        clock: any Clock<Duration> = ContinuousClock(), viewed: ViewedPages? = nil
    ) throws {
        self.viewed = viewed
        listener = try HTTPListener(host: host, port: port)
        resolver = SiteFileResolver(root: root, whileSwapping: SitePublisher.previousSite(of: root))
        self.live = live
        self.timeout = timeout
        self.waitingLimit = waitingLimit
        self.clock = clock
    }

    package var port: Int { listener.port }

    package func start() {
        let limits = HTTPListener.Limits(headerTimeout: timeout, headLimit: Self.headLimit, waiting: waitingLimit)
        listener.start(limits: limits, timeout: timeout, clock: clock) { [self] socket, head in handle(socket, head: head) }
    }

    func stop() {
        listener.stop()
        live.closeAll()
    }

    package func handle(_ socket: HTTPSocket, head received: HTTPListener.Head) {
        guard case .complete(let head) = received else {
            return respond(socket, status: 431, text: "Request header fields too large\n", head: false, drain: true)
        }
        guard let request = try? PreviewRequest(head: head) else { return respond(socket, status: 400, text: "Bad request\n", head: false, drain: true) }
        let headOnly = request.method == "HEAD"
        guard request.method == "GET" || headOnly else {
            return respond(socket, status: 405, text: "Only GET and HEAD\n", head: false, extra: ["Allow: GET, HEAD"], drain: true)
        }
        switch request.path {
        case LiveReloadScript.scriptPath:
            return respond(socket, status: 200, body: Array(LiveReloadScript.source.utf8), type: MediaType.of("live.js"), head: headOnly)
        case LiveReloadScript.eventsPath:
            if headOnly { return respond(socket, status: 200, body: [], type: "text/event-stream", head: true) }
            return live.connect(socket, pageToken: request.queryValue("token"))
        default:
            break
        }
        switch resolver.resolve(request.path, query: request.query) {
        case .file(let path):
            sendFile(socket, path: path, status: 200, request: request)
        case .redirect(let location):
            respond(socket, status: 301, text: "Moved to \(location)\n", head: headOnly, extra: ["Location: \(location)"])
        case .badRequest:
            respond(socket, status: 400, text: "Bad request\n", head: headOnly)
        case .notFound:
            if let page = resolver.notFoundPage {
                sendFile(socket, path: page, status: 404, request: request)
            } else {
                respond(socket, status: 404, text: "Not found\n", head: headOnly)
            }
        }
    }

    /// A file of the site: HTML read whole and given the reload script; anything else streamed, with byte ranges
    /// (an audio player seeks with them).
    private func sendFile(_ socket: HTTPSocket, path: String, status: Int, request: PreviewRequest) {
        let type = MediaType.of(path)
        let headOnly = request.method == "HEAD"
        if type.hasPrefix("text/html") {
            guard let data = FileManager.default.contents(atPath: path) else { return respond(socket, status: 404, text: "Not found\n", head: headOnly) }
            if status == 200, let viewed, path.hasPrefix(resolver.root.path + "/") { viewed.viewed(String(path.dropFirst(resolver.root.path.count + 1))) }
            var html = LiveReloadScript.inject(into: [UInt8](data), token: live.token)
            if status == 404 { html = LiveReloadScript.rebase(html) }
            return respond(socket, status: status, body: html, type: type, head: headOnly)
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return respond(socket, status: 404, text: "Not found\n", head: headOnly) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return respond(socket, status: 404, text: "Not found\n", head: headOnly) }
        let size = Int(info.st_size)
        var range = 0..<size
        var code = status
        var extra = ["Accept-Ranges: bytes"]
        if status == 200, let header = request.headers["range"] {
            switch ByteRange.parse(header, size: size) {
            case .whole:
                break
            case .part(let part):
                range = part
                code = 206
                extra.append("Content-Range: bytes \(part.lowerBound)-\(part.upperBound - 1)/\(size)")
            case .unsatisfiable:
                return respond(socket, status: 416, text: "Range not satisfiable\n", head: headOnly, extra: ["Content-Range: bytes */\(size)"])
            }
        }
        guard socket.write(Self.head(status: code, type: type, length: range.count, extra: extra)) else { return socket.close() }
        if !headOnly {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            var offset = range.lowerBound
            while offset < range.upperBound {
                let want = min(buffer.count, range.upperBound - offset)
                let got = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, want, off_t(offset)) }
                if got <= 0 || !socket.write(buffer[0..<got]) { break }
                offset += got
            }
        }
        socket.close()
    }

    private func respond(_ socket: HTTPSocket, status: Int, text: String, head: Bool, extra: [String] = [], drain: Bool = false) {
        respond(socket, status: status, body: Array(text.utf8), type: "text/plain; charset=utf-8", head: head, extra: extra, drain: drain)
    }

    private func respond(_ socket: HTTPSocket, status: Int, body: [UInt8], type: String, head: Bool, extra: [String] = [], drain: Bool = false) {
        if socket.write(Self.head(status: status, type: type, length: body.count, extra: extra)), !head {
            socket.write(body)
        }
        if drain { socket.closeAfterDraining() } else { socket.close() }
    }

    package static func head(status: Int, type: String, length: Int, extra: [String]) -> String {
        // A preview must never be cached: the next build changes the files under the same names.
        (["HTTP/1.1 \(status) \(reason(status))", "Content-Type: \(type)", "Content-Length: \(length)", "Cache-Control: no-store",
          "X-Content-Type-Options: nosniff", "Connection: close"] + extra).joined(separator: "\r\n") + "\r\n\r\n"
    }

    package static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 416: "Range Not Satisfiable"
        case 431: "Request Header Fields Too Large"
        default: "Status"
        }
    }
}
