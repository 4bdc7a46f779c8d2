/// The values an album page shows about its album, for `album.mustache`'s `{{#album}}`. A class, with the
/// track list worked out once: the template reads these names one by one, some twice (`{{#x}}{{x}}{{/x}}`).
final class AlbumView: TemplateView {
    struct Rating: TemplateView {
        let stars: String
        let label: String
        static let fields: TemplateFields<Self> = [.init("stars") { $0.stars }, .init("label") { $0.label }]
    }

    struct TrackSection: TemplateView {
        let discs: [Disc]
        let source: String?
        static let fields: TemplateFields<Self> = [.init("discs") { $0.discs }, .init("source") { $0.source }]
    }

    struct Disc: TemplateView {
        let label: String?
        let tracks: [TrackRow]
        let total: String?
        static let fields: TemplateFields<Self> = [.init("label") { $0.label }, .init("tracks") { $0.tracks }, .init("total") { $0.total }]
    }

    struct TrackRow: TemplateView {
        let number: String
        let title: String
        let length: TimeView?
        static let fields: TemplateFields<Self> = [.init("number") { $0.number }, .init("title") { $0.title }, .init("length") { $0.length }]
    }

    let album: Album
    let links: SiteLinks
    let cover: CoverView
    let notesHTML: String
    let trackSection: TrackSection?
    let trackSummary: String?

    static let fields: TemplateFields<AlbumView> = [
        .init("title") { $0.album.title },
        .init("artist") { $0.album.artist },
        .init("artist_href") { $0.links.href(SitePaths.artist($0.album.artistSlug)) },
        .init("year") { $0.album.displayYear.map { String($0) } },
        .init("released") { $0.album.displayReleased.map(TimeView.init) },
        .init("acquired") { $0.album.acquired.map(TimeView.init) },
        .init("format") { $0.album.format },
        .init("rating") { view in
            view.album.rating.map { Rating(stars: String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0), label: "Rated \($0) out of 5") }
        },
        .init("tag_section") { TagSection.nonEmpty(NamedLink.tags($0.album.tags, $0.links)) },
        .init("cover") { $0.cover },
        .init("cover_credit") { $0.album.coverFile == nil ? $0.album.enrichment.cover?.source.displayName : nil },
        .init("track_section") { $0.trackSection },
        .init("wikipedia") { $0.album.enrichment.wikipedia.map(WikipediaView.init) },
        .init("itunes_url") { $0.album.enrichment.itunesURL },
        .init("track_summary") { $0.trackSummary },
        .init("notes_html") { $0.notesHTML },
        .init("musicbrainz_url") { view in (view.album.mbid ?? view.album.enrichment.musicbrainzReleaseID).map { "https://musicbrainz.org/release/\($0)" } },
    ]

    init(album: Album, index: SiteIndex, links: SiteLinks, markdown: Markdown) {
        self.album = album
        self.links = links
        cover = CoverView(album, index, links, sizes: "(max-width: 700px) 90vw, 340px")
        notesHTML = markdown.html(album.notes)
        let tracks = album.displayTracks
        trackSection = tracks.isEmpty
            ? nil : TrackSection(discs: Self.discs(tracks), source: album.tracks.isEmpty ? album.enrichment.trackSource?.displayName : nil)
        trackSummary = Self.trackSummary(tracks)
    }

    /// Tracks grouped by disc, numbered within each disc unless the release gave numbers.
    private static func discs(_ tracks: [Track]) -> [Disc] {
        let discNumbers = Array(Set(tracks.map(\.disc))).sorted()
        let labelled = discNumbers.count > 1
        return discNumbers.map { disc in
            var position = 0
            let discTracks = tracks.filter { $0.disc == disc }.map { track -> TrackRow in
                position += 1
                return TrackRow(
                    number: track.number ?? String(position), title: track.title,
                    length: track.length.map { TimeView(iso: "PT\($0 / 60)M\($0 % 60)S", text: Track.formatLength($0)) })
            }
            let total = tracks.filter { $0.disc == disc }.compactMap(\.length).reduce(0, +)
            return Disc(label: labelled ? "Disc \(disc)" : nil, tracks: discTracks, total: labelled && total > 0 ? Track.formatLength(total) : nil)
        }
    }

    /// "12 tracks · 43:10" (a "~" when some lengths are unknown).
    private static func trackSummary(_ tracks: [Track]) -> String? {
        guard !tracks.isEmpty else { return nil }
        var text = Counted(tracks.count, "track").description
        let known = tracks.compactMap(\.length)
        if !known.isEmpty {
            text += " · " + (known.count < tracks.count ? "at least " : "") + Track.formatLength(known.reduce(0, +))
        }
        return text
    }
}
