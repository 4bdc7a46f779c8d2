import Foundation
import Testing
@testable import Basics
@testable import Cache
@testable import MusicWeb

@Suite("Cached answers checked once")
struct CheckedAnswersTests {
    typealias Release = MusicBrainzClient.Release
    let url = URL(string: "https://musicbrainz.org/ws/2/release/5b11f4ce-a62d-471e-81fc-a69a8278c7da?inc=recordings&fmt=json")!

    /// A release as MusicBrainz sends it: `null` where the client reads a string or a number, and in keys it does not read.
    static let release = #"{"id": "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "title": "Nevermind", "date": null, "packaging": null, "media": [{"position": 1, "tracks": [{"title": "Smells Like Teen Spirit", "length": null}, {"title": "In Bloom", "length": 255000}]}]}"#

    static func fetcher(_ cache: CacheStore, identity: String, offline: Bool = true, transport: FakeTransport? = nil) -> Fetcher {
        let transport = transport ?? FakeTransport { _, _ in throw TransportError.failed("must not be called") }
        return Fetcher(
            transport: transport, cache: cache, settings: testSettings(offline: offline), clock: TestClock(),
            checked: CheckedAnswers(file: cache.root.appending(path: "checked-answers"), identity: identity))
    }

    /// The answer `fetcher` gives for the release, decoded.
    func title(_ fetcher: Fetcher) async -> String? {
        guard case .found(let release) = await fetcher.json(.musicbrainz, url, as: Release.self) else { return nil }
        return release.title
    }

    @Test("An answer checked when it was fetched is taken on the record's word by the next build of the same binary, not by another binary's, nor from a damaged record")
    func keptBetweenBuilds() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let online = FakeTransport { request, _ in FetcherTests.json(Self.release, url: request.url) }
        let first = Self.fetcher(cache, identity: "binary A", offline: false, transport: online)
        #expect(await title(first) == "Nevermind")
        #expect(first.checked.checkCount == 0)  // checked on arrival, not as a cached answer
        try await first.index.save()
        first.saveCheckedAnswers()

        let same = Self.fetcher(cache, identity: "binary A")
        #expect(await title(same) == "Nevermind")
        #expect(same.checked.checkCount == 0)

        let other = Self.fetcher(cache, identity: "binary B")
        #expect(await title(other) == "Nevermind")
        #expect(other.checked.checkCount == 1)
        other.saveCheckedAnswers()  // now the record is B's
        let afterUpgrade = Self.fetcher(cache, identity: "binary B")
        #expect(await title(afterUpgrade) == "Nevermind")
        #expect(afterUpgrade.checked.checkCount == 0)

        // One hash changed by a byte: the digest no longer matches, the whole record is set aside.
        let file = cache.root.appending(path: "checked-answers")
        var text = try String(contentsOf: file, encoding: .utf8)
        let hash = String(try #require(text.split(separator: "\n").first { $0.count == 64 }))
        text = text.replacingOccurrences(of: hash, with: (hash.hasPrefix("0") ? "1" : "0") + hash.dropFirst())
        try Data(text.utf8).write(to: file)
        let damaged = Self.fetcher(cache, identity: "binary B")
        #expect(await title(damaged) == "Nevermind")
        #expect(damaged.checked.checkCount == 1)
    }

