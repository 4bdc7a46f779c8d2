import Foundation

/// An album's cover as the site publishes it: one picture in several widths, each as WebP and JPEG.
struct SizedCover: Sendable {
    struct Variant: Sendable, Codable, Equatable {
        let width: Int
        let height: Int
        let format: ImageResizer.Format
        /// Its size in bytes, to tell a damaged cache file.
        let bytes: Int
    }

    /// Narrowest first; WebP before JPEG at each width.
    let variants: [Variant]
    /// Where each variant's bytes are: a file in the cache, or in memory.
    let contents: [OutputFile.Contents]

    /// The variants of one format, narrowest first.
    func variants(_ format: ImageResizer.Format) -> [Variant] {
        variants.filter { $0.format == format }
    }

    /// The JPEG for `<img src>` and og:image: the widest up to `CoverRecipe.defaultWidth`, else the narrowest.
    var fallback: Variant? {
        let jpegs = variants(.jpeg)
        return jpegs.last { $0.width <= CoverRecipe.defaultWidth } ?? jpegs.first
    }

    /// The output path of `variant` for the album `slug`: "covers/slug.500.webp" (slugs have no dots).
    static func path(_ slug: String, _ variant: Variant) -> String {
        SitePaths.cover("\(slug).\(variant.width)", extension: variant.format.rawValue)
    }
}
