/// `partials/album-grid`: cards in a grid (on the home, album, artist, tag and years pages).
struct AlbumGridView: TemplateView {
    let albums: [CachedView<AlbumCardView>]
    static let fields: TemplateFields<Self> = [.init("albums") { $0.albums }]
}
