import ArgumentParser
import Foundation
import Build
import Enrichment
import MusicWeb

extension LinerNotesCommand {
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Build the site into public/ (or --output).",
            discussion: "The previous output stays as it was unless the whole build succeeds."
        )

        @OptionGroup var site: SiteOption

        @OptionGroup var folders: OutputOptions

        @Flag(name: .long, help: "Never touch the network; use only what is cached.")
        var offline = false

        @Flag(name: .long, help: "Ask every source again (conditional requests where the server gave an ETag or Last-Modified).")
        var refresh = false

        @Option(name: .long, help: ArgumentHelp("Ask again what was fetched longer ago than AGE (30d, 12h…), for scheduled builds.", valueName: "AGE"))
        var refreshOlderThan: String?

        @Option(name: .long, help: ArgumentHelp("Stop fetching after DURATION (40m, 2h…) and build with what there is; the next build goes on from there. For CI jobs with a time limit.", valueName: "DURATION"))
        var fetchBudget: String?

        @Flag(name: .long, help: "Fail instead of publishing when data is missing (a source failed, or offline and not cached).")
        var strict = false

        @Flag(name: .customLong("clean-urls"), inversion: .prefixedNo, help: "Links end in / instead of /index.html (web hosts only; overrides clean_urls).")
        var cleanURLs: Bool?

        @Flag(name: .long, help: "Keep raw HTML in notes instead of leaving it out (overrides allow_html).")
        var allowHTML = false

        func validate() throws {
            // 0 would mean "refresh everything", which is --refresh: more likely a typo than a wish.
            if let age = refreshOlderThan, (FetchSettings.parseAge(age) ?? 0) <= 0 {
                throw ValidationError("--refresh-older-than takes an age above zero like 30d, 12h, 45m or 90s, not '\(age)'")
            }
            if refresh && refreshOlderThan != nil {
                throw ValidationError("use either --refresh or --refresh-older-than")
            }
            if let budget = fetchBudget, !((FetchSettings.parseAge(budget) ?? 0) > 0) {
                throw ValidationError("--fetch-budget takes a duration above zero like 40m, 2h or 90s, not '\(budget)'")
            }
        }

        func run() async throws {
            var refreshPolicy = FetchSettings.Refresh.never
            if refresh { refreshPolicy = .all }
            if let age = refreshOlderThan.flatMap(FetchSettings.parseAge) { refreshPolicy = .olderThan(age) }
            let options = BuildOptions(
                siteDirectory: site.url,
                outputDirectory: folders.outputURL,
                cacheDirectory: folders.cacheURL,
                offline: offline,
                refresh: refreshPolicy,
                strict: strict,
                cleanURLs: cleanURLs,
                allowHTML: allowHTML ? true : nil,
                progress: ProgressReporter.standardError()
            )
            var budgeted = options
            budgeted.memory.leavesWorkForExit = true
            // Capped at a year: a larger number means "no budget", and would not fit the clock's duration.
            budgeted.request.fetchBudget = fetchBudget.flatMap(FetchSettings.parseAge).map { .milliseconds(Int64(min($0, 31_536_000) * 1000)) }
            let report = try await Console.exitOnFailure { try await SiteBuilder(options: budgeted).build() }
            Console.report(report.warnings)
            for warning in report.fetchWarnings { Console.printError(warning) }
            if !report.upToDate { Console.printError(report.fetchSummary) }
            print(report.summary)
        }
    }
}
