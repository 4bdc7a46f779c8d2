import Foundation
import Basics
import Media

/// What a published cover is made of: the widths the pages ask for, the formats, and the encoder settings. A change
/// here (or another libvips) changes `key`, so every cover is made again; otherwise the cache keeps them.
package enum CoverRecipe {
    /// Widths in pixels. A grid tile is 165–200 CSS px (250, or 500 on a 2× screen); an album page's cover 340 px
    /// (500, or 1000 on a 2× screen). Never more than the source has, except for an SVG.
    static let widths = [250, 500, 1000]
    /// The width of the `<img src>` that a browser without `srcset` shows, and of og:image.
    static let defaultWidth = 500
    package static let formats: [EncodedImageFormat] = [.webp, .jpeg]

    package static func quality(_ format: EncodedImageFormat) -> Int {
        format == .jpeg ? 82 : 78
    }

    /// Bounds on a source image: a bigger file, or more pixels, is not decoded (a 12,000 × 12,000 scan is 144 million).
    static let maxBytes = 64 << 20
    static let maxPixels = 100_000_000

    /// Names the recipe in the cache: equal keys, equal bytes.
    package static let key: String = {
        let settings = "linernotes covers 1; libvips \(ImageResizer.libraryVersion); widths \(widths); "
            + formats.map { "\($0.rawValue) q\(quality($0))" }.joined(separator: " ") + "; strip; jpeg progressive optimized"
        return String(ContentHash.sha256(Data(settings.utf8)).prefix(16))
    }()

    /// The sizes to make of a source of this header, narrowest first: each width it has (an SVG has them all), and its
    /// own width when it is below the first or well past the widest it has (700 after 500; not 600, hardly sharper).
    /// Heights keep the aspect ratio.
    package static func sizes(for header: ImageResizer.Header) -> [(width: Int, height: Int)] {
        var chosen = header.isVector ? widths : widths.filter { $0 <= header.width }
        if !header.isVector, header.width < widths.last ?? 0, Double(header.width) >= Double(chosen.last ?? 0) * 1.25 {
            chosen.append(header.width)
        }
        return chosen.map { width in
            (width, max(1, Int((Double(header.height) * Double(width) / Double(header.width)).rounded())))
        }
    }
}
