import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Build
@testable import Content
@testable import Media
@testable import Rendering
@testable import Serve

/// `linernotes serve` on a copy of the demo site: a real server on a loopback port, real file edits, a real HTTP
/// client and an event stream as the page's script reads it.
@Suite("serve")
struct PreviewSessionTests {
    /// A copy of the demo site being served until `stop()`; `outcomes` yields each build's outcome.
    final class Served: @unchecked Sendable {
        let root: URL
        let session: PreviewSession
        let task: Task<Void, Never>
        var outcomes: AsyncStream<PreviewSession.BuildOutcome>.Iterator
        let client: RawHTTPClient

        init(polling: Bool = false, prepare: (URL) throws -> Void = { _ in }) async throws {
            root = FileManager.default.temporaryDirectory.appending(path: "linernotes-serve-\(UUID().uuidString)", directoryHint: .isDirectory)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for folder in ["content", "cache"] {
                try FileManager.default.copyItem(at: repositoryRoot.appending(path: folder), to: root.appending(path: folder))
            }
            try prepare(root)
            let (stream, continuation) = AsyncStream.makeStream(of: PreviewSession.BuildOutcome.self)
            var options = PreviewSession.Options(
                build: BuildOptions(siteDirectory: root, offline: true), port: 0, polling: polling, pollInterval: .milliseconds(20),
                settle: .milliseconds(20))
            options.onBuild = { continuation.yield($0) }
            session = try PreviewSession(options: options)
            task = Task { [session] in await session.run() }
            outcomes = stream.makeAsyncIterator()
            client = RawHTTPClient(port: session.port)
        }

        func nextOutcome() async -> PreviewSession.BuildOutcome? { await outcomes.next() }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = root.appending(path: path)
            // Written whole and renamed into place, as most editors save: an edit in place can be seen half-written
            // (an empty file for a moment), which the watcher may build before the rest arrives.
            try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
        }

