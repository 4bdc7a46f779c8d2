import Foundation
import Testing
@testable import Build
@testable import Output

/// `serve`'s quick rebuild of a save (`SiteBuilder.quickBuild`): an album file saved with changes only to fields no
/// work outside the pages read renders only the pages that read them, in the site kept as planned; any other change
/// takes the whole build. Either way the preview equals a clean build.
@Suite("Quick rebuilds of a save")
struct QuickBuildTests {
    @Test("Notes edited: only the pages showing them render, in place; a title edited takes the whole build; the site equals a clean build after each")
    func notesQuickTitleWhole() async throws {
        let archive = try EditableArchive(seed: 5)
        defer { archive.remove() }
        var options = archive.buildOptions()
        options.keepWorkBetweenBuilds()
        let first = try await SiteBuilder(options: options).build()
        #expect(!first.quick)
        let slug = archive.albumSlugs[0]
        let file = archive.site.appending(path: "content/albums/\(slug).md").path
        let page = archive.site.appending(path: "public/albums/\(slug)/index.html")
        let untouched = archive.site.appending(path: "public/index.html").path
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: untouched)[.systemFileNumber] as? Int

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

        // A title is read while planning (the albums' orders): the site's shape may change, so the whole build runs.
        try archive.edit(slug) { $0.title += " (Remastered)" }
        let title = try await SiteBuilder(options: options).build(changed: [file])
        #expect(!title.quick, "a title edit kept the site as planned")
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

        // A file that is not an album's takes the whole build.
        let other = try await SiteBuilder(options: options).build(changed: [archive.site.appending(path: "content/site.yml").path])
        #expect(!other.quick)
    }
}
