import Foundation
import Testing
@testable import Media
@testable import Rendering

/// Real image files made in the tests, so covers decode without committed fixtures: PNGs written here (stored, not
/// compressed, so no zlib is needed) in any size and colour.
enum TestImage {
    /// A `width` × `height` RGB PNG: a gradient over `color`, so resized copies differ from flat ones.
    static func png(width: Int, height: Int, color: (UInt8, UInt8, UInt8) = (200, 80, 40)) -> Data {
        var raw = Data(capacity: (width * 3 + 1) * height)
        for y in 0..<height {
            raw.append(0)  // filter: none
            for x in 0..<width {
                raw.append(color.0 &+ UInt8(truncatingIfNeeded: x * 50 / max(1, width)))
                raw.append(color.1 &+ UInt8(truncatingIfNeeded: y * 50 / max(1, height)))
                raw.append(color.2)
            }
        }
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])  // 8 bits, RGB, deflate, no filter, no interlace
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", zlibStored(raw)))
        png.append(chunk("IEND", Data()))
        return png
    }

    /// A square PNG whose size is the number a fixture tag ends with ("a500" → 500 × 500), its colour from the tag.
    static func png(tag: String) -> Data {
        let size = Int(String(tag.reversed().prefix { $0.isNumber }.reversed())) ?? 100
        let seed = tag.utf8.reduce(UInt8(0)) { $0 &* 31 &+ $1 }
        return png(width: size, height: size, color: (seed, seed &* 7, seed &* 13))
    }

    /// The pixel size of an image file, as libvips reads it.
    static func size(_ data: Data?) throws -> (width: Int, height: Int) {
        let header = try ImageResizer.header(try #require(data))
        return (header.width, header.height)
    }

    fileprivate static func chunk(_ type: String, _ body: Data) -> Data {
        var chunk = Data()
        chunk.append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        chunk.append(typed)
        chunk.append(bigEndian: crc32(typed))
        return chunk
    }

    fileprivate static func zlibStored(_ data: Data) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let last: UInt8 = offset + count >= data.count ? 1 : 0
            out.append(last)
            out.append(UInt8(count & 0xFF)); out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xFF)); out.append(UInt8((~count >> 8) & 0xFF))
            out.append(data[data.startIndex + offset ..< data.startIndex + offset + count])
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        out.append(bigEndian: (b << 16) | a)
        return out
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    private static func crc32(_ data: Data) -> UInt32 {
        ~data.reduce(~UInt32(0)) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}

extension Data {
    mutating func append(bigEndian value: UInt32) {
        Swift.withUnsafeBytes(of: value.bigEndian) { append(contentsOf: $0) }
    }
}

extension TestImage {
    /// A PNG whose header claims `width` × `height` pixels but which holds one row: a decompression bomb's shape.
    static func pngClaiming(width: Int, height: Int) -> Data {
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", zlibStored(Data(count: 4))))
        png.append(chunk("IEND", Data()))
        return png
    }
}

extension TestImage {
    /// A PNG of RGB `rows`, each starting with its filter byte (0).
    static func pngFromRows(_ rows: Data, width: Int, height: Int) -> Data {
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 2, 0, 0, 0])
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.append(chunk("IHDR", header))
        png.append(chunk("IDAT", zlibStored(rows)))
        png.append(chunk("IEND", Data()))
        return png
    }
}
