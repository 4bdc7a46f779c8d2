import ArgumentParser
import Foundation
import Cache
import Basics

extension LinerNotesCommand {
    struct Cache: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Look after the cache of everything fetched.",
            subcommands: [Stats.self, Verify.self, GC.self]
        )
    }
}

extension LinerNotesCommand.Cache {
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Sizes and counts of the cache.")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            let stats = try await Console.exitOnFailure { await CacheMaintenance(cache: try options.store()).stats() }
            print(stats)
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Re-hash every object and drop the corrupt ones (the next build fetches them again).")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            let corrupt = try await Console.exitOnFailure { try await CacheMaintenance(cache: try options.store()).verify() }
            for hash in corrupt { Console.printError("removed corrupt object \(hash)") }
            print(corrupt.isEmpty ? "All objects match their hashes."
                : "Removed \(Counted(corrupt.count, "corrupt object")) (fetched again by the next build).")
        }
    }

    struct GC: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "gc", abstract: "Remove objects nothing refers to.")
        @OptionGroup var options: CacheOptions

        @Flag(name: .long, help: "Remove unreferenced objects even after the index was found damaged.")
        var force = false

        func run() async throws {
            let (count, bytes) = try await Console.exitOnFailure {
                try await CacheMaintenance(cache: try options.store()).collectGarbage(force: force)
            }
            print("Removed \(Counted(count, "unreferenced object")) (\(ByteSize(bytes))).")
        }
    }
}