        func stop() async {
            task.cancel()
            await task.value
            try? FileManager.default.removeItem(at: root)
        }
    }

    static func token(in html: String) -> String? {
        guard let range = html.range(of: "data-token=\"") else { return nil }
        return String(html[range.upperBound...].prefix { $0 != "\"" })
    }

    @Test("Pages are served with the reload script, which is never written into the site's files")
    func servesThePages() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        // A real HTTP client, as a browser would ask.
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(served.session.port)/")!)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 200)
        #expect(http.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
        let html = String(decoding: data, as: UTF8.self)
        #expect(html.contains("<script src=\"/__linernotes/live.js\""))
        #expect(html.hasSuffix("</script></body>\n</html>\n"))
        let onDisk = try String(contentsOf: served.root.appending(path: "public/index.html"), encoding: .utf8)
        #expect(!onDisk.contains("__linernotes"))
        #expect(html.replacingOccurrences(of: #"<script src="/__linernotes/live.js" data-token="[^"]*"></script>"#, with: "", options: .regularExpression) == onDisk)
        let script = try await served.client.request("/__linernotes/live.js")
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("new EventSource"))
        await served.stop()
    }

    @Test("The preview tells the owner what an album lacks and which file to edit; a published build never does")
    func ownerHints() async throws {
        let served = try await Served { root in
            try "---\ntitle: Bare Hint\nartist: Someone\n---\n".write(
                to: root.appending(path: "content/albums/bare-hint.md"), atomically: true, encoding: .utf8)
        }
        #expect(await served.nextOutcome() == .published)
        let page = try await served.client.request("/albums/bare-hint/")
        #expect(page.text.contains("No track list yet"))
        #expect(page.text.contains("No cover yet"))
        #expect(page.text.contains("content/albums/bare-hint.md"))
        await served.stop()
    }

    @Test("Editing an album's notes rebuilds the site and tells the open pages to reload")
    func editReloads() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let page = try await served.client.request("/albums/glass-ferns/index.html")
        #expect(page.status == 200)
        #expect(!page.text.contains("Written while the preview ran"))
        let token = try #require(Self.token(in: page.text))
        let events = try RawHTTPClient.EventStream(port: served.session.port, token: token)
        defer { events.close() }
        try served.edit("content/albums/glass-ferns.md") { $0 + "\nWritten while the preview ran.\n" }
        let newToken = try await events.next("reload")
        #expect(newToken != token)
        #expect(await served.nextOutcome() == .published)
        let after = try await served.client.request("/albums/glass-ferns/index.html")
        #expect(after.text.contains("Written while the preview ran."))
        #expect(Self.token(in: after.text) == newToken)
        await served.stop()
    }

    @Test("A page opened before a build finished reloads as soon as it connects")
    func stalePageReloads() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let events = try RawHTTPClient.EventStream(port: served.session.port, token: "an-old-page")
        defer { events.close() }
        #expect(try await !events.next("reload").isEmpty)
        await served.stop()
    }

    @Test("A failed build shows its error in the open pages, the last good site stays served, and fixing it reloads")
    func failedBuildOverlay() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let before = try await served.client.request("/albums/glass-ferns/index.html")
        let events = try RawHTTPClient.EventStream(port: served.session.port, token: try #require(Self.token(in: before.text)))
        defer { events.close() }
        let original = try String(contentsOf: served.root.appending(path: "content/albums/glass-ferns.md"), encoding: .utf8)
        try served.edit("content/albums/glass-ferns.md") { $0.replacingOccurrences(of: "\ntitle:", with: "\ntitle: [never closed\nyear:") }
        let message = try await events.next("failed")
        #expect(message.contains("content/albums/glass-ferns.md:"))
        #expect(message.contains("error:"))
        // The failing build's outcome (a build of an in-between state may come first).
        var failed = false
        for _ in 0..<3 where !failed {
            if case .failed = await served.nextOutcome() { failed = true }
        }
        guard failed else { Issue.record("the build should have failed"); return }
        let during = try await served.client.request("/albums/glass-ferns/index.html")
        #expect(during.status == 200)
        #expect(during.text.contains("Glass Ferns"))
        // A page opened now is shown the error at once.
        let late = try RawHTTPClient.EventStream(port: served.session.port, token: try #require(Self.token(in: during.text)))
        defer { late.close() }
        #expect(try await late.next("failed").contains("glass-ferns.md"))
        try original.write(to: served.root.appending(path: "content/albums/glass-ferns.md"), atomically: true, encoding: .utf8)
        _ = try await events.next("reload")
        #expect(await served.nextOutcome() == .published)
        await served.stop()
    }

    @Test("The polling watcher notices an edit too")
    func pollingWatcher() async throws {
        let served = try await Served(polling: true)
        #expect(await served.nextOutcome() == .published)
        let events = try RawHTTPClient.EventStream(port: served.session.port, token: try #require(Self.token(in: try await served.client.request("/").text)))
        defer { events.close() }
        try served.edit("content/artists/fjord-ensemble.md") { $0 + "\nPolled.\n" }
        _ = try await events.next("reload")
        #expect(try await served.client.request("/artists/fjord-ensemble/index.html").text.contains("Polled."))
        await served.stop()
    }

    @Test("A theme folder made while serving is watched: adding Templates/ rebuilds with it")
    func newTemplatesFolder() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let events = try RawHTTPClient.EventStream(port: served.session.port, token: try #require(Self.token(in: try await served.client.request("/").text)))
        defer { events.close() }
        let templates = served.root.appending(path: "Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let base = String(decoding: try #require(DefaultTheme.files["base.mustache"]), as: UTF8.self)
        try base.replacingOccurrences(of: "</footer>", with: "<p>Theme edited while serving</p></footer>")
            .write(to: templates.appending(path: "base.mustache"), atomically: true, encoding: .utf8)
        _ = try await events.next("reload")
        var text = try await served.client.request("/").text
        // The folder and the file may arrive as two changes; the second build follows the first.
        if !text.contains("Theme edited while serving") {
            #expect(await served.nextOutcome() == .published)
            _ = await served.nextOutcome()
            text = try await served.client.request("/").text
        }
        #expect(text.contains("Theme edited while serving"))
        await served.stop()
    }

    @Test("The wantlist a first sync writes beside a preview shows at once: .linernotes/ made while serving is watched")
    func firstWantlist() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        #expect(try await served.client.request("/wantlist/index.html").status == 404)
        let events = try RawHTTPClient.EventStream(port: served.session.port, token: try #require(Self.token(in: try await served.client.request("/").text)))
        defer { events.close() }
        let state = served.root.appending(path: ".linernotes")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data(contentsOf: repositoryRoot.appending(path: WantlistFile.path)).write(to: state.appending(path: "wantlist.json"), options: .atomic)
        _ = try await events.next("reload")
        var page = try await served.client.request("/wantlist/index.html")
        // The folder and the file may arrive as two changes; the second build follows the first.
        if page.status != 200 {
            #expect(await served.nextOutcome() == .published)
            _ = await served.nextOutcome()
            page = try await served.client.request("/wantlist/index.html")
        }
        #expect(page.status == 200 && page.text.contains("Harbour Songs"))
        await served.stop()
    }

    @Test("Content types: calendar files, scripts, SVG and audio, with byte ranges for seeking")
    func contentTypes() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let client = served.client
        #expect(try await client.request("/concerts/2023-07-summer-pier/2023-07-summer-pier.ics").headers["content-type"] == "text/calendar; charset=utf-8")
        #expect(try await client.request("/assets/style.css").headers["content-type"] == "text/css; charset=utf-8")
        #expect(try await client.request("/assets/search.js").headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(try await client.request("/assets/favicon.svg").headers["content-type"] == "image/svg+xml")
        let audio = try await client.request("/playlists/field-sketches/1.wav")
        #expect(audio.headers["content-type"] == "audio/wav")
        #expect(audio.headers["accept-ranges"] == "bytes")
        let onDisk = try Data(contentsOf: served.root.appending(path: "public/playlists/field-sketches/1.wav"))
        #expect(audio.body == onDisk)
        let part = try await client.request("/playlists/field-sketches/1.wav", headers: ["Range: bytes=100-199"])
        #expect(part.status == 206)
        #expect(part.headers["content-range"] == "bytes 100-199/\(onDisk.count)")
        #expect(part.body == onDisk[100..<200])
        #expect(try await client.request("/playlists/field-sketches/1.wav", headers: ["Range: bytes=\(onDisk.count)-"]).status == 416)
        let head = try await client.request("/index.html", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(Int(head.headers["content-length"] ?? "") ?? 0 > 1000)
        #expect(try await client.request("/", method: "POST").status == 405)
        #expect(try await client.request("/", headers: ["X-Big: " + String(repeating: "a", count: 20_000)]).status == 431)
        #expect(try await client.request("/albums").headers["location"] == "/albums/")
        await served.stop()
    }

    @Test("Unknown paths get the site's 404 page, which still finds its stylesheet from any depth")
    func notFound() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let missing = try await served.client.request("/albums/no-such-album/deeper/")
        #expect(missing.status == 404)
        #expect(missing.text.contains("<base href=\"/\">"))
        #expect(missing.text.contains("assets/style.css"))
        await served.stop()
    }

    @Test("Nothing outside the output folder is served: .., encoded slashes, dot files, symbolic links out")
    func staysInsideTheSite() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        // A file the site must never give away, next to the output folder.
        try "secret-marker".write(to: served.root.appending(path: "secret.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: served.root.appending(path: "public/assets/leak.txt").path, withDestinationPath: served.root.appending(path: "secret.txt").path)
        for path in [
            "/../secret.txt", "/assets/../../secret.txt", "/%2e%2e/secret.txt", "/assets/%2e%2e/%2e%2e/secret.txt",
            "/assets/..%2f..%2fsecret.txt", "/assets%2f..%2f..%2fsecret.txt", "/..%5csecret.txt", "/assets/leak.txt",
            "/.public.linernotes/manifest.json", "/../content/site.yml", "//secret.txt", "/assets/%00",
        ] {
            let response = try await served.client.request(path)
            #expect(response.status == 404 || response.status == 400, "\(path) gave \(response.status)")
            #expect(!response.text.contains("secret-marker"), "\(path) leaked the file")
        }
        try FileManager.default.removeItem(at: served.root.appending(path: "public/assets/leak.txt"))
        await served.stop()
    }

    @Test("A port already taken is refused with a message saying what to do; a stopped session lets its port go")
    func portInUse() async throws {
        let served = try await Served()
        #expect(await served.nextOutcome() == .published)
        let port = served.session.port
        #expect(throws: ServeError.portInUse(host: "127.0.0.1", port: port)) {
            try PreviewSession(options: .init(build: BuildOptions(siteDirectory: served.root, offline: true), port: port))
        }
        #expect(ServeError.portInUse(host: "127.0.0.1", port: port).description.contains("--port"))
        await served.stop()
        #expect(throws: RawHTTPClient.Failure.self) { try RawHTTPClient.Connection(port: port) }
        // Taken back at once.
        let again = try PreviewSession(options: .init(build: BuildOptions(siteDirectory: served.root, offline: true), port: port))
        #expect(again.port == port)
    }
}
