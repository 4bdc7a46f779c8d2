import Foundation
import Model
import Basics

/// `artists/index.html`: every artist, grouped by the first letter of their sort name.
struct ArtistsPage: PageKind, TemplateView {
    package struct Group: TemplateView {
        package let letter: String
        package var artists: [Entry]
        package static let fields: TemplateFields<Self> = [
            .init("letter") { $0.letter },
            .init("id") { "letter-" + ($0.letter == "#" ? "other" : $0.letter.lowercased()) },
            .init("artists") { $0.artists },
        ]
    }

    package struct Entry: TemplateView {
        package let name: String
        /// What tells them from an artist of the same name ("US grunge band"); nil when no other shares it.
        package let distinction: String?
        package let href: String
        package let albums: String
        package static let fields: TemplateFields<Self> = [
            .init("name") { $0.name }, .init("distinction") { $0.distinction }, .init("href") { $0.href }, .init("albums") { $0.albums },
        ]
    }

    let common: PageCommon
    package let groups: [Group]

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("groups") { $0.groups },
        .init("empty") { $0.groups.isEmpty },
    ]

    static let templates = [TemplateUse("artists", Self.self)]

    static func navigation(_ archive: Archive) -> [NavigationEntry] {
        [NavigationEntry(label: "Artists", path: SitePaths.artists, section: "artists")]
    }

    package static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob] {
        [site.job(SitePaths.artists) { try render(site) }]
    }

    package static func render(_ site: SiteContext) throws -> OutputFile {
        let path = SitePaths.artists
        let links = site.links(for: path)
        let archive = site.archive
        // Sorted and grouped by the folded sort name: "Ólafur Arnalds" files under O beside "Oasis", not after "Y".
        func folded(_ artist: Artist) -> String { artist.sortName.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased() }
        var groups: [Group] = []
        var groupIndex: [String: Int] = [:]
        for artist in archive.artists.sorted(byKey: { (folded($0), $0.sortName.lowercased(), $0.slug) }, <) {
            let first = folded(artist).first
            let letter = first.map { $0.isLetter && $0.isASCII ? String($0).uppercased() : "#" } ?? "#"
            let count = site.index.albumsByArtist[artist.slug]?.count ?? 0
            let concerts = site.index.concertsByArtist[artist.slug]?.count ?? 0
            // An artist known only from a concert's line-up is not "0 albums": say what they are here for.
            let what = count > 0 ? site.strings.counted("n_albums", count) : concerts > 0 ? site.strings.counted("n_concerts", concerts) : ""
            let entry = Entry(
                name: artist.name, distinction: site.index.artistDistinctions[artist.slug], href: links.href(SitePaths.artist(artist.slug)), albums: what)
            // One section per letter (its id is the page's anchor): names that fold to no ASCII letter, wherever they
            // sort, share the one "#" section.
            if let index = groupIndex[letter] { groups[index].artists.append(entry) } else {
                groupIndex[letter] = groups.count
                groups.append(Group(letter: letter, artists: [entry]))
            }
        }
        let view = ArtistsPage(
            common: site.common(
                path: path, title: site.strings.text("nav_artists"), description: site.describe("desc_artists", ["count": site.strings.number(archive.artists.count)]),
                section: "artists", links: links),
            groups: groups)
        return try site.page(path, "artists", view)
    }
}
