import Foundation
import Testing
@testable import Basics
@testable import Build

/// `check` tells the owner what the albums lack — the facts `serve`'s preview shows as hints on album pages.
@Suite("check's report of what albums lack")
struct CheckOwnerReportTests {
    /// Twelve bare albums; one with its own cover and tracks; one with tracks whose `cover:` is a PNG cut short after
    /// its header (it loads, but cannot be sized: a warning, and the placeholder on its page).
    func site() throws -> TemporarySite {
        let site = try TemporarySite()
        for number in 1...12 { try site.album("bare-\(String(format: "%02d", number))", title: "Bare \(number)", artist: "Someone") }
        try site.write("content/albums/full.png", TestImage.png(tag: "c300"))
        try site.album("full", title: "Full", artist: "Someone", extra: "cover: full.png\ntracks: [One, Two]\n")
        try site.write("content/albums/broken.png", FetchHarness.pngBytes)
        try site.album("broken", title: "Broken", artist: "Someone", extra: "cover: broken.png\ntracks: [One]\n")
        return site
    }

    /// The first ten files of a group, as the report lists them.
    static let firstTen = (1...10).map { "  content/albums/bare-\(String(format: "%02d", $0)).md" }.joined(separator: "\n")

    static let report = """
        13 albums without a cover: run `linernotes build` online to fetch what the music web has, or add `cover:` (an image beside the album file) or an `mbid:` to the file
        \(firstTen)
          and 3 more
        12 albums without a track list: run `linernotes build` online to fetch what the music web has, or add `tracks:` or an `mbid:` to the file
        \(firstTen)
          and 2 more
        """

    @Test("check lists the albums with no cover and no track list, ten of each and a count of the rest, with what to do")
    func report() async throws {
        let site = try site()
        defer { site.remove() }
        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check()
        #expect(check.owner.description == Self.report)
        #expect(check.owner.withoutCover.last == "content/albums/broken.md")
        #expect(!check.owner.withoutCover.contains("content/albums/full.md"))
        #expect(!check.owner.withoutTrackList.contains("content/albums/broken.md"))
        #expect(check.summary.hasPrefix("OK: 14 albums"))
    }

    @Test("Nothing missing, nothing said")
    func nothingMissing() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/full.png", TestImage.png(tag: "c300"))
        try site.album("full", title: "Full", artist: "Someone", extra: "cover: full.png\ntracks: [One, Two]\n")
        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check()
        #expect(check.owner.isEmpty && check.owner.description.isEmpty)
    }

    @Test("The report names exactly the albums whose preview pages carry the hints")
    func sameFactsAsThePreview() async throws {
        let site = try site()
        defer { site.remove() }
        let check = try await SiteBuilder(options: BuildOptions(siteDirectory: site.root)).check()
        var options = BuildOptions(siteDirectory: site.root, offline: true)
        options.request.ownerHints = true
        _ = try await SiteBuilder(options: options).build()
        for slug in ["bare-01", "bare-12", "full", "broken"] {
            let page = try site.read("albums/\(slug)/index.html")
            let file = "content/albums/\(slug).md"
            #expect(page.contains("No cover yet") == check.owner.withoutCover.contains(file), "\(slug)")
            #expect(page.contains("No track list yet") == check.owner.withoutTrackList.contains(file), "\(slug)")
        }
    }

    @Test("`linernotes check` prints the report on stdout after the warnings on stderr, and exits 0")
    func command() async throws {
        let site = try site()
        defer { site.remove() }
        let run = try await LinerNotesBinary.locate().run(["check", "--site", site.root.path])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix(Self.report + "\nOK: 14 albums"), "\(run.output)")
        #expect(run.errors.contains("content/albums/broken.md"), "\(run.errors)")  // the unreadable cover's warning
    }
}
