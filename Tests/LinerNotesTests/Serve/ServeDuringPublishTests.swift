import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Output
@testable import Serve

/// `serve` answers from the last whole site while a rebuild publishes: a page that exists never answers 404.
@Suite("serve while publishing")
struct ServeDuringPublishTests {
    @Test("Every page answers 200 at every step of publishing a rebuild: the folders exchanged, renamed, or the changed page moved in",
          arguments: ["exchange", "renames", "patch"])
    func noMissingPages(publish: String) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", notes: "First.")
        try site.album("b")
        let pages = ["/", "/albums/a/", "/albums/b/", "/404.html"]
        let port = Locked<Int?>(nil)
        let answers = Locked<[(PublishStep, String, Int)]>([])
        var build = BuildOptions(siteDirectory: site.root, offline: true)
        build.seams.publishExchanges = publish != "renames"
        build.seams.publishPatches = publish == "patch"
        build.seams.publishPause = { step in
            // Paused inside the build, between two steps of publishing: ask the server for every page.
            guard let port = port.withLock({ $0 }) else { return }
            for page in pages {
                let status = (try? RawHTTPClient(port: port).requestNow(page, method: "GET", headers: []).status) ?? 0
                answers.withLock { $0.append((step, page, status)) }
            }
        }
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewSession.BuildOutcome.self)
        var options = PreviewSession.Options(build: build, port: 0, polling: true, pollInterval: .milliseconds(20), settle: .milliseconds(20))
        options.onBuild = { continuation.yield($0) }
        options.log = { _ in }
        let session = try PreviewSession(options: options)
        let task = Task { await session.run() }
        var outcomes = stream.makeAsyncIterator()
        _ = await outcomes.next()  // the first build, before anything is served
        port.withLock { $0 = session.port }

        try site.album("a", notes: "Second.")
        let outcome = await outcomes.next()
        task.cancel()
        await task.value

        if case .failed(let message) = outcome { Issue.record("the rebuild failed: \(message)") }
        let seen = answers.withLock { $0 }
        #expect(Set(seen.map(\.0)).count == (publish == "renames" ? 6 : 5), "every step was paused at")
        for (step, page, status) in seen {
            #expect(status == 200, "\(page) answered \(status) at \(step)")
        }
        #expect(try site.read("albums/a/index.html").contains("Second."))
    }
}

@Suite("serve between sessions")
struct ServeSessionsTests {
    /// Runs one session until its first save is rebuilt; returns what it logged.
    static func session(_ site: TemporarySite, save: () throws -> Void) async throws -> [String] {
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewSession.BuildOutcome.self)
        let logged = Locked<[String]>([])
        var options = PreviewSession.Options(
            build: BuildOptions(siteDirectory: site.root, offline: true), port: 0, polling: true, pollInterval: .milliseconds(20),
            settle: .milliseconds(20))
        options.onBuild = { continuation.yield($0) }
        options.log = { line in logged.withLock { $0.append(line) } }
        let session = try PreviewSession(options: options)
        let task = Task { await session.run() }
        var outcomes = stream.makeAsyncIterator()
        _ = await outcomes.next()
        try save()
        _ = await outcomes.next()
        task.cancel()
        await task.value
        return logged.withLock { $0 }
    }

    @Test("The engine's state outlives a session: the next session starts without rendering, and its first save renders only the page it changed")
    func stateKeptAcrossSessions() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        for number in 1...6 { try site.album("album-\(number)", notes: "Notes \(number).") }
        let first = try await Self.session(site) { try site.album("album-1", notes: "Changed once.") }
        #expect(first.contains { $0.contains("(1 rendered, 1 written)") }, "\(first)")
        let second = try await Self.session(site) { try site.album("album-2", notes: "Changed in the second session.") }
        #expect(second.contains { $0.hasPrefix("Built ") && $0.contains(" 0 rendered) into ") }, "the second session's first build rendered pages: \(second)")
        #expect(second.contains { $0.contains("(1 rendered, 1 written)") }, "the second session rendered more than the page saved: \(second)")
        #expect(try site.read("albums/album-2/index.html").contains("Changed in the second session."))
    }
}
