/// A JSON object written straight to bytes, escaped for a `<script>` element (see `encode` for plain values), without building
/// `[String: Any]` first: every album page carries one (its JSON-LD), so boxing and sorting showed at 10,000 albums.
/// Keys come out in the order they are written; callers write them in a fixed order, so output is deterministic.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var first = true

    package init() {}

    package var text: String {
        String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self)
    }

    private mutating func key(_ name: String) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        Self.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    package mutating func string(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        Self.writeString(value, into: &bytes)
    }

    package mutating func number(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        bytes.append(contentsOf: String(value).utf8)
    }

    package mutating func number(_ name: String, _ value: Double?) {
        guard let value, value.isFinite else { return }
        key(name)
        bytes.append(contentsOf: String(value).utf8)
    }

    package mutating func strings(_ name: String, _ values: [String]) {
        guard !values.isEmpty else { return }
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.writeString(value, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func object(_ name: String, _ body: (inout JSONWriter) -> Void) {
        key(name)
        nested(body)
    }

    package mutating func objects<Item>(_ name: String, _ items: [Item], _ body: (inout JSONWriter, Item) -> Void) {
        guard !items.isEmpty else { return }
        key(name)
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in items {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            nested { body(&$0, item) }
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An object written by `body` straight after what is written so far, in the same buffer: a writer of its own is
    /// given this one's bytes and hands them back (an album's JSON-LD has an object per track).
    private mutating func nested(_ body: (inout JSONWriter) -> Void) {
        var inner = JSONWriter(bytes: [])
        swap(&inner.bytes, &bytes)
        inner.bytes.append(UInt8(ascii: "{"))
        body(&inner)
        swap(&bytes, &inner.bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// The bytes `escape` may write otherwise than as they are: controls, `"`, `\\`, `<`, `>`, `&`, and 0xE2 (which
    /// begins U+2028 and U+2029).
    private static let needsCare: [Bool] = (0..<256).map { byte in
        byte < 0x20 || [0x22, 0x5C, 0x3C, 0x3E, 0x26, 0xE2].contains(byte)
    }

    /// A JSON string, escaped for a `<script>` element (`<`, `>`, `&`, U+2028 and U+2029 as `\\u` escapes); runs of bytes that need no escape are copied as they are.
    package static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // A native string's bytes read in place (no copy of the string to make it contiguous); any other made so.
        if text.utf8.withContiguousStorageIfAvailable({ escape($0, into: &out) }) == nil {
            var text = text
            text.withUTF8 { escape($0, into: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// The bytes of a string, escaped as `writeString` says.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var runStart = 0
        var index = 0
        func flush() {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        func unicode(_ value: UInt32) {
            out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), hex[Int(value >> 12 & 0xF)], hex[Int(value >> 8 & 0xF)], hex[Int(value >> 4 & 0xF)], hex[Int(value & 0xF)]])
        }
        let needsCare = Self.needsCare
        while index < bytes.count {
            let byte = bytes[index]
            // Most bytes need nothing: one look-up in a table of 256 says so.
            if !needsCare[Int(byte)] {
                index += 1
                continue
            }
            switch byte {
            case 0x22, 0x5C, 0x0A, 0x0D, 0x09:
                flush()
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default: out.append(byte)
                }
                index += 1
                runStart = index
            case 0x00..<0x20, 0x3C, 0x3E, 0x26:
                flush()
                unicode(UInt32(byte))
                index += 1
                runStart = index
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 and U+2029 end lines in older JavaScript.
                flush()
                unicode(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 3
                runStart = index
            default:
                index += 1
            }
        }
        flush()
    }
}
