import Basics
import Content
import Model
import Mustache

/// The values an album page shows about its album, for `album.mustache`'s `{{#album}}`. A class, with the
/// track list worked out once: the template reads these names one by one, some twice (`{{#x}}{{x}}{{/x}}`).
final class AlbumView: TemplateView {
    package struct Rating: TemplateView {
        let stars: String
        package let label: String
        package static let fields: TemplateFields<Self> = [.init("stars") { $0.stars }, .init("label") { $0.label }]
    }

    struct TrackSection: TemplateView {
        package let discs: [Disc]
        package let source: String?
        package let note: String?
        package static let fields: TemplateFields<Self> = [.init("discs") { $0.discs }, .init("source") { $0.source }, .init("note") { $0.note }]
    }

    package struct Disc: TemplateView {
        package let label: String?
        package let tracks: [TrackRow]
        package let total: String?
        package static let fields: TemplateFields<Self> = [.init("label") { $0.label }, .init("tracks") { $0.tracks }, .init("total") { $0.total }]
    }

    struct TrackRow: TemplateView {
        package let number: String
        package let title: String
        package let length: TimeView?
        /// The track's own artists, each linked when the archive has a page for them.
        package let artists: [CreditLink]
        /// "hidden track", "data track" or "video".
        package let kind: String?
        /// `track-N`, N counting across discs: what Open Graph's `music:song` links to.
        let anchor: String
        /// The track's own audio file, published beside the page, when it has one.
        package let audio: PlayableTrack?
        package static let fields: TemplateFields<Self> = [
            .init("anchor") { $0.anchor }, .init("audio") { $0.audio },
            .init("number") { $0.number }, .init("title") { $0.title }, .init("length") { $0.length },
            .init("artists") { $0.artists.isEmpty ? nil : CreditLine(names: $0.artists) }, .init("kind") { $0.kind },
        ]
    }

    struct CreditLine: TemplateView {
        package let names: [CreditLink]
        package static let fields: TemplateFields<Self> = [.init("names") { $0.names }]

        /// The album's credit, each of its artists linked to their page, joined as credited.
        static func album(_ album: Album, _ links: SiteLinks) -> CreditLine {
            guard album.hasCreditParts else {
                return CreditLine(names: [CreditLink(name: album.artist, href: links.href(SitePaths.artist(album.artistSlug)), join: "")])
            }
            return CreditLine(names: album.credit.map { CreditLink(name: $0.name, href: $0.slug.isEmpty ? nil : links.href(SitePaths.artist($0.slug)), join: $0.join) })
        }
    }

    /// One name of a credit: a link when the archive has the artist, and the words joining it to the next.
    struct CreditLink: TemplateView {
        package let name: String
        package let href: String?
        let join: String
        package static let fields: TemplateFields<Self> = [.init("name") { $0.name }, .init("href") { $0.href }, .init("join") { $0.join }]
    }

    package let album: Album
    package let links: SiteLinks
    package let cover: CoverView
    let notesHTML: String
    let trackSection: TrackSection?
    /// Who made it and played on it; nil when MusicBrainz relates no one.
    let credits: CreditsView?
    let trackSummary: String?
    /// The player, when some track has a local audio file and the site publishes audio.
    package let player: PlayerView?
    /// The theme's words in the site's language.
    package let strings: SiteStrings
    /// Say what is missing and which file to edit: `serve`'s preview only; a published page is for visitors.
    let ownerHints: Bool
    /// What the page lacks, as `check` reports it too.
    let gaps: AlbumGaps
    /// The copies of the tracks' audio files, to publish with the page.
    var audioCopies: [OutputFile] {
        (trackSection?.discs ?? []).flatMap(\.tracks).compactMap { $0.audio?.copy }
    }

