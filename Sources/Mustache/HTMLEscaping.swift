/// HTML escaping of interpolated values: `<`, `>`, `&`, `"` and `'` as entities, safe in text and in quoted
/// attributes. Copies runs that need nothing in one go (most text needs nothing).
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { buffer in
            var runStart = 0
            for index in 0..<buffer.count {
                let entity: StaticString
                switch buffer[index] {
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x26: entity = "&amp;"
                case 0x22: entity = "&quot;"
                case 0x27: entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
                entity.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
    }
}
