import Foundation
import Testing
@testable import Build
@testable import Enrichment
@testable import Rendering

/// Not a test of speed (nothing here asserts a time): `bench/cold-fetch` runs it to measure a cold build of the
/// demo against a loopback server with the real per-host spacing, then a warm rebuild.
@Suite("Cold fetch benchmark", .enabled(if: ProcessInfo.processInfo.environment["LINERNOTES_BENCH"] == "1"))
struct ColdFetchBenchmark {
    @Test("Cold then warm build of the demo against the fixture server, with polite spacing")
    func coldThenWarm() async throws {
        let box = ServerWorld()
        let server = try FixtureServer { box.world?.respond($0.path) ?? .init(status: 500) }
        defer { server.stop() }
        box.world = try DemoWorld.make(server: server.baseURL)
        let site = FileManager.default.temporaryDirectory.appending(path: "linernotes-bench-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.copyItem(at: repositoryRoot.appending(path: "content"), to: site.appending(path: "content"))
        let config = site.appending(path: "content/site.yml")
        try (String(contentsOf: config, encoding: .utf8) + "\n" + FixtureWorld.sourcesYAML(server.baseURL)).write(to: config, atomically: true, encoding: .utf8)

        let options = BuildOptions(siteDirectory: site, strict: true, environment: [:], progress: ProgressReporter.standardError())
        let cold = try await SiteBuilder(options: options).build()
        let albums = cold.albums
        let byHost = Dictionary(grouping: server.requests, by: { String($0.path.split(separator: "/").first ?? "") }).mapValues(\.count)
        print("cold build: \(String(format: "%.1f", cold.seconds)) s, \(server.requests.count) HTTP requests for \(albums) albums and \(cold.artists) artists (\(String(format: "%.1f", Double(server.requests.count) / Double(albums))) per album); by service: \(byHost.sorted { $0.key < $1.key })")
        print(cold.fetchSummary)
        let before = server.requests.count
        let warm = try await SiteBuilder(options: options).build()
        print("warm rebuild: \(String(format: "%.2f", warm.seconds)) s, \(server.requests.count - before) HTTP requests")
        #expect(warm.requests == 0)
    }
}

private final class ServerWorld: @unchecked Sendable {
    // @unchecked: set once before the first request.
    var world: FixtureWorld?
}
