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

    /// The last manifest encoded, with where each file's hash lies in its bytes: `serve`'s saves write a manifest of
    /// the same files again and again, a few hashes changed, and patching those is quicker than encoding it all.
    private struct Encoded {
        let manifest: OutputManifest
        /// The bytes as returned, the same storage as the caller's copy (a build's manifest is held once, not twice).
        let bytes: Data
        /// The files' paths, sorted, and where each one's hash begins in the bytes.
        let paths: [String]
        let offsets: [Int]

        func offset(of path: String) -> Int? {
            var low = 0, high = paths.count
            while low < high {
                let middle = (low + high) / 2
                if paths[middle] < path { low = middle + 1 } else { high = middle }
            }
            return low < paths.count && paths[low] == path ? offsets[low] : nil
        }
    }

    private static let lastEncoded = Locked<Encoded?>(nil)

    private static func isHex(_ text: String) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) || ($0 >= 0x41 && $0 <= 0x46) }
    }

    /// The last manifest's bytes with this one's hashes in place, when it lists the same files (each hash as long) and
    /// says the same otherwise; nil when it does not.
    private func patchedEncoding() -> (bytes: Data, from: Encoded)? {
        guard let last = Self.lastEncoded.withLock({ $0 }), last.manifest.files.count == files.count, last.manifest.complete == complete,
            last.manifest.diagnostics == diagnostics, last.manifest.folder == folder, last.manifest.version == version
        else { return nil }
        var bytes = last.bytes
        for (path, hash) in files {
            guard let old = last.manifest.files[path] else { return nil }
            if old == hash { continue }
            // Hex digits, as every hash is, are written as they are: the same length in the bytes as in the text.
            guard let offset = last.offset(of: path), hash.utf8.count == old.utf8.count, Self.isHex(hash), Self.isHex(old) else { return nil }
            bytes.replaceSubrange(offset..<(offset + old.utf8.count), with: hash.utf8)
        }
        return (bytes, last)
    }

    /// Written by hand, keys sorted: JSONEncoder took a third of a second for a manifest of 10,000 albums' files and jobs.
    package func encoded() throws -> Data {
        if let (patched, last) = patchedEncoding() {
            // The same paths, in the same places, as the encoding patched (not whatever another encoding left since).
            Self.lastEncoded.withLock { $0 = Encoded(manifest: self, bytes: patched, paths: last.paths, offsets: last.offsets) }
            return patched
        }
        var out: [UInt8] = []
        // Room for it all at once (paths and hashes as they are, their quotes and separators; escapes are rare): grown
        // by doubling, a manifest of 58,000 files held twice what it needed.
        out.reserveCapacity(files.reduce(256) { $0 + $1.key.utf8.count + $1.value.utf8.count + 6 } + diagnostics.reduce(0) { $0 + $1.utf8.count + 3 } + (folder?.utf8.count ?? 0))
        let paths = files.keys.sorted()
        var offsets: [Int] = []
        offsets.reserveCapacity(files.count)
        func string(_ text: String) { JSONWriter.writeString(text, into: &out) }
        out += Array("{\"complete\":\(complete),\"diagnostics\":[".utf8)
        for (index, line) in diagnostics.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(line)
        }
        out += Array("],\"files\":{".utf8)
        for (index, path) in paths.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(path)
            out.append(UInt8(ascii: ":"))
            // The hash's first byte, past its opening quote.
            offsets.append(out.count + 1)
            string(files[path] ?? "")
        }
        out.append(UInt8(ascii: "}"))
        if let folder {
            out += Array(",\"folder\":".utf8)
            string(folder)
        }
        out += Array(",\"version\":\(version)}".utf8)
        let data = Data(out)
        Self.lastEncoded.withLock { $0 = Encoded(manifest: self, bytes: data, paths: paths, offsets: offsets) }
        return data
    }
}
