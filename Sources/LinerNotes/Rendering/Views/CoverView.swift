/// `partials/cover`: a real cover (`src`, with `srcset` when there are sizes) or the generated placeholder; `alt` either way.
struct CoverView: TemplateView {
    let src: String?
    let srcset: String?
    let sizes: String?
    let alt: String
    /// Let the browser load it when scrolled near; covers in the first screenful should not be.
    let lazy: Bool
    let placeholder: PlaceholderCover?

    static let fields: TemplateFields<Self> = [
        .init("src") { $0.src },
        .init("srcset") { $0.srcset },
        .init("sizes") { $0.sizes },
        .init("alt") { $0.alt },
        .init("lazy") { $0.lazy },
        .init("placeholder") { $0.placeholder },
    ]

    init(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool = false, sizes: String) {
        if let files = index.coverFiles[album.slug], let largest = files.last {
            src = links.href(largest.path)
            srcset = files.count > 1 && files.allSatisfy { $0.width != nil }
                ? files.map { "\(links.href($0.path)) \($0.width ?? 0)w" }.joined(separator: ", ") : nil
            self.sizes = sizes
            alt = "Cover of \(album.title) by \(album.artist)"
            self.lazy = lazy
            placeholder = nil
        } else {
            src = nil
            srcset = nil
            self.sizes = nil
            alt = "No cover image for \(album.title) by \(album.artist)"
            self.lazy = false
            placeholder = PlaceholderCover(seed: album.slug)
        }
    }
}
