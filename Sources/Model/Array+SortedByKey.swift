extension Array {
    /// The elements ordered by `areInIncreasingOrder` on their keys. Each key is computed once, not on every
    /// comparison, and each element moved once (albums are large to swap); equal keys keep their order.
    @inlinable
    package func sorted<Key>(byKey key: (Element) -> Key, _ areInIncreasingOrder: (Key, Key) -> Bool) -> [Element] {
        let keys = map(key)
        // Keys compared in place: an array's subscript copies the key (retaining its strings) on every comparison.
        let order = keys.withUnsafeBufferPointer { keys in
            indices.sorted { a, b in
                if areInIncreasingOrder(keys[a], keys[b]) { return true }
                if areInIncreasingOrder(keys[b], keys[a]) { return false }
                return a < b
            }
        }
        return order.map { self[$0] }
    }

    /// The elements ordered by a comparable key computed once per element.
    @inlinable
    package func sorted<Key: Comparable>(byKey key: (Element) -> Key) -> [Element] {
        sorted(byKey: key, <)
    }
}
