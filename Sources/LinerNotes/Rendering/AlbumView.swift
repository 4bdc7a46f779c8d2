/// The values an album page shows, for `album.mustache`.
struct AlbumView {
    let album: Album
    let index: SiteIndex
    let links: SiteLinks
    let markdown: Markdown

    var values: [String: TemplateValue] {
        let notes = markdown.html(album.notes)
        return [
            "title": .string(album.title),
            "artist": .string(album.artist),
            "artist_href": .string(links.href(SitePaths.artist(album.artistSlug))),
            "year": .optional(album.displayYear.map { String($0) }),
            "released": album.displayReleased.map { ["iso": .string($0.description), "text": .string($0.displayText)] } ?? nil,
            "acquired": album.acquired.map { ["iso": .string($0.description), "text": .string($0.displayText)] } ?? nil,
            "format": .optional(album.format),
            "rating": album.rating.map { rating -> TemplateValue in
                ["stars": .string(String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)), "label": "Rated \(rating) out of 5"]
            } ?? nil,
            "tag_section": album.tags.isEmpty ? nil : ["tags": .list(SiteRenderer.tagLinks(album.tags, links))],
            "cover": .object(Self.cover(album, index, links, sizes: "(max-width: 700px) 90vw, 340px")),
            "cover_credit": album.coverFile == nil ? .optional(album.enrichment.cover?.source.displayName) : nil,
            "track_section": tracks.isEmpty ? nil : [
                "discs": .list(discs),
                "source": album.tracks.isEmpty ? .optional(album.enrichment.trackSource?.displayName) : nil,
            ],
            "wikipedia": .optional(album.enrichment.wikipedia.map(SiteRenderer.wikipediaValues)),
            "itunes_url": .optional(album.enrichment.itunesURL),
            "track_summary": .optional(trackSummary),
            "notes_html": .string(notes),
            "musicbrainz_url": .optional((album.mbid ?? album.enrichment.musicbrainzReleaseID).map { "https://musicbrainz.org/release/\($0)" }),
        ]
    }

    /// A real cover (`src`) or the generated placeholder's colours; `alt` either way.
    /// `lazy`: let the browser load it when scrolled near; covers in the first screenful should not be.
    static func cover(_ album: Album, _ index: SiteIndex, _ links: SiteLinks, lazy: Bool = false, sizes: String) -> [String: TemplateValue] {
        if let files = index.coverFiles[album.slug], let largest = files.last {
            let srcset = files.count > 1 && files.allSatisfy { $0.width != nil }
                ? files.map { "\(links.href($0.path)) \($0.width ?? 0)w" }.joined(separator: ", ") : nil
            return [
                "src": .string(links.href(largest.path)), "srcset": .optional(srcset), "sizes": .string(sizes),
                "alt": "Cover of \(album.title) by \(album.artist)", "placeholder": false, "lazy": .bool(lazy),
            ]
        }
        return [
            "src": false,
            "srcset": false,
            "lazy": false,
            "alt": "No cover image for \(album.title) by \(album.artist)",
            "placeholder": .object(PlaceholderCover(seed: album.slug).values),
        ]
    }

    /// Tracks grouped by disc, numbered within each disc unless the release gave numbers.
    private var tracks: [Track] { album.displayTracks }

    private var discs: [TemplateValue] {
        let discNumbers = Array(Set(tracks.map(\.disc))).sorted()
        let labelled = discNumbers.count > 1
        return discNumbers.map { disc in
            var position = 0
            let discTracks = tracks.filter { $0.disc == disc }.map { track -> TemplateValue in
                position += 1
                return [
                    "number": .string(track.number ?? String(position)),
                    "title": .string(track.title),
                    "length": track.length.map { ["text": .string(Track.formatLength($0)), "iso": "PT\($0 / 60)M\($0 % 60)S"] } ?? nil,
                ]
            }
            let total = tracks.filter { $0.disc == disc }.compactMap(\.length).reduce(0, +)
            return [
                "label": labelled ? "Disc \(disc)" : nil,
                "tracks": .list(discTracks),
                "total": labelled && total > 0 ? .string(Track.formatLength(total)) : nil,
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
