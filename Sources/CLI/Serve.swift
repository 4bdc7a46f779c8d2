import ArgumentParser
import Dispatch
import Foundation
import Build
import Serve
import Enrichment

extension LinerNotesCommand {
    struct Serve: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the site, serve it on this machine, and rebuild and reload the open pages on every change.",
            discussion: """
                Watches content/, Templates/ and the covers and audio files the albums point to. A failed build is \
                shown over the pages in the browser, and the last good site stays served. The reload script is added \
                to pages as they are sent, never to the files in the output folder, which stay ready to publish.
                """
        )

        @OptionGroup var site: SiteOption

        @Option(name: .long, help: "The port (0: any free one).")
        var port: Int = 8080

        @Option(name: .long, help: "The address to listen on: 127.0.0.1 (only this machine), or 0.0.0.0 to let your network in.")
        var host: String = "127.0.0.1"

        @OptionGroup var folders: OutputOptions

        @Flag(name: .long, help: "Never touch the network; use only what is cached.")
        var offline = false

        @Flag(name: .long, help: "Look for changes every 300 ms instead of being told by the system (for network disks).")
        var poll = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port takes 0 to 65535, not \(port)") }
        }

        func run() async throws {
            let build = BuildOptions(
                siteDirectory: site.url,
                outputDirectory: folders.outputURL,
                cacheDirectory: folders.cacheURL,
                offline: offline,
                progress: ProgressReporter.standardError()
            )
            let session = try await Console.exitOnFailure {
                guard FileManager.default.fileExists(atPath: site.url.appending(path: "content").path) else {
                    throw CommandFailure("error: \(site.url.path) has no content/ folder: run `linernotes serve` in a site's folder, or give it with --site (`linernotes init` makes a new site)")
                }
                return try PreviewSession(options: .init(build: build, host: host, port: port, polling: poll, log: { Console.printError($0) }))
            }
            if !["127.0.0.1", "::1", "localhost"].contains(host) {
                Console.printError("warning: listening on \(host): other machines on your network can read this site")
            }
            let running = Task { await session.run() }
            // Ctrl-C (or a TERM from a process manager) ends the session cleanly: the port is closed and open pages
            // let go. A second Ctrl-C ends it at once.
            signal(SIGINT, SIG_IGN)
            signal(SIGTERM, SIG_IGN)
            let sources = [SIGINT, SIGTERM].map { number in
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    signal(SIGINT, SIG_DFL)
                    signal(SIGTERM, SIG_DFL)
                    Console.printError("\nStopping…")
                    running.cancel()
                }
                source.resume()
                return source
            }
            await running.value
            sources.forEach { $0.cancel() }
            Console.printError("Stopped.")
        }
    }
}
