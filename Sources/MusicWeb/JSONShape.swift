import Foundation

/// Whether a JSON answer has the shape a client reads: it decodes as the client's type, and no `null` stands where
/// the client reads an object or an array. The clients' types have optional fields (services leave keys out), and
/// JSONDecoder takes `null` for any optional: `{"results": null}` would decode as "no results" and be cached.
/// A `null` is fine where the client reads a string, number or bool (MusicBrainz sends `"length": null`), or a key it
/// does not read; each is tried as one of those in its place, grouped by key so an answer costs a few decodes.
///
/// The `null`s are found in the answer's bytes and replaced there (`Null`), so each try is one decode of the answer
/// with a few bytes changed, not a parse and a re-serialisation of it.
enum JSONShape {
    /// A `null` in an answer: where its four bytes start, and the key holding it (for a list's items, the list's key;
    /// nil at the top level).
    struct Null {
        let offset: Int
        let key: [UInt8]?
    }

    /// Leaf values a `null` may stand for.
    private static let leaves: [[UInt8]] = [Array(#""""#.utf8), Array("0".utf8), Array("false".utf8)]
    /// Nulls checked one by one when their key's group fails as a whole (the same name read as two types).
    private static let maxSingles = 64

    static func fits<T: Decodable>(_ body: Data, as type: T.Type) -> Bool {
        // JSON sent over a network is UTF-8 (RFC 8259). JSONDecoder also reads UTF-16 and UTF-32, in which no `null`
        // would be found below: such an answer is the wrong shape.
        guard !body.prefix(4).contains(0), !body.starts(with: [0xFE, 0xFF]), !body.starts(with: [0xFF, 0xFE]) else { return false }
        let decoder = JSONDecoder()
        guard (try? decoder.decode(T.self, from: body)) != nil else { return false }
        guard body.range(of: Data("null".utf8)) != nil else { return true }
        let bytes = [UInt8](body)
        let nulls = self.nulls(in: bytes)
        guard !nulls.isEmpty else { return true }
        func fitsAsLeaf(_ group: [Null]) -> Bool {
            leaves.contains { leaf in (try? decoder.decode(T.self, from: replacing(group, in: bytes, with: leaf))) != nil }
        }
        // Grouped by the key that holds the null (for a list's items, the list's key), in the order they come.
        var order: [[UInt8]?] = []
        var groups: [[UInt8]?: [Null]] = [:]
        for null in nulls {
            if groups[null.key] == nil { order.append(null.key) }
            groups[null.key, default: []].append(null)
        }
        var singles = 0
        for key in order {
            let group = groups[key, default: []]
            guard !fitsAsLeaf(group) else { continue }
            singles += group.count
            guard group.count > 1, singles <= maxSingles, group.allSatisfy({ fitsAsLeaf([$0]) }) else { return false }
        }
        return true
    }

    /// Every `null` value in `bytes` (an answer JSONDecoder has read, so well formed), with the key holding it.
    static func nulls(in bytes: [UInt8]) -> [Null] {
        enum Frame {
            case object(key: [UInt8]?)
            case array
        }
        var nulls: [Null] = []
        var stack: [Frame] = []
        var index = 0
        /// The nearest key up the stack: the key a value (or the list holding it) stands under.
        func holdingKey() -> [UInt8]? {
            for frame in stack.reversed() { if case .object(let key) = frame { return key } }
            return nil
        }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                // A string: a key when an object awaits one (the next byte past blanks is a colon), else a value.
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                var next = end + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":"), case .object = stack.last {
                    stack[stack.count - 1] = .object(key: Array(bytes[(index + 1)..<min(end, bytes.count)]))
                }
                index = end + 1
            case UInt8(ascii: "{"):
                stack.append(.object(key: nil))
                index += 1
            case UInt8(ascii: "["):
                stack.append(.array)
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
                index += 1
            case UInt8(ascii: "n") where index + 4 <= bytes.count && bytes[index + 1] == UInt8(ascii: "u") && bytes[index + 2] == UInt8(ascii: "l") && bytes[index + 3] == UInt8(ascii: "l"):
                nulls.append(Null(offset: index, key: holdingKey()))
                index += 4
            default:
                index += 1
            }
        }
        return nulls
    }

    /// `bytes` with each of `nulls` replaced by `leaf`.
    static func replacing(_ nulls: [Null], in bytes: [UInt8], with leaf: [UInt8]) -> Data {
        var result = Data()
        result.reserveCapacity(bytes.count + nulls.count * 2)
        var from = 0
        for null in nulls.sorted(by: { $0.offset < $1.offset }) {
            result.append(contentsOf: bytes[from..<null.offset])
            result.append(contentsOf: leaf)
            from = null.offset + 4
        }
        result.append(contentsOf: bytes[from...])
        return result
    }
}
