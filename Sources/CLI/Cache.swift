import ArgumentParser
import Foundation
import LinerNotes

extension LinerNotesCommand {
    struct Cache: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Look after the cache of everything fetched.",
            subcommands: [Stats.self, Verify.self, GC.self]
        )
    }
}

/// `--site` and `--cache`, shared by the cache commands.
struct CacheOptions: ParsableArguments {
    @OptionGroup var site: SiteOption

    @Option(name: .long, help: "The cache folder (default: <site>/cache).", completion: .directory)
    var cache: String?

    var store: CacheStore {
        CacheStore(root: cache.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? site.url.appending(path: "cache", directoryHint: .isDirectory))
    }
}

extension LinerNotesCommand.Cache {
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Sizes and counts of the cache.")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            print(await CacheMaintenance(cache: options.store).stats())
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Re-hash every object and drop the corrupt ones (the next build fetches them again).")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            let corrupt = try await CacheMaintenance(cache: options.store).verify()
            for hash in corrupt { Console.printError("removed corrupt object \(hash)") }
            print(corrupt.isEmpty ? "All objects match their hashes." : "Removed \(corrupt.count) corrupt objects.")
        }
    }

    struct GC: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "gc", abstract: "Remove objects nothing refers to.")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            let (count, bytes) = try await CacheMaintenance(cache: options.store).collectGarbage()
            print("Removed \(count) unreferenced objects (\(bytes / 1024) KiB).")
        }
    }
}
