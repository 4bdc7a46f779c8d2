import Engine
import Testing
@testable import Rendering

@Suite("Pieces shared between pages: kept while pages showing them run, and read by every page that shows them")
struct FragmentCacheTests {
    /// A piece that reads album `slug`'s title, counting how often it is made.
    private func card(_ slug: String, _ cache: FragmentCache<String>, made: inout [String]) -> (String, ReadSet) {
        var wasMade = false
        let (value, reads) = ReadLog.recording {
            cache.value(slug) {
                wasMade = true
                ReadLog.record(Read("album", slug, field: "title"))
                return "card of \(slug)"
            }
        }
        if wasMade { made.append(slug) }
        return (value, reads)
    }

    @Test func piecesUsedLatelyAreKeptAndOlderOnesAreMadeAgainWithTheirReads() {
        let cache = FragmentCache<String>(limit: 2)
        var made: [String] = []
        // a, b fill the newer generation, which becomes the older; a, found there, moves up; c fills the newer again
        // (a, c), so the older (b) is dropped; a moves up once more (the older is now c).
        for slug in ["a", "b", "a", "c", "a"] { _ = card(slug, cache, made: &made) }
        #expect(made == ["a", "b", "c"])
        // b was dropped: made again, filling the newer (a, b) and dropping c, which is made again too, and a page
        // showing it still reads its album.
        _ = card("b", cache, made: &made)
        let (value, reads) = card("c", cache, made: &made)
        #expect(made == ["a", "b", "c", "b", "c"])
        #expect(value == "card of c")
        #expect(reads.reads == [Read("album", "c", field: "title")])
        // A kept piece replays its reads into the page that takes it.
        let (_, kept) = card("c", cache, made: &made)
        #expect(made.count == 5)
        #expect(kept.reads == [Read("album", "c", field: "title")])
    }

    @Test func withoutALimitEveryPieceIsKept() {
        let cache = FragmentCache<String>()
        var made: [String] = []
        for _ in 0..<2 {
            for slug in (0..<3000).map({ "album-\($0)" }) { _ = card(slug, cache, made: &made) }
        }
        #expect(made.count == 3000)
    }
}
