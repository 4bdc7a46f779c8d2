import Foundation

/// Lookups the pages need, built once per render so no page scans the whole archive.
struct SiteIndex {
    let artistsBySlug: [String: Artist]
    /// Each artist's albums, oldest first.
    let albumsByArtist: [String: [Album]]
    let albumsBySlug: [String: Album]
    let tagsBySlug: [String: Tag]
    /// Output path of each album's local cover, by album slug.
    let coverPaths: [String: String]

    init(_ archive: Archive) {
        artistsBySlug = Dictionary(archive.artists.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        albumsBySlug = Dictionary(archive.albums.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        albumsByArtist = Dictionary(grouping: archive.albums, by: \.artistSlug).mapValues { $0.sorted(by: Album.chronological) }
        tagsBySlug = Dictionary(archive.tags.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var covers: [String: String] = [:]
        for album in archive.albums {
            if let file = album.coverFile {
                let ext = (file as NSString).pathExtension.lowercased()
                covers[album.slug] = SitePaths.cover(album.slug, extension: ext == "jpeg" ? "jpg" : ext)
            }
        }
        coverPaths = covers
    }
}
