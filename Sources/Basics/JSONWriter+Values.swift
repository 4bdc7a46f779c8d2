extension JSONWriter {
    /// JSON for pages' scripts from plain values, escaped as `writeString` does, so no title can close the script
    /// element or inject markup. Strings, integers, booleans, arrays and string-keyed dictionaries (keys sorted, so
    /// output is deterministic); anything else (`NSNull`, `Optional.none`) is `null`.
    package static func encode(_ value: Any) -> String {
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
            for (index, entry) in object.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(entry.key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(entry.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        default:
            out.append(contentsOf: "null".utf8)
        }
    }
}
