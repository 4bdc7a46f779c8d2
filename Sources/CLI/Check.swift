import ArgumentParser
import Foundation
import Build

extension LinerNotesCommand {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the archive and the theme as a build would, without writing anything.",
            discussion: "Runs every step of a build before the first that writes (from the cache alone, never fetching). Prints every warning and error with its file and line, then the albums with no cover or no track list and what to do (with --matches, how each album without an mbid got its release); exits non-zero on errors only."
        )

        @OptionGroup var site: SiteOption

        @Flag(help: "Also list, for each album without an mbid, the release chosen, why, and the runner-up; ambiguous ones flagged.")
        var matches = false

        func run() async throws {
            let report = try await Console.exitOnFailure { try await SiteBuilder(options: BuildOptions(siteDirectory: site.url)).check() }
            Console.report(report.warnings)
            // What the albums lack: notes for the owner, not problems; the exit status stays 0.
            if !report.owner.isEmpty { print(report.owner.description) }
            if matches { print(report.matches.description) }
            print(report.summary)
        }
    }
}
