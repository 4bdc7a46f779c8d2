import Foundation
import Testing
@testable import LinerNotes

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

    @Test("The index survives a round trip and a corrupt index file is set aside, not fatal")
    func indexFile() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let entry = CacheIndex.Entry(object: String(repeating: "a", count: 64), status: 404, fetched: Date(timeIntervalSince1970: 1_700_000_000), etag: "\"v1\"", url: "https://x")
        await cache.index.record("wikipedia:/api/rest_v1/page/summary/X", entry)
        try await cache.index.save()
        let reloaded = CacheIndex(file: cache.root.appending(path: "index.json"))
        #expect(await reloaded.entry("wikipedia:/api/rest_v1/page/summary/X") == entry)
        let text = try String(contentsOf: cache.root.appending(path: "index.json"), encoding: .utf8)
        #expect(text.contains("\"fetched\" : \"2023-11-14T22:13:20Z\""))

        try Data("{ not json".utf8).write(to: cache.root.appending(path: "index.json"))
        let fresh = CacheIndex(file: cache.root.appending(path: "index.json"))
        #expect(await fresh.allEntries.isEmpty)
        #expect(FileManager.default.fileExists(atPath: cache.root.appending(path: "index.json.corrupt").path))
    }
}
