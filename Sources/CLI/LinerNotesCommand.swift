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

    /// The allocator set up first (`AllocatorSettings`), then the library's own `main`.
    static func main() async {
        AllocatorSettings.apply()
        await main(nil)
    }
}
