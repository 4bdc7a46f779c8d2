import Foundation

/// JSON for pages' scripts, safe to embed in HTML: `<`, `>`, `&` and the JavaScript line separators are
/// escaped, so no title can close the script element or inject markup.
enum ScriptData {
    static func json(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "null" }
        var text = String(decoding: data, as: UTF8.self)
        text = text.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return text
    }
}
