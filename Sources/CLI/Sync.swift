import ArgumentParser
import Foundation
import Import
import Model

extension LinerNotesCommand {
    struct Sync: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Bring in the collections site.yml's sync: names (Discogs, MusicBrainz), as their imports do.",
            discussion: "Runs `import discogs --user` for `sync: { discogs_user: NAME }` and `import musicbrainz` for `musicbrainz_collection: ID`. Each is a sync: new records become album files, what Discogs changed reaches fields you did not edit, your edits and notes stay, and records that left the collection are reported as gone (never deleted). With `wantlist: true` it also reads the Discogs user's wantlist into .linernotes/wantlist.json, which the build's Looking for page shows. A private Discogs collection needs DISCOGS_TOKEN in the environment.")
        @OptionGroup var site: SiteOption
        @Flag(name: .long, help: "Say what would be written, and write nothing.")
        var dryRun = false
        @Option(name: .long, help: "Write a commit message naming the albums added and updated to this file (nothing when nothing changed).", completion: .file())
        var commitMessage: String?

        func run() async throws {
            try await Console.exitOnFailure {
                let sync = CollectionSync(site: site.url, dryRun: dryRun, added: PartialDate.day(of: Date()))
                let synced = try await sync.run { done in
                    print(done)
                }
                if let commitMessage, !dryRun, let message = sync.commitMessage(synced) {
                    try message.write(toFile: commitMessage, atomically: true, encoding: .utf8)
                }
            }
        }
    }
}
