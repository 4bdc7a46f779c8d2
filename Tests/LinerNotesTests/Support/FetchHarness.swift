import Foundation
@testable import Build
@testable import Cache
@testable import Enrichment
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// A site whose sources point at a loopback fixture server serving `world`, on a virtual clock: spacing and
/// back-off take no real time, and the server stamps arrivals with the same clock.
final class FetchHarness: @unchecked Sendable {
    // @unchecked: `world` and `override` are set up before the server gets requests, and guarded by `lock` after.
    let site: TemporarySite
    let server: FixtureServer
    let clock = TestClock()
    private let lock = NSLock()
    private var _world: FixtureWorld
    private var _override: (@Sendable (FixtureServer.Request) -> FixtureServer.Response?)?

    var world: FixtureWorld {
        get { lock.withLock { _world } }
        set { lock.withLock { _world = newValue } }
    }

    /// Answers before the world does (faults: 503s, garbage, timeouts); nil passes the request on.
    var override: (@Sendable (FixtureServer.Request) -> FixtureServer.Response?)? {
        get { lock.withLock { _override } }
        set { lock.withLock { _override = newValue } }
    }

    init(extraSiteYAML: String = "", enabled: Set<SourceName> = Set(SourceRegistry.names)) throws {
        let box = WorldBox()
        server = try FixtureServer(clock: clock) { request in box.respond(request) }
        _world = FixtureWorld(server: server.baseURL)
        site = try TemporarySite(
            siteYAML: "title: Fetch Test\ncontact: tests@example.org\n" + FixtureWorld.sourcesYAML(server.baseURL, enabled: enabled) + extraSiteYAML)
        box.harness = self
    }

    static let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    /// A real PNG, square, sized by the number the tag ends with ("a500": 500 × 500), coloured by the tag.
    static func png(_ tag: String) -> Data { TestImage.png(tag: tag) }

    func respond(_ request: FixtureServer.Request) -> FixtureServer.Response {
        if let answer = override?(request) { return answer }
        return world.respond(request.path)
    }

    /// Builds with real HTTP (libcurl) to the fixture server, with each source's real spacing and back-off
    /// on the harness's virtual clock. `transport`: one of the test's own (one whose deadlines run on a clock it moves).
    @discardableResult
    func build(
        offline: Bool = false, refresh: FetchSettings.Refresh = .never, strict: Bool = false, lastfmKey: String? = nil,
        environment extra: [String: String] = [:], progress: ProgressReporter? = nil, fetchBudget: Duration? = nil, transport: (any HTTPTransport)? = nil,
        now: Date? = nil
    ) async throws -> SiteBuilder.Report {
        var environment = extra
        if let lastfmKey { environment["LINERNOTES_TEST_LASTFM_KEY"] = lastfmKey }
        var options = BuildOptions(
            siteDirectory: site.root, offline: offline, refresh: refresh, strict: strict, environment: environment,
            progress: progress, clock: clock)
        options.request.fetchBudget = fetchBudget
        if let now { options.seams.now = { now } }
        // Request deadlines and the minimum rate on a clock that never moves, unless the test brings a transport: on a
        // loaded machine a starved fixture server must not race the wall clock (libcurl's own 41 s still bounds it).
        options.seams.transport = LoopbackOnlyTransport(inner: transport ?? CurlTransport(clock: ManualClock()))
        return try await SiteBuilder(options: options).build()
    }

    func paths(prefix: String) -> [String] {
        server.requests.map(\.path).filter { $0.hasPrefix(prefix) }
    }

    var cache: CacheStore { CacheStore(root: site.root.appending(path: "cache")) }

    deinit {
        server.stop()
        site.remove()
    }
}

/// Lets the server's handler reach the harness created after it.
private final class WorldBox: @unchecked Sendable {
    // @unchecked: set once, before the first request can arrive.
    weak var harness: FetchHarness?
    func respond(_ request: FixtureServer.Request) -> FixtureServer.Response {
        harness?.respond(request) ?? .init(status: 500)
    }
}
