import Foundation
import Testing
@testable import Build
@testable import Output
@testable import Basics

/// `serve`'s quick rebuild of a save (`SiteBuilder.quickBuild`): an album file saved with changes only to fields no
/// work outside the pages read renders only the pages that read them, in the site kept as planned; any other change
/// takes the whole build. Either way the preview equals a clean build.
@Suite("Quick rebuilds of a save")
struct QuickBuildTests {
    @Test("Notes edited: only the pages showing them render, in place; a title edited plans the site again without loading it; tags take the whole build; the site equals a clean build after each")
    func notesQuickTitleWhole() async throws {
        let archive = try EditableArchive(seed: 5)
        defer { archive.remove() }
        var options = archive.buildOptions()
        options.memory.keepWorkBetweenBuilds()
        let first = try await SiteBuilder(options: options).build()
        #expect(!first.quick)
        let slug = archive.albumSlugs[0]
        let file = archive.site.appending(path: "content/albums/\(slug).md").path
        let page = archive.site.appending(path: "public/albums/\(slug)/index.html")
        let untouched = archive.site.appending(path: "public/index.html").path
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: untouched)[.systemFileNumber] as? Int

        let original = try Data(contentsOf: URL(fileURLWithPath: file))
        let originalTime = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        try archive.edit(slug) { $0.notes = "Heard first on a night bus, 1994." }
        let notes = try await SiteBuilder(options: options).build(changed: [file])
        #expect(notes.quick, "a notes edit took the whole build")
        #expect(notes.renderedPaths.contains("albums/\(slug)/index.html"), "\(notes.renderedPaths)")
        #expect(notes.rendered < first.rendered / 4, "\(notes.rendered) of \(first.rendered) jobs rendered for one album's notes")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("Heard first on a night bus"))
        // Patched in place: a page that read nothing of the edit is the very file it was.
        #expect(try FileManager.default.attributesOfItem(atPath: untouched)[.systemFileNumber] as? Int == inodeBefore)
        var differing = try await archive.differencesFromCleanBuild()
        #expect(differing.isEmpty, "after a notes edit: \(differing.prefix(5))")
        // What it recorded of the site (the hash of every file's and folder's stamp, moved by the terms that changed) is
        // what a look at every file finds, so the next `build` knows the site untouched.
        let record = OutputRecord(output: archive.site.appending(path: "public"))
        let recorded = try #require(record.lastState())
        #expect(record.snapshot().matches(recorded))
        // The file put back as it was, to the second: a `build` then must not take the site for the one those inputs
        // made before (the quick rebuild recorded no fingerprint of the inputs), and publishes the notes as they are.
        try original.write(to: URL(fileURLWithPath: file))
        if let originalTime { try FileManager.default.setAttributes([.modificationDate: originalTime], ofItemAtPath: file) }
        let restored = try await SiteBuilder(options: archive.buildOptions()).build()
        #expect(!restored.upToDate, "build found the site up to date after the file was put back")
        #expect(try !String(contentsOf: page, encoding: .utf8).contains("Heard first on a night bus"))
        try archive.edit(slug) { $0.notes = "Heard first on a night bus, 1994." }
        _ = try await SiteBuilder(options: options).build(changed: [file])
        // A notes save just before (its kept plan holds only the job planned again) must not hide the viewed page.
        try archive.edit(slug) { $0.notes = "Heard first on a night bus, 1995." }
        #expect(try await SiteBuilder(options: options).build(changed: [file]).quick)

        // A title is read while planning (the albums' orders), not while loading: the site is planned again from the
        // archive kept, and only the jobs whose reads changed render.
        // The album's page is being looked at: it is published on its own first, then the rest.
        let viewed = ViewedPages()
        viewed.viewed("albums/\(slug)/index.html")
        var looking = options
        looking.memory.viewedPages = viewed
        let promoted = Locked<[Bool]>([])
        looking.seams.publishPause = { step in
            guard step == .manifestPromoted else { return }
            let shown = (try? String(contentsOf: page, encoding: .utf8))?.contains("(Remastered)") ?? false
            promoted.withLock { $0.append(shown) }
        }
        try archive.edit(slug) { $0.title += " (Remastered)" }
        let title = try await SiteBuilder(options: looking).build(changed: [file])
        #expect(promoted.withLock { $0 } == [true, true], "the site published \(promoted.withLock { $0 }.count) times, the viewed page first")
        // The live files the viewed page replaced were kept until the rest was published, and are let go.
        let beside = try FileManager.default.contentsOfDirectory(atPath: archive.site.appending(path: ".public.linernotes").path)
        #expect(!beside.contains { $0.hasPrefix("viewed-previous") }, "\(beside)")
        #expect(title.quick, "a title edit loaded the archive again")
        #expect(title.renderedPaths.contains("albums/\(slug)/index.html") && title.renderedPaths.contains("albums/index.html"), "\(title.renderedPaths)")
        #expect(title.rendered < first.rendered / 4, "\(title.rendered) of \(first.rendered) jobs rendered for one album's title")
        differing = try await archive.differencesFromCleanBuild()
        #expect(differing.isEmpty, "after a title edit: \(differing.prefix(5))")

