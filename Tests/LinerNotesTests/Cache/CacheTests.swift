import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Cache
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Mustache
@testable import Rendering
@testable import Scaffold

@Suite("The content-addressed cache")
struct CacheTests {
    @Test("Album keys are SHA-256 of a normalised identity, stable across runs and machines")
    func albumKeys() {
        // Known values: the same on every machine, unlike Swift's seeded hashValue.
        #expect(AlbumKey(title: "x", artist: "y", mbid: "4E3B0C9A-8F0E-4A8B-9D2A-1C5E7F3B2A10").hex
            == ContentHash.sha256(Data("mb:4e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10".utf8)))
        #expect(AlbumKey(title: "Mirror", artist: "Image", mbid: nil).hex == ContentHash.sha256(Data("na:mirror\u{1F}image".utf8)))
        #expect(ContentHash.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // AlbumFolks' collision: "Image" by Mirror vs "Mirror" by Image.
        #expect(AlbumKey(title: "Image", artist: "Mirror", mbid: nil) != AlbumKey(title: "Mirror", artist: "Image", mbid: nil))
        // Normalised: NFKC, case, outer and inner whitespace.
        #expect(AlbumKey(title: "  Salt  &\tCedar ", artist: "MARA", mbid: nil) == AlbumKey(title: "salt & cedar", artist: "mara", mbid: nil))
        #expect(AlbumKey(title: "ｆｕｌｌ", artist: "Cafe\u{301}", mbid: nil) == AlbumKey(title: "full", artist: "Café", mbid: nil))
    }

    @Test("Objects are stored once under their hash and verified on every read")
    func objectStore() throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let hash = try cache.objects.put(Data("hello".utf8))
        #expect(hash == ContentHash.sha256(Data("hello".utf8)))
        let file = cache.root.appending(path: "objects/\(hash.prefix(2))/\(hash.dropFirst(2))")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try cache.objects.put(Data("hello".utf8)) == hash)
        #expect(cache.objects.get(hash) == Data("hello".utf8))
        try Data("tampered".utf8).write(to: file)
        #expect(cache.objects.get(hash) == nil)
        #expect(cache.objects.get("not-a-hash") == nil)
    }

    @Test("verify drops corrupt objects, gc drops unreferenced ones and leftovers of killed builds")
    func maintenance() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let kept = try cache.objects.put(Data("kept".utf8))
        let orphan = try cache.objects.put(Data("orphan".utf8))
        let corrupt = try cache.objects.put(Data("corrupt".utf8))
        await cache.index.record("musicbrainz:/x", .init(object: kept, status: 200, fetched: Date(timeIntervalSince1970: 0), url: "u"))
        await cache.index.record("wikipedia:/y", .init(object: corrupt, status: 200, fetched: Date(timeIntervalSince1970: 0), url: "u"))
        try Data("bad".utf8).write(to: cache.objects.url(for: corrupt))
        let leftover = cache.objects.url(for: kept).deletingLastPathComponent().appending(path: ".something.123.tmp")
        try Data("half".utf8).write(to: leftover)

        let maintenance = CacheMaintenance(cache: cache)
        let stats = await maintenance.stats()
        #expect(stats.objects == 3)
        #expect(stats.requestsBySource == ["musicbrainz": 1, "wikipedia": 1])
        #expect(stats.unreferenced == 1)
        #expect(try await maintenance.verify() == [corrupt])
        let (removed, _) = try await maintenance.collectGarbage()
        #expect(removed == 1)
        #expect(!cache.objects.contains(orphan))
        #expect(cache.objects.get(kept) == Data("kept".utf8))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(await maintenance.stats().missing == 1)  // the corrupt one, fetched again by the next build
    }

    @Test("The index survives a round trip; one damaged byte is healed from the journal with every answer")
    func indexFile() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        let entry = CacheIndex.Entry(object: String(repeating: "a", count: 64), status: 404, fetched: Date(timeIntervalSince1970: 1_700_000_000), etag: "\"v1\"", url: "https://x")
        await cache.index.record("wikipedia:/api/rest_v1/page/summary/X", entry)
        try await cache.index.save()
        let reloaded = CacheIndex(file: file)
        #expect(await reloaded.entry("wikipedia:/api/rest_v1/page/summary/X") == entry)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"fetched\" : \"2023-11-14T22:13:20Z\""))
        await reloaded.record("wikipedia:/api/rest_v1/page/summary/Y", entry)
        await reloaded.removeEntry("wikipedia:/api/rest_v1/page/summary/X")
        try await reloaded.save()

        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] = 0x00  // one bad byte
        try bytes.write(to: file)
        let recovered = CacheIndex(file: file)
        // Even what the last save added (and removed) is there: the previous index missed it, the journal did not.
        #expect(await recovered.entry("wikipedia:/api/rest_v1/page/summary/Y") == entry)
        #expect(await recovered.entry("wikipedia:/api/rest_v1/page/summary/X") == nil)
        #expect(await recovered.recovery == .whole)
        #expect(await !recovered.wasDamaged)
        try await recovered.save()
        #expect(await CacheIndex(file: file).allEntries == ["wikipedia:/api/rest_v1/page/summary/Y": entry])
        #expect(await CacheIndex(file: file).recovery == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.index.damagedFile.path))  // nothing was lost: nothing to set aside
    }

    @Test("After a damaged index, gc removes nothing it cannot account for without --force, and says so")
    func gcAfterDamage() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        let kept = try cache.objects.put(Data("kept".utf8))
        let lost = try cache.objects.put(Data("recorded after the previous save".utf8))
        let entry = { (object: String) in CacheIndex.Entry(object: object, status: 200, fetched: Date(timeIntervalSince1970: 0), url: "https://x") }
        await cache.index.record("musicbrainz:/a", entry(kept))
        try await cache.index.save()
        await cache.index.record("musicbrainz:/b", entry(lost))
        try await cache.index.save()
        try Data("{ damaged".utf8).write(to: file)
        // With no journal to rebuild it from (a cache from before journals), the answers after the previous save are lost.
        try FileManager.default.removeItem(at: cache.index.journalFile)

        let damaged = CacheStore(root: cache.root)
        let stats = await CacheMaintenance(cache: damaged).stats()
        #expect(stats.description.contains("the index was damaged"))
        await #expect(throws: CacheMaintenance.Refusal.self) { try await CacheMaintenance(cache: damaged).collectGarbage() }
        #expect(damaged.objects.contains(lost))
        let (removed, _) = try await CacheMaintenance(cache: damaged).collectGarbage(force: true)
        #expect(removed == 1 && !damaged.objects.contains(lost) && damaged.objects.contains(kept))
    }

    @Test("Two builds sharing a cache keep each other's entries")
    func sharedIndex() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let file = cache.root.appending(path: "index.json")
        let first = CacheIndex(file: file), second = CacheIndex(file: file)
        let entry = CacheIndex.Entry(object: String(repeating: "b", count: 64), status: 200, fetched: Date(timeIntervalSince1970: 0), url: "https://x")
        for number in 0..<32 {
            await first.record("musicbrainz:/first/\(number)", entry)
            await second.record("musicbrainz:/second/\(number)", entry)
        }
        try await first.save()
        try await second.save()
        await first.removeEntry("musicbrainz:/first/0")
        try await first.save()
        let merged = await CacheIndex(file: file).allEntries
        #expect(merged.count == 63)
        #expect(merged["musicbrainz:/first/0"] == nil && merged["musicbrainz:/second/0"] != nil && merged["musicbrainz:/first/31"] != nil)
    }

    @Test("gc does not run while a build holds the cache, and a build waits for a gc")
    func gcExcludesBuilds() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let orphan = try cache.objects.put(Data("just fetched, not yet recorded".utf8))
        var build = try await CacheLock(cache.root, exclusive: false)
        await #expect { try await CacheMaintenance(cache: cache).collectGarbage() } throws: { error in
            "\(error)".contains("a build is using the cache")
        }
        #expect(cache.objects.contains(orphan))
        build = nil
        _ = build
        let gc = try await CacheLock(cache.root, exclusive: true)
        // A build gives up after its wait, on the clock it is given (here a virtual one: no real time passes).
        let clock = TestClock()
        await #expect(throws: CacheLock.Busy.self) { _ = try await CacheLock(cache.root, exclusive: false, clock: clock) }
        #expect(clock.elapsed >= .seconds(30))
        _ = gc
    }

    @Test("Temporary files of killed runs: all go when the cache is free; while another run uses it, only a dead process's untouched for an hour")
    func staleTemporaries() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let objects = cache.objects.root.appending(path: "ab"), derived = cache.derived.appending(path: "cd")
        for folder in [objects, derived] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        // What a kill halfway through `AtomicFile.write` leaves: pid_max on Linux is at most 2^22, so 99999999 is gone.
        // pid 1 always runs: a live run's file.
        let killed = [objects.appending(path: ".cdef.99999999.1a2b3c4d.tmp"), derived.appending(path: ".x-r.500.webp.99999999.1a2b3c4d.tmp"),
                      cache.root.appending(path: ".index.json.99999999.1a2b3c4d.tmp")]
        let live = [objects.appending(path: ".cdef.1.1a2b3c4d.tmp"), derived.appending(path: ".x-r.250.webp.1.1a2b3c4d.tmp")]
        for file in killed + live { try Data("half".utf8).write(to: file) }
        func present(_ files: [URL]) -> [Bool] { files.map { FileManager.default.fileExists(atPath: $0.path) } }

        // Another run holds the cache: fresh files may be a build's in another container (pids unseen here), so kept.
        var running: CacheLock? = try await CacheLock(cache.root, exclusive: false)
        #expect(cache.sweepTemporaries() == 0)
        for file in killed + live { try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: file.path) }
        #expect(cache.sweepTemporaries() == 3)
        #expect(present(killed) == [false, false, false] && present(live) == [true, true])
        // When no run holds it, whatever is left is a killed run's, however fresh.
        try Data("half".utf8).write(to: killed[1])
        running = nil
        _ = running
        #expect(cache.sweepTemporaries() == 3)
        #expect(present(killed + live).allSatisfy { !$0 })
    }
}
