import ArgumentParser
import Foundation
import Build
import Cache
import Model
import Basics

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

    /// The cache folder, which must exist: a mistyped path would otherwise read as an empty cache.
    func store() throws -> CacheStore {
        let root = cache.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
            ?? site.url.appending(path: "cache", directoryHint: .isDirectory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            Console.printError("error: no cache folder at \(root.path) (a build makes it; --site or --cache names another)")
            throw ExitCode.failure
        }
        return CacheStore(root: root)
    }
}

extension LinerNotesCommand.Cache {
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Sizes and counts of the cache.")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            print(await CacheMaintenance(cache: try options.store()).stats())
        }
    }

    struct Verify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Re-hash every object and drop the corrupt ones (the next build fetches them again).")
        @OptionGroup var options: CacheOptions

        func run() async throws {
            let corrupt = try await CacheMaintenance(cache: try options.store()).verify()
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
            do {
                let (count, bytes) = try await CacheMaintenance(cache: try options.store()).collectGarbage(force: force)
                print("Removed \(Counted(count, "unreferenced object")) (\(bytes / 1024) KiB).")
            } catch let refusal as CacheMaintenance.Refusal {
                Console.printError(refusal.description)
                throw ExitCode.failure
            } catch let busy as CacheLock.Busy {
                Console.printError(busy.description)
                throw ExitCode.failure
            }
        }
    }
}
