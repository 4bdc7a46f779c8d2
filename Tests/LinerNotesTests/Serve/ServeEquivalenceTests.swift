import Foundation
import Testing
@testable import Build
@testable import Serve

/// `serve`'s rebuilds keep the promise `build`'s do (IncrementalEquivalenceTests): after each edit, seen by the real
/// watcher, the preview's files are exactly those a clean build of the same archive, with the owner's hints, writes.
@Suite("serve's rebuilds")
struct ServeEquivalenceTests {
    @Test("After each random edit, the preview's rebuilt files equal a clean build's", arguments: IncrementalEquivalenceTests.seeds.prefix(1))
    func randomEditsMatchCleanBuilds(seed: UInt64) async throws {
        print("ServeEquivalenceTests: seed \(seed) (LINERNOTES_EDIT_SEEDS=\(seed) swift test --filter ServeEquivalenceTests runs it again)")
        let archive = try EditableArchive(seed: seed)
        defer { archive.remove() }
        var build = BuildOptions(siteDirectory: archive.site, offline: true, now: { IncrementalEquivalenceTests.day })
        build.request.ownerHints = true
        // nil: a bounded wait for a later rebuild ran out (see below).
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewSession.BuildOutcome?.self)
        // The settle wait gathers an edit's files (an artist renamed rewrites several) into one rebuild; 500 ms, so a loaded
        // machine pausing the test between two of them does not split the edit into two rebuilds.
        var options = PreviewSession.Options(build: build, port: 0, settle: .milliseconds(500))
        options.onBuild = { continuation.yield($0) }
        let session = try PreviewSession(options: options)
        let task = Task { await session.run() }
        defer { task.cancel() }
        var outcomes = stream.makeAsyncIterator()
        #expect(await outcomes.next() == .some(.published))
        try archive.keepSizedCovers()
        var done: [String] = []
        let kinds = EditableArchive.Edit.allCases.filter { $0 != .refreshedAnswer }
        for edit in archive.randomEdits(IncrementalEquivalenceTests.editsPerSequence, of: kinds) {
            done.append(try archive.apply(edit))
            let outcome = await outcomes.next()
            #expect(outcome == .some(.published), "seed \(seed), after: \(done.joined(separator: "; "))")
            let clean = try archive.cleanCopy()
            var cleanBuild = build
            cleanBuild.request.siteDirectory = clean
            _ = try await SiteBuilder(options: cleanBuild).build()
            func compare() throws -> [String] {
                try differences(
                    between: archive.site.appending(path: "public"), named: "the preview",
                    and: clean.appending(path: "public"), named: "the clean build")
            }
            var differing = try compare()
            // On a loaded machine the test can be paused between two writes of one edit for longer than the settle
            // wait, and serve then rebuilds twice for it: the first rebuild is the one awaited above, and the edit's
            // last file is still to come. What serve promises is that it then rebuilds again and converges, so a
            // difference waits (at most 20 s, at most twice) for a later rebuild before it counts.
            var later = 0
            while !differing.isEmpty, later < 2 {
                let timer = Task {
                    try? await Task.sleep(for: .seconds(20))
                    if !Task.isCancelled { continuation.yield(nil) }
                }
                let next = await outcomes.next()
                timer.cancel()
                guard case .some(.some(let outcome)) = next else { break }
                #expect(outcome == .published, "seed \(seed), after: \(done.joined(separator: "; "))")
                later += 1
                differing = try compare()
            }
            #expect(differing.isEmpty, """
                seed \(seed) (LINERNOTES_EDIT_SEEDS=\(seed) runs it again): after these edits, each followed by serve's rebuild,
                \(done.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                \(differing.count) files differ from a clean build; the first:
                \(differing.prefix(8).map { "  " + $0 }.joined(separator: "\n"))
                """)
            if !differing.isEmpty { break }
        }
        task.cancel()
        await task.value
    }
}
