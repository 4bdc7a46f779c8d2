import Foundation
import Testing
@testable import Model
@testable import Rendering

@Suite("Loading the archive")
struct ArchiveLoaderTests {
    @Test("Every album field is read from front matter")
    func readsAllAlbumFields() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/covers/x.png", Data([0x89, 0x50, 0x4E, 0x47]))
        try site.write("content/albums/northern-static.md", """
            ---
            title: Northern Static
            artist: Fjörd Ensemble
            year: 2012
            released: 2012-02
            mbid: 4E3B0C9A-8F0E-4A8B-9D2A-1C5E7F3B2A10
            release_group: 0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d
            itunes_id: 12345
            tracks:
              - Plain Title
              - { title: "Aurora", length: "11:24", disc: 2, number: "C1" }
            cover: ../covers/x.png
            tags: [ambient, post-rock]
            rating: 5
            acquired: 2013-08-30
            format: Vinyl
            ---
            Side A is *slow*.
            """)
        let archive = try await site.load()
        let album = try #require(archive.albums.first)
        #expect(album.slug == "northern-static")
        #expect(album.title == "Northern Static")
        #expect(album.artist == "Fjörd Ensemble")
        #expect(album.year == 2012)
        #expect(album.released == PartialDate("2012-02"))
        #expect(album.mbid == "4e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10")
        #expect(album.releaseGroup == "0f8b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d")
        #expect(album.itunesID == 12345)
        #expect(album.tracks == [Track(title: "Plain Title"), Track(title: "Aurora", length: 684, disc: 2, number: "C1")])
        #expect(album.coverFile?.hasSuffix("content/covers/x.png") == true)
        #expect(album.tags == ["ambient", "post-rock"])
        #expect(album.rating == 5)
        #expect(album.acquired == PartialDate("2013-08-30"))
        #expect(album.format == "Vinyl")
        #expect(album.notes.contains("Side A is *slow*."))
        #expect(archive.warnings.isEmpty)
    }

    @Test("An artist named only by albums gets a safe, unique slug")
    func derivesArtists() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/artists/bjork.md", "---\nname: Björk Guðmundsdóttir\n---\n")
        try site.album("a", artist: "björk  guðmundsdóttir")  // same name, other case and spacing
        try site.album("b", artist: "Sigur Rós & Friends")
        try site.album("c", artist: "Bjork")  // slugs to "bjork", which the file already has
        try site.album("d", artist: "坂本龍一")  // no Latin letters
        let archive = try await site.load()
        let slugs = Dictionary(uniqueKeysWithValues: archive.albums.map { ($0.slug, $0.artistSlug) })
        #expect(slugs["a"] == "bjork")
        #expect(slugs["b"] == "sigur-ros-and-friends")
        #expect(slugs["c"] == "bjork-2")
        let hashed = "artist-" + Slug.stableHash(NameKey.make("坂本龍一"))
        #expect(slugs["d"] == hashed)
        #expect(archive.artists.map(\.slug) == [hashed, "bjork", "bjork-2", "sigur-ros-and-friends"])
        for slug in archive.artists.map(\.slug) {
            #expect(slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        }
    }

    @Test("Tags differing in case or punctuation are one tag")
    func mergesTags() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.album("a", extra: "tags: [Post-Rock, jazz]\n")
        try site.album("b", extra: "tags: [post rock]\n")
        try site.album("c", extra: "tags: [post-rock]\n")
        let tags = try await site.load().tags
        #expect(tags.map(\.slug) == ["jazz", "post-rock"])
        let postRock = try #require(tags.last)
        #expect(postRock.albumSlugs == ["a", "b", "c"])
    }

    @Test("An unknown key is a warning naming the file, the line and the likely key")
    func warnsAboutUnknownKeys() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/albums/a.md", "---\ntitle: A\nartist: B\nyeer: 1999\n---\n")
        let archive = try await site.load()
        #expect(archive.warnings.map(\.description) == [
            "content/albums/a.md:4: warning: unknown key 'yeer' is ignored (did you mean 'year'?)"
        ])
    }

    @Test("Site settings are read, with defaults")
    func readsSiteConfig() async throws {
        let site = try TemporarySite(siteYAML: "title: Shelf\nbase_url: https://example.org/records\ncontact: me@example.org\n")
        defer { site.remove() }
        let config = try await site.load().config
        #expect(config.title == "Shelf")
        #expect(config.language == "en")
        #expect(config.baseURL == "https://example.org/records/")
        #expect(config.contact == "me@example.org")
        #expect(config.cleanURLs == false)
    }

    @Test("Sources are configurable: mirrors, switches, iTunes country, the Last.fm key's variable")
    func readsSources() async throws {
        let site = try TemporarySite(siteYAML: """
            title: S
            sources:
              musicbrainz: { base_url: "https://mb.example.org/ws/2/" }
              itunes: { country: de }
              wikipedia: { enabled: false }
              lastfm: { api_key_env: MY_KEY }
              coverartarchive: { base_ur: "typo" }
            """)
        defer { site.remove() }
        let archive = try await site.load()
        let sources = archive.config.sources
        #expect(sources.baseURL(.musicbrainz) == "https://mb.example.org/ws/2")
        #expect(sources.setting(.itunes, "country") == "DE")
        #expect(sources.enabled(.wikipedia) == false)
        #expect(sources.secretVariables[.lastfm] == "MY_KEY")
        #expect(sources.baseURL(.coverArtArchive) == "https://coverartarchive.org")
        #expect(archive.warnings.map(\.description) == ["content/site.yml:7: warning: unknown key 'base_ur' is ignored (did you mean 'base_url'?)"])
        let keyInFile = try TemporarySite(siteYAML: "title: S\nsources:\n  lastfm:\n    api_key: abc\n")
        defer { keyInFile.remove() }
        #expect(await keyInFile.loadErrors().map(\.description).contains {
            $0.hasPrefix("content/site.yml:4: error: put the Last.fm key in an environment variable")
        })
    }

    @Test("Dates at every precision; impossible dates rejected")
    func partialDates() {
        #expect(PartialDate("2024")?.description == "2024")
        #expect(PartialDate("2024-05").map(SiteStrings.english.date) == "May 2024")
        #expect(PartialDate("2024-02-29").map(SiteStrings.english.date) == "29 February 2024")
        #expect(PartialDate("2023-02-29") == nil)
        #expect(PartialDate("2024-13") == nil)
        #expect(PartialDate("May 2024") == nil)
        #expect(PartialDate("2001")! < PartialDate("2001-01")!)
    }

    @Test("Track lengths parse and print")
    func trackLengths() {
        #expect(Track.parseLength("4:05") == 245)
        #expect(Track.parseLength("1:02:03") == 3723)
        #expect(Track.parseLength("4:75") == nil)
        #expect(Track.parseLength("four") == nil)
        // Read byte by byte when it is digits and colons: the same answers as splitting at colons and reading numbers.
        func reference(_ text: String) -> Int? {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            let numbers = parts.compactMap { $0 }
            guard (2...3).contains(parts.count), numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
            guard numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
            return numbers.reduce(0) { $0 * 60 + $1 }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789:::+-5 ")
        var texts = ["", ":", "4:", ":05", "4::05", "04:05", "123:59", "1:60", "1:59:59", "1:2:3:4", "+4:05", "-0:05", "99999999999:59", "4:05 "]
        for _ in 0..<5000 { texts.append(String((0..<Int.random(in: 1...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })) }
        for text in texts { #expect(Track.parseLength(text) == reference(text), "\(text)") }
        #expect(Track.formatLength(245) == "4:05")
        #expect(Track.formatLength(3723) == "1:02:03")
    }

    @Test("Slugs are safe ASCII", arguments: [
        ("Fjörd & Sons!", "fjord-and-sons"), ("Don't Stop", "dont-stop"), ("  Æther  Straße ", "aether-strasse"),
        ("../../etc/passwd", "etc-passwd"), ("<script>", "script"), ("ロック", ""),
        ("Rock & Roll", "rock-and-roll"), ("AC/DC: Live!", "ac-dc-live"), ("  --Tab\there--  ", "tab-here"),
        ("Don’t Stop", "dont-stop"), (String(repeating: "ab ", count: 40), String(String(repeating: "ab-", count: 27).prefix(80))),
    ])
    func slugs(input: String, expected: String) {
        #expect(Slug.make(input) == expected)
        // ASCII names take a byte-by-byte path: it must agree with the Unicode one (a trailing "é" forces that).
        if input.allSatisfy(\.isASCII) {
            #expect(Slug.make(input + " é").dropLast(2) == Slug.make(input).prefix(78) || Slug.make(input).count > 78)
        }
    }

    @Test("Name keys ignore case, width and spacing", arguments: [
        ("  The   Quiet\tHours \n", "the quiet hours"), ("ＡＢＣ Band", "abc band"), ("Sigur Rós", "sigur rós"), ("MIXED case", "mixed case"),
    ])
    func nameKeys(input: String, expected: String) {
        #expect(NameKey.make(input) == expected)
    }
}
