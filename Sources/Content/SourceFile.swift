import Foundation
import Basics

/// A text file of the archive, read and checked to be UTF-8.
package struct SourceFile: Sendable {
    /// Path relative to the site folder, as shown in messages.
    package let displayPath: String
    package let url: URL
    package let text: String

    package static func read(_ url: URL, displayPath: String) -> Result<SourceFile, Diagnostic> {
        if let bytes = FileBytes.read(url.path) { return decode(bytes, url: url, displayPath: displayPath) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .failure(.error(displayPath, "cannot be read (\(error.localizedDescription))"))
        }
        return decode(data, url: url, displayPath: displayPath)
    }

    package static func decode(_ data: Data, url: URL, displayPath: String) -> Result<SourceFile, Diagnostic> {
        decode([UInt8](data), url: url, displayPath: displayPath)
    }

    package static func decode(_ bytes: [UInt8], url: URL, displayPath: String) -> Result<SourceFile, Diagnostic> {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // The standard library's validation is the quick check; the byte-by-byte one only finds where it broke.
        guard var text = String(validating: bytes, as: UTF8.self) else {
            let invalid = firstInvalidUTF8Offset(bytes) ?? 0
            let line = bytes[..<invalid].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            return .failure(.error(displayPath, line: line, "is not valid UTF-8 (byte \(invalid + 1)); save it as UTF-8"))
        }
        if bytes.contains(0x0D) {
            // Windows and old Mac line ends become \n.
            var normalized: [UInt8] = []
            normalized.reserveCapacity(bytes.count)
            for (index, byte) in bytes.enumerated() {
                if byte == 0x0D {
                    if index + 1 < bytes.count && bytes[index + 1] == 0x0A { continue }
                    normalized.append(0x0A)
                } else {
                    normalized.append(byte)
                }
            }
            text = String(decoding: normalized, as: UTF8.self)
        }
        return .success(SourceFile(displayPath: displayPath, url: url, text: text))
    }

    /// The offset of the first byte that breaks UTF-8, or nil when all is well.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            if length == 3 {
                let second = bytes[index + 1]
                if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) { return index }
            } else if length == 4 {
                let second = bytes[index + 1]
                if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return index }
            }
            index += length
        }
        return nil
    }
}
