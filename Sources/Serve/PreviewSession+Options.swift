import Build

extension PreviewSession {
    /// What a session builds, where it serves, and how it watches and waits.
    public struct Options: Sendable {
        /// Always with `ownerHints`: the preview shows the owner what each album lacks and which file to edit.
        public var build: BuildOptions
        public var host: String
        /// 0: any free port (the one taken is in `url`).
        public var port: Int
        /// Poll the files instead of inotify.
        public var polling: Bool
        /// How often the polling watcher looks.
        public var pollInterval: Duration
        /// After a change, how long to wait for more before building (an editor's save is often several writes).
        public var settle: Duration
        /// What `settle` and the heartbeat wait on; tests bring one that does not wait.
        public var clock: any Clock<Duration>
        /// Where each build's outcome is told (the terminal).
        public var log: @Sendable (String) -> Void
        /// Told after each build (tests wait on it instead of on time).
        public var onBuild: @Sendable (BuildOutcome) -> Void = { _ in }

        public init(
            build: BuildOptions, host: String = "127.0.0.1", port: Int = 8080, polling: Bool = false,
            pollInterval: Duration = .milliseconds(300), settle: Duration = .milliseconds(60),
            clock: any Clock<Duration> = ContinuousClock(), log: @escaping @Sendable (String) -> Void = { _ in }
        ) {
            var build = build
            build.request.ownerHints = true
            // The archive stays parsed, and its albums digested, between rebuilds: a save re-reads only the file saved.
            build.memory.keepWorkBetweenBuilds()
            build.memory.viewedPages = build.memory.viewedPages ?? ViewedPages()
            self.build = build
            self.host = host
            self.port = port
            self.polling = polling
            self.pollInterval = pollInterval
            self.settle = settle
            self.clock = clock
            self.log = log
        }
    }
}
