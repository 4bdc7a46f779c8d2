import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Cache

/// A damaged `cache/index.json` costs no answer: it is rebuilt from `index.journal`, and `check` never writes it.
@Suite("The cache heals")
struct CacheHealingTests {
    /// A copy of the demo (its content and committed cache) in a temporary folder.
    static func demoCopy() throws -> URL {
        let site = FileManager.default.temporaryDirectory.appending(path: "linernotes-heal-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for folder in ["content", "cache"] { try FileManager.default.copyItem(at: repositoryRoot.appending(path: folder), to: site.appending(path: folder)) }
        return site
    }

    /// One byte of the index turned into `#`: the first quote past the middle, so the JSON no longer parses.
    static func corruptOneByte(_ file: URL) throws {
        var bytes = try Data(contentsOf: file)
        let quote = try #require(bytes[(bytes.startIndex + bytes.count / 2)...].firstIndex(of: UInt8(ascii: "\"")))
        bytes[quote] = UInt8(ascii: "#")
        try bytes.write(to: file)
        #expect((try? JSONSerialization.jsonObject(with: bytes)) == nil)
    }

    @Test("One corrupt byte in the demo's index: the next offline --strict build has every answer and writes the index whole again")
    func demoHeals() async throws {
        let site = try Self.demoCopy()
        defer { try? FileManager.default.removeItem(at: site) }
        let index = site.appending(path: "cache/index.json")
        let committed = await CacheIndex(file: index).allEntries
        #expect(committed.count > 30)
        try Self.corruptOneByte(index)

        // Before the journal this build failed: 29 answers were not in the cache.
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true, strict: true)).build()
        #expect(report.fetchWarnings.isEmpty)
        let healed = CacheIndex(file: index)
        #expect(await healed.recovery == nil)
        #expect(await healed.allEntries == committed)
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "cache/index.json.damaged").path))
    }

    @Test("check with a damaged index rebuilds it in memory, passes, and leaves cache/ byte for byte as it was")
    func checkWritesNothingIntoTheCache() async throws {
        let site = try Self.demoCopy()
        defer { try? FileManager.default.removeItem(at: site) }
        let cache = site.appending(path: "cache", directoryHint: .isDirectory)
        try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true)).build()
        let whole = try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true)).check()
        try Self.corruptOneByte(cache.appending(path: "index.json"))
        // The build listed the answers it checked; `check` checks them again and lists nothing.
        try FileManager.default.removeItem(at: cache.appending(path: "checked-answers"))
        let before = try folderContents(cache)

        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true)).check()
        // What the fetched answers give (covers, track lists) is all there: the index was rebuilt whole, in memory.
        #expect(report.owner.withoutCover == whole.owner.withoutCover && report.owner.withoutTrackList == whole.owner.withoutTrackList)
        #expect(report.archive.albums.map(\.enrichment) == whole.archive.albums.map(\.enrichment))
        #expect(try folderContents(cache) == before)
        #expect(filesUnder(cache) == before.keys.sorted())
    }

    @Test("Two builds sharing a cache, each saving its own answers: a damaged index is rebuilt with both")
    func sharedJournal() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        let first = CacheIndex(file: file), second = CacheIndex(file: file)
        let entry = CacheIndex.Entry(object: String(repeating: "c", count: 64), status: 200, fetched: Date(timeIntervalSince1970: 0), url: "https://x")
        for number in 0..<40 {
            await first.record("musicbrainz:/first/\(number)", entry)
            await second.record("musicbrainz:/second/\(number)", entry)
        }
        await first.recordCover(AlbumKey(title: "T", artist: "A", mbid: nil), [
            .init(size: 250, object: String(repeating: "d", count: 64), url: "https://c", bytes: 3, contentType: "image/jpeg", source: .coverArtArchive),
        ])
        try await first.save()
        try await second.save()
        try Data("{".utf8).write(to: file)
        let rebuilt = CacheIndex(file: file)
        #expect(await rebuilt.recovery == .whole)
        #expect(await rebuilt.allEntries.count == 80)
        #expect(await rebuilt.allCovers.count == 1)
    }

    @Test("The journal stays a few times the index's size however often answers are fetched again, and replays to the index")
    func journalIsCompacted() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        for round in 0..<60 {
            let index = CacheIndex(file: file)
            for number in 0..<100 {
                await index.record("musicbrainz:/\(number)", .init(
                    object: String(repeating: "e", count: 64), status: 200, fetched: Date(timeIntervalSince1970: Double(round)), url: "https://x/\(number)"))
            }
            try await index.save()
        }
        let indexBytes = try Data(contentsOf: file).count
        let journal = try Data(contentsOf: CacheIndex.journalFile(of: file))
        #expect(journal.count <= 4 * indexBytes + 65_536)
        var replayed = CacheIndex.Stored()
        #expect(CacheIndex.replay(journal, onto: &replayed) == 0)
        #expect(replayed.requests == (await CacheIndex(file: file).allEntries))
    }

    @Test("A save killed halfway through its journal line: the next save writes the journal afresh, and the index heals whole")
    func unfinishedJournalLine() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        let entry = CacheIndex.Entry(object: String(repeating: "f", count: 64), status: 200, fetched: Date(timeIntervalSince1970: 0), url: "https://x")
        await cache.index.record("wikipedia:/a", entry)
        try await cache.index.save()
        let handle = try FileHandle(forWritingTo: CacheIndex.journalFile(of: file))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"request\":\"wikipedia:/killed\",\"ent".utf8))
        try handle.close()
        // Damaged now, the index is rebuilt from all but that line, and says some answer may be missing.
        try Data(contentsOf: file).write(to: cache.root.appending(path: "good.json"))
        try Data().write(to: file)
        #expect(await CacheIndex(file: file).recovery == .partial)
        try Data(contentsOf: cache.root.appending(path: "good.json")).write(to: file)

        let next = CacheIndex(file: file)
        await next.record("wikipedia:/b", entry)
        try await next.save()
        try Data().write(to: file)
        let rebuilt = CacheIndex(file: file)
        #expect(await rebuilt.allEntries.keys.sorted() == ["wikipedia:/a", "wikipedia:/b"])
        #expect(await rebuilt.recovery == .whole)
    }

    @Test("A cache from before journals starts one at the next build's save, and heals from then on")
    func journalStartedForOldCaches() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        let entry = CacheIndex.Entry(object: String(repeating: "0", count: 64), status: 200, fetched: Date(timeIntervalSince1970: 0), url: "https://x")
        await cache.index.record("wikipedia:/old", entry)
        try await cache.index.save()
        try FileManager.default.removeItem(at: CacheIndex.journalFile(of: file))
        // `check` reads it and writes nothing; a build's save (nothing fetched) starts the journal.
        try await CacheIndex(file: file, readOnly: true).save()
        #expect(!FileManager.default.fileExists(atPath: CacheIndex.journalFile(of: file).path))
        try await CacheIndex(file: file).save()
        try Data("{".utf8).write(to: file)
        #expect(await CacheIndex(file: file).allEntries == ["wikipedia:/old": entry])
    }
}
