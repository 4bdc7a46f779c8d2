import Foundation
import Testing
@testable import Model

@Suite("An album's notes: long ones read again from their file when their page renders, not held, and shown only as loaded")
struct AlbumNotesTests {
    /// Notes of several paragraphs, in another script too, with Windows line ends in the file.
    private static let longNotes = (1...6).map { "Paragraph \($0): Рахманинов at the Wigmore Hall, 1999 — the encore was *Vocalise*, played slower than on the record." }
        .joined(separator: "\n\n")

    @Test("Long notes are read from the file as it was loaded, line ends and all, and shown on the album's page")
    func longNotesAreReadAgainAndShown() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/vocalise.md", Data(("---\r\ntitle: Vocalise\r\nartist: Nina Petrova\r\n---\r\n" + Self.longNotes.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n").utf8))
        let album = try #require(try await site.load().albums.first)
        #expect(album.notes == Self.longNotes + "\n")
        #expect(album.keptNotes == AlbumNotes(Self.longNotes + "\n"))
        try await site.build()
        let page = try site.read("albums/vocalise/index.html")
        #expect(page.contains("Paragraph 6: Рахманинов at the Wigmore Hall, 1999 — the encore was <em>Vocalise</em>"))

        // Changed or gone after loading, they are not shown: the page says to build again, naming the file.
        try site.write("content/albums/vocalise.md", "---\ntitle: Vocalise\nartist: Nina Petrova\n---\n" + Self.longNotes + " Edited.\n")
        #expect(throws: AlbumNotes.Changed.self) { try album.currentNotes() }
        try FileManager.default.removeItem(at: site.root.appending(path: "content/albums/vocalise.md"))
        let error = try #require(throws: AlbumNotes.Changed.self) { try album.currentNotes() }
        #expect(error.description.hasPrefix("content/albums/vocalise.md: changed while the site was being built"))
        #expect(album.notes.isEmpty)
        #expect(album.keptNotes.digest == AlbumNotes(Self.longNotes + "\n").digest)
    }

    @Test("Short notes are kept as they are; notes are equal, however kept, when their text is")
    func shortNotesAreKept() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("short", title: "Short", notes: "Grey.")
        let album = try #require(try await site.load().albums.first)
        try FileManager.default.removeItem(at: site.root.appending(path: "content/albums/short.md"))
        #expect(album.notes == "Grey.\n")
        #expect(AlbumNotes(Self.longNotes, file: "a.md", readAgain: { "other" }) == AlbumNotes(Self.longNotes))
        #expect(try AlbumNotes(Self.longNotes, file: "a.md", readAgain: { Self.longNotes }).current() == Self.longNotes)
        #expect(try AlbumNotes("Grey.", file: "a.md", readAgain: { "other" }).current() == "Grey.")
        #expect(AlbumNotes("Grey.") != AlbumNotes("Grey!"))
    }
}
