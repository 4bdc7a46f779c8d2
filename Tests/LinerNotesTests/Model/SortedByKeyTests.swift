import Testing
@testable import Model

@Suite("Sorting by a key")
struct SortedByKeyTests {
    /// The order the sort must give: by key, equal keys in their first order.
    private func expected(_ items: [(key: Int, name: String)]) -> [String] {
        items.indices.sorted { a, b in items[a].key != items[b].key ? items[a].key < items[b].key : a < b }.map { items[$0].name }
    }

    @Test("any number of elements, many keys equal, come out by key with equal keys in their first order, each pair compared once")
    func stableByKey() {
        var seed: UInt64 = 0x5EED
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        for count in [0, 1, 2, 3, 15, 16, 17, 31, 33, 100, 257, 1000, 5000] {
            for spread in [1, 3, 50, 1_000_000] {
                let items = (0..<count).map { (key: next() % spread, name: "item \($0)") }
                var comparisons = 0
                let sorted = items.sorted(byKey: \.key) { a, b in
                    comparisons += 1
                    return a < b
                }
                #expect(sorted.map(\.name) == expected(items), "\(count) items, keys in 0..<\(spread)")
                // A merge sort's comparisons: at most n·log2(n), plus the runs' insertion (16 a run).
                let bound = count * (Int.bitWidth - max(count, 1).leadingZeroBitCount) + count * 16
                #expect(comparisons <= bound, "\(comparisons) comparisons for \(count) items")
            }
        }
        // Already in order, and in reverse order.
        let ordered = (0..<100).map { (key: $0 / 3, name: "n\($0)") }
        #expect(ordered.sorted(byKey: \.key).map(\.name) == ordered.map(\.name))
        let reversed = Array(ordered.reversed())
        #expect(reversed.sorted(byKey: \.key).map(\.name) == expected(reversed))
    }
}
