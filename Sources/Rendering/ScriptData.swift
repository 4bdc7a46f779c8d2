import Foundation
import Model
import Basics

/// JSON for pages' scripts, safe to embed in HTML: `<`, `>`, `&` and the JavaScript line separators are
/// written as `\u` escapes, so no title can close the script element or inject markup.
package enum ScriptData {
    /// Encodes strings, integers, booleans, nil (`NSNull` or `Optional.none`), arrays and string-keyed
    /// dictionaries (keys sorted, so output is deterministic).
    package static func json(_ value: Any) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(1024)
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ value: Any, into out: inout [UInt8]) {
        switch value {
        case let text as String:
            JSONWriter.writeString(text, into: &out)
        case let number as Int:
            out.append(contentsOf: String(number).utf8)
        case let flag as Bool:
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case let object as [String: Any]:
            out.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONWriter.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(object[key]!, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            out.append(contentsOf: "null".utf8)
        }
    }


}
