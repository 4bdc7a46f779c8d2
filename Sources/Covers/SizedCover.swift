import Foundation
import Model
import Basics

/// An album's cover as the site publishes it: one picture in several widths, each as WebP and JPEG.
package struct SizedCover: Sendable {
    package struct Variant: Sendable, Codable, Equatable {
        package let width: Int
        package let height: Int
        package let format: EncodedImageFormat
        /// Its size in bytes, to tell a damaged cache file.
        package let bytes: Int
    }

    /// Narrowest first; WebP before JPEG at each width.
    package let variants: [Variant]
    /// The generated sleeve of an album without a cover (`SleeveArt`), made only for link previews: the pages draw the
    /// sleeve themselves.
    package var isSleeve = false
    /// Where each variant's bytes are: a file in the cache, or in memory.
    package let contents: [OutputFile.Contents]

    /// The variants of one format, narrowest first.
    package func variants(_ format: EncodedImageFormat) -> [Variant] {
        variants.filter { $0.format == format }
    }

    /// The JPEG for `<img src>` and og:image: the widest up to `CoverRecipe.defaultWidth`, else the narrowest.
    package var fallback: Variant? {
        let jpegs = variants(.jpeg)
        return jpegs.last { $0.width <= CoverRecipe.defaultWidth } ?? jpegs.first
    }

    /// The output path of `variant` for the album `slug`: "covers/slug.500.webp" (slugs have no dots).
    package static func path(_ slug: String, _ variant: Variant) -> String {
        SitePaths.cover("\(slug).\(variant.width)", extension: variant.format.rawValue)
    }
}
