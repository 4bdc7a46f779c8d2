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
            "released": album.displayReleased.map { ["iso": $0.description, "text": $0.displayText] } ?? false,
            "acquired": album.acquired.map { ["iso": $0.description, "text": $0.displayText] } ?? false,
            "format": album.format ?? false,
            "rating": album.rating.map { rating -> [String: Any] in
                ["stars": String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating), "label": "Rated \(rating) out of 5"]
            } ?? false,
            "tag_section": album.tags.isEmpty ? false : ["tags": SiteRenderer.tagLinks(album.tags, links)],
            "cover": Self.cover(album, index, links, sizes: "(max-width: 700px) 90vw, 340px"),
            "cover_credit": album.coverFile == nil ? (album.enrichment.cover?.source.displayName as Any? ?? false) : false,
            "track_section": tracks.isEmpty ? false : [
                "discs": discs,
                "source": album.tracks.isEmpty ? (album.enrichment.trackSource?.displayName as Any? ?? false) : false,
            ] as [String: Any],
            "wikipedia": album.enrichment.wikipedia.map(SiteRenderer.wikipediaValues) ?? false,
            "itunes_url": album.enrichment.itunesURL ?? false,
            "track_summary": trackSummary ?? false,
            "notes_html": notes.isEmpty ? false : notes,
            "musicbrainz_url": (album.mbid ?? album.enrichment.musicbrainzReleaseID).map { "https://musicbrainz.org/release/\($0)" } ?? false,
        ]
    }

    /// A real cover (`src`) or the generated placeholder's colours; `alt` either way.
    /// `lazy`: let the browser load it when scrolled near; covers in the first screenful should not be.
    static func cover(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool = false, sizes: String) -> [String: Any] {
        if let files = index.coverFiles[album.slug], let largest = files.last {
            let srcset = files.count > 1 && files.allSatisfy { $0.width != nil }
                ? files.map { "\(links.href($0.path)) \($0.width ?? 0)w" }.joined(separator: ", ") : nil
            return [
                "src": links.href(largest.path), "srcset": srcset ?? false, "sizes": sizes,
                "alt": "Cover of \(album.title) by \(album.artist)", "placeholder": false, "lazy": lazy,
            ]
        }
        return [
            "src": false,
            "srcset": false,
            "lazy": false,
            "alt": "No cover image for \(album.title) by \(album.artist)",
            "placeholder": PlaceholderCover(seed: album.slug).values,
        ]
    }

    /// Tracks grouped by disc, numbered within each disc unless the release gave numbers.
    private var tracks: [Track] { album.displayTracks }

    private var discs: [[String: Any]] {
        let discNumbers = Array(Set(tracks.map(\.disc))).sorted()
        let labelled = discNumbers.count > 1
        return discNumbers.map { disc in
            var position = 0
            let discTracks = tracks.filter { $0.disc == disc }.map { track -> [String: Any] in
                position += 1
                return [
                    "number": track.number ?? String(position),
                    "title": track.title,
                    "length": track.length.map { ["text": Track.formatLength($0), "iso": "PT\($0 / 60)M\($0 % 60)S"] } ?? false,
                ]
            }
            let total = tracks.filter { $0.disc == disc }.compactMap(\.length).reduce(0, +)
            return [
                "label": labelled ? "Disc \(disc)" : false,
                "tracks": discTracks,
                "total": labelled && total > 0 ? Track.formatLength(total) : false,
            ]
        }
    }

    /// "12 tracks · 43:10" (a "~" when some lengths are unknown).
    private var trackSummary: String? {
        guard !tracks.isEmpty else { return nil }
        var text = tracks.count == 1 ? "1 track" : "\(tracks.count) tracks"
        let known = tracks.compactMap(\.length)
        if !known.isEmpty {
            text += " · " + (known.count < tracks.count ? "at least " : "") + Track.formatLength(known.reduce(0, +))
        }
        return text
    }
}
