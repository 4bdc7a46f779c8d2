import Foundation
import Testing
@testable import Build
@testable import Model

/// `linernotes check --matches` and the warning for an ambiguous match, on a real search answer
/// (`mb-search-release-drivers-license.json`) served by the loopback fixture server.
@Suite("Why this release")
struct MatchReportTests {
    /// A harness answering every release search with the recorded answer, and each release lookup with that
    /// release as the search gave it.
    func harness() throws -> FetchHarness {
        let harness = try FetchHarness(enabled: [.musicbrainz])
        let search = try Recorded.data("mb-search-release-drivers-license.json")
        let tree = try #require(try JSONSerialization.jsonObject(with: search) as? [String: Any])
        var releases: [String: Data] = [:]
        for case var release as [String: Any] in tree["releases"] as? [Any] ?? [] {
            release.removeValue(forKey: "score")
            releases[release["id"] as? String ?? ""] = try JSONSerialization.data(withJSONObject: release)
        }
        let answers = releases
        harness.override = { request in
            if request.path.hasPrefix("/mb/ws/2/release?") { return Recorded.json(search) }
            if request.path.hasPrefix("/mb/ws/2/release/") {
                return answers[String(request.path.dropFirst("/mb/ws/2/release/".count).prefix { $0 != "?" })].map(Recorded.json)
            }
            return nil
        }
        try harness.site.album("jxdn", title: "drivers license", artist: "jxdn", extra: "year: 2021\n")
        try harness.site.album("olivia", title: "drivers license", artist: "Olivia Rodrigo", extra: "label: Geffen Records\ncatalog: \"0602435848211\"\n")
        try harness.site.album("pinned", title: "drivers license", artist: "Olivia Rodrigo", extra: "mbid: 8cc04d41-26ae-4736-8a53-a2653e25dc2e\n")
        return harness
    }

    @Test("build and check warn once about the ambiguous album, naming its file and the mbid to pin")
    func ambiguousWarning() async throws {
        let harness = try harness()
        let report = try await harness.build()
        let warnings = report.warnings.filter { $0.message.contains("ambiguous match") }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.file == "content/albums/jxdn.md" && warning.severity == .warning)
        #expect(warning.message.contains("add `mbid: 75bc4628-73c9-4069-b99d-8c35c8c8ec76` to the file to keep this release"))
        #expect(warning.message.contains("`mbid: af1cc413-b88e-4eb7-bb35-9b1711d51bc3` if yours is the runner-up"))
        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: harness.site.root)).check()
        #expect(check.warnings.filter { $0.message.contains("ambiguous match") } == warnings)
    }

    @Test("check --matches lists each album found by search: the release chosen, why, and the runner-up; not a pinned one")
    func matchesListed() async throws {
        let harness = try harness()
        try await harness.build()
        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: harness.site.root)).check()
        #expect(check.matches.albums.map(\.file) == ["content/albums/jxdn.md", "content/albums/olivia.md"])
        #expect(check.matches.description == Self.expected)
    }

    @Test("The command: check --matches prints the list after the notes, the warning goes to stderr, and plain check leaves the list out")
    func command() async throws {
        let harness = try harness()
        try await harness.build()
        let binary = try LinerNotesBinary.locate()
        let listed = try await binary.run(["check", "--site", harness.site.root.path, "--matches"])
        #expect(listed.status == 0)
        #expect(listed.output.contains(Self.expected + "\nOK: 3 albums"))
        #expect(listed.errors.components(separatedBy: "ambiguous match").count == 2)
        let plain = try await binary.run(["check", "--site", harness.site.root.path])
        #expect(plain.status == 0 && !plain.output.contains("runner-up"))
        #expect(plain.errors.contains("content/albums/jxdn.md: warning: ambiguous match"))
    }

    static let expected = """
        2 albums identified without an mbid (2 by search, 0 through Discogs), 1 ambiguous

        content/albums/jxdn.md  [AMBIGUOUS]
          found by: search, 2 releases fitting title and artist
          chosen:    "drivers license" · 2021-01-19 · XW · Digital Media · DTA Records · 6 tracks · mbid 75bc4628-73c9-4069-b99d-8c35c8c8ec76
            why:     score 100; title agrees (drivers license); artist agrees (jxdn); year agrees (2021-01-19); penalty 0; fits as well as the runner-up and is just as early (the first by mbid)
          runner-up: "drivers license" · 2021-01-19 · XW · Digital Media · DTA Records · 1 track · mbid af1cc413-b88e-4eb7-bb35-9b1711d51bc3
            scores:  score 100; title agrees (drivers license); artist agrees (jxdn); year agrees (2021-01-19); penalty 0
          ambiguous: the runner-up fits what you wrote as well, and would make another page (another release group, 1 track instead of 6); add `mbid: 75bc4628-73c9-4069-b99d-8c35c8c8ec76` to the file to keep this release, or `mbid: af1cc413-b88e-4eb7-bb35-9b1711d51bc3` if yours is the runner-up

        content/albums/olivia.md
          found by: search, 6 releases fitting title and artist
          chosen:    "drivers license" · 2021-04-02 · AT · CD · Geffen Records 0602435848211 · 3 tracks · mbid a3bfff70-fca0-4c0f-bc9a-73d5d193b48e
            why:     score 100; title agrees (drivers license); artist agrees (Olivia Rodrigo); label agrees (Geffen Records); catalogue number agrees (0602435848211); penalty 0; fits what you wrote better than the runner-up (penalty 0 against 1)
          runner-up: "drivers license" · 2021-01-08 · XW · Digital Media · Olivia Rodrigo PS · 1 track · mbid 2f147a4b-7a77-4f5e-a1f3-346f54c5879a
            scores:  score 100; title agrees (drivers license); artist agrees (Olivia Rodrigo); label differs (you wrote Geffen Records, it has Olivia Rodrigo PS); catalogue number differs (you wrote 0602435848211, it has none); penalty 1
        """
}
