import ArgumentParser
import Foundation

/// `--site`, shared by the commands that read an archive.
struct SiteOption: ParsableArguments {
    @Option(name: .long, help: "The site folder (holding content/).", completion: .directory)
    var site: String = "."

    var url: URL { URL(fileURLWithPath: site, isDirectory: true).standardizedFileURL }
}
