import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Enrichment
@testable import Cache
@testable import Model
@testable import Engine

/// `build` keeps each album's enrichment on disk for the next build (`EnrichmentRecord`): a build after an edit does
/// not read and decode every cached answer again, and what it publishes and counts is what a clean build would.
@Suite("Enrichments kept on disk between builds")
struct EnrichmentRecordTests {
    /// Options whose builds tell `records` of the record they read and wrote.
    func watched(_ archive: EditableArchive) -> (BuildOptions, Told<EnrichmentRecord>) {
        var options = archive.buildOptions()
        let records = Told<EnrichmentRecord>()
        options.seams.enrichmentRecord = { records.append($0) }
        return (options, records)
    }

    @Test("A build takes every unchanged album's and artist's enrichment from the last build's record, with the same pages and fetch summary; an edited album, a new answer in the cache, or a damaged record is enriched again")
    func keptOnDisk() async throws {
        let archive = try EditableArchive(seed: 5)
        defer { archive.remove() }
        let (options, records) = watched(archive)
        let first = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == 0)
        #expect(first.fetchSummary.contains("answered"), "\(first.fetchSummary)")
        let file = try #require(records.last?.file)
        #expect(FileManager.default.fileExists(atPath: file.path))
        // Those that read answers from the cache (the others are made again as fast as they are read).
        let kept = try #require(records.last?.entryCount)
        #expect(kept > 10 && kept < first.albums + first.artists, "\(kept)")

        // One album's notes edited, in a new process as far as the build can tell: every other entry is taken.
        _ = try archive.apply(.notes)
        let second = try await SiteBuilder(options: options).build()
        let reused = try #require(records.last?.reuseCount)
        #expect(reused == kept - 1 || reused == kept, "one album edited, \(reused) of \(kept) kept")
        #expect(second.fetchSummary == first.fetchSummary)
        #expect(try await archive.differencesFromCleanBuild().isEmpty)

