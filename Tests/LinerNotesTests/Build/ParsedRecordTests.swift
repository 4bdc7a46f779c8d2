import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Content
@testable import Engine
@testable import Model
@testable import Enrichment

/// `build` keeps each album file's parse on disk for the next build (`ParsedRecord`): a build after an edit does not
/// read and parse every album file again, and what it publishes and warns of is what a clean build would.
@Suite("Album files' parses kept on disk between builds")
struct ParsedRecordTests {
    /// Options whose builds tell `records` of their record, taking every album file as changed long before.
    func watched(_ archive: EditableArchive) -> (BuildOptions, Told<ParsedRecord>) {
        var options = archive.buildOptions()
        let records = Told<ParsedRecord>()
        options.seams.parsedRecord = { records.append($0) }
        options.seams.parsedRecordStart = timespec(tv_sec: FileStamp.now.tv_sec + 86_400, tv_nsec: 0)
        return (options, records)
    }

    /// The album files of `archive` that name no local file (a cover, audio): those a record keeps.
    func plainAlbumFiles(_ archive: EditableArchive) throws -> Int {
        let folder = archive.site.appending(path: "content/albums")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            guard name.hasSuffix(".md") else { return false }
            let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
            return !text.contains("\ncover:") && !text.contains("file:")
        }.count
    }

    @Test("A build takes every unchanged album file from the last build's record, warnings included, with the pages of a clean build; an edited file is parsed again, and a damaged record is set aside with a note")
    func keptOnDisk() async throws {
        let archive = try EditableArchive(seed: 11)
        defer { archive.remove() }
        // An album whose parse warns: the warning is given again by every build that takes it from the record.
        let odd = archive.site.appending(path: "content/albums/odd-keys.md")
        try "---\ntitle: Odd Keys\nartist: Test Pattern\nmood: calm\n---\nShort notes.\n".write(to: odd, atomically: true, encoding: .utf8)
        let (options, records) = watched(archive)
        let plain = try plainAlbumFiles(archive)
        #expect(plain > 20, "\(plain)")

        // The first build keeps no parse (a clean build in CI never pays for coding them), but leaves a record.
        let first = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == 0)
        #expect(records.last?.entryCount == 0)
        let file = try #require(records.last?.file)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let warning = try #require(first.warnings.first { $0.description.contains("odd-keys.md") && $0.description.contains("mood") })
        // The next keeps every album file's parse.
        _ = try archive.apply(.year)
        _ = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == 0)
        #expect(records.last?.entryCount == plain)

        for edit in [EditableArchive.Edit.notes, .title, .tags] {
            let what = try archive.apply(edit)
            let rebuilt = try await SiteBuilder(options: options).build()
            #expect(records.last?.reuseCount == plain - 1, "\(what): one album file parsed again")
            #expect(rebuilt.warnings.contains(warning), "\(what): \(rebuilt.warnings)")
            #expect(try await archive.differencesFromCleanBuild().isEmpty, "\(what)")
        }

        // The file replaced by a copy of itself (written elsewhere and moved in: another inode and change time) is
        // parsed again.
        let moved = archive.site.appending(path: "odd-keys.md")
        try FileManager.default.copyItem(at: odd, to: moved)
        try FileManager.default.removeItem(at: odd)
        try FileManager.default.moveItem(at: moved, to: odd)
        _ = try archive.apply(.notes)
        _ = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == plain - 2)

        // Damaged (one byte changed in the middle): set aside with a note naming the file, every album parsed again,
        // and kept again by the build after.
        var bytes = try [UInt8](Data(contentsOf: file))
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: file)
        _ = try archive.apply(.notes)
        let damaged = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == 0)
        #expect(damaged.warnings.contains { $0.description.contains(file.path) && $0.description.contains("damaged") }, "\(damaged.warnings)")
        #expect(try await archive.differencesFromCleanBuild().isEmpty)
        _ = try archive.apply(.notes)
        _ = try await SiteBuilder(options: options).build()
        #expect(records.last?.entryCount == plain, "the file filled again")
    }

    /// A scratch site folder holding one album file, `content/albums/<slug>.md`, with `text` (remove `site` after).
    func oneAlbumSite(_ slug: String, _ text: String) throws -> (site: URL, album: URL) {
        let site = FileManager.default.temporaryDirectory.appending(path: "parsed-record-\(UUID().uuidString)")
        let album = site.appending(path: "content/albums/\(slug).md")
        try FileManager.default.createDirectory(at: album.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: album, atomically: true, encoding: .utf8)
        return (site, album)
    }

    /// The record at `file` as a build after the first finds it (the first leaves an empty one, keeping no parse).
    func afterFirstBuild(_ file: URL, site: URL, loadStarted: timespec) -> ParsedRecord {
        if !FileManager.default.fileExists(atPath: file.path) { ParsedRecord(file: file, site: site, loadStarted: loadStarted).save() }
        return ParsedRecord(file: file, site: site, loadStarted: loadStarted)
    }

    @Test("A record is taken for its own site folder and raw-HTML setting only")
    func otherContext() throws {
        let (site, album) = try oneAlbumSite("kept", "---\ntitle: Kept\nartist: Someone\n---\nNotes.\n")
        defer { try? FileManager.default.removeItem(at: site) }
        let file = site.appending(path: ".public.linernotes/parsed")
        let later = timespec(tv_sec: FileStamp.now.tv_sec + 86_400, tv_nsec: 0)
        let parsed: ParsedRecord.Parsed = (Album(slug: "kept", title: "Kept", artist: "Someone", sourcePath: "content/albums/kept.md"), [], [])
        let writer = afterFirstBuild(file, site: site, loadStarted: later)
        _ = writer.parsed(album.path, keepsHTML: false) { parsed }
        writer.save()

        let same = ParsedRecord(file: file, site: site, loadStarted: later)
        let taken = same.parsed(album.path, keepsHTML: false) { ParsedRecord.Parsed(nil, [], []) }
        #expect(taken.0 == parsed.0 && same.reuseCount == 1)
        // Another site folder: nothing taken, no note (nothing is wrong with the file).
        let elsewhere = ParsedRecord(file: file, site: site.appending(path: "other"), loadStarted: later)
        _ = elsewhere.parsed(album.path, keepsHTML: false) { parsed }
        #expect(elsewhere.reuseCount == 0 && elsewhere.note == nil)
        // Raw HTML allowed now and not then: parsed again (its notes' check says other things).
        let html = ParsedRecord(file: file, site: site, loadStarted: later)
        _ = html.parsed(album.path, keepsHTML: true) { parsed }
        #expect(html.reuseCount == 0)
    }

    @Test("A record of another version of the form (an upgrade) is set aside without a note; one damaged, with one")
    func otherVersionQuietly() throws {
        let (site, _) = try oneAlbumSite("kept", "---\ntitle: Kept\nartist: Someone\n---\n")
        defer { try? FileManager.default.removeItem(at: site) }
        let file = site.appending(path: ".public.linernotes/parsed")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("linernotes parsed 0\nanything at all".utf8).write(to: file)
        #expect(ParsedRecord(file: file, site: site, loadStarted: FileStamp.now).note == nil)
        try Data("linernotes parsed 1\nnot what it wrote".utf8).write(to: file)
        #expect(ParsedRecord(file: file, site: site, loadStarted: FileStamp.now).note?.contains("damaged") == true)
        #expect(EnrichmentRecord.isOtherVersion(Data("linernotes enrichments 1\n…".utf8)))
        #expect(!EnrichmentRecord.isOtherVersion(Data(EnrichmentRecord.header)))
        #expect(!EnrichmentRecord.isOtherVersion(Data("something else".utf8)))
    }

    @Test("An album file changed within a clock tick of the load's start is not kept (the same stamp could hold other bytes), nor one naming a local cover")
    func racyAndLocalFilesNotKept() throws {
        let (site, album) = try oneAlbumSite("fresh", "---\ntitle: Fresh\nartist: Someone\n---\n")
        defer { try? FileManager.default.removeItem(at: site) }
        let changed = try #require(FileStamp(path: album.path)).changed
        let file = site.appending(path: ".public.linernotes/parsed")
        let parsed: ParsedRecord.Parsed = (Album(slug: "fresh", title: "Fresh", artist: "Someone"), [], [])

        let racy = afterFirstBuild(file, site: site, loadStarted: changed)
        _ = racy.parsed(album.path, keepsHTML: false) { parsed }
        #expect(racy.entryCount == 0)
        let settled = ParsedRecord(file: file, site: site, loadStarted: timespec(tv_sec: changed.tv_sec + 1, tv_nsec: changed.tv_nsec))
        _ = settled.parsed(album.path, keepsHTML: false) { parsed }
        #expect(settled.entryCount == 1)

        var covered = Album(slug: "fresh", title: "Fresh", artist: "Someone")
        covered.coverFile = site.appending(path: "content/albums/fresh.jpg").path
        let withCover = ParsedRecord(file: file, site: site, loadStarted: timespec(tv_sec: changed.tv_sec + 1, tv_nsec: changed.tv_nsec))
        _ = withCover.parsed(album.path, keepsHTML: false) { ParsedRecord.Parsed(covered, [], []) }
        #expect(withCover.entryCount == 0)
    }

    @Test("An album with every field filled in, its notes and its warnings come back from the record equal, short notes held and long ones read again from the file")
    func everyFieldKept() throws {
        var album = Album(
            slug: "everything", title: "Everything «Kept»", artist: "坂本龍一 & Someone", year: 1983,
            released: PartialDate("1983-05-21"), mbid: "4e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10",
            releaseGroup: "5e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10", itunesID: 1234, tags: ["ambient", "électronique"], rating: 4,
            acquired: PartialDate(year: 2001), format: "LP", sourcePath: "content/albums/everything.md")
        var track = Track(title: "Opening — Part 1", length: 245, disc: 2, number: "A1", credits: [CreditedArtist(name: "Guest")], kind: .hidden)
        track.file = nil
        album.tracks = [track, Track(title: "Second")]
        album.artists = ["坂本龍一", "Someone"]
        album.credit = [Album.CreditPart(name: "坂本龍一", slug: "sakamoto", join: " & "), Album.CreditPart(name: "Someone", slug: "someone", join: "")]
        album.artistSlug = "sakamoto"
        album.added = PartialDate("2024-01")
        album.label = "Alfa"
        album.catalog = "ALR-28045"
        album.discogs = 99
        album.condition = AlbumCondition(media: .nearMint, sleeve: .veryGoodPlus, text: "seam split")
        let warnings = [Diagnostic.warning("content/albums/everything.md", line: 4, "unknown key 'mood' is ignored")]

        for notes in ["Short notes.\n", String(repeating: "Long notes, read again from the file. ", count: 20)] {
            let site = FileManager.default.temporaryDirectory.appending(path: "parsed-record-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: site) }
            let path = site.appending(path: "content/albums/everything.md")
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "---\ntitle: Everything\nartist: Someone\n---\n\(notes)".write(to: path, atomically: true, encoding: .utf8)
            var original = album
            original.keptNotes = AlbumNotes(notes, file: original.sourcePath) { AlbumParser.notes(at: path, displayPath: "content/albums/everything.md") }

            let payload = try #require(ParsedRecord.payload((original, warnings, [])))
            let bytes = try #require(ValueCoding.encode(payload))
            let back = try #require(bytes.withUnsafeBufferPointer { ParsedRecord.parsed($0, path: path.path) })
            let kept = try #require(back.0)
            #expect(kept == original)
            #expect(kept.tracks.first?.number == "A1" && kept.tracks.first?.kind == .hidden && kept.condition?.text == "seam split")
            #expect(try kept.currentNotes() == notes)
            #expect((kept.keptNotes.heldText != nil) == (notes.utf8.count <= AlbumNotes.keptInline))
            #expect(back.1 == warnings)
        }
    }

    /// Coded as `a`, `b`; read as `b`, `a`.
    struct Swapped: Codable, Equatable {
        let a: String
        let b: String
        enum CodingKeys: String, CodingKey { case a, b }
        init(a: String, b: String) {
            self.a = a
            self.b = b
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            b = try container.decode(String.self, forKey: .b)
            a = try container.decode(String.self, forKey: .a)
        }
    }

    /// An optional field coded as a plain one (`encode`), read as an optional one (`decodeIfPresent`), or the reverse.
    struct Mismatched: Codable, Equatable {
        let value: Int?
        let plainWrite: Bool
        enum CodingKeys: String, CodingKey { case value, plainWrite }
        init(value: Int?, plainWrite: Bool) {
            self.value = value
            self.plainWrite = plainWrite
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            plainWrite = try container.decode(Bool.self, forKey: .plainWrite)
            value = plainWrite ? try container.decodeIfPresent(Int.self, forKey: .value) : try container.decode(Int.self, forKey: .value)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(plainWrite, forKey: .plainWrite)
            if plainWrite { try container.encode(value, forKey: .value) } else { try container.encodeIfPresent(value, forKey: .value) }
        }
    }

    /// Reads a field that is not there, catches the error, and reads on.
    struct Forgiving: Codable, Equatable {
        let name: String
        enum CodingKeys: String, CodingKey { case name, missing }
        init(name: String) { self.name = name }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            _ = try? container.decode(String.self, forKey: .missing)
            name = try container.decode(String.self, forKey: .name)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
        }
    }

    @Test("ValueCoding refuses what it cannot read back in order (fields read in another order than written, an optional field written or read as a plain one, nil in a list, a caught error), and bytes cut short, lengthened or of another type")
    func valueCodingRefuses() throws {
        let swapped = try #require(ValueCoding.encode(Swapped(a: "one", b: "two")))
        #expect(ValueCoding.decode(Swapped.self, from: swapped) == nil)
        // Written plain: refused when written (an optional as a plain value has no presence byte).
        #expect(ValueCoding.encode(Mismatched(value: 0, plainWrite: true)) == nil)
        // Written as an optional field (`encodeIfPresent`), read as a plain one: refused when read, nil or not.
        for value in [nil, 0, 7] as [Int?] {
            let bytes = try #require(ValueCoding.encode(Mismatched(value: value, plainWrite: false)))
            #expect(ValueCoding.decode(Mismatched.self, from: bytes) == nil, "\(String(describing: value))")
        }
        #expect(ValueCoding.decode(Forgiving.self, from: ValueCoding.encode(Forgiving(name: "kept")) ?? []) == nil)
        #expect(ValueCoding.encode([1, nil, 3] as [Int?]) == nil)
        #expect(ValueCoding.decode([[Int]].self, from: ValueCoding.encode([[1], [2], []]) ?? []) == [[1], [2], []])
        let bytes = try #require(ValueCoding.encode(Diagnostic.warning("a.md", line: 3, "über")))
        #expect(ValueCoding.decode(Diagnostic.self, from: bytes) == Diagnostic.warning("a.md", line: 3, "über"))
        #expect(ValueCoding.decode(Diagnostic.self, from: Array(bytes.dropLast())) == nil)
        #expect(ValueCoding.decode(Diagnostic.self, from: bytes + [0]) == nil)
        #expect(ValueCoding.decode(PartialDate.self, from: bytes) == nil)
        #expect(ValueCoding.decode([Int].self, from: ValueCoding.encode([Int.min, -1, 0, 1, Int.max]) ?? []) == [Int.min, -1, 0, 1, Int.max])
    }
}
