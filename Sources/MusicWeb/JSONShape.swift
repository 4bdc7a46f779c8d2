import Foundation

/// Whether a JSON answer has the shape a client reads: it decodes as the client's type, and no `null` stands where
/// the client reads an object or an array. The clients' types have optional fields (services leave keys out), and
/// JSONDecoder takes `null` for any optional: `{"results": null}` would decode as "no results" and be cached.
/// A `null` is fine where the client reads a string, number or bool (MusicBrainz sends `"length": null`), or a key it
/// does not read; each is tried as one of those in its place, grouped by key so an answer costs a few decodes.
enum JSONShape {
    private enum Step: Hashable {
        case key(String)
        case index(Int)
    }

    /// Leaf values a `null` may stand for.
    private static var leaves: [Any] { ["", 0, false] }
    /// Nulls checked one by one when their key's group fails as a whole (the same name read as two types).
    private static let maxSingles = 64

    static func fits<T: Decodable>(_ body: Data, as type: T.Type) -> Bool {
        let decoder = JSONDecoder()
        guard (try? decoder.decode(T.self, from: body)) != nil else { return false }
        guard body.range(of: Data("null".utf8)) != nil,
            let tree = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
        else { return true }
        var nulls: [[Step]] = []
        collectNulls(tree, path: [], into: &nulls)
        guard !nulls.isEmpty else { return true }
        func decodes(_ value: Any) -> Bool {
            guard let data = try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed) else { return false }
            return (try? decoder.decode(T.self, from: data)) != nil
        }
        func fitsAsLeaf(_ paths: [[Step]]) -> Bool {
            leaves.contains { leaf in decodes(paths.reduce(tree) { replacing($0, at: $1[...], with: leaf) }) }
        }
        // Grouped by the key that holds the null (for a list's items, the list's key).
        let groups = Dictionary(grouping: nulls) { path in path.last { if case .key = $0 { true } else { false } } }
        var singles = 0
        for (_, paths) in groups where !fitsAsLeaf(paths) {
            singles += paths.count
            guard paths.count > 1, singles <= maxSingles, paths.allSatisfy({ fitsAsLeaf([$0]) }) else { return false }
        }
        return true
    }

    private static func collectNulls(_ value: Any, path: [Step], into nulls: inout [[Step]]) {
        if value is NSNull {
            nulls.append(path)
        } else if let object = value as? [String: Any] {
            for (key, child) in object { collectNulls(child, path: path + [.key(key)], into: &nulls) }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() { collectNulls(child, path: path + [.index(index)], into: &nulls) }
        }
    }

    private static func replacing(_ value: Any, at path: ArraySlice<Step>, with leaf: Any) -> Any {
        guard let step = path.first else { return leaf }
        switch step {
        case .key(let key):
            guard var object = value as? [String: Any], let child = object[key] else { return value }
            object[key] = replacing(child, at: path.dropFirst(), with: leaf)
            return object
        case .index(let index):
            guard var array = value as? [Any], array.indices.contains(index) else { return value }
            array[index] = replacing(array[index], at: path.dropFirst(), with: leaf)
            return array
        }
    }
}
