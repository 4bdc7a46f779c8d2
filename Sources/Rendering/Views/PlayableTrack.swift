import Foundation
import Covers
import Basics

/// What a track row that plays carries for `player.js`: its audio copy in the site, and what the lock screen and
/// headset controls show while it plays (the Media Session's title, artist, album and artwork).
struct PlayableTrack: TemplateView {
    /// The link to the audio copy, relative to the page.
    package let src: String
    package let artist: String
    package let album: String
    package let artwork: String?
    /// The copy of the owner's file that `src` points at.
    package let copy: OutputFile

    package static let fields: TemplateFields<Self> = [
        .init("src") { $0.src }, .init("artist") { $0.artist }, .init("album") { $0.album }, .init("artwork") { $0.artwork },
    ]

    /// `file` published at `output` (a path in the site), linked from the page that `links` belongs to; nil for a type
    /// browsers do not play (WMA, APE…): that row is listed without a player entry, and the file is not published.
    init?(file: String, output: String, artist: String, album: String, artworkAlbum: String?, index: SiteIndex, links: SiteLinks) {
        guard AudioFormat(path: file)?.playsInBrowsers == true else { return nil }
        src = links.href(output)
        self.artist = artist
        self.album = album
        // The cover variant every browser shows (as the album page's Open Graph image is).
        artwork = artworkAlbum.flatMap { slug in index.covers[slug]?.fallback.map { links.href(SizedCover.path(slug, $0)) } }
        copy = OutputFile(path: output, contents: .copy(URL(fileURLWithPath: file)))
    }

    /// The file's extension as the copy keeps it, lowercased.
    static func fileExtension(_ file: String) -> String {
        (file as NSString).pathExtension.lowercased()
    }
}
