import Mustache

/// HTML escaping for templates, as Mustache's own but without copying text that needs none (most of it).
/// Registered as the `LINERNOTES_HTML` content type, which `Theme` selects at the top of every template.
struct FastHTMLContentType: MustacheContentType {
    func escapeText(_ text: String) -> String {
        HTMLEscaping.escape(text)
    }
}

enum HTMLEscaping {
    static let contentTypeName = "LINERNOTES_HTML"

    /// `<`, `>`, `&`, `"` and `'` as entities: safe in text and in quoted attributes.
    static func escape(_ text: String) -> String {
        var needsWork = false
        for byte in text.utf8 where byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0x22 || byte == 0x27 {
            needsWork = true
            break
        }
        guard needsWork else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case 0x3C: bytes.append(contentsOf: "&lt;".utf8)
            case 0x3E: bytes.append(contentsOf: "&gt;".utf8)
            case 0x26: bytes.append(contentsOf: "&amp;".utf8)
            case 0x22: bytes.append(contentsOf: "&quot;".utf8)
            case 0x27: bytes.append(contentsOf: "&#39;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
