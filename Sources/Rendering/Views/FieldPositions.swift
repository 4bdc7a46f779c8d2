/// A view's field positions by name (`TemplateFields`): every name a template looks up goes through one of these, on
/// every page, so the table hashes a name's bytes with FNV-1a (a few instructions a byte) in place of a dictionary's
/// seeded SipHash, which showed as 2 % of a clean build. Open addressing; built once per view type, never changed.
struct FieldPositions: Sendable {
    private var names: [String?]
    private var positions: [Int]
    private let mask: Int

    init(_ entries: [(name: String, position: Int)]) {
        var capacity = 8
        while capacity < entries.count * 2 { capacity *= 2 }
        names = [String?](repeating: nil, count: capacity)
        positions = [Int](repeating: 0, count: capacity)
        mask = capacity - 1
        for (name, position) in entries where self[name] == nil {
            var slot = Self.hash(name) & mask
            while names[slot] != nil { slot = (slot + 1) & mask }
            names[slot] = name
            positions[slot] = position
        }
    }

    subscript(name: String) -> Int? {
        var slot = Self.hash(name) & mask
        while let candidate = names[slot] {
            if candidate == name { return positions[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func hash(_ name: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