        // A new answer in the cache: nothing recorded is taken, and the page shows the answer.
        let done = try archive.refreshAnswer(release: "0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a03")
        let third = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == 0, "recorded enrichments used after the cache changed")
        let title = try #require(done.components(separatedBy: "first track now ").last)
        let page = try String(contentsOf: archive.site.appending(path: "public/albums/slow-weather/index.html"), encoding: .utf8)
        #expect(page.contains(title))
        #expect(third.fetchSummary == first.fetchSummary)

        // Damaged (one byte changed in the middle): set aside with a note naming the file, every entry made again.
        _ = try await SiteBuilder(options: options).build()
        var bytes = try [UInt8](Data(contentsOf: file))
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: file)
        _ = try archive.apply(.notes)
        let damaged = try await SiteBuilder(options: options).build()
        #expect(records.last?.reuseCount == 0)
        #expect(damaged.warnings.contains { $0.description.contains(file.path) && $0.description.contains("damaged") }, "\(damaged.warnings)")
        #expect(records.last?.entryCount ?? 0 > 0, "the file written anew")
        #expect(try await archive.differencesFromCleanBuild().isEmpty)
    }

    /// A fresh archive built once, with what its record holds after.
    func builtOnce(seed: UInt64) async throws -> (EditableArchive, BuildOptions, Told<EnrichmentRecord>, [String: EnrichmentRecord.Entry]) {
        let archive = try EditableArchive(seed: seed)
        let (options, records) = watched(archive)
        _ = try await SiteBuilder(options: options).build()
        let file = try #require(records.last?.file)
        return (archive, options, records, try #require(EnrichmentRecord.decode(Data(contentsOf: file))).entries)
    }

    /// What a recorded entry holds, its images' bytes left out (an empty image stands for each).
    static func payload<Enrichment: Codable & Sendable>(_ entry: EnrichmentRecord.Entry, as type: Enrichment.Type) -> EnrichmentRecord.Payload<Enrichment>? {
        let read: @Sendable (String) -> Data? = { _ in Data() }
        return entry.payload.withUnsafeBytes { raw in
            ValueCoding.decode(EnrichmentRecord.Payload<Enrichment>.self, from: raw.bindMemory(to: UInt8.self), userInfo: [FetchedCover.Image.objects: read])
        }
    }

    /// The cached object `hash` of `archive`.
    static func objectFile(_ archive: EditableArchive, _ hash: String) -> URL {
        archive.site.appending(path: "cache/objects").appending(path: String(hash.prefix(2))).appending(path: String(hash.dropFirst(2)))
    }

    /// One album's notes edited (so the build runs at all) and built again: the entries it took, and how many it
    /// should, all recorded but `owner`'s and the edited album's.
    func rebuiltAfterAnEdit(
        _ archive: EditableArchive, _ options: BuildOptions, _ records: Told<EnrichmentRecord>, _ recorded: [String: EnrichmentRecord.Entry], owner: String
    ) async throws -> (taken: Int?, expected: Int, what: String) {
        let edited = try #require(try archive.apply(.notes).split(separator: " ").dropFirst(2).first.map { "a" + $0 })
        let kept = try #require(records.last?.entryCount)
        _ = try await SiteBuilder(options: options).build()
        let untaken = Set([owner, edited]).filter { recorded[$0] != nil }.count
        return (records.last?.reuseCount, kept - untaken, "\(owner), \(edited)")
    }

    @Test("An entry is refused when its cover's image is no longer in the cache: the album is enriched again")
    func coverImagesReadAgain() async throws {
        let (archive, options, records, recorded) = try await builtOnce(seed: 6)
        defer { archive.remove() }
        // An object named as a cover image's in a recorded entry.
        let covers = recorded.filter { $0.key.hasPrefix("a") }.compactMapValues { entry in
            Self.payload(entry, as: AlbumEnrichment.self)?.enrichment.cover?.images.first?.object
        }
        let image = try #require(covers.values.sorted().first)
        let object = Self.objectFile(archive, image)
        // Damaged in place, so the cache's stamps (its index and objects/ folder) stay as they were.
        var bytes = try [UInt8](Data(contentsOf: object))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: object)
        // The image's album and the album edited are the two not taken.
        let owner = try #require(covers.first { $0.value == image }?.key)
        let rebuilt = try await rebuiltAfterAnEdit(archive, options, records, recorded, owner: owner)
        #expect(rebuilt.taken == rebuilt.expected, "\(rebuilt.what)")
    }

    @Test("An entry is refused when a cached answer it was made from is gone (cache verify removed it) or written again: the page is what a clean build makes")
    func answersStillThere() async throws {
        let (archive, options, records, recorded) = try await builtOnce(seed: 7)
        defer { archive.remove() }
        // A MusicBrainz release an album's entry was made from (no other entry read it).
        let uses = recorded.compactMapValues { entry in
            (Self.payload(entry, as: AlbumEnrichment.self)?.answers ?? Self.payload(entry, as: ArtistEnrichment.self)?.answers)?.map(\.hash)
        }
        #expect(uses.count == recorded.count, "every entry decodes")
        let pairs = uses.flatMap { key, answers in answers.map { (key: key, answer: $0) } }.sorted { $0.answer < $1.answer }
        let (owner, answer) = try #require(pairs.first { pair in
            pair.key.hasPrefix("a") && uses.values.filter { $0.contains(pair.answer) }.count == 1
        })
        try FileManager.default.removeItem(at: Self.objectFile(archive, answer))
        let rebuilt = try await rebuiltAfterAnEdit(archive, options, records, recorded, owner: owner)
        #expect(rebuilt.taken == rebuilt.expected, "\(rebuilt.what)")
        #expect(try await archive.differencesFromCleanBuild().isEmpty)
    }

    @Test("Every enrichment of the demo (track lists, credits, covers, matches, summaries, discographies) comes back from its entry equal")
    func roundTrip() async throws {
        let site = try CacheHealingTests.demoCopy()
        defer { try? FileManager.default.removeItem(at: site) }
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true)).check()
        let objects = ObjectStore(root: site.appending(path: "cache/objects"))
        let read: @Sendable (String) -> Data? = { objects.get($0) }
        func again<Value: Codable>(_ value: Value) -> Value? {
            ValueCoding.encode(value).flatMap { ValueCoding.decode(Value.self, from: $0, userInfo: [FetchedCover.Image.objects: read]) }
        }
        let albums = report.archive.albums.map(\.enrichment), artists = report.archive.artists.map(\.enrichment)
        #expect(albums.contains { $0.cover != nil } && albums.contains { !$0.credits.isEmpty } && albums.contains { $0.match != nil })
        #expect(albums.contains { $0.wikipedia != nil } && albums.contains { !$0.tracks.isEmpty })
        #expect(artists.contains { $0.discography != nil })
        #expect(albums.map(again) == albums)
        #expect(artists.map(again) == artists)
    }
}
