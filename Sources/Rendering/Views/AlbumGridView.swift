/// `partials/album-grid`: cards in a grid (on the home, album, artist, tag and years pages).
struct AlbumGridView: TemplateView {
    package let albums: [CachedView<AlbumCardView>]
    package static let fields: TemplateFields<Self> = [.init("albums") { $0.albums }]
}
