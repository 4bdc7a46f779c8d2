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
    /// Each render job's key (`RenderJob.key`) → the files it made: a job with a key recorded here makes these
    /// files again, so the next build links them instead of rendering them. Jobs that copy the owner's files
    /// (audio, covers) are never recorded: a copy's source may change under the same name.
    public var jobs: [String: [String]] = [:]
    /// Every render job's reads, as groups (`Read.groups`: one value's fields a job read), each kept once.
    public var readGroups: [String] = []
    /// Each render job's reads by its identity, as numbers in `readGroups`: the next build digests what they give
    /// then, and keeps the job's files when `jobs` has them under that digest.
    public var jobReads: [String: [Int]] = [:]
    /// The output folder it describes ("device:inode"): a folder replaced by another is not taken for ours.
    public var folder: String?

    /// Read with JSONSerialization: several times quicker than JSONDecoder for a manifest of tens of thousands of files.
    package static func decode(_ data: Data) -> OutputManifest? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            object["version"] as? Int == 1, let complete = object["complete"] as? Bool,
            let files = object["files"] as? [String: String], let diagnostics = object["diagnostics"] as? [String]
        else { return nil }
        return OutputManifest(
            complete: complete, files: files, diagnostics: diagnostics, folder: object["folder"] as? String,
            jobs: object["jobs"] as? [String: [String]] ?? [:], readGroups: object["readGroups"] as? [String] ?? [],
            jobReads: (object["jobReads"] as? [String: String] ?? [:]).mapValues { numbers in
                numbers.split(separator: ",").compactMap { Int($0) }
            })
    }

    public init(
        complete: Bool, files: [String: String], diagnostics: [String], folder: String? = nil, jobs: [String: [String]] = [:],
        readGroups: [String] = [], jobReads: [String: [Int]] = [:]
    ) {
        self.jobs = jobs
        self.readGroups = readGroups
        self.jobReads = jobReads
        self.complete = complete
        self.files = files
        self.diagnostics = diagnostics
        self.folder = folder
    }

    /// Written by hand, keys sorted: JSONEncoder took a third of a second for a manifest of 10,000 albums' files and jobs.
    /// A manifest with each job's reads (its groups, by identity), each group kept once and numbered.
    package init(complete: Bool, files: [String: String], diagnostics: [String], jobs: [String: [String]], reads: [String: [String]]) {
        let groups = Set(reads.values.joined()).sorted()
        let numbers = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1, $0) })
        self.init(
            complete: complete, files: files, diagnostics: diagnostics, jobs: jobs, readGroups: groups,
            jobReads: reads.mapValues { $0.compactMap { numbers[$0] } })
    }

    package func encoded() throws -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(files.count * 120 + jobs.count * 100 + readGroups.count * 60 + jobReads.count * 100)
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
        out += Array(",\"jobs\":{".utf8)
        for (index, key) in jobs.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(key)
            out += Array(":[".utf8)
            for (position, path) in (jobs[key] ?? []).enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                string(path)
            }
            out.append(UInt8(ascii: "]"))
        }
        out += Array("},\"jobReads\":{".utf8)
        for (index, identity) in jobReads.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(identity)
            out.append(UInt8(ascii: ":"))
            string((jobReads[identity] ?? []).map(String.init).joined(separator: ","))
        }
        out += Array("},\"readGroups\":[".utf8)
        for (index, group) in readGroups.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            string(group)
        }
        out += Array("],\"version\":\(version)}".utf8)
        return Data(out)
    }
}
