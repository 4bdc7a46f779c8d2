import Covers
import Model
import Basics

/// `partials/cover`: a real cover (a `<picture>`: WebP sizes in `webp_srcset`, JPEG sizes in `srcset`, the JPEG `src`
/// with its `width` and `height`) or the generated placeholder; `alt` either way.
struct CoverView: TemplateView {
    package let src: String?
    let srcset: String?
    let webpSrcset: String?
    package let sizes: String?
    /// The `src` image's size in pixels: the browser keeps the room before it loads, so nothing jumps.
    package let width: Int?
    package let height: Int?
    let alt: String
    /// Let the browser load it when scrolled near; covers in the first screenful should not be.
    let lazy: Bool
    package let placeholder: PlaceholderCover?

    package static let fields: TemplateFields<Self> = [
        .init("src") { $0.src },
        .init("srcset") { $0.srcset },
        .init("webp_srcset") { $0.webpSrcset },
        .init("sizes") { $0.sizes },
        .init("width") { $0.width },
        .init("height") { $0.height },
        .init("alt") { $0.alt },
        .init("lazy") { $0.lazy },
        .init("placeholder") { $0.placeholder },
    ]

    init(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool = false, sizes: String, strings: SiteStrings) {
        let names = ["title": album.title, "artist": album.artist]
        // No fallback is what `AlbumGaps.cover` calls no cover: the preview's hint and `check` agree with the page.
        if let cover = index.covers[album.slug], let fallback = cover.fallback {
            func srcset(_ format: EncodedImageFormat) -> String? {
                let variants = cover.variants(format)
                return variants.isEmpty ? nil
                    : variants.map { "\(links.href(SizedCover.path(album.slug, $0))) \($0.width)w" }.joined(separator: ", ")
            }
            src = links.href(SizedCover.path(album.slug, fallback))
            self.srcset = srcset(.jpeg)
            webpSrcset = srcset(.webp)
            self.sizes = sizes
            width = fallback.width
            height = fallback.height
            alt = strings.text("cover_of", names)
            self.lazy = lazy
            placeholder = nil
        } else {
            src = nil
            srcset = nil
            webpSrcset = nil
            self.sizes = nil
            width = nil
            height = nil
            alt = strings.text("no_cover", names)
            self.lazy = false
            placeholder = PlaceholderCover(album)
        }
    }
}
