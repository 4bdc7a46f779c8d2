import Foundation

/// What a build published, kept in the output folder's marker file: every file with its hash, so the next build
/// rewrites only what changed and drops what is gone. Deterministic, like every other file of the site.
public struct BuildManifest: Codable, Sendable, Equatable {
    public var version = 1
    /// Whether the build that wrote it had everything it needed (no failed source, no offline cache miss).
    public var complete: Bool
    /// Output path → SHA-256 of its bytes.
    public var files: [String: String]
    /// What that build printed as warnings, to print again when it is skipped.
    public var diagnostics: [String]

    static func read(from output: URL) -> BuildManifest? {
        guard let data = try? Data(contentsOf: output.appending(path: SitePublisher.markerName)) else { return nil }
        return decode(data)
    }

    /// Read with JSONSerialization: several times quicker than JSONDecoder for a manifest of tens of thousands of files.
    static func decode(_ data: Data) -> BuildManifest? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["version"] as? Int == 1, let complete = object["complete"] as? Bool,
            let files = object["files"] as? [String: String], let diagnostics = object["diagnostics"] as? [String]
        else { return nil }
        return BuildManifest(complete: complete, files: files, diagnostics: diagnostics)
    }

    public init(complete: Bool, files: [String: String], diagnostics: [String]) {
        self.complete = complete
        self.files = files
        self.diagnostics = diagnostics
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}

/// Kept beside the output folder (not in it, so the site stays byte-identical across machines): the fingerprint
/// of the inputs of the build that wrote the output, and the hash of that build's manifest, so a build killed
/// between the swap and this file's write is never mistaken for an up-to-date one.
struct BuildState: Codable, Equatable {
    var fingerprint: String
    var manifest: String
    /// Hash of the output folder's listing right after the swap: a site edited or pruned by hand is rebuilt.
    var output: String
    /// Files outside content/ that the build read (covers, audio), so changing one is noticed.
    var extraFiles: [String]
    /// The environment variable that held the Last.fm key, so setting it is noticed.
    var keyVariable: String
}
