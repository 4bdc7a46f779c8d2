/// A `Range: bytes=…` header of one range, as audio and video players send to seek.
enum ByteRange: Equatable {
    /// No usable range (several ranges, another unit, garbage): send the whole file.
    case whole
    case part(Range<Int>)
    /// A range wholly past the end of the file: 416.
    case unsatisfiable

    package static func parse(_ header: String, size: Int) -> ByteRange {
        let value = header.trimmingCharacters(in: .whitespaces)
        guard value.lowercased().hasPrefix("bytes="), !value.contains(",") else { return .whole }
        let spec = value.dropFirst("bytes=".count)
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .whole }
        let first = parts[0].trimmingCharacters(in: .whitespaces)
        let last = parts[1].trimmingCharacters(in: .whitespaces)
        if first.isEmpty {
            // "bytes=-500": the last 500 bytes.
            guard let suffix = Int(last), suffix >= 0 else { return .whole }
            if suffix == 0 || size == 0 { return .unsatisfiable }
            return .part(max(0, size - suffix)..<size)
        }
        guard let start = Int(first), start >= 0 else { return .whole }
        if start >= size { return .unsatisfiable }
        if last.isEmpty { return .part(start..<size) }
        guard let end = Int(last), end >= start else { return .whole }
        return .part(start..<(min(end, size - 1) + 1))
    }
}

import Foundation
