import Foundation
import Testing
@testable import Import
@testable import Model
@testable import Rendering
@testable import Scaffold

@Suite("The home page")
struct HomePageTests {
    @Test("Albums written by import or new, without acquired:, reach Recently added by the day they were added")
    func recentlyAddedWithoutAcquired() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        // More albums acquired earlier than the home page shows: an album with no date at all would never be among them.
        for number in 1...HomePage.albumCount {
            try site.album("old-\(number)", title: "Old Record \(number)", extra: "acquired: 2020-01-01\n")
        }
        let day = try #require(PartialDate("2026-11-25"))
        let imported = ImportedAlbum(title: "Fresh From Import", artist: "Someone New", origin: "Music/Someone New/Fresh From Import")
        let report = try AlbumImport(site: site.root, added: day).run([imported])
        #expect(report.created == ["content/albums/fresh-from-import.md"])
        #expect(try String(contentsOf: site.root.appending(path: "content/albums/fresh-from-import.md"), encoding: .utf8).contains("\nadded: 2026-11-25\n"))
        let path = try SiteScaffold(site: site.root).new(.album, "Fresh From New", .init(artist: "Another One", added: day))
        #expect(try String(contentsOf: site.root.appending(path: path), encoding: .utf8).contains("\nadded: 2026-11-25\n"))
        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        #expect(archive.albums.first { $0.title == "Fresh From New" }?.added == day)
        try await site.build()
        let home = try site.read("index.html")
        #expect(home.contains("Fresh From Import"))
        #expect(home.contains("Fresh From New"))
    }
}
