/// Tells `serve` that files changed. `InotifyWatcher` on Linux; `PollingWatcher` elsewhere, when inotify is not
/// available (out of watches, some network disks), or when asked for with `--poll`.
protocol FileWatcher: Sendable {
    /// Watches `set` from now on instead of what was watched before.
    func watch(_ set: WatchSet)
    func stop()
}
