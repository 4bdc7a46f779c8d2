import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Output

/// A reader, and a kill, only ever find a whole site in `public/`: old or new, never neither, never a mix.
@Suite("Publishing whole")
struct WholeSitePublishingTests {
    /// What a test saw at one step of publishing: the live output's files, and a copy of the whole site folder as a
    /// kill at that moment would have left it.
    struct Seen: Sendable {
        let step: PublishStep
        let live: [String: Data]?
        let killedHere: URL
    }

    @Test("Exchanged: at every step the output is the old or the new site, and a kill at any step leaves a whole one",
          arguments: [true, false])
    func everyStep(exchanges: Bool) async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", title: "Old A", notes: "Old notes.")
        try site.album("gone")
        try await site.build()
        let old = try Self.files(site.output)

        try site.album("a", title: "New A", notes: "New notes.")
        try FileManager.default.removeItem(at: site.root.appending(path: "content/albums/gone.md"))
        try site.album("added")
        let kills = site.root.deletingLastPathComponent().appending(path: "kills-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: kills) }
        let seen = Locked<[Seen]>([])
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.seams.publishExchanges = exchanges
        options.seams.publishPatches = false
        options.seams.publishPause = Self.recordSteps(of: site, copiesIn: kills, into: seen)
        let report = try await SiteBuilder(options: options).build()
        let new = try Self.files(site.output)
        #expect(new != old)
        #expect(new.keys.contains("albums/added/index.html") && !new.keys.contains("albums/gone/index.html"))

        let steps = seen.withLock { $0 }
        let expected: [PublishStep] = exchanges
            ? [.staged, .manifestPrepared, .swapped, .manifestPromoted, .previousRemoved]
            : [.staged, .manifestPrepared, .betweenRenames, .swapped, .manifestPromoted, .previousRemoved]
        #expect(steps.map(\.step) == expected)
        for moment in steps {
            if moment.step == .betweenRenames {
                // The one moment two renames leave no site: why the exchange is used wherever the filesystem allows.
                #expect(moment.live == nil)
            } else {
                #expect(moment.live == old || moment.live == new, "at \(moment.step) the output was neither the old site nor the new")
            }
            // The kill: what the next build (here `check`, which writes no site) finds is a whole site, old or new.
            let killedOutput = moment.killedHere.appending(path: "public", directoryHint: .isDirectory)
            if exchanges {
                #expect(try Self.files(killedOutput) == old || Self.files(killedOutput) == new, "killed at \(moment.step)")
            }
            _ = try await SiteBuilder(options: BuildOptions(siteDirectory: moment.killedHere, offline: true)).check()
            let recovered = try Self.files(killedOutput)
            #expect(recovered == old || recovered == new, "killed at \(moment.step), then checked")
            // And the next build there publishes the new site (a copy of a site builds: see `copiedSiteBuilds`).
            _ = try await SiteBuilder(options: BuildOptions(siteDirectory: moment.killedHere, offline: true)).build()
            #expect(try Self.files(killedOutput) == new)
        }
        let notes = report.warnings.map(\.message).filter { $0.contains("cannot exchange two folders") }
        #expect(notes.count == (exchanges ? 0 : 1))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.appending(path: ".public.linernotes").path).sorted()
            == ["engine", "lock", "manifest.json", "parsed", "search", "state.json"])
    }

    @Test("Patched: few files changed are moved in one by one; a kill at any step leaves the old site, or one the next command finishes")
    func patchedEveryStep() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", title: "Old A", notes: "Old notes.")
        try site.album("b", title: "B", notes: "B's notes.")
        try site.album("gone")
        // By other artists: an album's page lists the others by its artist, which the edit below changes.
        for number in 1...12 { try site.album("other-\(number)", title: "Other \(number)", artist: "Other Artist \(number)") }
        try await site.build()
        let old = try Self.files(site.output)
        let oldFolder = OutputRecord.identity(of: site.output)

        // One album's notes change (one page) and one album goes (its pages, and the lists that named it).
        try site.album("a", title: "Old A", notes: "New notes.")
        try FileManager.default.removeItem(at: site.root.appending(path: "content/albums/gone.md"))
        let kills = site.root.deletingLastPathComponent().appending(path: "kills-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: kills) }
        let seen = Locked<[Seen]>([])
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.seams.publishPause = Self.recordSteps(of: site, copiesIn: kills, into: seen)
        let report = try await SiteBuilder(options: options).build()
        let new = try Self.files(site.output)
        #expect(new["albums/a/index.html"] != old["albums/a/index.html"])
        #expect(old.keys.contains("albums/gone/index.html") && !new.keys.contains("albums/gone/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output.appending(path: "albums/gone").path), "the folder a deleted album leaves empty goes too")
        // Patched, not swapped: the output is the same folder, and only what changed was written.
        #expect(OutputRecord.identity(of: site.output) == oldFolder)
        #expect(report.written < new.count / 2)

        let steps = seen.withLock { $0 }
        #expect(steps.map(\.step) == [.staged, .manifestPrepared, .swapped, .manifestPromoted, .previousRemoved])
        for moment in steps {
            #expect(moment.live == old || moment.live == new, "at \(moment.step) the output was neither the old site nor the new")
            let killedOutput = moment.killedHere.appending(path: "public", directoryHint: .isDirectory)
            _ = try await SiteBuilder(options: BuildOptions(siteDirectory: moment.killedHere, offline: true)).check()
            let recovered = try Self.files(killedOutput)
            // Killed once the journal is written (from the manifest's step on), the next command finishes the patch.
            #expect(recovered == (moment.step == .staged ? old : new), "killed at \(moment.step), then checked")
            _ = try await SiteBuilder(options: BuildOptions(siteDirectory: moment.killedHere, offline: true)).build()
            #expect(try Self.files(killedOutput) == new)
            #expect(try FileManager.default.contentsOfDirectory(atPath: moment.killedHere.appending(path: ".public.linernotes").path).sorted()
                == ["engine", "lock", "manifest.json", "parsed", "search", "state.json"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.appending(path: ".public.linernotes").path).sorted()
            == ["engine", "lock", "manifest.json", "parsed", "search", "state.json"])
        // And the next build finds nothing to do.
        #expect(try await SiteBuilder(options: BuildOptions(siteDirectory: site.root, offline: true)).build().upToDate)
    }

    @Test("A journal is read back as written; a torn or foreign one, or one naming a path outside the site, is not")
    func journalCodec() {
        let journal = PatchJournal(staging: "staging-12", inOutput: false, puts: ["index.html", "albums/a/index.html"], deletes: ["albums/gone/index.html"])
        #expect(PatchJournal.decode(journal.encoded()) == journal)
        let text = String(decoding: journal.encoded(), as: UTF8.self)
        #expect(PatchJournal.decode(Data(text.dropLast(5).utf8)) == nil)
        #expect(PatchJournal.decode(Data(text.replacingOccurrences(of: "put index.html", with: "put ../index.html").utf8)) == nil)
        #expect(PatchJournal.decode(Data(text.replacingOccurrences(of: "put index.html", with: "put /etc/passwd").utf8)) == nil)
        #expect(PatchJournal.decode(Data("linernotes patch 9\nend\n".utf8)) == nil)
    }

    /// A pause at each step of publishing that records what the live output held there, and copies the whole site
    /// folder into `kills` as a kill at that step would have left it.
    static func recordSteps(of site: TemporarySite, copiesIn kills: URL, into seen: Locked<[Seen]>) -> @Sendable (PublishStep) -> Void {
        { step in
            let copy = kills.appending(path: step.rawValue, directoryHint: .isDirectory)
            try? FileManager.default.createDirectory(at: kills, withIntermediateDirectories: true)
            try? FileManager.default.copyItem(at: site.root, to: copy)
            seen.withLock { $0.append(Seen(step: step, live: try? Self.files(site.output), killedHere: copy)) }
        }
    }

    /// Every file under `root` with its bytes; throws when `root` is missing.
    static func files(_ root: URL) throws -> [String: Data] {
        guard FileManager.default.fileExists(atPath: root.path) else { throw CocoaError(.fileNoSuchFile) }
        var result: [String: Data] = [:]
        for path in filesUnder(root) { result[path] = try Data(contentsOf: root.appending(path: path)) }
        return result
    }
}
