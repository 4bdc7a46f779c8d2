/// A JSON object written straight to bytes, escaped for a `<script>` element like `ScriptData`'s, without building
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
        ScriptData.writeString(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    package mutating func string(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        ScriptData.writeString(value, into: &bytes)
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
            ScriptData.writeString(value, into: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    package mutating func object(_ name: String, _ body: (inout JSONWriter) -> Void) {
        key(name)
        var inner = JSONWriter()
        body(&inner)
        bytes += inner.bytes
        bytes.append(UInt8(ascii: "}"))
    }

    package mutating func objects<Item>(_ name: String, _ items: some Collection<Item>, _ body: (inout JSONWriter, Item) -> Void) {
        guard !items.isEmpty else { return }
        key(name)
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var inner = JSONWriter()
            body(&inner, item)
            bytes += inner.bytes
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
    }
}
