import Foundation
import Testing
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering
@testable import Serve

@Suite("Importing a Discogs collection")
struct DiscogsImportTests {
    /// A collection export in Discogs' shape: its header, quoting (commas, quotes and line breaks inside fields),
    /// Unicode, two custom fields, the same release owned twice, and two bad rows.
    static let csv = """
        Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Signed,Purchase Price
        NODATA 01,Radiohead,OK Computer,Parlophone,"2xLP, Album, RE",5,1997,8474223,Uncategorized,2019-03-02 14:05:11,Near Mint (NM or M-),Very Good Plus (VG+),"Bought at Rough Trade, ""the"" copy
        with the poster",Yes,£25
        GEF 24425,Nirvana (2),Nevermind,"DGC, Geffen Records","CD, Album",4,1991-09-24,367084,Favourites,2020-11-05 09:00:00,,,,,
        ,Prince*,Purple Rain,Warner Bros. Records,"LP, Album",0,1984,249504,Uncategorized,2021-01-01 10:00:00,,,,,
        ,Various,Pure Moods,Virgin,"CD, Comp",,1994,1109339,Uncategorized,2021-02-02 10:00:00,,,,,
        PBTHAL 1,Sigur Rós,Ágætis byrjun,Smekkleysa,"CD, Album",5,1999-06-12,544301,Uncategorized,2021-03-03 10:00:00,,,,,
        PBTHAL 1,Sigur Rós,Ágætis byrjun,Smekkleysa,"CD, Album",3,1999-06-12,544301,Uncategorized,2022-04-04 10:00:00,Good (G),,second copy,,
        X1,Broken "Quote",Bad Row,Label,CD,,2000,1,Uncategorized,2021-01-01 10:00:00,,,,,
        Y2,Someone,,Label,CD,,2000,2,Uncategorized,2021-01-01 10:00:00,,,,,

        """

    func site() throws -> (TemporarySite, URL) {
        let site = try TemporarySite(siteYAML: "title: Imported\n")
        let file = site.root.appending(path: "collection.csv")
        try Self.csv.write(to: file, atomically: true, encoding: .utf8)
        return (site, file)
    }

    func run(_ site: TemporarySite, _ file: URL, dryRun: Bool = false) throws -> ImportReport {
        let (albums, skipped) = try DiscogsImporter().read(file)
        return try AlbumImport(site: site.root, dryRun: dryRun).run(albums, skipped: skipped)
    }

