import Foundation
import Content
import Model
import Basics

/// `playlist.mustache`: one playlist's page, with a player when some tracks have audio and the site publishes it.
struct PlaylistView: TemplateView {
    struct Info: TemplateView {
        package let title: String
        let notesHTML: String
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("notes_html") { $0.notesHTML }]
    }

    struct TrackRow: TemplateView {
        package let position: Int
        package let title: String
        package let audio: PlayableTrack?
        package let album: AlbumLink?
        package let length: String?
        package static let fields: TemplateFields<Self> = [
            .init("position") { $0.position }, .init("title") { $0.title }, .init("audio") { $0.audio }, .init("album") { $0.album },
            .init("length") { $0.length },
        ]
    }

    struct AlbumLink: TemplateView {
        package let title: String
        package let artist: String
        package let href: String
        package static let fields: TemplateFields<Self> = [.init("title") { $0.title }, .init("artist") { $0.artist }, .init("href") { $0.href }]
    }

    let common: PageCommon
    package let tracks: [TrackRow]
    package let playlist: Info
    package let player: PlayerView?

    package static let fields: TemplateFields<Self> = [
        .embedding { $0.common },
        .init("tracks") { $0.tracks },
        .init("playlist") { $0.playlist },
        .init("player") { $0.player },
    ]

    /// The page and the copies of its audio files (none unless site.yml says `publish_audio: true`).
    package static func render(_ playlist: Playlist, _ tracks: [ResolvedTrack], _ site: SiteContext) throws -> [OutputFile] {
        let path = SitePaths.playlist(playlist.slug)
        let links = site.links(for: path)
        let rows = tracks.enumerated().map { position, track in
            TrackRow(
                position: position + 1, title: track.title,
                audio: (site.config.publishesAudio ? track.audioFile : nil).flatMap { file in
                    PlayableTrack(
                        file: file, output: SitePaths.audio(playlist: playlist.slug, index: position + 1, extension: PlayableTrack.fileExtension(file)),
                        artist: track.artist ?? "", album: track.albumTitle ?? playlist.title, artworkAlbum: track.albumSlug, index: site.index, links: links)
                },
                album: track.albumSlug.map { AlbumLink(title: track.albumTitle ?? $0, artist: track.artist ?? "", href: links.href(SitePaths.album($0))) },
                length: track.length.map { Track.formatLength($0) })
        }
        let view = PlaylistView(
            common: site.common(
                path: path, title: playlist.title, description: site.describe("desc_playlist", ["title": playlist.title, "tracks": site.strings.counted("n_tracks", tracks.count)]), section: "playlists",
                links: links),
            tracks: rows,
            playlist: Info(title: playlist.title, notesHTML: site.markdown.html(playlist.notes)),
            player: PlayerView.forRows(rows.map(\.audio), links))
        return [try site.page(path, "playlist", view)] + rows.compactMap { $0.audio?.copy }
    }
}
