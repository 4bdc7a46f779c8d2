/// The values an album page shows, for `album.mustache`.
struct AlbumView {
    let album: Album
    let index: SiteIndex
    let links: SiteLinks
    let markdown: Markdown

    var values: [String: Any] {
        let notes = markdown.html(album.notes)
        return [
            "title": album.title,
            "artist": album.artist,
            "artist_href": links.href(SitePaths.artist(album.artistSlug)),
            "year": album.displayYear.map { String($0) } ?? false,
            "released": album.released.map { ["iso": $0.description, "text": $0.displayText] } ?? false,
            "acquired": album.acquired.map { ["iso": $0.description, "text": $0.displayText] } ?? false,
            "format": album.format ?? false,
            "rating": album.rating.map { rating -> [String: Any] in
                ["stars": String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating), "label": "Rated \(rating) out of 5"]
            } ?? false,
            "tag_section": album.tags.isEmpty ? false : ["tags": tagValues],
            "cover": Self.cover(album, index, links),
            "track_section": album.tracks.isEmpty ? false : ["discs": discs],
            "track_summary": trackSummary ?? false,
            "notes_html": notes.isEmpty ? false : notes,
            "musicbrainz_url": album.mbid.map { "https://musicbrainz.org/release/\($0)" } ?? false,
        ]
    }

    /// A real cover (`src`) or the generated placeholder's colours; `alt` either way.
    /// `lazy`: let the browser load it when scrolled near; covers in the first screenful should not be.
    static func cover(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool = false) -> [String: Any] {
        if let path = index.coverPaths[album.slug] {
            return ["src": links.href(path), "alt": "Cover of \(album.title) by \(album.artist)", "placeholder": false, "lazy": lazy]
        }
        return [
            "src": false,
            "alt": "No cover image for \(album.title) by \(album.artist)",
            "placeholder": PlaceholderCover(seed: album.slug).values,
        ]
    }

    private var tagValues: [[String: Any]] {
        var seen = Set<String>()
        return album.tags.compactMap { name in
            let slug = Tag.slug(for: name)
            guard seen.insert(slug).inserted else { return nil }
            return ["name": name, "href": links.href(SitePaths.tag(slug))]
        }
    }

    /// Tracks grouped by disc, numbered within each disc unless the release gave numbers.
    private var discs: [[String: Any]] {
        let discNumbers = Array(Set(album.tracks.map(\.disc))).sorted()
        let labelled = discNumbers.count > 1
        return discNumbers.map { disc in
            var position = 0
            let tracks = album.tracks.filter { $0.disc == disc }.map { track -> [String: Any] in
                position += 1
                return [
                    "number": track.number ?? String(position),
                    "title": track.title,
                    "length": track.length.map { ["text": Track.formatLength($0), "iso": "PT\($0 / 60)M\($0 % 60)S"] } ?? false,
                ]
            }
            let total = album.tracks.filter { $0.disc == disc }.compactMap(\.length).reduce(0, +)
            return [
                "label": labelled ? "Disc \(disc)" : false,
                "tracks": tracks,
                "total": labelled && total > 0 ? Track.formatLength(total) : false,
            ]
        }
    }

    /// "12 tracks · 43:10" (a "~" when some lengths are unknown).
    private var trackSummary: String? {
        guard !album.tracks.isEmpty else { return nil }
        var text = album.tracks.count == 1 ? "1 track" : "\(album.tracks.count) tracks"
        let known = album.tracks.compactMap(\.length)
        if !known.isEmpty {
            text += " · " + (known.count < album.tracks.count ? "at least " : "") + Track.formatLength(known.reduce(0, +))
        }
        return text
    }
}
