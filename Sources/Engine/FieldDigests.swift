/// A value's digest field by field (`StableDigest.fields`), in two small arrays sorted by name rather than a
/// dictionary: every album keeps one for the whole build (`AlbumDigests`), and a dictionary of two dozen entries
/// takes a table of 64 buckets once it passes 24 — about 1 KB more an album, 50 MB at 50,000 albums.
public struct FieldDigests: Sendable, Equatable {
    /// The fields' names, sorted, and each one's digest at the same place.
    public private(set) var keys: [String] = []
    private var digests: [Digest] = []

    public init() {}

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
}
