import ArgumentParser
import Foundation
import Basics

@main
struct LinerNotesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linernotes",
        abstract: "Builds a static website from a personal music archive.",
        version: LinerNotesVersion.current,
        subcommands: [Init.self, New.self, Build.self, Serve.self, Check.self, Import.self, Cache.self]
    )
}

/// `--site`, shared by the commands that read an archive.
struct SiteOption: ParsableArguments {
    @Option(name: .long, help: "The site folder (holding content/).", completion: .directory)
    var site: String = "."

    var url: URL { URL(fileURLWithPath: site, isDirectory: true).standardizedFileURL }
}

/// `--output` and `--cache`, shared by `build` and `serve`.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Where to write the site (default: <site>/public).", completion: .directory)
    var output: String?

    @Option(name: .long, help: "The cache folder (default: <site>/cache).", completion: .directory)
    var cache: String?

    var outputURL: URL? { output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }
    var cacheURL: URL? { cache.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }
}

/// Prints warnings and errors the way compilers do, on stderr.
enum Console {
    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }
}
