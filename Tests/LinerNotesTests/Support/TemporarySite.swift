import Foundation
@testable import Basics
@testable import Build
@testable import Content
@testable import Import
@testable import Model
@testable import MusicWeb

/// A site folder in a fresh temporary directory, written file by file, removed by `remove()`.
struct TemporarySite {
    let root: URL

    init(siteYAML: String? = "title: Test Records\n") throws {
        root = FileManager.default.temporaryDirectory
            .appending(path: "linernotes-test-\(UUID().uuidString)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: root.appending(path: "content"), withIntermediateDirectories: true)
        if let siteYAML { try write("content/site.yml", siteYAML) }
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func album(_ slug: String, title: String = "An Album", artist: String = "Some Artist", extra: String = "", notes: String = "") throws {
        try write("content/albums/\(slug).md", "---\ntitle: \(yamlQuoted(title))\nartist: \(yamlQuoted(artist))\n\(extra)---\n\(notes)\n")
    }

    var output: URL { root.appending(path: "public", directoryHint: .isDirectory) }

    func read(_ path: String) throws -> String {
        try String(contentsOf: output.appending(path: path), encoding: .utf8)
    }

    func load() async throws -> Archive {
        try await ArchiveLoader(siteDirectory: root).load()
    }

    /// Loads and expects failure; returns the diagnostics.
    func loadErrors() async -> [Diagnostic] {
        do {
            _ = try await load()
            return []
        } catch let error as ArchiveError {
            return error.diagnostics
        } catch {
            return [.error("?", "\(error)")]
        }
    }

    @discardableResult
    func build(output: URL? = nil, cleanURLs: Bool? = nil, allowHTML: Bool? = nil) async throws -> SiteBuilder.Report {
        try await SiteBuilder(options: BuildOptions(siteDirectory: root, outputDirectory: output, offline: true, cleanURLs: cleanURLs, allowHTML: allowHTML)).build()
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// YAML double-quoted scalar, so any test string survives front matter unchanged.
func yamlQuoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Every regular file under `root`, as relative paths.
func filesUnder(_ root: URL) -> [String] {
    let base = root.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var result: [String] = []
    for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        result.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
    }
    return result.sorted()
}

/// The repository checkout (for the demo archive).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Whether a build failed with an error of type `E` inside the step that stopped it.
func failed<E: Error>(_ error: any Error, with type: E.Type) -> Bool {
    ((error as? BuildStepError)?.underlying ?? error) is E
}
