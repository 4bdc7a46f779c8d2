import Foundation

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
            writeString(text, into: &out)
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
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(object[key]!, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            out.append(contentsOf: "null".utf8)
        }
    }

    /// Writes a JSON array of flat string records without building them in memory first.
    package struct ArrayWriter {
        private var out: [UInt8]
        private var count = 0

        /// `expectedBytes`: room to reserve, so a large array is not copied as it grows.
        package init(prefix: String, expectedBytes: Int = 0) {
            out = []
            out.reserveCapacity(prefix.utf8.count + expectedBytes + 16)
            out.append(contentsOf: prefix.utf8)
            out.append(UInt8(ascii: "["))
        }

        /// Keys in the order given (give them sorted, for deterministic output); `list`, if any, last.
        /// One object: its string fields, then its lists of strings (an empty list is left out).
        package mutating func entry(_ fields: KeyValuePairs<String, String>, lists: [(key: String, values: [String])] = []) {
            if count > 0 { out.append(UInt8(ascii: ",")) }
            count += 1
            out.append(UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                ScriptData.writeString(field.key, into: &out)
                out.append(UInt8(ascii: ":"))
                ScriptData.writeString(field.value, into: &out)
            }
            for list in lists where !list.values.isEmpty {
                out.append(UInt8(ascii: ","))
                ScriptData.writeString(list.key, into: &out)
                out.append(contentsOf: ":[".utf8)
                for (index, value) in list.values.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    ScriptData.writeString(value, into: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "}"))
        }

        package consuming func finish(suffix: String) -> Data {
            out.append(UInt8(ascii: "]"))
            out.append(contentsOf: suffix.utf8)
            return Data(out)
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// A JSON string; runs of bytes that need no escape are copied as they are.
    package static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            func flush() {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            }
            func escape(_ value: UInt32) {
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), hex[Int(value >> 12 & 0xF)], hex[Int(value >> 8 & 0xF)], hex[Int(value >> 4 & 0xF)], hex[Int(value & 0xF)]])
            }
            while index < bytes.count {
                let byte = bytes[index]
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
                    escape(UInt32(byte))
                    index += 1
                    runStart = index
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    // U+2028 and U+2029 end lines in older JavaScript.
                    flush()
                    escape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 3
                    runStart = index
                default:
                    index += 1
                }
            }
            flush()
        }
        out.append(UInt8(ascii: "\""))
    }
}