    package static let fields: TemplateFields<AlbumView> = [
        .init("title") { $0.album.title },
        .init("artist") { $0.album.artist },
        .init("artist_href") { $0.links.href(SitePaths.artist($0.album.artistSlug)) },
        .init("credit") { CreditLine.album($0.album, $0.links) },
        .init("year") { $0.album.displayYear.map { String($0) } },
        .init("released") { view in view.album.displayReleased.map { view.time($0) } },
        .init("pressing") { view in
            // Shown beside the album's date, unless the owner's own date is this pressing's.
            view.album.enrichment.pressing.flatMap { pressing in
                if let own = view.album.released { return pressing.differs(from: own) ? view.time(pressing) : nil }
                return view.album.year == pressing.year ? nil : view.time(pressing)
            }
        },
        .init("credited") { view in
            view.album.enrichment.artistCredit.flatMap { MatchKey.same($0, view.album.artist) ? nil : $0 }
        },
        .init("acquired") { view in view.album.acquired.map { view.time($0) } },
        .init("format") { $0.album.shownFormat },
        .init("condition") { $0.album.condition.map(ConditionView.init) },
        .init("label") { view in
            // "Parlophone · NODATA 01", or either alone.
            let parts = [view.album.label, view.album.catalog].compactMap { $0 }.filter { !$0.isEmpty }
            return parts.isEmpty ? view.album.enrichment.releaseLabel : parts.joined(separator: " · ")
        },
        .init("rating") { view in
            view.album.rating.map {
                Rating(stars: String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0), label: view.strings.text("rating_label", ["n": String($0)]))
            }
        },
        // "42 plays" on Last.fm (`lastfm_user:`), linked nowhere: the count is the owner's.
        .init("plays") { view in view.album.enrichment.plays.map { view.strings.counted("n_plays", $0) } },
        .init("plays_label") { view in
            view.album.enrichment.plays.map { _ in view.strings.text("fact_plays_from", ["source": view.album.enrichment.playsSource?.displayName ?? ""]) }
        },
        .init("tag_section") { TagSection.nonEmpty(NamedLink.tags($0.album.tags, $0.links)) },
        .init("cover") { $0.cover },
        .init("cover_credit") { view in
            view.album.coverFile == nil ? view.album.enrichment.cover.map { view.strings.text("cover_by", ["source": $0.source.displayName]) } : nil
        },
        // What the page lacks and how the owner adds it (HTML: the words' <code>s; the file name is escaped).
        .init("missing_tracks_html") { view in
            view.ownerHints && view.gaps.contains(.trackList) ? view.strings.text("missing_tracks_html", ["file": HTMLEscaping.escape(view.album.sourcePath)]) : nil
        },
        .init("missing_cover_html") { view in
            view.ownerHints && view.gaps.contains(.cover) ? view.strings.text("missing_cover_html", ["file": HTMLEscaping.escape(view.album.sourcePath)]) : nil
        },
        .init("track_section") { $0.trackSection },
        .init("credits") { $0.credits },
        .init("player") { $0.player },
        .init("wikipedia") { $0.album.enrichment.wikipedia.map(WikipediaView.init) },
        .init("itunes_url") { view in view.album.enrichment.pages.first { $0.source == .itunes }?.url },
        // "This album on iTunes": the album's page on each source that listed it.
        .init("source_pages") { view in
            view.album.enrichment.pages.map { NamedLink(name: view.strings.text("on_source_album", ["source": $0.source.displayName]), href: $0.url) }
        },
        .init("track_summary") { $0.trackSummary },
        .init("notes_html") { $0.notesHTML },
        .init("discogs_url") { $0.album.discogs.map { "https://www.discogs.com/release/\($0)" } },
        .init("musicbrainz_url") { view in (view.album.mbid ?? view.album.enrichment.musicbrainzReleaseID).map { "https://musicbrainz.org/release/\($0)" } },
    ]

    /// "iTunes lists 11 of its 13 tracks", in the site's language, when the source's track list is short of the release.
    static func partialNote(_ album: Album, _ strings: SiteStrings) -> String? {
        let enrichment = album.enrichment
        guard let total = enrichment.trackTotal, let source = enrichment.trackSource, total > enrichment.tracks.count else { return nil }
        return strings.counted("track_list_partial", total, ["listed": strings.number(enrichment.tracks.count), "source": source.displayName])
    }

    /// `publishesAudio`: the tracks' own files are copied and played (site.yml's `publish_audio: true`), else only listed.
    package init(
        album: Album, index: SiteIndex, links: SiteLinks, markdown: Markdown, strings: SiteStrings = .english, ownerHints: Bool = false,
        publishesAudio: Bool, people: PeopleIndex? = nil
    ) throws {
        self.ownerHints = ownerHints
        credits = people.flatMap {
            CreditsView(album.enrichment.credits, trackCount: album.displayTracks.count, people: $0, links: links, strings: strings)
        }
        self.album = album
        self.links = links
        self.strings = strings
        gaps = AlbumGaps(album, cover: index.covers[album.slug])
        cover = CoverView(album, index, links, sizes: "(max-width: 700px) 90vw, 500px", strings: strings)
        notesHTML = markdown.html(try album.currentNotes())
        let tracks = album.displayTracks
        let fetched = album.tracks.isEmpty
        trackSection = tracks.isEmpty
            ? nil
            : TrackSection(
                discs: Self.discs(
                    album, tracks, media: fetched ? album.enrichment.discs : [], index: index, links: links, strings: strings,
                    publishesAudio: publishesAudio),
                source: fetched ? album.enrichment.trackSource?.displayName : nil, note: fetched ? Self.partialNote(album, strings) : nil)
        trackSummary = Self.trackSummary(tracks, strings)
        player = PlayerView.forRows((trackSection?.discs ?? []).flatMap(\.tracks).map(\.audio), links)
    }

    /// A date as the site's language writes it.
    package func time(_ date: PartialDate) -> TimeView {
        TimeView(iso: date.description, text: strings.date(date))
    }

    /// Tracks grouped by disc, numbered within each disc unless the release gave numbers. A disc is headed by its
    /// own title and format when the release has them ("Disc 2: Live at the Fridge 1982 · CD"), by its number when
    /// there are several.
    private static func discs(
        _ album: Album, _ tracks: [Track], media: [Model.Disc], index: SiteIndex, links: SiteLinks, strings: SiteStrings, publishesAudio: Bool
    ) -> [Disc] {
        let discNumbers = Array(Set(tracks.map(\.disc))).sorted()
        let several = discNumbers.count > 1
        let formats = Set(media.compactMap(\.format))
        var overall = 0
        return discNumbers.map { disc in
            var position = 0
            let discTracks = tracks.filter { $0.disc == disc }.map { track -> TrackRow in
                if track.kind != .hidden { position += 1 }
                overall += 1
                return TrackRow(
                    number: track.number ?? String(position), title: track.title,
                    length: track.length.map { TimeView(iso: "PT\($0 / 60)M\($0 % 60)S", text: Track.formatLength($0)) },
                    artists: track.credits.map { credit in
                        CreditLink(
                            name: credit.name, href: index.artistSlugsByName[NameKey.make(credit.name)].map { links.href(SitePaths.artist($0)) },
                            join: credit.joinphrase)
                    },
                    kind: track.kind.label, anchor: "track-\(overall)",
                    audio: (publishesAudio ? track.file : nil).flatMap { file in
                        PlayableTrack(
                            file: file, output: SitePaths.audio(album: album.slug, index: overall, extension: PlayableTrack.fileExtension(file)),
                            artist: track.artist ?? album.artist, album: album.title, artworkAlbum: album.slug, index: index, links: links)
                    })
            }
            let total = tracks.filter { $0.disc == disc }.compactMap(\.length).reduce(0, +)
            let medium = media.first { $0.number == disc }
            var label: String?
            if several || medium?.title != nil {
                var text = strings.text("disc", ["n": String(disc)]) + (medium?.title.map { ": " + $0 } ?? "")
                // The format when the discs differ ("CD", "DVD-Video") or the disc is named.
                if let format = medium?.format, formats.count > 1 || medium?.title != nil { text += " · " + format }
                label = text
            }
            return Disc(label: label, tracks: discTracks, total: several && total > 0 ? Track.formatLength(total) : nil)
        }
    }

    /// "12 tracks · 43:10" (a "~" when some lengths are unknown).
    private static func trackSummary(_ tracks: [Track], _ strings: SiteStrings) -> String? {
        guard !tracks.isEmpty else { return nil }
        var text = strings.counted("n_tracks", tracks.count)
        let known = tracks.compactMap(\.length)
        if !known.isEmpty {
            text += " · " + (known.count < tracks.count ? strings.text("at_least") + " " : "") + Track.formatLength(known.reduce(0, +))
        }
        return text
    }
}
