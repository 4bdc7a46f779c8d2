import ArgumentParser
import Basics

@main
struct LinerNotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linernotes",
        abstract: "Builds a static website from a personal music archive.",
        version: LinerNotesVersion.description,
        subcommands: [Init.self, New.self, Build.self, Serve.self, Check.self, Import.self, Sync.self, Cache.self]
    )

    /// The library's own `main`, with the allocator set up first (`AllocatorSettings`).
    static func main() async {
        AllocatorSettings.apply()
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
