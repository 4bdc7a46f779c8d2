import Foundation
import Basics
import Covers
import Model

/// schema.org JSON-LD and Open Graph for the album, artist and concert pages. Links are absolute when site.yml has
/// `base_url`; without it, JSON-LD keeps relative links (consumers resolve them against the page) and Open Graph,
/// which needs absolute ones, gives only what needs no link.
enum StructuredData {
    /// `path` as an absolute URL, when the site has a `base_url`.
    package static func absolute(_ path: String, _ site: SiteContext) -> String? {
        site.config.baseURL.map { SiteLinks(page: path, cleanURLs: site.config.cleanURLs, absoluteRoot: $0).href(path) }
    }

    /// A link from the page at `from` to `path`: absolute with `base_url`, else relative.
    package static func link(_ path: String, from page: String, _ site: SiteContext) -> String {
        absolute(path, site) ?? site.links(for: page).href(path)
    }

    package static func duration(_ seconds: Int) -> String {
        "PT" + (seconds >= 3600 ? "\(seconds / 3600)H" : "") + "\(seconds % 3600 / 60)M\(seconds % 60)S"
    }

    /// schema.org's format for what the owner wrote ("Vinyl (2×LP)" → VinylFormat).
    static func releaseFormat(_ text: String?) -> String? {
        switch text.flatMap(FormatKind.init) {
        case .vinyl?: "https://schema.org/VinylFormat"
        case .cd?: "https://schema.org/CDFormat"
        case .cassette?: "https://schema.org/CassetteFormat"
        case .digital?: "https://schema.org/DigitalFormat"
        case .dvd?: "https://schema.org/DVDFormat"
        case nil: nil
        }
    }

    package static func album(_ album: Album, _ site: SiteContext) -> PageMeta {
        let path = SitePaths.album(album.slug)
        let artistPath = SitePaths.artist(album.artistSlug)
        let date = (album.displayReleased ?? album.displayYear.flatMap({ PartialDate(year: $0) }))?.description
        let tracks = album.displayTracks
        // The JPEG: every consumer of og:image reads it, not all read WebP.
        // An album without a cover is previewed by its generated sleeve, as its page shows it.
        let cover = site.index.covers[album.slug]?.fallback ?? site.index.sleeves[album.slug]?.fallback
        let coverPath = cover.map { SizedCover.path(album.slug, $0) }
        var sameAs: [String] = []
        if let mbid = album.mbid ?? album.enrichment.musicbrainzReleaseID { sameAs.append("https://musicbrainz.org/release/\(mbid)") }
        if let discogs = album.discogs { sameAs.append("https://www.discogs.com/release/\(discogs)") }
        var json = JSONWriter()
        json.string("@context", "https://schema.org")
        json.string("@type", "MusicAlbum")
        json.object("albumRelease") { release in
            release.string("@type", "MusicRelease")
            release.string("catalogNumber", album.catalog)
            release.string("datePublished", date)
            release.string("musicReleaseFormat", releaseFormat(album.format))
            release.string("name", album.title)
            if let label = album.label {
                release.object("recordLabel") { $0.string("@type", "Organization"); $0.string("name", label) }
            }
        }
        // A credit of several artists: each of them (the words between are no artist).
        let credited = album.hasCreditParts ? album.credit.filter { !$0.slug.isEmpty } : []
        if credited.count > 1 {
            json.objects("byArtist", credited) { artist, part in
                artist.string("@type", "MusicGroup")
                // An artist who shares a name with another is told apart as on the artists index.
                artist.string("disambiguatingDescription", site.index.artistDistinctions[part.slug])
                artist.string("name", part.name)
                artist.string("url", link(SitePaths.artist(part.slug), from: path, site))
            }
        } else {
            json.object("byArtist") { artist in
                artist.string("@type", "MusicGroup")
                artist.string("disambiguatingDescription", site.index.artistDistinctions[album.artistSlug])
                artist.string("name", album.artist)
                artist.string("url", link(artistPath, from: path, site))
            }
        }
        json.string("datePublished", date)
        json.string("image", coverPath.map { link($0, from: path, site) })
        json.string("name", album.title)
        json.number("numTracks", tracks.isEmpty ? nil : tracks.count)
        json.strings("sameAs", sameAs)
        json.objects("track", Array(tracks.enumerated())) { recording, entry in
            let (index, track) = entry
            recording.string("@type", "MusicRecording")
            if let artist = track.artist { recording.object("byArtist") { $0.string("@type", "MusicGroup"); $0.string("name", artist) } }
            recording.string("duration", track.length.map(duration))
            recording.string("name", track.title)
            recording.number("position", index + 1)
        }
        json.string("url", link(path, from: path, site))

        var og: [PageMeta.Property] = [
            .init(property: "og:type", content: "music.album"), .init(property: "og:title", content: album.title),
            .init(property: "og:site_name", content: site.config.title),
        ]
        if let url = absolute(path, site) { og.append(.init(property: "og:url", content: url)) }
        if let cover, let coverPath, let url = absolute(coverPath, site) {
            og.append(.init(property: "og:image", content: url))
            og.append(.init(property: "og:image:type", content: cover.format.mediaType))
            og.append(.init(property: "og:image:width", content: String(cover.width)))
            og.append(.init(property: "og:image:height", content: String(cover.height)))
            og.append(.init(property: "og:image:alt", content: site.strings.text("cover_of", ["title": album.title, "artist": album.artist])))
        }
        if let date { og.append(.init(property: "music:release_date", content: date)) }
        for musician in (credited.count > 1 ? credited.map { SitePaths.artist($0.slug) } : [artistPath]).compactMap({ absolute($0, site) }) {
            og.append(.init(property: "music:musician", content: musician))
        }
        if let url = absolute(path, site) {
            // A song is named by a URL: the album page's row for it (`id="track-N"`).
            for index in tracks.indices.prefix(50) {
                og.append(.init(property: "music:song", content: url + "#track-\(index + 1)"))
                og.append(.init(property: "music:song:track", content: String(index + 1)))
            }
        }
        return PageMeta(openGraph: og, jsonLD: json.text)
    }

