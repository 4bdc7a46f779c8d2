import Foundation
import Basics

/// What a build published, kept beside the output folder (never in it: only the site is published): every file with
/// its hash, so the next build rewrites only what changed and drops what is gone, and which folder it describes.
public struct OutputManifest: Codable, Sendable, Equatable {
    public var version = 1
    /// Whether the build that wrote it had everything it needed (no failed source, no offline cache miss).
    public var complete: Bool
    /// Output path → SHA-256 of its bytes.
    public var files: [String: String]
    /// What that build printed as warnings, to print again when it is skipped.
    public var diagnostics: [String]
    /// The output folder it describes ("device:inode"): a folder replaced by another is not taken for ours.
    public var folder: String?

    /// Read with JSONSerialization: several times quicker than JSONDecoder for a manifest of tens of thousands of files.
    package static func decode(_ data: Data) -> OutputManifest? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["version"] as? Int == 1, let complete = object["complete"] as? Bool,
            let files = object["files"] as? [String: String], let diagnostics = object["diagnostics"] as? [String]
        else { return nil }
        return OutputManifest(
            complete: complete, files: files, diagnostics: diagnostics, folder: object["folder"] as? String)
    }

    public init(complete: Bool, files: [String: String], diagnostics: [String], folder: String? = nil) {
        self.complete = complete
        self.files = files
        self.diagnostics = diagnostics
        self.folder = folder
    }

    /// Written by hand, keys sorted: JSONEncoder took a third of a second for a manifest of 10,000 albums' files and jobs.
    package func encoded() throws -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 120)
        func string(_ text: String) { JSONWriter.writeString(text, into: &out) }
        out += Array("{\"complete\":\(complete),\"diagnostics\":[".utf8)
        for (index, line) in diagnostics.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(line)
        }
        out += Array("],\"files\":{".utf8)
        for (index, path) in files.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(path)
            out.append(UInt8(ascii: ":"))
            string(files[path] ?? "")
        }
        out.append(UInt8(ascii: "}"))
        if let folder {
            out += Array(",\"folder\":".utf8)
            string(folder)
        }
        out += Array(",\"version\":\(version)}".utf8)
        return Data(out)
    }
}
