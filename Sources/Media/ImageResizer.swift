import CVips
import Foundation
import Basics

/// Reads, resizes and encodes images with libvips: the one Swift file that calls it. Thread-safe, as libvips is.
package enum ImageResizer {
    /// An image's size as it will be shown (EXIF orientation applied), from its header alone.
    package struct Header: Sendable, Equatable {
        package let width: Int
        package let height: Int
        /// An SVG: it renders sharp at any size.
        package let isVector: Bool
    }

    /// libvips could not read or write an image; `reason` is libvips's own words.
    package struct Failure: Error, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }

    /// The libvips version, part of the derived images' cache key: another version may encode other bytes.
    package static var libraryVersion: String { String(cString: ln_vips_version()) }

    package static func header(_ data: Data) throws(Failure) -> Header {
        try start()
        var header = ln_vips_header()
        let status = data.withUnsafeBytes { ln_vips_read_header($0.baseAddress, $0.count, &header) }
        guard status == 0 else { throw lastFailure("not an image libvips can read") }
        return Header(width: Int(header.width), height: Int(header.height), isVector: header.vector != 0)
    }

    /// `data` decoded once, resized to exactly `width` × `height`, and encoded in each of `formats` with fixed
    /// settings and no metadata (equal inputs, equal bytes).
    package static func resize(_ data: Data, width: Int, height: Int, formats: [EncodedImageFormat], quality: (EncodedImageFormat) -> Int) throws(Failure) -> [EncodedImageFormat: Data] {
        try start()
        let image = data.withUnsafeBytes { ln_vips_thumbnail($0.baseAddress, $0.count, Int32(width), Int32(height)) }
        guard let image else { throw lastFailure("the image cannot be decoded") }
        defer { ln_vips_image_free(image) }
        var encoded: [EncodedImageFormat: Data] = [:]
        for format in formats {
            var buffer: UnsafeMutableRawPointer?
            var size = 0
            let status = ln_vips_encode(image, format == .jpeg ? LN_VIPS_JPEG : LN_VIPS_WEBP, Int32(quality(format)), &buffer, &size)
            defer { ln_vips_free(buffer) }
            guard status == 0, let buffer else { throw lastFailure("the image cannot be encoded as \(format.rawValue)") }
            encoded[format] = Data(bytes: buffer, count: size)
        }
        return encoded
    }

    private static func start() throws(Failure) {
        guard ln_vips_start() == 0 else { throw lastFailure("libvips did not start") }
    }

    /// libvips's error text (which gathers every thread's, so it may name another image too), first line only.
    private static func lastFailure(_ fallback: String) -> Failure {
        let message = ln_vips_error()
        defer { ln_vips_free(message) }
        let all = message.map { String(cString: $0) } ?? ""
        let text = all.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return Failure(reason: text.isEmpty ? fallback : text)
    }
}