    package static func artist(_ artist: Artist, _ site: SiteContext) -> PageMeta {
        let path = SitePaths.artist(artist.slug)
        var sameAs: [String] = []
        if let mbid = artist.mbid { sameAs.append("https://musicbrainz.org/artist/\(mbid)") }
        if let wikipedia = artist.enrichment.wikipedia?.url { sameAs.append(wikipedia) }
        sameAs += artist.links.map(\.url).filter { $0.contains("discogs.com/") }
        let albums = site.index.albumsByArtist[artist.slug] ?? []
        // Keys in sorted order, as every JSON-LD here.
        var json = JSONWriter()
        json.string("@context", "https://schema.org")
        json.string("@type", "MusicGroup")
        json.objects("album", albums) { entry, album in
            entry.string("@type", "MusicAlbum")
            entry.string("name", album.title)
            entry.string("url", link(SitePaths.album(album.slug), from: path, site))
        }
        let distinction = site.index.artistDistinctions[artist.slug]
        json.string("disambiguatingDescription", distinction)
        json.string("name", artist.name)
        json.strings("sameAs", sameAs)
        json.string("url", link(path, from: path, site))
        var og: [PageMeta.Property] = [
            .init(property: "og:type", content: "profile"),
            .init(property: "og:title", content: distinction.map { "\(artist.name) (\($0))" } ?? artist.name),
            .init(property: "og:site_name", content: site.config.title),
        ]
        if let url = absolute(path, site) { og.append(.init(property: "og:url", content: url)) }
        return PageMeta(openGraph: og, jsonLD: json.text)
    }

    package static func concert(_ concert: Concert, _ site: SiteContext) -> PageMeta {
        let path = SitePaths.concert(concert.slug)
        let performers = zip(concert.artists, concert.artistSlugs + Array(repeating: "", count: max(0, concert.artists.count - concert.artistSlugs.count)))
        var json = JSONWriter()
        json.string("@context", "https://schema.org")
        json.string("@type", "MusicEvent")
        json.object("location") { place in
            place.string("@type", "Place")
            if let city = concert.city {
                place.object("address") { $0.string("@type", "PostalAddress"); $0.string("addressLocality", city) }
            }
            if let latitude = concert.latitude, let longitude = concert.longitude {
                place.object("geo") { $0.string("@type", "GeoCoordinates"); $0.number("latitude", latitude); $0.number("longitude", longitude) }
            }
            place.string("name", concert.venue)
        }
        let summary = ICalendar.summary(concert, site.strings)
        json.string("name", summary)
        json.objects("performer", Array(performers)) { performer, entry in
            performer.string("@type", "MusicGroup")
            performer.string("name", entry.0)
            if !entry.1.isEmpty { performer.string("url", link(SitePaths.artist(entry.1), from: path, site)) }
        }
        json.string("sameAs", concert.url)
        json.string("startDate", concert.date.description + (concert.time.map { "T" + $0 } ?? ""))
        json.string("url", link(path, from: path, site))
        var og: [PageMeta.Property] = [.init(property: "og:type", content: "website"), .init(property: "og:title", content: summary)]
        if let url = absolute(path, site) { og.append(.init(property: "og:url", content: url)) }
        return PageMeta(openGraph: og, jsonLD: json.text)
    }
}
