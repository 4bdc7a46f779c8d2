import ArgumentParser
import Foundation

/// `--output` and `--cache`, shared by `build` and `serve`.
struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: "Where to write the site (default: <site>/public).", completion: .directory)
    var output: String?

    @Option(name: .long, help: "The cache folder (default: <site>/cache).", completion: .directory)
    var cache: String?

    var outputURL: URL? { output.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }
    var cacheURL: URL? { cache.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL } }
}