    @Test("A cached answer of the wrong shape is refused whatever a foreign or damaged record says about it")
    func wrongShapeNeverTrusted() async throws {
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache.root) }
        // `media: null` decodes as "no media", which the client must not take for an answer.
        let object = try cache.objects.put(Data(#"{"id": "5b11f4ce-a62d-471e-81fc-a69a8278c7da", "title": "Nevermind", "media": null}"#.utf8))
        let fetcher = Self.fetcher(cache, identity: "binary A")
        await cache.index.record(fetcher.cacheKey(.musicbrainz, url), CacheIndex.Entry(object: object, status: 200, fetched: Date(), url: url.absoluteString))
        let name = AnswerShape.decodes(Release.self).name
        let file = cache.root.appending(path: "checked-answers")

        try CheckedAnswers.text([name: [object]], identity: "binary B").write(to: file)
        #expect(await title(fetcher) == nil)
        #expect(fetcher.checked.checkCount == 1)

        var text = String(decoding: CheckedAnswers.text([name: [object]], identity: "binary A"), as: UTF8.self)
        text = text.replacingOccurrences(of: "binary A", with: "binary A ")
        try Data(text.utf8).write(to: file)
        let damaged = Self.fetcher(cache, identity: "binary A")
        #expect(await title(damaged) == nil)
        #expect(damaged.checked.checkCount == 1)
        damaged.saveCheckedAnswers()
        #expect(CheckedAnswers.read(file, identity: "binary A") == nil)  // nothing new found: the file is left as it was

        // A whole record of this binary that names other answers: this one is still checked.
        try CheckedAnswers.text([name: [String(repeating: "a", count: 64)]], identity: "binary A").write(to: file)
        let others = Self.fetcher(cache, identity: "binary A")
        #expect(await title(others) == nil)
        #expect(others.checked.checkCount == 1)

        // This answer's hash added to such a record without its digest: the record is set aside.
        let forged = String(decoding: CheckedAnswers.text([name: [String(repeating: "a", count: 64)]], identity: "binary A"), as: UTF8.self)
            .replacingOccurrences(of: "shape \(name)\n", with: "shape \(name)\n\(object)\n")
        try Data(forged.utf8).write(to: file)
        #expect(CheckedAnswers.read(file, identity: "binary A") == nil)
        let unsigned = Self.fetcher(cache, identity: "binary A")
        #expect(await title(unsigned) == nil)
        #expect(unsigned.checked.checkCount == 1)

        // The same record, whole and this binary's, is believed: which is why only answers found to fit are recorded.
        try CheckedAnswers.text([name: [object]], identity: "binary A").write(to: file)
        #expect(CheckedAnswers.read(file, identity: "binary A") == [name: [object]])
    }
}

extension CheckedAnswersTests {
    private struct Hidden: Decodable {}

    @Test("A shape's name is the same in every run, private types' too (their reflected name holds an address)")
    func stableNames() {
        #expect(AnswerShape.decodes(Release.self).name == "decodes MusicWeb.MusicBrainzClient.Release")
        #expect(AnswerShape.decodes(Hidden.self).name == "decodes LinerNotesTests.CheckedAnswersTests.(private).Hidden")
        #expect(!AnswerShape.decodes([Hidden].self).name.contains("$"))
    }
}

extension CheckedAnswersTests {
    @Test("Answers no longer in the cache are dropped from the record when it is written again")
    func sweptAnswersDropped() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "linernotes-checked-\(UUID().uuidString)", directoryHint: .isDirectory)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "checked-answers")
        let shape = AnswerShape.decodes(Release.self)
        let kept = String(repeating: "b", count: 64), swept = String(repeating: "c", count: 64)
        let checked = CheckedAnswers(file: file, identity: "binary A")
        checked.remember(shape, object: kept)
        checked.remember(shape, object: swept)
        checked.save(keepingOnly: { $0 == kept })
        #expect(CheckedAnswers.read(file, identity: "binary A") == [shape.name: [kept]])
    }

    @Test("An answer in UTF-16 is the wrong shape: its nulls could not be found")
    func utf16Refused() {
        let text = #"{"id": "x", "title": "T", "media": null}"#
        #expect(!JSONShape.fits(text.data(using: .utf16)!, as: Release.self))
        #expect(!JSONShape.fits(text.data(using: .utf16BigEndian)!, as: Release.self))
        #expect(JSONShape.fits(Data(#"{"id": "x", "title": "T", "media": []}"#.utf8), as: Release.self))
    }
}
