/// `partials/album-grid`: cards in a grid (on the home, album, artist, tag and years pages).
struct AlbumGridView: TemplateView {
    let albums: [AlbumCard]
    static let fields: [TemplateField<Self>] = [.init("albums") { $0.albums }]
}
