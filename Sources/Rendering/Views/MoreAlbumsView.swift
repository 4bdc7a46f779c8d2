import Model

/// `partials/more-albums`: the albums a long page lists compactly after its first covers (tag and years pages).
struct MoreAlbumsView: TemplateView {
    package let more: [CompactAlbumView]
    package static let fields: TemplateFields<Self> = [.init("more") { $0.more }]

    /// The section for `albums`, or nil when there are none (so the template shows no empty list).
    static func section(_ albums: some Sequence<Album>, _ links: SiteLinks) -> MoreAlbumsView? {
        let more = albums.map { CompactAlbumView($0, links) }
        return more.isEmpty ? nil : MoreAlbumsView(more: more)
    }
}
