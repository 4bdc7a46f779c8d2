import ArgumentParser
import Foundation
import LinerNotes

extension LinerNotesCommand {
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Validate the archive without writing anything.",
            discussion: "Prints every warning and error with its file and line; exits non-zero on errors."
        )

        @OptionGroup var site: SiteOption

        func run() async throws {
            do {
                let archive = try SiteBuilder(options: BuildOptions(siteDirectory: site.url)).loadArchive()
                Console.report(archive.warnings)
                let warnings = archive.warnings.count
                print("OK: \(archive.albums.count) albums, \(archive.artists.count) artists, \(archive.pages.count) pages, \(archive.tags.count) tags"
                    + (warnings > 0 ? "; \(warnings) warning\(warnings == 1 ? "" : "s")" : ""))
            } catch {
                Console.printError("\(error)")
                throw ExitCode.failure
            }
        }
    }
}