        // Two saves in a row, the second quick again from the site the whole build kept.
        try archive.edit(slug) { $0.notes = "Second thoughts." }
        let again = try await SiteBuilder(options: options).build(changed: [file])
        #expect(again.quick)
        try archive.edit(slug) { $0.notes = "Third thoughts." }
        let third = try await SiteBuilder(options: options).build(changed: [file])
        #expect(third.quick)
        #expect(try String(contentsOf: page, encoding: .utf8).contains("Third thoughts."))
        differing = try await archive.differencesFromCleanBuild()
        #expect(differing.isEmpty, "after notes edited twice: \(differing.prefix(5))")

        // Tags are gathered while loading: the whole build runs.
        try archive.edit(slug) { $0.tags = ["quick-test-tag"] }
        let tags = try await SiteBuilder(options: options).build(changed: [file])
        #expect(!tags.quick, "a tag edit kept the archive as loaded")
        differing = try await archive.differencesFromCleanBuild()
        #expect(differing.isEmpty, "after a tag edit: \(differing.prefix(5))")

        // A file that is not an album's takes the whole build.
        let other = try await SiteBuilder(options: options).build(changed: [archive.site.appending(path: "content/site.yml").path])
        #expect(!other.quick)
    }

    @Test("A title save whose viewed page was published first, then the rest failed: the viewed page is put back as it was, and the next build makes the site")
    func viewedPagePutBackWhenTheRestFails() async throws {
        let archive = try EditableArchive(seed: 7)
        defer { archive.remove() }
        var options = archive.buildOptions()
        options.memory.keepWorkBetweenBuilds()
        _ = try await SiteBuilder(options: options).build()
        let slug = archive.albumSlugs[0]
        let file = archive.site.appending(path: "content/albums/\(slug).md").path
        let page = archive.site.appending(path: "public/albums/\(slug)/index.html")
        let before = try Data(contentsOf: page)
        let record = OutputRecord(output: archive.site.appending(path: "public"))

        let viewed = ViewedPages()
        viewed.viewed("albums/\(slug)/index.html")
        var looking = options
        looking.memory.viewedPages = viewed
        // Once the viewed page is published, the rest cannot stage: a file stands where its staging folder goes.
        let staging = record.folder.appending(path: "staging-\(ProcessInfo.processInfo.processIdentifier)")
        let published = Locked(0)
        looking.seams.publishPause = { step in
            switch step {
            case .manifestPromoted:
                published.withLock { $0 += 1 }
            case .previousRemoved where published.withLock({ $0 }) == 1:
                // The first publish, done: was it the viewed page's?
                if (try? String(contentsOf: page, encoding: .utf8))?.contains("(Remastered)") ?? false {
                    FileManager.default.createFile(atPath: staging.path, contents: Data("in the way".utf8))
                }
            default:
                break
            }
        }
        try archive.edit(slug) { $0.title += " (Remastered)" }
        await #expect(throws: (any Error).self) { try await SiteBuilder(options: looking).quickBuild(changed: [file]) }
        #expect(published.withLock { $0 } == 2, "the viewed page, then the site as it was")
        // The page is the one published before the save, and the record of the site is what a look at every file finds.
        #expect(try Data(contentsOf: page) == before)
        let recorded = try #require(record.lastState())
        #expect(record.snapshot().matches(recorded))
        let beside = try FileManager.default.contentsOfDirectory(atPath: record.folder.path)
        #expect(!beside.contains { $0.hasPrefix("viewed-previous") || $0.hasPrefix("staging") }, "\(beside)")

        // The next build (the whole one, as serve then runs) makes the site the save asked for.
        _ = try await SiteBuilder(options: options).build(changed: [file])
        #expect(try String(contentsOf: page, encoding: .utf8).contains("(Remastered)"))
        let differing = try await archive.differencesFromCleanBuild()
        #expect(differing.isEmpty, "after the failed save and a build: \(differing.prefix(5))")
    }
}
