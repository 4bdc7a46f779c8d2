import Foundation

/// What `serve` watches: folders with everything under them (content/, Templates/), and single files elsewhere
/// (covers and audio the albums point to).
package struct WatchSet: Equatable, Sendable {
    package var folders: [String]
    package var files: [String]

    /// Editors' temporary and backup files, which change on every keystroke or save but are not the site's.
    static func isScratch(_ name: Substring) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
            || name.hasSuffix(".tmp") || name.hasPrefix("#")
    }
}

/// Tells `serve` that files changed. `InotifyWatcher` on Linux; `PollingWatcher` elsewhere, when inotify is not
/// available (out of watches, some network disks), or when asked for with `--poll`.
package protocol FileWatcher: Sendable {
    /// Watches `set` from now on instead of what was watched before.
    func watch(_ set: WatchSet)
    func stop()
}

package enum FileWatchers {
    /// The watcher for `set`: inotify where it works, else polling every `interval`. `changed` gets the paths that
    /// changed, on the watcher's own thread.
    package static func make(
        _ set: WatchSet, polling: Bool, interval: Duration, changed: @escaping @Sendable ([String]) -> Void
    ) -> (watcher: any FileWatcher, kind: String) {
        #if os(Linux)
        if !polling, let watcher = InotifyWatcher(set, changed: changed) { return (watcher, "inotify") }
        #endif
        return (PollingWatcher(set, interval: interval, changed: changed), "polling every \(interval.formattedMilliseconds)")
    }
}

extension Duration {
    var formattedMilliseconds: String {
        "\(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000) ms"
    }
}
