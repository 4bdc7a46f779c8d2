import Model

/// `partials/player.mustache`: the player above a track list whose rows have audio (playlists, and albums with
/// local files), and the script that drives it.
struct PlayerView: TemplateView {
    package let script: String

    package static let fields: TemplateFields<Self> = [.init("script") { $0.script }]

    package init(_ links: SiteLinks) {
        script = links.href(SitePaths.asset("player.js"))
    }

    /// A player when some row plays.
    static func forRows(_ audio: [PlayableTrack?], _ links: SiteLinks) -> PlayerView? {
        audio.contains { $0 != nil } ? PlayerView(links) : nil
    }
}
