import Foundation

/// A value's digest field by field (`StableDigest.fields`), in two arrays sorted by name rather than a dictionary:
/// every album keeps one for the whole build (`AlbumDigests`). The names are the same for every album (a nil field is
/// digested too), so their array is shared: each album keeps only its digests, 16 bytes a field (a dictionary of two
/// dozen entries took about 2 KB an album, two arrays of its own about 1 KB: 50 MB at 50,000 albums).
public struct FieldDigests: Sendable, Equatable {
    /// The fields' names, sorted, and each one's digest at the same place.
    public private(set) var keys: [String] = []
    private var digests: [Digest] = []

    public init() {}

    /// The digests of these fields (a name given twice: its last digest).
    public init(_ fields: [(name: String, digest: Digest)]) {
        let layout = Self.layout(fields)
        keys = layout.keys
        digests = layout.order.map { fields[$0].digest }
    }

    public subscript(field: String) -> Digest? {
        get {
            let (index, found) = position(of: field)
            return found ? digests[index] : nil
        }
        set {
            let (index, found) = position(of: field)
            switch (newValue, found) {
            case (let value?, true): digests[index] = value
            case (let value?, false):
                keys.insert(field, at: index)
                digests.insert(value, at: index)
            case (nil, true):
                keys.remove(at: index)
                digests.remove(at: index)
            case (nil, false): break
            }
        }
    }

    /// Where `field` is, or would go, in `keys` (a binary search).
    private func position(of field: String) -> (index: Int, found: Bool) {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < field { low = middle + 1 } else { high = middle }
        }
        return (low, low < keys.count && keys[low] == field)
    }

    /// How a list of fields in one order is kept: its names sorted, each name's last place in the list.
    private struct Layout {
        let names: [String]
        let keys: [String]
        let order: [Int]
    }

    /// The layouts of the lists of names seen so far (a type has one, or a few): a list seen before is not sorted
    /// again, and its sorted names are shared, not kept again.
    nonisolated(unsafe) private static var layouts: [Layout] = []
    private static let layoutsLock = NSLock()

    private static func layout(_ fields: [(name: String, digest: Digest)]) -> Layout {
        if let known = layoutsLock.withLock({ layouts.first { $0.names.elementsEqual(fields.lazy.map(\.name)) } }) { return known }
        let sorted = fields.indices.sorted { (fields[$0].name, $0) < (fields[$1].name, $1) }
        var keys: [String] = [], order: [Int] = []
        for index in sorted {
            if keys.last == fields[index].name {
                order[order.count - 1] = index
            } else {
                keys.append(fields[index].name)
                order.append(index)
            }
        }
        let layout = Layout(names: fields.map(\.name), keys: keys, order: order)
        // A value whose names are its own (a type digested with its own `encode(to:)`) is not kept for ever.
        layoutsLock.withLock { if layouts.count < 64 { layouts.append(layout) } }
        return layout
    }
}
