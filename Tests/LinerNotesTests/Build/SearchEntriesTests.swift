import Foundation
import Testing
@testable import Build
@testable import Rendering

/// `serve` keeps each album's part of the search index between its rebuilds (`SearchEntries`): a title edited files
/// one album's words again, and the index's job still reads every album, so the next edit of any album renders it.
@Suite("Search index parts kept between builds")
struct SearchEntriesTests {
    @Test("A title edited makes one album's part again; a second album retitled after it still renders the index; both equal a clean build")
    func onePartPerEdit() async throws {
        let archive = try EditableArchive(seed: 9)
        defer { archive.remove() }
        var options = archive.buildOptions()
        options.memory.keepWorkBetweenBuilds()
        let entries = try #require(options.memory.searchEntries)
        let first = try await SiteBuilder(options: options).build()
        #expect(entries.madeCount == first.albums)

        let slugs = archive.albumSlugs
        for (number, slug) in [slugs[0], slugs[slugs.count - 1]].enumerated() {
            try archive.edit(slug) { $0.title = "Retitled Tideline \(number)" }
            let made = entries.madeCount
            let report = try await SiteBuilder(options: options).build()
            #expect(entries.madeCount == made + 1, "\(slug): \(entries.madeCount - made) parts made again")
            #expect(report.renderedPaths.contains("assets/search/index.js"), "\(slug): the search index was not rendered again")
            let shard = try String(contentsOf: archive.site.appending(path: "public/assets/search/ti.js"), encoding: .utf8)
            #expect(shard.contains("Retitled Tideline \(number)"))
            let differing = try await archive.differencesFromCleanBuild()
            #expect(differing.isEmpty, "\(slug): \(differing.prefix(5))")
        }
    }
}
