import Basics

/// What `serve` watches: folders with everything under them (content/, Templates/), and single files elsewhere
/// (covers and audio the albums point to).
struct WatchSet: Equatable, Sendable {
    package var folders: [String]
    package var files: [String]

    /// Editors' temporary and backup files (`ScratchFile`), which change on every keystroke or save but are not the site's.
    static func isScratch(_ name: Substring) -> Bool {
        ScratchFile.matches(name)
    }
}
