import Foundation
import Testing
@testable import Build

/// The promise every rebuild keeps, however little it renders: after any sequence of edits, `build` in the site's
/// own folder (with the `.public.linernotes` record and `public/` of the builds before) publishes exactly the files,
/// byte for byte, that a clean build of the same archive publishes.
@Suite("Incremental builds")
struct IncrementalEquivalenceTests {
    /// One fixed sequence, and one drawn afresh on each run; `LINERNOTES_EDIT_SEEDS=1,2` runs those seeds instead
    /// (how a failure's seed is run again).
    static let seeds: [UInt64] = {
        if let given = ProcessInfo.processInfo.environment["LINERNOTES_EDIT_SEEDS"] {
            return given.split(separator: ",").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        }
        return [20_261_126, UInt64.random(in: 1...UInt64(UInt32.max))]
    }()
    /// Every kind of edit once, in a random order, and a few more at random.
    static let editsPerSequence = EditableArchive.Edit.allCases.count + 4
    /// The same day for every build, so nothing on a page depends on when it was built.
    static let day = Date(timeIntervalSince1970: 1_795_000_000)

    private func build(_ site: URL) async throws -> SiteBuilder.Report {
        try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true, now: { Self.day })).build()
    }

    @Test("After each random edit, a build in the site's folder writes the files a clean build of the same archive writes",
          arguments: seeds)
    func randomEditsMatchCleanBuilds(seed: UInt64) async throws {
        print("IncrementalEquivalenceTests: seed \(seed) (LINERNOTES_EDIT_SEEDS=\(seed) swift test --filter IncrementalEquivalenceTests runs it again)")
        let archive = try EditableArchive(seed: seed)
        defer { archive.remove() }
        _ = try await build(archive.site)
        try archive.keepSizedCovers()
        var done: [String] = []
        for edit in archive.randomEdits(Self.editsPerSequence) {
            done.append(try archive.apply(edit))
            let report = try await build(archive.site)
            let clean = try archive.cleanCopy()
            let cleanReport = try await build(clean)
            let differing = try differences(
                between: archive.site.appending(path: "public"), named: "the rebuilt site",
                and: clean.appending(path: "public"), named: "the clean build")
            #expect(differing.isEmpty, """
                seed \(seed) (LINERNOTES_EDIT_SEEDS=\(seed) runs it again): after these edits, each followed by a build,
                \(done.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                \(differing.count) files differ from a clean build; the first:
                \(differing.prefix(8).map { "  " + $0 }.joined(separator: "\n"))
                """)
            #expect(report.pages == cleanReport.pages && report.albums == cleanReport.albums, "seed \(seed), after: \(done.joined(separator: "; "))")
            if !differing.isEmpty { break }  // one sequence's first divergence says it; later ones repeat it
        }
    }

    @Test("A playlist, a concert or the free page edited renders the pages that show it, not the site", arguments: [
        EditableArchive.Edit.playlist, .concert, .freePage,
    ])
    func ownFilesRenderTheirPages(edit: EditableArchive.Edit) async throws {
        let archive = try EditableArchive(seed: 11)
        defer { archive.remove() }
        let first = try await build(archive.site)
        try archive.keepSizedCovers()
        _ = try archive.apply(edit)
        let edited = try await build(archive.site)
        #expect(edited.written >= 1)
        // Its own pages, the lists and the search index that name it, and the jobs that copy files (covers, audio) —
        // not the album pages, which are most of the site.
        let albumPages = edited.renderedPaths.filter { $0.hasPrefix("albums/") && $0.hasSuffix("/index.html") }
        #expect(albumPages.isEmpty, "\(edit) rendered album pages: \(albumPages.sorted().prefix(5))")
        #expect(edited.rendered < first.rendered / 2, "\(edit): \(edited.rendered) of \(first.rendered) jobs rendered")
    }

    /// What makes an edit quick: only the pages that read what changed are rendered again (`SiteReads`); the rest are
    /// kept from the last build. (The test above proves what is kept is right; this one that something is kept.)
    @Test("An album's notes edited renders that album's page again, not the site; site.yml edited renders everything")
    func notesEditRendersOnePage() async throws {
        let archive = try EditableArchive(seed: 7)
        defer { archive.remove() }
        let first = try await build(archive.site)
        try archive.keepSizedCovers()
        _ = try archive.apply(.notes)
        let notes = try await build(archive.site)
        _ = try archive.apply(.notes)
        let otherNotes = try await build(archive.site)
        _ = try archive.apply(.siteTitle)
        let siteTitle = try await build(archive.site)
        #expect(first.rendered > 50)
        #expect(siteTitle.rendered == first.rendered, "site.yml is read by every page")
        // Every page but the album's kept; jobs that copy files (covers, audio) run every build, as a copy's
        // source may change under the same name.
        #expect(notes.rendered >= 1 && first.rendered - notes.rendered >= first.pages - 1, "\(notes.rendered) of \(first.rendered) jobs rendered: \(notes.renderedPaths.sorted())")
        #expect(otherNotes.rendered == notes.rendered)
        #expect(notes.written >= 1 && notes.written < 5)
    }

    @Test("A new answer in the cache (as --refresh brings one) renders the pages that show it, and they show it")
    func refreshedAnswerRendersItsPages() async throws {
        let archive = try EditableArchive(seed: 5)
        defer { archive.remove() }
        let first = try await build(archive.site)
        try archive.keepSizedCovers()
        // Slow Weather: the owner lists no tracks, so its page shows MusicBrainz's.
        let done = try archive.refreshAnswer(release: "0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a03")
        let refreshed = try await build(archive.site)
        let title = try #require(done.components(separatedBy: "first track now ").last)
        let shown = refreshed.renderedPaths.filter { path in
            (try? String(contentsOf: archive.site.appending(path: "public/\(path)"), encoding: .utf8))?.contains(title) == true
        }
        #expect(!shown.isEmpty, "\(done): no page rendered again shows it (\(refreshed.renderedPaths.sorted().prefix(8)))")
        #expect(refreshed.rendered < first.rendered, "\(refreshed.rendered) of \(first.rendered) jobs rendered")
    }
}
