import Model
import Basics

/// `artists/<slug>/index.html`: an artist, their albums and concerts.
struct ArtistPage: PageKind, TemplateView {
    struct ArtistInfo: TemplateView {
        package let name: String
        /// What tells them from an artist of the same name ("US grunge band"); nil when no other shares it.
        package let distinction: String?
        package let wikipedia: WikipediaView?
        let similarSection: Similar?
        package let lastfmTags: TagSection?
        /// "Listeners on Last.fm tag them:", naming the source of the tags.
        let listenerTagsLabel: String?
        let notesHTML: String
        let tagSection: TagSection?
        let linkSection: Links?
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("distinction") { $0.distinction }, .init("wikipedia") { $0.wikipedia }, .init("similar_section") { $0.similarSection },
            .init("lastfm_tags") { $0.lastfmTags }, .init("listener_tags_label") { $0.listenerTagsLabel }, .init("notes_html") { $0.notesHTML }, .init("tag_section") { $0.tagSection },
            .init("link_section") { $0.linkSection },
        ]
    }

    struct Similar: TemplateView {
        package let artists: [NamedLink]
        package let lastfmURL: String?
        /// The source's name for people ("Last.fm"), linked to `lastfm_url`.
        package let source: String?
        package static let fields: TemplateFields<Self> = [
            .init("artists") { $0.artists }, .init("lastfm_url") { $0.lastfmURL }, .init("source") { $0.source },
        ]
    }

    package struct Links: TemplateView {
        package let links: [Link]
        package let musicbrainzURL: String?
        package static let fields: TemplateFields<Self> = [.init("links") { $0.links }, .init("musicbrainz_url") { $0.musicbrainzURL }]
    }

    package struct Link: TemplateView {
        package let title: String
        package let url: String
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("url") { $0.url }]
    }

    struct Concerts: TemplateView {
        package let concerts: [ConcertEntry]
        package static let fields: TemplateFields<Self> = [.init("concerts") { $0.concerts }]
    }

    struct ConcertEntry: TemplateView {
        package let href: String
        let iso: String
        package let date: String
        package let venue: String
        package let city: String?
        package static let fields: TemplateFields<Self> = [
            .init("href") { $0.href }, .init("iso") { $0.iso }, .init("date") { $0.date }, .init("venue") { $0.venue }, .init("city") { $0.city },
        ]
    }

    /// The owner's albums of one kind (Albums, EPs, Live…).
    struct AlbumShelf: TemplateView {
        package let id: String
        package let title: String
        let grid: AlbumGridView
        package static let fields: TemplateFields<Self> = [.init("id") { $0.id }, .init("title") { $0.title }, .init("grid") { $0.grid }]
    }

    let common: PageCommon
    package let artist: ArtistInfo
    /// Every album in one grid (themes written before shelves use it).
    let albumSection: AlbumGridView?
    let albumShelves: [AlbumShelf]
    package let discography: DiscographyView?
    let concertSection: Concerts?
    /// What they did on their own albums (MusicBrainz credits: the pianist who also conducts).
    let ownCreditsSection: PersonCreditsView?
    /// What they did on other albums of the collection (MusicBrainz credits).
    let creditsSection: PersonCreditsView?
    /// Other albums where they are a track artist (compilations, guest spots) and have no credit listed above.
    let appearsOn: AlbumGridView?
    /// The works they wrote, with the owner's recordings of each (their own albums' too).
    let works: WorksView?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("artist") { $0.artist },
        .init("album_section") { $0.albumSection },
        .init("album_shelves") { $0.albumShelves },
        .init("discography") { $0.discography },
        .init("concert_section") { $0.concertSection },
        .init("own_credits_section") { $0.ownCreditsSection },
        .init("credits_section") { $0.creditsSection },
        .init("appears_on") { $0.appearsOn },
        .init("works") { $0.works },
    ]

    static let templates = [TemplateUse("artist", Self.self)]

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        site.archive.artists.map { artist in RenderJob(paths: [SitePaths.artist(artist.slug)], near: artist.slug) { [try render(artist, site)] } }
    }

    /// Albums not their own where they are a track artist or a credited performer, and which the Credits section
    /// does not already show with their roles.
    static func appearances(_ slug: String, _ site: SiteContext) -> [Album] {
        let credited = Set(credits(slug, site).map(\.albumSlug))
        return (site.people.appearances[slug] ?? []).filter { !credited.contains($0) }.compactMap { site.index.albumsBySlug[$0] }
            .sorted(byKey: Album.chronologicalKey, Album.chronological)
    }

    /// What they did on albums not their own (`own` false), or on their own (`own` true).
    static func credits(_ slug: String, _ site: SiteContext, own: Bool = false) -> [PeopleIndex.Contribution] {
        let lists = (site.people.byArtist[slug] ?? []).map { site.people.people[$0].contributions }
        return PersonCreditsView.merged(lists).filter { (site.index.albumsBySlug[$0.albumSlug]?.creditSlugs.contains(slug) == true) == own }
    }

    package static func render(_ planned: Artist, _ site: SiteContext) throws -> OutputFile {
        // Looked up again as the job runs, so the page reads its artist (`artistsBySlug`).
        let artist = site.index.artistsBySlug[planned.slug] ?? planned
        let path = SitePaths.artist(artist.slug)
        let links = site.links(for: path)
        let albums = site.index.albumsByArtist[artist.slug] ?? []
        let distinction = site.index.artistDistinctions[artist.slug]
        // "Nirvana (US grunge band)" where the title and description stand alone (tabs, search results, shares).
        let fullName = distinction.map { "\(artist.name) (\($0))" } ?? artist.name
        let description = site.describe("desc_artist", ["artist": fullName, "albums": site.strings.counted("n_albums", albums.count)])
        let enrichment = artist.enrichment
        let info = ArtistInfo(
            name: artist.name,
            distinction: distinction,
            wikipedia: enrichment.wikipedia.map(WikipediaView.init),
            similarSection: enrichment.similar.isEmpty ? nil : Similar(
                artists: enrichment.similar.map { name in
                    NamedLink(name: name, href: site.index.artistSlugsByName[NameKey.make(name)].map { links.href(SitePaths.artist($0)) })
                },
                lastfmURL: enrichment.neighboursURL, source: enrichment.neighboursSource?.displayName),
            lastfmTags: TagSection.nonEmpty(enrichment.listenerTags.map { NamedLink(name: $0, href: nil) }),
            listenerTagsLabel: enrichment.listenerTags.isEmpty
                ? nil : site.strings.text("listener_tags_on", ["source": enrichment.neighboursSource?.displayName ?? ""]),
            notesHTML: site.markdown.html(artist.notes),
            tagSection: TagSection.nonEmpty(NamedLink.tags(artist.tags, links)),
            linkSection: artist.links.isEmpty && artist.mbid == nil ? nil : Links(
                links: artist.links.map { Link(title: $0.title, url: $0.url) },
                musicbrainzURL: artist.mbid.map { "https://musicbrainz.org/artist/\($0)" }))
        let concerts = site.index.concertsByArtist[artist.slug] ?? []
        let shelves = ArtistShelves(artist, albums: albums)
        let view = ArtistPage(
            common: site.common(path: path, title: fullName, description: description, section: "artists", links: links, meta: StructuredData.artist(artist, site)),
            artist: info,
            albumSection: albums.isEmpty ? nil : site.grid(albums, links),
            albumShelves: shelves.owned.map {
                AlbumShelf(id: "shelf-\($0.shelf)", title: site.strings.text("shelf_\($0.shelf)"), grid: site.grid($0.albums, links))
            },
            discography: DiscographyView(shelves, links, site.strings),
            concertSection: concerts.isEmpty ? nil : Concerts(concerts: concerts.map { concert in
                ConcertEntry(
                    href: links.href(SitePaths.concert(concert.slug)), iso: concert.date.description, date: site.strings.date(concert.date),
                    venue: concert.venue, city: concert.city)
            }),
            ownCreditsSection: PersonCreditsView(
                credits(artist.slug, site, own: true), site, links, heading: "credits_own", headingID: "own-credits-heading"),
            creditsSection: PersonCreditsView(credits(artist.slug, site), site, links),
            appearsOn: { let albums = appearances(artist.slug, site); return albums.isEmpty ? nil : site.grid(albums, links) }(),
            works: WorksView(WorksView.merged((site.people.byArtist[artist.slug] ?? []).map { site.people.people[$0].works }), site, links))
        return try site.page(path, "artist", view)
    }
}
