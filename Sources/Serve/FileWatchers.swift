enum FileWatchers {
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
