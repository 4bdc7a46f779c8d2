import ArgumentParser
import Foundation
import LinerNotes

extension LinerNotesCommand {
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the site into public/ (or --output).",
            discussion: "The previous output stays as it was unless the whole build succeeds."
        )

        @OptionGroup var site: SiteOption

        @Option(name: .long, help: "Where to write the site (default: <site>/public).", completion: .directory)
        var output: String?

        @Flag(name: .long, help: "Never touch the network; use only what is cached.")
        var offline = false

        @Flag(name: .long, inversion: .prefixedNo, help: "Links end in / instead of /index.html (web hosts only; overrides clean_urls).")
        var cleanURLs: Bool?

        @Flag(name: .long, help: "Keep raw HTML in notes instead of leaving it out (overrides allow_html).")
        var allowHTML = false

        func run() async throws {
            let options = BuildOptions(
                siteDirectory: site.url,
                outputDirectory: output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL },
                offline: offline,
                cleanURLs: cleanURLs,
                allowHTML: allowHTML ? true : nil
            )
            do {
                let report = try await SiteBuilder(options: options).build()
                Console.report(report.warnings)
                print(report.summary)
            } catch {
                Console.printError("\(error)")
                throw ExitCode.failure
            }
        }
    }
}
