import Model

/// The artist page's discography: each shelf of MusicBrainz's release groups with the owner's marked and linked.
struct DiscographyView: TemplateView {
    struct ShelfView: TemplateView {
        package let id: String
        package let title: String
        package let summary: String
        package let entries: [EntryView]
        package static let fields: TemplateFields<Self> = [
            .init("id") { $0.id }, .init("title") { $0.title }, .init("summary") { $0.summary }, .init("entries") { $0.entries },
        ]
    }

    struct EntryView: TemplateView {
        package let title: String
        package let year: String?
        /// The owner's album page, when they have it.
        package let href: String?
        package let musicbrainzURL: String
        package let disambiguation: String?
        package static let fields: TemplateFields<Self> = [
            .init("title") { $0.title }, .init("year") { $0.year }, .init("href") { $0.href }, .init("owned") { $0.href != nil },
            .init("musicbrainz_url") { $0.musicbrainzURL }, .init("disambiguation") { $0.disambiguation },
        ]
    }

    let shelves: [ShelfView]
    /// "You own 7 of 23 releases."
    package let summary: String
    /// Said when only the first pages were fetched.
    package let note: String?
    package let musicbrainzURL: String

    package static let fields: TemplateFields<Self> = [
        .init("shelves") { $0.shelves }, .init("summary") { $0.summary }, .init("note") { $0.note },
        .init("musicbrainz_url") { $0.musicbrainzURL },
    ]

    package init?(_ shelves: ArtistShelves, _ links: SiteLinks, _ strings: SiteStrings) {
        guard let discography = shelves.discography, let source = shelves.source, !discography.isEmpty else { return nil }
        self.shelves = discography.map { shelf in
            ShelfView(
                id: "discography-\(shelf.shelf)", title: strings.text("shelf_\(shelf.shelf)"),
                summary: strings.counted("own_\(shelf.shelf)", shelf.entries.count, ["owned": strings.number(shelf.owned)]),
                entries: shelf.entries.map { listed in
                    EntryView(
                        title: listed.entry.title, year: listed.entry.firstRelease.map { String($0.year) },
                        href: listed.album.map { links.href(SitePaths.album($0.slug)) }, musicbrainzURL: listed.entry.musicbrainzURL,
                        disambiguation: listed.entry.disambiguation)
                })
        }
        let owned = discography.reduce(0) { $0 + $1.owned }
        let listed = discography.reduce(0) { $0 + $1.entries.count }
        summary = strings.counted("discography_summary", listed, ["owned": strings.number(owned)])
        note = source.total > source.entries.count
            ? strings.text("discography_cut", ["total": strings.number(source.total), "shown": strings.number(source.entries.count)]) : nil
        musicbrainzURL = "https://musicbrainz.org/artist/\(source.artistID)"
    }
}
