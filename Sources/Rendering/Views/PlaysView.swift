import Model
import MusicWeb

/// The stats page's plays from the owner's listening (`lastfm_user:`, `listenbrainz_user:`): the most played albums,
/// and the owned albums with no plays yet, most recently acquired first. Nil when no album has plays (no user named,
/// or nothing matched).
struct PlaysView: TemplateView {
    package struct Played: TemplateView {
        let rank: Int
        package let title: String
        package let artist: String
        let href: String
        package let plays: String
        package static let fields: TemplateFields<Self> = [
            .init("rank") { $0.rank }, .init("title") { $0.title }, .init("artist") { $0.artist }, .init("href") { $0.href },
            .init("plays") { $0.plays },
        ]
    }

    package let mostPlayed: [Played]
    package let notPlayed: [Played]
    /// "12 albums have no plays on Last.fm; the 30 acquired most recently:" or the count alone.
    package let notPlayedSummary: String?
    /// "Your plays on Last.fm and ListenBrainz, matched to the albums here."
    package let note: String

    package static let fields: TemplateFields<Self> = [
        .init("most_played") { $0.mostPlayed }, .init("not_played") { $0.notPlayed }, .init("not_played_summary") { $0.notPlayedSummary },
        .init("has_not_played") { !$0.notPlayed.isEmpty }, .init("note") { $0.note },
    ]

    /// Albums in Most played.
    static let mostPlayedCount = 10
    /// Albums listed under Not played yet; more are counted.
    static let notPlayedCount = 30

    init?(_ site: SiteContext, _ links: SiteLinks) {
        let albums = site.archive.albums
        let strings = site.strings
        guard let source = Self.sources(albums, strings) else { return nil }
        note = strings.text("most_played_note_from", ["source": source])
        func row(_ album: Album, _ rank: Int) -> Played {
            Played(
                rank: rank, title: album.title, artist: album.artist, href: links.href(SitePaths.album(album.slug)),
                plays: strings.counted("n_plays", album.enrichment.plays ?? 0))
        }
        let played = albums.filter { ($0.enrichment.plays ?? 0) > 0 }.sorted {
            ($1.enrichment.plays ?? 0, $0.artist.lowercased(), $0.title.lowercased(), $0.slug) < ($0.enrichment.plays ?? 0, $1.artist.lowercased(), $1.title.lowercased(), $1.slug)
        }
        mostPlayed = played.prefix(Self.mostPlayedCount).enumerated().map { row($1, $0 + 1) }
        let unplayed = site.index.recentlyAcquired.filter { ($0.enrichment.plays ?? 0) == 0 }
        notPlayed = unplayed.prefix(Self.notPlayedCount).enumerated().map { row($1, $0 + 1) }
        notPlayedSummary = unplayed.isEmpty ? nil : strings.counted(
            unplayed.count > Self.notPlayedCount ? "not_played_some" : "not_played_all", unplayed.count,
            ["shown": strings.number(Self.notPlayedCount), "source": source])
    }

    /// The sources the albums' plays came from, in the registry's order: "Last.fm", "Last.fm and ListenBrainz"; nil
    /// when no album has plays.
    static func sources(_ albums: [Album], _ strings: SiteStrings) -> String? {
        var found = Set<SourceName>()
        for album in albums where album.enrichment.plays != nil {
            if let source = album.enrichment.playsSource { found.insert(source) }
        }
        let names = SourceRegistry.listening.map { $0.name }.filter(found.contains).map(\.displayName)
        guard let last = names.last else { return nil }
        return names.count == 1 ? last : strings.text("sources_and", ["a": names.dropLast().joined(separator: ", "), "b": last])
    }
}
