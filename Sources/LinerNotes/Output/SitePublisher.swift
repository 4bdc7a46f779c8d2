import Foundation

/// Writes the site to a staging folder beside the output folder and swaps it in, so a failed or killed
/// build leaves the previous site as it was and pages of deleted albums do not linger.
public struct SitePublisher: Sendable {
    public let output: URL
    /// Marks a folder as written by linernotes: only such a folder (or an empty one) is ever replaced.
    public static let markerName = ".linernotes-build"

    public struct PublishError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { "error: \(message)" }
    }

    public init(output: URL) {
        self.output = output.standardizedFileURL
    }

    private var parent: URL { output.deletingLastPathComponent() }
    private var name: String { output.lastPathComponent }
    var previous: URL { parent.appending(path: ".\(name).previous", directoryHint: .isDirectory) }
    var stagingPrefix: String { ".\(name).staging-" }

    /// Publishes `files`; returns how many were written.
    @discardableResult
    public func publish(_ files: [OutputFile]) throws -> Int {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        try recoverFromInterruptedSwap()
        try checkOutputIsOurs()
        removeStaleStaging()

        let staging = parent.appending(path: stagingPrefix + String(ProcessInfo.processInfo.processIdentifier), directoryHint: .isDirectory)
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files { try write(file, into: staging) }
            try Data("Written by linernotes; each build replaces this folder as a whole.\n".utf8)
                .write(to: staging.appending(path: Self.markerName))
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        try swapIn(staging)
        return files.count
    }

    private func write(_ file: OutputFile, into root: URL) throws {
        let parts = file.path.split(separator: "/")
        guard !file.path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw PublishError(message: "refusing to write '\(file.path)': output paths must stay inside the output folder")
        }
        let destination = root.appending(path: file.path)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch file.contents {
        case .bytes(let data):
            try data.write(to: destination)
        case .copy(let source):
            do {
                try FileManager.default.copyItem(at: source, to: destination)
            } catch {
                throw PublishError(message: "cannot copy \(source.path) to \(file.path): \(error.localizedDescription)")
            }
        }
    }

    /// Renames: output → previous, staging → output, then drops previous. A kill between the two renames
    /// leaves `previous`, which the next build puts back first.
    private func swapIn(_ staging: URL) throws {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: output.path) {
            try fileManager.moveItem(at: output, to: previous)
            do {
                try fileManager.moveItem(at: staging, to: output)
            } catch {
                try? fileManager.moveItem(at: previous, to: output)
                try? fileManager.removeItem(at: staging)
                throw error
            }
            try? fileManager.removeItem(at: previous)
        } else {
            try fileManager.moveItem(at: staging, to: output)
        }
    }

    private func recoverFromInterruptedSwap() throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: previous.path) else { return }
        if fileManager.fileExists(atPath: output.path) {
            try fileManager.removeItem(at: previous)
        } else {
            try fileManager.moveItem(at: previous, to: output)
        }
    }

    private func removeStaleStaging() {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(stagingPrefix) {
            try? fileManager.removeItem(at: parent.appending(path: name))
        }
    }

    /// Never replace a folder linernotes did not write: `--output ~` must not cost anyone their home folder.
    private func checkOutputIsOurs() throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw PublishError(message: "\(output.path) is a file, not a folder; choose another --output")
        }
        let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
        if contents.isEmpty || contents.contains(Self.markerName) { return }
        throw PublishError(
            message: "\(output.path) holds files that linernotes did not write (no \(Self.markerName)); "
                + "choose another --output, or empty that folder")
    }
}
