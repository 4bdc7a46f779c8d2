extension Array {
    /// The elements ordered by `areInIncreasingOrder` on their keys. Each key is computed once, not on every
    /// comparison, and each element moved once (albums are large to swap); equal keys keep their order.
    ///
    /// A merge sort of the elements' places that is stable by its making: each comparison asks `areInIncreasingOrder`
    /// once. Sorting the places by the keys with the place as the last tie-breaker asked it twice for every pair not
    /// in order (whether the keys were equal), and sorting 10,000 albums by artist and date compares strings.
    @inlinable
    package func sorted<Key>(byKey key: (Element) -> Key, _ areInIncreasingOrder: (Key, Key) -> Bool) -> [Element] {
        guard count > 1 else { return self }
        let keys = map(key)
        var order = Array<Int>(indices)
        // Keys compared in place: an array's subscript copies the key (retaining its strings) on every comparison.
        keys.withUnsafeBufferPointer { keys in
            var spare = order
            order.withUnsafeMutableBufferPointer { order in
                spare.withUnsafeMutableBufferPointer { spare in
                    Self.mergeSort(&order, spare: &spare, keys: keys, areInIncreasingOrder)
                }
            }
        }
        return order.map { self[$0] }
    }

    /// The elements ordered by a comparable key computed once per element.
    @inlinable
    package func sorted<Key: Comparable>(byKey key: (Element) -> Key) -> [Element] {
        sorted(byKey: key, <)
    }

    /// Sorts `order` (places in `keys`) by their keys, stably: runs of 16 by insertion, then merged in pairs of
    /// runs, a place from the right run going first only when its key is less.
    @inlinable
    static func mergeSort<Key>(
        _ order: inout UnsafeMutableBufferPointer<Int>, spare: inout UnsafeMutableBufferPointer<Int>, keys: UnsafeBufferPointer<Key>,
        _ areInIncreasingOrder: (Key, Key) -> Bool
    ) {
        let count = order.count
        let run = 16
        var start = 0
        while start < count {
            let end = Swift.min(start + run, count)
            var position = start + 1
            while position < end {
                let place = order[position]
                var slot = position
                while slot > start && areInIncreasingOrder(keys[place], keys[order[slot - 1]]) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = place
                position += 1
            }
            start = end
        }
        var width = run
        var from = order, to = spare
        while width < count {
            var left = 0
            while left < count {
                let middle = Swift.min(left + width, count), end = Swift.min(left + 2 * width, count)
                var a = left, b = middle, out = left
                while a < middle && b < end {
                    if areInIncreasingOrder(keys[from[b]], keys[from[a]]) {
                        to[out] = from[b]
                        b += 1
                    } else {
                        to[out] = from[a]
                        a += 1
                    }
                    out += 1
                }
                while a < middle {
                    to[out] = from[a]
                    a += 1
                    out += 1
                }
                while b < end {
                    to[out] = from[b]
                    b += 1
                    out += 1
                }
                left = end
            }
            swap(&from, &to)
            width *= 2
        }
        // The sorted places end in `from`: into `order` when that is the spare.
        if from.baseAddress != order.baseAddress {
            for position in 0..<count { order[position] = from[position] }
        }
    }
}
