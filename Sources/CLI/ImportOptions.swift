import ArgumentParser
import Foundation
import Import
import Model

/// `--site` and `--dry-run`, shared by the importers.
struct ImportOptions: ParsableArguments {
    @OptionGroup var site: SiteOption

    @Flag(name: .long, help: "Say what would be written, and write nothing.")
    var dryRun = false

    /// Runs the import and prints its report; a failure to start is an error naming the input. `record`: the name of
    /// the synced collection's `ImportRecord` (Discogs'), whose changes reach files the owner has not edited.
    func run(record: String? = nil, _ read: () async throws -> (albums: [ImportedAlbum], skipped: [String])) async throws {
        let report = try await Console.exitOnFailure {
            try ImportError.requireSite(site.url)
            let (albums, skipped) = try await read()
            return try AlbumImport(site: site.url, dryRun: dryRun, added: PartialDate.day(of: Date())).run(albums, skipped: skipped, record: record)
        }
        print(report)
    }
}
