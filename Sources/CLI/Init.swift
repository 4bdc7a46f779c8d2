import ArgumentParser
import Foundation
import Scaffold
import Model

extension LinerNotesCommand {
    struct Init: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start a new site that builds at once.",
            discussion: "Writes content/site.yml (every key there, commented), an example album, an About page, a GitHub workflow that builds and publishes the site (.github/workflows/linernotes.yml), a .gitignore and a README. Never overwrites a file that exists. With --ci, only the workflow, into an existing site."
        )

        @Argument(help: "The folder for the new site (made if missing).", completion: .directory)
        var folder: String = "."

        @Option(name: .long, help: "The site's title (default: from the folder's name).")
        var title: String?

        @Option(name: .long, help: "Your email or web address, told to the music services with every request (site.yml's contact:); without it, builds fetch nothing and use only the cache until you set it.")
        var contact: String?

        @Flag(name: .long, help: "Only add the GitHub workflow that builds and publishes the site, to an existing site.")
        var ci = false

        func run() async throws {
            let url = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
            if ci {
                print("created \(try await Console.exitOnFailure { try SiteScaffold(site: url).addWorkflow() })")
                return
            }
            let files = try await Console.exitOnFailure { try SiteScaffold(site: url).initialize(title: title, contact: contact) }
            for file in files { print("created \(file)") }
            let cd = folder == "." ? "" : "cd \(folder) && "
            if contact == nil {
                print("A new site in \(url.path). Build it with: \(cd)linernotes build --offline")
                print("To fill albums in from the music web, set contact: in content/site.yml (your email or web address); until then builds use only the cache.")
            } else {
                print("A new site in \(url.path). Build it with: \(cd)linernotes build (it fetches track lists, covers and summaries for its albums)")
            }
        }
    }

    struct New: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add an album, artist, page, playlist or concert file, with the right front matter.",
            discussion: "The file is named after the title; its path is printed. When that name is taken, nothing is written unless --force: then the new file gets the next free name (title-2.md) beside the other. Examples: linernotes new album \"In Rainbows\" --artist Radiohead --year 2007; linernotes new concert \"Harbour Hall\" --date 2026-05-01 --artist \"The Quiet Hours\"."
        )

        @OptionGroup var site: SiteOption

        @Argument(help: "What to add: \(SiteScaffold.Kind.allCases.map(\.rawValue).joined(separator: ", ")).")
        var kind: String

        @Argument(help: "Its title (or name, for an artist; the venue, for a concert).")
        var title: String

        @Option(name: .long, help: "The album's artist (required for an album); a concert's headliner.")
        var artist: String?

        @Option(name: .long, help: "The album's year.")
        var year: Int?

        @Option(name: .long, help: "A MusicBrainz release (album) or artist id.")
        var mbid: String?

        @Option(name: .long, help: "A concert's day, like 2026-05-01.")
        var date: String?

        @Option(name: .long, help: "A concert's venue (default: the title).")
        var venue: String?

        @Flag(name: .long, help: "When a file already has the title's name, add another beside it (title-2.md) instead of stopping.")
        var force = false

        func run() async throws {
            let (path, beside) = try await Console.exitOnFailure {
                guard let kind = SiteScaffold.Kind(rawValue: kind.lowercased()) else {
                    throw CommandFailure("error: cannot make a '\(kind)': choose one of \(SiteScaffold.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return try SiteScaffold(site: site.url).newFile(kind, title, .init(
                    artist: artist, year: year, mbid: mbid, date: date, venue: venue, added: PartialDate.day(of: Date())), force: force)
            }
            if let beside { Console.printError("note: \(beside) already exists and is kept; the new \(kind.lowercased()) is \(path)") }
            print(path)
        }
    }
}
