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
        let sorted = fields.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }
        var names: [String] = []
        names.reserveCapacity(sorted.count)
        digests.reserveCapacity(sorted.count)
        for (_, field) in sorted {
            if names.last == field.name {
                digests[digests.count - 1] = field.digest
            } else {
                names.append(field.name)
                digests.append(field.digest)
            }
        }
        keys = Self.shared(names)
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

    /// The lists of names seen so far (a type has one, or a few): an equal list is shared, not kept again.
    nonisolated(unsafe) private static var lists: [[String]] = []
    private static let listsLock = NSLock()

    private static func shared(_ names: [String]) -> [String] {
        listsLock.withLock {
            if let known = lists.first(where: { $0 == names }) { return known }
            // A value whose names are its own (a type digested with its own `encode(to:)`) is not kept for ever.
            if lists.count < 64 { lists.append(names) }
            return names
        }
    }
}
