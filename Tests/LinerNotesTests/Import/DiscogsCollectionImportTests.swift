import Foundation
import Testing
@testable import Import
@testable import MusicWeb

/// `import discogs --user`: a collection read through the API, page by page, against recorded collection pages
/// (`Fixtures/discogs-collection/`, brotherlogic/godiscogs) served on loopback.
@Suite("Discogs collection through the API")
struct DiscogsCollectionImportTests {
    static let folder = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/discogs-collection", directoryHint: .isDirectory)

    /// The recorded items of pages 15 and 32 (104 records), in their order.
    static func items() throws -> [[String: Any]] {
        try ["collection-page-15.json", "collection-page-32.json"].flatMap { name in
            let page = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appending(path: name))) as? [String: Any])
            return try #require(page["releases"] as? [[String: Any]])
        }
    }

    /// The owner's folders (hand-made: names for the ids the recorded items use) and Discogs' default notes fields.
    static let folders: [(Int, String)] = [(0, "All"), (1, "Uncategorized"), (242017, "12s"), (242018, "CDs"), (268147, "Singles"), (488127, "Library"), (857451, "Library Music")]

    /// Serves `user`'s collection as Discogs does: 100 a page (what `per_page` asks, at most 100), the recorded items
    /// verbatim, the pagination block made for the pages served; folders all listed with a token, else only "All".
    static func serve(_ harness: FetchHarness, user: String = "brotherlogic", items: [[String: Any]], private isPrivate: Bool = false) {
        let records = items.map { (try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])) ?? Data() }
        harness.override = { request in
            let path = request.path.split(separator: "?").first.map(String.init) ?? ""
            let prefix = "/discogs/users/"
            guard path.hasPrefix(prefix) else { return nil }
            let rest = path.dropFirst(prefix.count)
            let name = String(rest.prefix { $0 != "/" })
            let tokened = (request.headers["authorization"] ?? request.headers["Authorization"]) != nil
            guard name.lowercased() == user.lowercased() else {
                return FixtureWorld.json(["message": "User does not exist or may have been deleted."], status: 404)
            }
            if isPrivate {
                return FixtureWorld.json(["message": "You are not allowed to view this resource. Please authenticate as the owner to view this content."], status: 403)
            }
            if rest.hasSuffix("/collection/folders") {
                let listed = tokened ? folders : folders.filter { $0.0 == 0 }
                return FixtureWorld.json(["folders": listed.map { ["id": $0.0, "name": $0.1, "count": 0] }])
            }
            if rest.hasSuffix("/collection/fields") {
                return FixtureWorld.json(["fields": [
                    ["id": 1, "name": "Media Condition", "type": "dropdown", "public": true, "position": 1],
                    ["id": 2, "name": "Sleeve Condition", "type": "dropdown", "public": true, "position": 2],
                    ["id": 3, "name": "Notes", "type": "textarea", "public": true, "position": 3],
                ]])
            }
            if rest.hasSuffix("/collection/folders/0/releases") { return page(of: records, as: "releases", request) }
            return FixtureWorld.json(["message": "The requested resource was not found."], status: 404)
        }
    }

    /// The page `request` asks for of `records` (JSON objects, verbatim) under `key`, as Discogs pages a list: what
    /// `per_page` asks (50 by default, at most 100), the `pagination` block made for the pages served, and Discogs'
    /// 404 past the last page.
    static func page(of records: [Data], as key: String, _ request: FixtureServer.Request) -> FixtureServer.Response {
        let perPage = min(100, Int(request.query("per_page") ?? "50") ?? 50), page = Int(request.query("page") ?? "1") ?? 1
        let pages = max(1, (records.count + perPage - 1) / perPage)
        guard page <= pages else { return FixtureWorld.json(["message": "Page \(page) is outside of valid range [1, \(pages)]."], status: 404) }
        var body = Data("{\"pagination\": {\"page\": \(page), \"pages\": \(pages), \"per_page\": \(perPage), \"items\": \(records.count), \"urls\": {}}, \"\(key)\": [".utf8)
        body += Data(records.dropFirst((page - 1) * perPage).prefix(perPage).joined(separator: Data(",".utf8)))
        body += Data("]}".utf8)
        return .init(status: 200, headers: ["Content-Type": "application/json"], body: body)
    }

    static func importer(_ harness: FetchHarness, environment: [String: String] = [:]) throws -> DiscogsCollectionImporter {
        DiscogsCollectionImporter(fetcher: try ImportFetcher.make(
            site: harness.site.root, service: "Discogs", environment: environment, transport: CurlTransport(clock: ManualClock()), clock: harness.clock))
    }

    @Test("Every page is read, 100 a page, spaced as Discogs asks; each record becomes an album file, a release owned twice two files")
    func everyPage() async throws {
        let harness = try FetchHarness(enabled: [.discogs])
        let items = try Self.items()
        Self.serve(harness, items: items)
        let (albums, skipped) = try await Self.importer(harness).read(user: "BrotherLogic")
        #expect(skipped.isEmpty)
        #expect(albums.count == items.count)
        let pages = harness.server.requests.filter { $0.path.contains("/collection/folders/0/releases") }
        #expect(pages.map { $0.query("page") } == ["1", "2"])
        #expect(pages.allSatisfy { $0.query("per_page") == "100" })
        let discogs = harness.server.requests.filter { $0.path.hasPrefix("/discogs/") }
        for (earlier, later) in zip(discogs.map(\.arrival), discogs.map(\.arrival).dropFirst()) {
            #expect(later - earlier >= .milliseconds(2400), "\(later - earlier)")
        }
        #expect(discogs.allSatisfy { ($0.headers["user-agent"] ?? $0.headers["User-Agent"] ?? "").hasPrefix("linernotes/") })

        let report = try AlbumImport(site: harness.site.root).run(albums)
        #expect(report.created.count == items.count)
        let written = try Self.files(harness.site.root)
        // Owned twice, with two conditions: two files, each with its own.
        let eddie = written.filter { $0.value.contains("discogs: 906349\n") }
        #expect(eddie.count == 2)
        #expect(eddie.values.contains { $0.contains("media: Near Mint (NM or M-)") } && eddie.values.contains { $0.contains("media: Very Good (VG)") })
        // A name credited differently shows as credited; Discogs' number stays for identity; joins as credited.
        #expect(written.values.contains { $0.contains("artist: Mr Brown\n") })
        #expect(written.values.contains { $0.contains("artist: The Backgrounds (2)\n") })
        #expect(written.values.contains { $0.contains("artist: Max Roach With The J.C. White Singers\n") })
        #expect(written.values.contains { $0.contains("artist: Romano Sclavis Texier + Enrico Rava, Nguyên Lê, Bojan Z\n") })
        // Without a token only "All" is listed: no folder becomes a tag.
        #expect(!written.values.contains { $0.contains("tags:") })
        // Again: asked again (a collection changes); the same answers change nothing.
        let again = try await Self.importer(harness).read(user: "brotherlogic")
        #expect(try AlbumImport(site: harness.site.root).run(again.albums).unchanged.count == items.count)
    }

    @Test("The CSV export of the same collection gives the same files, byte for byte, but the artists of credits whose text cannot tell them")
    func sameAsCSV() async throws {
        let items = try Self.items()
        let token = "discogs-fixture-token-0123456789"
        let api = try FetchHarness(enabled: [.discogs])
        Self.serve(api, items: items)
        let (albums, skipped) = try await Self.importer(api, environment: ["DISCOGS_TOKEN": token]).read(user: "brotherlogic")
        #expect(skipped.isEmpty)
        #expect(api.server.requests.filter { $0.path.hasPrefix("/discogs/") }.allSatisfy {
            ($0.headers["authorization"] ?? $0.headers["Authorization"]) == "Discogs token=\(token)"
        })
        _ = try AlbumImport(site: api.site.root).run(albums)

        let csv = try FetchHarness(enabled: [])
        let file = csv.site.root.appending(path: "collection.csv")
        try Self.export(items).write(to: file, atomically: true, encoding: .utf8)
        let fromCSV = try DiscogsImporter().read(file)
        #expect(fromCSV.skipped.isEmpty)
        _ = try AlbumImport(site: csv.site.root).run(fromCSV.albums)

        let a = try Self.files(api.site.root), b = try Self.files(csv.site.root)
        #expect(a.count == items.count)
        #expect(a.keys.sorted() == b.keys.sorted())
        // The API lists the artists of a credit; the export's text of "Eddie Warner / John Randoll" could be one name,
        // as "Showbiz & A.G." is: only the API's file says `artists:`, and that line is all that differs.
        let listed = a.filter { $0.value.contains("\nartists: ") }
        #expect(listed["medium-orchestral-beat.md"]?.contains("\nartist: Eddie Warner / John Randoll\nartists: [Eddie Warner, John Randoll]\n") == true, "\(listed.keys.sorted())")
        #expect(listed["3-3.md"]?.contains("\nartists: [Romano Sclavis Texier, Enrico Rava, Nguyên Lê, Bojan Z]\n") == true)
        #expect(listed.count == 14)
        for (name, text) in a {
            let withoutList = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("artists: ") }.joined(separator: "\n")
            if b[name] != withoutList { Issue.record("\(name) differs:\nAPI:\n\(text)\nCSV:\n\(b[name] ?? "(missing)")") }
        }
        // With the token, folders are named: the owner's folders become tags.
        #expect(a.values.contains { $0.contains("tags: [Library Music]") })
        // The token is nowhere in what the import wrote (files, cache).
        for url in FileManager.default.enumerator(at: api.site.root, includingPropertiesForKeys: nil)?.compactMap({ $0 as? URL }) ?? [] {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            #expect(!String(decoding: try Data(contentsOf: url), as: UTF8.self).contains(token), "\(url.path)")
        }
    }

    @Test("A second sync: created, updated, unchanged and gone; a field the owner edited and their notes are kept, a field they did not takes Discogs' change")
    func secondSync() async throws {
        let items = try Self.items()
        func id(_ item: [String: Any]) -> Int { (item["basic_information"] as? [String: Any])?["id"] as? Int ?? 0 }
        let ids = items.map(id)
        let once = items.indices.filter { index in ids.filter { $0 == ids[index] }.count == 1 }
        // Of the records owned once: one bought later (held back from the first sync), one sold (gone in the second),
        // two whose rating the owner changed on Discogs — one of them also edited in its file.
        let rated = once.filter { (items[$0]["rating"] as? Int ?? 0) == 4 }
        let (later, sold, changed, edited) = (once[0], once[once.count - 1], rated[0], rated[1])
        let harness = try FetchHarness(enabled: [.discogs])
        Self.serve(harness, items: items.indices.filter { $0 != later }.map { items[$0] })
        let first = try await Self.importer(harness).read(user: "brotherlogic")
        let report = try AlbumImport(site: harness.site.root).run(first.albums, record: "discogs")
        #expect(report.created.count == items.count - 1 && report.gone.isEmpty)
        #expect(FileManager.default.fileExists(atPath: ImportRecord.file(site: harness.site.root, name: "discogs").path))

        func path(_ index: Int) throws -> String {
            try #require(Self.files(harness.site.root).first { $0.value.contains("discogs: \(ids[index])\n") }?.key)
        }
        let albums = harness.site.root.appending(path: "content/albums")
        let editedFile = albums.appending(path: try path(edited)), changedFile = albums.appending(path: try path(changed))
        let soldPath = "content/albums/" + (try path(sold))
        // The owner rates one record 2 in its file, and writes notes below another's front matter.
        let editedText = try String(contentsOf: editedFile, encoding: .utf8)
        try editedText.replacingOccurrences(of: "rating: 4\n", with: "rating: 2\n").write(to: editedFile, atomically: true, encoding: .utf8)
        let notes = "My own words: the copy from the reunion; side two skips on the last track.\n"
        try (try String(contentsOf: changedFile, encoding: .utf8) + "\n" + notes).write(to: changedFile, atomically: true, encoding: .utf8)

        var now = items
        now[changed]["rating"] = 5
        now[edited]["rating"] = 3
        Self.serve(harness, items: now.indices.filter { $0 != sold }.map { now[$0] })
        let second = try await Self.importer(harness).read(user: "brotherlogic")
        let again = try AlbumImport(site: harness.site.root).run(second.albums, record: "discogs")
        #expect(again.created.count == 1)
        #expect(again.updated.map(\.path) == ["content/albums/" + (try path(changed))])
        #expect(again.updated.first?.added == ["rating (4 → 5)"])
        #expect(again.unchanged.count == items.count - 3)
        #expect(again.gone == [soldPath])
        #expect(FileManager.default.fileExists(atPath: harness.site.root.appending(path: soldPath).path))
        #expect(again.leftAlone.count == 1 && again.leftAlone[0].contains("rating left as you wrote it (2), though the collection now says 3"), "\(again.leftAlone)")
        #expect(again.description.contains("1 created, 1 updated, \(items.count - 3) unchanged, 1 gone, 0 skipped."))
        let changedNow = try String(contentsOf: changedFile, encoding: .utf8)
        #expect(changedNow.contains("rating: 5\n") && changedNow.hasSuffix(notes))
        #expect(try String(contentsOf: editedFile, encoding: .utf8).contains("rating: 2\n"))

        // A third run with nothing new changes nothing and still names what is gone; the owner's rating, which the
        // collection has not changed since, is theirs and not said again.
        let third = try AlbumImport(site: harness.site.root).run(try await Self.importer(harness).read(user: "brotherlogic").albums, record: "discogs")
        #expect(third.created.isEmpty && third.updated.isEmpty && third.gone == [soldPath] && third.leftAlone.isEmpty)
        #expect(try String(contentsOf: editedFile, encoding: .utf8).contains("rating: 2\n"))
    }

    @Test("linernotes sync runs the import site.yml's sync: names, and says what it added in a commit message; nothing new, no message")
    func syncCommand() async throws {
        let items = try Self.items()
        let harness = try FetchHarness(extraSiteYAML: "sync: { discogs_user: brotherlogic }\n", enabled: [.discogs])
        Self.serve(harness, items: Array(items.dropLast()))
        let sync = CollectionSync(site: harness.site.root, environment: [:], transport: CurlTransport(clock: ManualClock()), clock: harness.clock)
        let first = try await sync.run()
        #expect(first.map(\.collection) == ["Discogs user brotherlogic"])
        #expect(first[0].report.created.count == items.count - 1)
        #expect(sync.commitMessage(first)?.hasPrefix("Sync: \(items.count - 1) albums added\n") == true)

        Self.serve(harness, items: items)
        let second = try await sync.run()
        let message = try #require(sync.commitMessage(second))
        #expect(message == "Sync: 1 album added\n\nAdded Back To The Story — The Idle Race (content/albums/back-to-the-story.md)\n")
        #expect(sync.commitMessage(try await sync.run()) == nil)

        // A site without sync: says what to add; a wrong user name in site.yml is an error naming the line.
        let none = try FetchHarness(enabled: [.discogs])
        await #expect { try await CollectionSync(site: none.site.root, environment: [:]).run() } throws: { "\($0)".contains("no 'sync:' to run") }
        let wrong = try FetchHarness(extraSiteYAML: "sync:\n  discogs_user: a/b\n", enabled: [.discogs])
        await #expect { try await CollectionSync(site: wrong.site.root, environment: [:]).run() } throws: {
            "\($0)".contains("content/site.yml:") && "\($0)".contains("'discogs_user' must be a Discogs user name")
        }
    }

    @Test("Syncing again: a sold copy leaves the kept copy's file as it is; a field, a file or notes the owner removed stay removed; an unreadable file is not made twice; a comment is not a change")
    func ownersWayOfKeepingFiles() throws {
        let site = try TemporarySite(siteYAML: "title: Synced\n")
        defer { site.remove() }
        let first = "WARP 30,Aphex Twin,Selected Ambient Works,Warp,\"LP, Album\",4,1992,100,Uncategorized,2020-01-01 10:00:00,Very Good Plus (VG+),,first copy"
        let second = "WARP 30,Aphex Twin,Selected Ambient Works,Warp,\"LP, Album\",3,1992,100,Uncategorized,2021-05-05 10:00:00,Mint (M),,second copy"
        let kid = "XL2,Radiohead,Kid A,Parlophone,\"CD, Album\",5,2000,200,Uncategorized,2019-02-02 10:00:00,,,"
        let beta = "B1,Beta Band,The Three EPs,Regal,\"CD, Comp\",4,1998,300,Uncategorized,2018-03-03 10:00:00,,,"
        func sync(_ rows: [String]) throws -> ImportReport { try Self.syncCSV(rows, site: site.root) }
        let made = try sync([first, second, kid, beta])
        #expect(made.created.count == 4)
        let files = try Self.files(site.root)
        let firstPath = try #require(files.first { $0.value.contains("first copy") }?.key)
        let secondPath = try #require(files.first { $0.value.contains("second copy") }?.key)
        let albums = site.root.appending(path: "content/albums")
        let keptBefore = try String(contentsOf: albums.appending(path: secondPath), encoding: .utf8)

        // The owner removes Kid A's catalogue number, deletes The Three EPs' file, writes a comment after a rating.
        let kidFile = albums.appending(path: "kid-a.md")
        try String(contentsOf: kidFile, encoding: .utf8).replacingOccurrences(of: "catalog: XL2\n", with: "")
            .replacingOccurrences(of: "rating: 5\n", with: "rating: 5   # desert island\n").write(to: kidFile, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: albums.appending(path: "the-three-eps.md"))

        // The first copy is sold.
        let again = try sync([second, kid, beta])
        #expect(again.created.isEmpty && again.updated.isEmpty, "\(again)")
        #expect(again.gone == ["content/albums/" + firstPath])
        #expect(try String(contentsOf: albums.appending(path: secondPath), encoding: .utf8) == keptBefore)
        #expect(again.leftAlone.isEmpty, "\(again.leftAlone)")
        #expect(again.notes.contains { $0.contains("the-three-eps.md was deleted since the last import") })
        #expect(!FileManager.default.fileExists(atPath: albums.appending(path: "the-three-eps.md").path))
        #expect(!(try String(contentsOf: kidFile, encoding: .utf8)).contains("catalog:"))

        // A file the owner broke is left alone, not made again beside it.
        let keptFile = albums.appending(path: secondPath)
        try keptBefore.replacingOccurrences(of: "rating: 3\n", with: "rating: [3\n").write(to: keptFile, atomically: true, encoding: .utf8)
        let broken = try sync([second, kid, beta])
        #expect(broken.created.isEmpty)
        #expect(broken.skipped.contains { $0.contains("cannot be read; fix it and sync again") })
        #expect(try Self.files(site.root).count == 3)
    }

    @Test("Copies bought the same day keep their own files when one is sold; a corrected acquired: is the owner's; a comment survives a change")
    func sameDayCopies() throws {
        let site = try TemporarySite(siteYAML: "title: Synced\n")
        defer { site.remove() }
        let one = "C-1,Björk,Debut,One Little Indian,\"CD, Album\",3,1993,500,Uncategorized,2017-01-01 10:00:00,Very Good (VG),,"
        let two = "C-2,Björk,Debut,One Little Indian,\"CD, Album\",5,1993,500,Uncategorized,2017-01-01 10:00:00,Mint (M),,"
        let kid = "XL2,Radiohead,Kid A,Parlophone,\"CD, Album\",4,2000,200,Uncategorized,2019-02-02 10:00:00,,,"
        func sync(_ rows: [String]) throws -> ImportReport { try Self.syncCSV(rows, site: site.root) }
        _ = try sync([one, two, kid])
        let albums = site.root.appending(path: "content/albums")
        let files = try Self.files(site.root)
        let twoPath = try #require(files.first { $0.value.contains("catalog: C-2") }?.key)
        // The owner writes notes in the second copy's file, corrects Kid A's day and comments its rating.
        let twoFile = albums.appending(path: twoPath), kidFile = albums.appending(path: "kid-a.md")
        try (try String(contentsOf: twoFile, encoding: .utf8) + "\nThe one with the signed sleeve.\n").write(to: twoFile, atomically: true, encoding: .utf8)
        try String(contentsOf: kidFile, encoding: .utf8).replacingOccurrences(of: "acquired: 2019-02-02", with: "acquired: 2019-02-03")
            .replacingOccurrences(of: "rating: 4\n", with: "rating: 4  # my rating\n").write(to: kidFile, atomically: true, encoding: .utf8)
        let twoBefore = try String(contentsOf: twoFile, encoding: .utf8)

        // The first copy is sold; Kid A is rated 5 on Discogs.
        let again = try sync([two, kid.replacingOccurrences(of: "\",4,", with: "\",5,")])
        #expect(again.created.isEmpty, "\(again)")
        #expect(try String(contentsOf: twoFile, encoding: .utf8) == twoBefore)
        #expect(again.gone.count == 1 && again.gone[0] != "content/albums/" + twoPath)
        #expect(again.updated.map(\.path) == ["content/albums/kid-a.md"] && again.updated.first?.added == ["rating (4 → 5)"])
        let kidNow = try String(contentsOf: kidFile, encoding: .utf8)
        #expect(kidNow.contains("rating: 5  # my rating\n") && kidNow.contains("acquired: 2019-02-03"))
        #expect(try Self.files(site.root).count == 3)
    }

    @Test("A page that fails on the next sync is not taken from the cache: the sync stops, and nothing is written")
    func staleCache() async throws {
        let items = try Self.items()
        let harness = try FetchHarness(enabled: [.discogs])
        Self.serve(harness, items: items)
        let first = try await Self.importer(harness).read(user: "brotherlogic")
        _ = try AlbumImport(site: harness.site.root).run(first.albums, record: "discogs")
        let before = try Self.files(harness.site.root)
        Self.serve(harness, items: Array(items.dropFirst()))
        let served = harness.override
        harness.override = { request in
            request.query("page") == "2" ? .init(status: 503, headers: [:], body: Data()) : served?(request)
        }
        await #expect { try await Self.importer(harness).read(user: "brotherlogic") } throws: {
            "\($0)".contains("did not answer for the collection of brotherlogic just now") && "\($0)".contains("nothing was imported")
        }
        #expect(try Self.files(harness.site.root) == before)
    }

    @Test("An unknown user, a private collection, a damaged page: one clear message, and no file written")
    func failures() async throws {
        let items = try Self.items()
        let harness = try FetchHarness(enabled: [.discogs])
        Self.serve(harness, items: items)
        await #expect { try await Self.importer(harness).read(user: "nobody-here") } throws: { "\($0)".contains("Discogs has no user nobody-here") }
        await #expect { try await Self.importer(harness).read(user: "../etc") } throws: { "\($0)".contains("is not a Discogs user name") }

        Self.serve(harness, items: items, private: true)
        await #expect { try await Self.importer(harness).read(user: "brotherlogic") } throws: {
            "\($0)".contains("is private") && "\($0)".contains("DISCOGS_TOKEN") && "\($0)".contains("nothing was imported")
        }

        // Page 2 cut short: the whole import stops before any file is written.
        Self.serve(harness, items: items)
        let served = harness.override
        harness.override = { request in
            if request.query("page") == "2" { return .init(status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"pagination\": {\"page\": 2, \"pa".utf8)) }
            return served?(request)
        }
        await #expect { try await Self.importer(harness).read(user: "brotherlogic") } throws: { "\($0)".contains("page 2") && "\($0)".contains("nothing was imported") }
        #expect(try Self.files(harness.site.root).isEmpty)
    }

    /// Rows of Discogs' export under its header, written to `collection.csv` and imported as a sync.
    static func syncCSV(_ rows: [String], site: URL) throws -> ImportReport {
        let header = "Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes"
        let file = site.appending(path: "collection.csv")
        try ([header] + rows).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        let (albums, skipped) = try DiscogsImporter().read(file)
        return try AlbumImport(site: site).run(albums, skipped: skipped, record: "discogs")
    }

    /// The album files of a site, by name.
    static func files(_ site: URL) throws -> [String: String] {
        let folder = site.appending(path: "content/albums")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".md") {
            files[name] = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        }
        return files
    }

    /// The collection as Discogs' CSV export writes it (written here from the items, independently of the importer):
    /// a name credited differently as "ANV*", joins spelt out, labels and catalogue numbers each joined by ", ",
    /// descriptions abbreviated as the export abbreviates them, the date added as local time without its offset.
    static func export(_ items: [[String: Any]]) -> String {
        let abbreviations = ["Reissue": "RE", "Compilation": "Comp", "Limited Edition": "Ltd", "Remastered": "RM", "Numbered": "Num", "Stereo": "Stereo"]
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let folderNames = Dictionary(uniqueKeysWithValues: folders)
        var lines = ["Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes"]
        for item in items {
            let basic = item["basic_information"] as? [String: Any] ?? [:]
            let artists = basic["artists"] as? [[String: Any]] ?? []
            var artist = ""
            for (index, credit) in artists.enumerated() {
                let anv = credit["anv"] as? String ?? ""
                artist += anv.isEmpty ? (credit["name"] as? String ?? "") : anv + "*"
                if index < artists.count - 1 {
                    let join = credit["join"] as? String ?? ""
                    artist += join == "," || join.isEmpty ? ", " : " \(join) "
                }
            }
            let labels = basic["labels"] as? [[String: Any]] ?? []
            let formats = (basic["formats"] as? [[String: Any]] ?? []).map { format -> String in
                var descriptions = (format["descriptions"] as? [String] ?? []).map { abbreviations[$0] ?? $0 }
                var head = format["name"] as? String ?? ""
                if head == "Cassette" { head = "Cass" }
                if head == "Vinyl", let size = descriptions.firstIndex(where: { ["LP", "12\"", "10\"", "7\""].contains($0) }) { head = descriptions.remove(at: size) }
                let quantity = Int(format["qty"] as? String ?? "1") ?? 1
                return ([(quantity > 1 ? "\(quantity)x" : "") + head] + descriptions).joined(separator: ", ")
            }
            var conditions = ["", "", ""]
            for note in item["notes"] as? [[String: Any]] ?? [] {
                if let field = note["field_id"] as? Int, (1...3).contains(field) { conditions[field - 1] = note["value"] as? String ?? "" }
            }
            let added = (item["date_added"] as? String ?? "").prefix(19).replacingOccurrences(of: "T", with: " ")
            let year = basic["year"] as? Int ?? 0
            lines.append([
                labels.map { $0["catno"] as? String ?? "" }.joined(separator: ", "), artist, basic["title"] as? String ?? "",
                labels.map { $0["name"] as? String ?? "" }.joined(separator: ", "), formats.joined(separator: " + "),
                (item["rating"] as? Int).map { $0 == 0 ? "" : String($0) } ?? "", String(year), String(basic["id"] as? Int ?? 0),
                folderNames[item["folder_id"] as? Int ?? -1] ?? "Uncategorized", added, conditions[0], conditions[1], conditions[2],
            ].map(quoted).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