    @Test("A first run maps every field and says what it skipped; the build reads the files; a second run changes nothing")
    func firstAndSecondRun() async throws {
        let (site, file) = try site()
        defer { site.remove() }
        let dry = try run(site, file, dryRun: true)
        #expect(dry.created.count == 6 && dry.dryRun)
        #expect(!FileManager.default.fileExists(atPath: site.root.appending(path: "content/albums/ok-computer.md").path))

        let report = try run(site, file)
        #expect(report.created.sorted() == [
            "content/albums/agaetis-byrjun-sigur-ros.md", "content/albums/agaetis-byrjun.md", "content/albums/nevermind.md",
            "content/albums/ok-computer.md", "content/albums/pure-moods.md", "content/albums/purple-rain.md",
        ])
        #expect(report.skipped == ["collection.csv:9: a quote inside a field that does not start with one", "collection.csv:10: no title"])
        let ok = try String(contentsOf: site.root.appending(path: "content/albums/ok-computer.md"), encoding: .utf8)
        #expect(ok == """
            ---
            title: OK Computer
            artist: Radiohead
            year: 1997
            format: Vinyl (2×LP)
            rating: 5
            acquired: 2019-03-02
            label: Parlophone
            catalog: NODATA 01
            discogs: 8474223
            condition: {media: Near Mint (NM or M-), sleeve: Very Good Plus (VG+)}
            ---
            - Signed: Yes
            - Purchase Price: £25

            Bought at Rough Trade, "the" copy
            with the poster

            """)
        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        let byTitle = Dictionary(grouping: archive.albums, by: \.title)
        #expect(byTitle["Nevermind"]?.first?.artist == "Nirvana" && byTitle["Nevermind"]?.first?.released == PartialDate("1991-09-24"))
        #expect(byTitle["Nevermind"]?.first?.tags == ["Favourites"])
        #expect(byTitle["Purple Rain"]?.first?.artist == "Prince" && byTitle["Purple Rain"]?.first?.rating == nil)
        #expect(byTitle["Pure Moods"]?.first?.artist == "Various Artists")
        #expect(byTitle["Ágætis byrjun"]?.map(\.rating).sorted { ($0 ?? 0) < ($1 ?? 0) } == [3, 5])
        try await site.build()
        let page = try site.read("albums/ok-computer/index.html")
        #expect(page.contains("<dt>Label</dt><dd>Parlophone · NODATA 01</dd>"))
        #expect(page.contains("<dt>Condition</dt><dd><span class=\"grade\"><span class=\"muted\">Media</span> Near Mint (NM or M-)</span> · <span class=\"grade\"><span class=\"muted\">Sleeve</span> Very Good Plus (VG+)</span></dd>"))
        #expect(!page.contains("Media: Near Mint"), "the condition is a fact, not notes")
        #expect(page.contains("<a href=\"https://www.discogs.com/release/8474223\" rel=\"external noopener\">This release on Discogs</a>"))

        let files = try contentSnapshot(site.root.appending(path: "content"))
        let again = try run(site, file)
        #expect(again.created.isEmpty && again.updated.isEmpty && again.unchanged.count == 6)
        #expect(try contentSnapshot(site.root.appending(path: "content")) == files)
    }

    @Test("What the owner wrote is kept; only fields left empty or removed are filled again")
    func ownerEdits() throws {
        let (site, file) = try site()
        defer { site.remove() }
        _ = try run(site, file)
        let path = site.root.appending(path: "content/albums/nevermind.md")
        // The owner renamed the album, removed the rating, emptied the label and wrote notes.
        try """
            ---
            title: Nevermind (my copy)
            artist: Nirvana
            # my comment
            released: 1991-09-24
            format: CD
            label:
            discogs: 367084
            ---
            My own notes.

            """.write(to: path, atomically: true, encoding: .utf8)
        let report = try run(site, file)
        #expect(report.updated.map(\.path) == ["content/albums/nevermind.md"])
        #expect(report.updated.first?.added == ["rating", "acquired", "label", "catalog", "tags"])
        #expect(try String(contentsOf: path, encoding: .utf8) == """
            ---
            title: Nevermind (my copy)
            artist: Nirvana
            # my comment
            released: 1991-09-24
            format: CD
            label: DGC, Geffen Records
            discogs: 367084
            rating: 4
            acquired: 2020-11-05
            catalog: GEF 24425
            tags: [Favourites]
            ---
            My own notes.

            """)
        #expect(try run(site, file).updated.isEmpty)
    }

    @Test("Two copies of one release: a copy whose file lost its discogs id is found by name, never merged into the other copy; empty \"\" and [] are filled")
    func copiesAndEmptyValues() throws {
        let (site, file) = try site()
        defer { site.remove() }
        _ = try run(site, file)
        let first = site.root.appending(path: "content/albums/agaetis-byrjun.md")
        let second = site.root.appending(path: "content/albums/agaetis-byrjun-sigur-ros.md")
        let secondText = try String(contentsOf: second, encoding: .utf8)
        // The owner removed the id from the first copy's file, and emptied two fields.
        var text = try String(contentsOf: first, encoding: .utf8)
        text = text.replacingOccurrences(of: "discogs: 544301\n", with: "").replacingOccurrences(of: "catalog: PBTHAL 1", with: "catalog: \"\"")
            .replacingOccurrences(of: "label: Smekkleysa", with: "label: ~")
        try text.write(to: first, atomically: true, encoding: .utf8)
        let report = try run(site, file)
        #expect(report.created.isEmpty, "\(report)")
        #expect(try String(contentsOf: second, encoding: .utf8) == secondText)
        let filled = try String(contentsOf: first, encoding: .utf8)
        #expect(filled.contains("catalog: PBTHAL 1\n") && filled.contains("label: Smekkleysa\n") && filled.contains("discogs: 544301\n"))
        #expect(!filled.contains("catalog: \"\""))
    }

    @Test("\"Nirvana (2)\" and \"Nirvana\" are two artists, each shown as Nirvana with their years; a box set stays a box set")
    func numberedArtistsAndBoxSets() async throws {
        let site = try TemporarySite(siteYAML: "title: Imported\n")
        defer { site.remove() }
        let file = site.root.appending(path: "collection.csv")
        try """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes
            GEF 24425,Nirvana (2),Nevermind,DGC,"CD, Album",,1991,367084,Uncategorized,,,,
            ,Nirvana,Local Anaesthetic,Pye,"LP, Album",,1968,1058215,Uncategorized,,,,
            ,The Beatles,The Beatles In Mono,Apple,"Box Set, Comp, Mono, 14xLP",,2014,5996434,Uncategorized,,,,
            ,Joy Division,Heart And Soul,London,"Box Set, Comp",,1997,124400,Uncategorized,,,,

            """.write(to: file, atomically: true, encoding: .utf8)
        let (albums, skipped) = try DiscogsImporter().read(file)
        #expect(skipped.isEmpty)
        _ = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        let mono = try String(contentsOf: site.root.appending(path: "content/albums/the-beatles-in-mono.md"), encoding: .utf8)
        #expect(mono.contains("format: Box Set (14×LP)\n"), "\(mono)")
        let heart = try String(contentsOf: site.root.appending(path: "content/albums/heart-and-soul.md"), encoding: .utf8)
        #expect(heart.contains("format: Box Set\n"), "\(heart)")
        try await site.build()
        let sixties = try site.read("artists/nirvana/index.html")
        let nineties = try site.read("artists/nirvana-2/index.html")
        #expect(sixties.contains("Local Anaesthetic") && !sixties.contains("Nevermind"))
        #expect(nineties.contains("Nevermind") && !nineties.contains("Local Anaesthetic"))
        #expect(nineties.contains("<h1>Nirvana</h1>") || nineties.contains(">Nirvana<"))
        #expect(!nineties.contains("Nirvana (2)") && nineties.contains("<p class=\"lede distinction\">1991</p>"))
        let album = try site.read("albums/nevermind/index.html")
        #expect(album.contains("/artists/nirvana-2/") && !album.contains("Nirvana (2)"))
        let archive = try await site.load()
        #expect(archive.albums.first { $0.title == "The Beatles In Mono" }?.format == "Box Set (14×LP)")
    }

    @Test("A DJ's export as it comes: combined credits show no Discogs number, a name spelt in two cases is one artist, invisible characters and stray spaces are gone")
    func realExportText() async throws {
        let site = try TemporarySite(siteYAML: "title: Imported\n")
        defer { site.remove() }
        let file = site.root.appending(path: "collection.csv")
        // Rows shaped as a real export's (a reggae and jungle DJ's, 2026): credits joined by Discogs, numbered names,
        // "Dj"/"DJ", a title with zero-width spaces, one with a byte-order mark and a double space, one with a
        // trailing space.
        try """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes
            VEN 001,Vendetta (2) & Barber (3) & Bad Kid,Dub Plate Pressure,Vendetta Records,"12\"\"",,2019,100001,Uncategorized,2020-01-01 10:00:00,,,
            PAN 1,DJ Panik (3) & M-Rode / Jera (4) / Dijeyow,Sci\u{200B}-\u{200B}Fi Lullabies,Panik,"12\"\"",,2021,100002,Uncategorized,2021-01-01 10:00:00,,,
            PAN 2,Dj Panik (3),Tralalalala /  \u{FEFF}Dirty Babylon,Panik,"12\"\"",,2022,100003,Uncategorized,2022-01-01 10:00:00,,,
            VP4201,Gregory Isaacs,Mr. Isaacs ,"17 North Parade, Earthquake","LP, RE, RM",,2019,13880176,Uncategorized,2020-11-18 19:18:50,,,

            """.write(to: file, atomically: true, encoding: .utf8)
        let (albums, skipped) = try DiscogsImporter().read(file)
        #expect(skipped.isEmpty)
        #expect(albums.map(\.title) == ["Dub Plate Pressure", "Sci-Fi Lullabies", "Tralalalala / Dirty Babylon", "Mr. Isaacs"])
        _ = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        try await site.build()
        let dub = try site.read("albums/dub-plate-pressure/index.html")
        #expect(dub.contains("Vendetta &amp; Barber &amp; Bad Kid") && !dub.contains("(2)") && !dub.contains("(3)"))
        let scifi = try site.read("albums/sci-fi-lullabies/index.html")
        #expect(scifi.contains("DJ Panik &amp; M-Rode / Jera / Dijeyow") && !scifi.contains("(4)"))
        // "Dj Panik (3)" and "DJ Panik (3)": one artist, one page.
        let archive = try await site.load()
        #expect(archive.artists.filter { $0.name.lowercased() == "dj panik" }.count == 1)
        #expect(Artist.displayName("Nirvana (2)") == "Nirvana" && Artist.displayName("Love (2) Hate") == "Love (2) Hate")
        #expect(Artist.displayName("Vinyl Junkie & Sanxion Featuring Bushman (3)") == "Vinyl Junkie & Sanxion Featuring Bushman")
    }

    @Test("The conditions become `condition:`, which the build reads and the album page shows; a value Discogs does not offer is kept as written")
    func conditions() async throws {
        let site = try TemporarySite(siteYAML: "title: Imported\n")
        defer { site.remove() }
        let file = site.root.appending(path: "collection.csv")
        try """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes
            CL 1355,Miles Davis,Kind Of Blue,Columbia,"LP, Album, Mono",5,1959-08-17,1367093,Jazz,2018-01-20 11:00:00,Very Good (VG),Good Plus (G+),my father's copy
            FAC 23,Joy Division,Love Will Tear Us Apart,Factory,"7\"\", Single",5,1980,64201,Singles,2022-02-02 10:00:00,Near Mint (NM or M-),Generic,
            WARP 101,Boards of Canada,Geogaddi,Warp,"2xCD, Album",5,2002,1200,Uncategorized,2021-01-01 10:00:00,Mint (M),,
            ,Prince,Purple Rain,Warner Bros. Records,"LP, Album",,1984,249504,Uncategorized,2021-01-01 10:00:00,Excellent (EX),No Cover,
            ,Oasis,Definitely Maybe,Creation Records,"CD, Album",,1994,368720,Uncategorized,2021-01-01 10:00:00,,,

            """.write(to: file, atomically: true, encoding: .utf8)
        let (albums, skipped) = try DiscogsImporter().read(file)
        #expect(skipped.isEmpty)
        _ = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        func written(_ slug: String) throws -> String {
            try String(contentsOf: site.root.appending(path: "content/albums/\(slug).md"), encoding: .utf8)
        }
        #expect(try written("kind-of-blue").contains("\ncondition: {media: Very Good (VG), sleeve: Good Plus (G+)}\n---\nmy father's copy\n"))
        #expect(try written("love-will-tear-us-apart").contains("\ncondition: {media: Near Mint (NM or M-), sleeve: Generic}\n"))
        #expect(try written("geogaddi").contains("\ncondition: {media: Mint (M)}\n"))
        #expect(try written("purple-rain").contains("\ncondition: \"Media: Excellent (EX), Sleeve: No Cover\"\n"))
        #expect(try !written("definitely-maybe").contains("condition"))
        let archive = try await site.load()
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        try await site.build()
        let fact = { (slug: String) in
            try site.read("albums/\(slug)/index.html").split(separator: "\n").first { $0.contains("<dt>Condition</dt>") }.map(String.init)
        }
        #expect(try fact("kind-of-blue")
            == "<div class=\"fact-wide\"><dt>Condition</dt><dd><span class=\"grade\"><span class=\"muted\">Media</span> Very Good (VG)</span> · <span class=\"grade\"><span class=\"muted\">Sleeve</span> Good Plus (G+)</span></dd></div>")
        #expect(try fact("love-will-tear-us-apart")?.contains("Near Mint (NM or M-)</span> · <span class=\"grade\"><span class=\"muted\">Sleeve</span> Generic</span></dd>") == true)
        #expect(try fact("geogaddi") == "<div class=\"fact-wide\"><dt>Condition</dt><dd><span class=\"grade\"><span class=\"muted\">Media</span> Mint (M)</span></dd></div>")
        #expect(try fact("purple-rain") == "<div class=\"fact-wide\"><dt>Condition</dt><dd>Media: Excellent (EX), Sleeve: No Cover</dd></div>")
        #expect(try fact("definitely-maybe") == nil)
    }

    @Test("An album imported before, with its conditions as notes lines, keeps them; an import adds `condition:` and says so")
    func conditionsInOlderNotes() async throws {
        let (site, file) = try site()
        defer { site.remove() }
        let path = site.root.appending(path: "content/albums/ok-computer.md")
        let older = """
            ---
            title: OK Computer
            artist: Radiohead
            year: 1997
            format: Vinyl (2×LP)
            rating: 5
            acquired: 2019-03-02
            label: Parlophone
            catalog: NODATA 01
            discogs: 8474223
            ---
            - Media: Near Mint (NM or M-)
            - Sleeve: Very Good Plus (VG+)
            - Signed: Yes

            """
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try older.write(to: path, atomically: true, encoding: .utf8)
        try await site.build()
        #expect(try site.read("albums/ok-computer/index.html").contains("<li>Media: Near Mint (NM or M-)</li>"))
        let report = try run(site, file)
        #expect(report.updated.first { $0.path == "content/albums/ok-computer.md" }?.added == ["condition"], "\(report)")
        #expect(try String(contentsOf: path, encoding: .utf8) == older.replacingOccurrences(
            of: "discogs: 8474223\n", with: "discogs: 8474223\ncondition: {media: Near Mint (NM or M-), sleeve: Very Good Plus (VG+)}\n"))
        try await site.build()
        let page = try site.read("albums/ok-computer/index.html")
        #expect(page.contains("<li>Media: Near Mint (NM or M-)</li>") && page.contains("<dt>Condition</dt>"))
    }

    @Test("A damaged row is named with its file, line and row, and what was imported from it says so")
    func damagedRows() throws {
        let site = try TemporarySite(siteYAML: "title: Imported\n")
        defer { site.remove() }
        let file = site.root.appending(path: "collection.csv")
        try """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes,Signed
            WARP 101,Boards of Canada,Geogaddi,Warp,"2xCD, Album",5,2002,1200,Uncategorized,2021-01-01 10:00:00,,,"a note
            over two lines",
            X9,Aphex Twin,Drukqs
            Z1,Someone

            """.write(to: file, atomically: true, encoding: .utf8)
        let (albums, skipped) = try DiscogsImporter().read(file)
        let report = try AlbumImport(site: site.root).run(albums, skipped: skipped)
        #expect(report.created.sorted() == ["content/albums/drukqs.md", "content/albums/geogaddi.md"])
        #expect(report.skipped == ["collection.csv:5: no title (row 4 has 2 fields where the header has 14; nothing imported from it)"])
        #expect(report.notes.count == 1)
        #expect(report.notes.first?.hasPrefix(
            "collection.csv:4: row 3 has 3 fields where the header has 14: imported \"Drukqs\" by Aphex Twin from its columns Catalog#, Artist, Title only")
            == true, "\(report.notes)")
        #expect(report.description.contains("note: collection.csv:4: row 3 has 3 fields"))
    }

    @Test("A file saved on Windows (a BOM, CRLF line ends) keeps both; a comment after an empty value stays")
    func windowsFile() throws {
        let (site, file) = try site()
        defer { site.remove() }
        let path = site.root.appending(path: "content/albums/nevermind.md")
        let original = "\u{FEFF}---\r\ntitle: Nevermind\r\nartist: Nirvana\r\nlabel:   # fill in later\r\n---\r\nMine.\r\n"
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(original.utf8).write(to: path)
        let report = try run(site, file)
        #expect(report.updated.map(\.path) == ["content/albums/nevermind.md"], "\(report)")
        let text = String(decoding: try Data(contentsOf: path), as: UTF8.self)
        #expect(text.hasPrefix("\u{FEFF}---\r\ntitle: Nevermind\r\nartist: Nirvana\r\nlabel: DGC, Geffen Records # fill in later\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends in CRLF: \(text.debugDescription)")
        #expect(text.hasSuffix("---\r\nMine.\r\n"))
    }

    @Test("An import into a folder that is not a site writes nothing")
    func notASite() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "linernotes-nosite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (albums, _) = try DiscogsImporter().read(try {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appending(path: "c.csv")
            try Self.csv.write(to: file, atomically: true, encoding: .utf8)
            return file
        }())
        #expect { try AlbumImport(site: folder.appending(path: "typo")).run(albums) } throws: { "\($0)".contains("is not a linernotes site") }
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "typo").path))
        #expect { try DiscogsImporter().read(folder) } throws: { "\($0)".contains("is a folder") }
    }

    @Test("A file that is not Discogs' export, or cannot be read, stops before anything is written, naming it")
    func badInput() throws {
        let site = try TemporarySite(siteYAML: "title: Imported\n")
        defer { site.remove() }
        let wrong = site.root.appending(path: "other.csv")
        try "Name,Price\nA,1\n".write(to: wrong, atomically: true, encoding: .utf8)
        #expect { try DiscogsImporter().read(wrong) } throws: { "\($0)".contains("other.csv:1: no 'Artist' and 'Title' columns") }
        #expect { try DiscogsImporter().read(site.root.appending(path: "missing.csv")) } throws: { "\($0)".contains("missing.csv: cannot be read") }
    }
}

/// Every file under `root` with its contents.
func contentSnapshot(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for path in filesUnder(root) { result[path] = try Data(contentsOf: root.appending(path: path)) }
    return result
}
