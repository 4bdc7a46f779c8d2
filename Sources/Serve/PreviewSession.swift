import Foundation
import Build
import Model
import Basics

/// `linernotes serve`: builds the site, serves it over HTTP, watches its files, rebuilds when they change (the
/// same incremental build as `build`) and makes open pages reload, or show the error when a build fails while
/// the last good site stays served.
public final class PreviewSession: Sendable {
    public let options: Options

    public enum BuildOutcome: Sendable, Equatable {
        /// The site was built (or was already up to date) and open pages were told to reload.
        case published
        /// The build failed with this message; the last good site is still served.
        case failed(String)
    }
    private let server: PreviewServer
    private let live = LiveReload()
    private let pending = PendingChanges()

    /// Takes the port at once, so a port in use is told before anything is built.
    public init(options: Options) throws {
        self.options = options
        server = try PreviewServer(
            host: options.host, port: options.port, root: options.build.resolvedOutput, live: live, viewed: options.build.memory.viewedPages)
    }

    /// The address to open, e.g. http://127.0.0.1:8080/.
    public var url: String {
        let host = options.host.contains(":") ? "[\(options.host)]" : options.host
        return "http://\(host == "0.0.0.0" || host == "[::]" ? "127.0.0.1" : host):\(server.port)/"
    }

    public var port: Int { server.port }

    /// Builds, serves and rebuilds on every change until the task is cancelled (Ctrl-C); then closes the port and
    /// every connection. A failed build is told and shown in the pages; it does not end the session.
    public func run() async {
        let site = options.build.request.siteDirectory
        // The wantlist `linernotes sync` reads (run beside a preview, it shows at once).
        let stateFiles = [site.appending(path: WantedRelease.file).path]
        var watchSet = WatchSet(
            folders: ["content", "Templates"].map { site.appending(path: $0).path },
            files: ["content", "Templates"].map { site.appending(path: $0).path } + stateFiles)
        let (signals, signal) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let pending = pending
        let (watcher, kind) = FileWatchers.make(watchSet, polling: options.polling, interval: options.pollInterval) { paths in
            pending.add(paths)
            signal.yield()
        }
        defer {
            watcher.stop()
            server.stop()
            signal.finish()
            // The engine's state, kept in memory while serving, is written for the next session's first save.
            options.build.memory.engineMemory?.write(to: options.build.resolvedOutput)
        }
        server.start()
        var shown: [String] = []
        if let files = await rebuild(changed: [], shownWarnings: &shown) { watchSet.files = watchSet.folders + stateFiles + files }
        watcher.watch(watchSet)
        options.log("Serving \(options.build.resolvedOutput.path) at \(url) (watching content/, Templates/ and the files they point to, by \(kind)); Ctrl-C stops")
        await withTaskGroup(of: Void.self) { group in
            group.addTask { [live, clock = options.clock] in
                // Finds pages closed without a goodbye, so their connections are let go.
                while (try? await clock.sleep(for: .seconds(15))) != nil { live.heartbeat() }
            }
            for await _ in signals {
                // A save is looked at after a glance (the editor's write done): album files changed only where the site's
                // shape did not read are rebuilt at once (`SiteBuilder.quickBuild`). Anything else waits out the settle,
                // so the files of one edit (an artist renamed rewrites several) are built together.
                let glance = min(options.settle, Self.glance)
                do { try await options.clock.sleep(for: glance) } catch { break }
                var changed = pending.take()
                // An editor's swap and backup files are never part of the site.
                if changed.allSatisfy(BuildMemory.isScratchFile) { continue }
                if await quickRebuild(changed: changed, shownWarnings: &shown) { continue }
                do { try await options.clock.sleep(for: options.settle - glance) } catch { break }
                changed += pending.take()
                if let files = await rebuild(changed: changed, shownWarnings: &shown) {
                    watchSet.files = watchSet.folders + stateFiles + files
                    watcher.watch(watchSet)
                }
            }
            group.cancelAll()
        }
    }

    /// How long a save is left before it is looked at: an editor's write is over by then.
    static let glance = Duration.milliseconds(15)

    /// The quick rebuild of a save, when it can tell what changed (`SiteBuilder.quickBuild`); false, with nothing
    /// written, when the save takes a whole build.
    private func quickRebuild(changed: [String], shownWarnings: inout [String]) async -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        guard let report = try? await SiteBuilder(options: options.build).quickBuild(changed: changed) else { return false }
        log(changed: changed)
        announce(report, changed: changed, seconds: SiteBuilder.seconds(clock.now - start), shownWarnings: &shownWarnings)
        return true
    }

    private func log(changed: [String]) {
        let site = options.build.request.siteDirectory.path
        // Not an editor's or a tool's temporary file (sed -i writes one with no extension, then renames it away).
        let shown = changed.filter { path in
            !BuildMemory.isScratchFile(path) && (FileManager.default.fileExists(atPath: path) || !URL(fileURLWithPath: path).pathExtension.isEmpty)
        }
        guard !shown.isEmpty else { return }
        let names = shown.map { $0.hasPrefix(site + "/") ? String($0.dropFirst(site.count + 1)) : $0 }
        options.log("Changed: \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? " and \(names.count - 3) more" : "")")
    }

    /// Tells what a build did, and makes open pages reload.
    private func announce(_ report: SiteBuilder.Report, changed: [String], seconds: Double, shownWarnings: inout [String]) {
        let warnings = report.warnings.map(\.description)
        if warnings != shownWarnings && !report.upToDate {
            for warning in warnings { options.log(warning) }
            shownWarnings = warnings
        }
        if changed.isEmpty {
            options.log(report.summary)
        } else {
            options.log(report.upToDate
                ? "Nothing to rebuild"
                : "Rebuilt in \(String(format: "%.2f", seconds)) s (\(report.rendered) rendered, \(report.written) written)\(report.quick ? ", the rest as planned" : ""); "
                    + "reloading \(Counted(live.clientCount, "open page"))")
        }
        if !report.upToDate || live.currentFailure != nil { live.published() }
        options.onBuild(.published)
    }

    /// Builds; on success returns the files outside content/ the site is made from. Warnings are told when they
    /// differ from those told last time, not again on every save.
    private func rebuild(changed: [String], shownWarnings: inout [String]) async -> [String]? {
        let clock = ContinuousClock()
        let start = clock.now
        if !changed.isEmpty { log(changed: changed) }
        do {
            let report = try await SiteBuilder(options: options.build).build(changed: changed)
            announce(report, changed: changed, seconds: SiteBuilder.seconds(clock.now - start), shownWarnings: &shownWarnings)
            return report.outsideFiles
        } catch {
            let message = "\(error)"
            options.log(message + "\nStill serving the last good site; the pages show this error until a build succeeds.")
            live.failed(message)
            options.onBuild(.failed(message))
            return nil
        }
    }
}
