import ArgumentParser
import Foundation
import Build

extension LinerNotesCommand {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check the archive and the theme as a build would, without writing anything.",
            discussion: "Runs every step of a build before the first that writes (from the cache alone, never fetching). Prints every warning and error with its file and line; exits non-zero on errors."
        )

        @OptionGroup var site: SiteOption

        func run() async throws {
            let report = try await Console.exitOnFailure { try await SiteBuilder(options: BuildOptions(siteDirectory: site.url)).check() }
            Console.report(report.warnings)
            print(report.summary)
        }
    }
}
