import Foundation

/// Writes the site to a staging folder beside the output folder and swaps it in, so a failed or killed
/// build leaves the previous site as it was and pages of deleted albums do not linger. Files whose bytes did not
/// change are hard-linked from the previous site instead of written again.
public struct SitePublisher: Sendable {
    public let output: URL
    /// Marks a folder as written by linernotes (only such a folder, or an empty one, is ever replaced) and holds
    /// the build manifest.
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

    /// Publishes `files` in one go (tests and small sites); returns how many were written.
    @discardableResult
    public func publish(_ files: [OutputFile]) throws -> Int {
        let session = try begin()
        do {
            var hashes: [String: String] = [:]
            for file in files { hashes[file.path] = try session.write(file) }
            try session.commit(BuildManifest(complete: true, files: hashes, diagnostics: []), fingerprint: nil)
        } catch {
            session.abandon()
            throw error
        }
        return files.count
    }

    /// Repairs an interrupted swap, checks the output folder is ours, and opens a staging folder. `snapshot`: the
    /// output as checked at the start of the build, if it was.
    public func begin(snapshot: OutputSnapshot? = nil) throws -> PublishSession {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        try recoverFromInterruptedSwap()
        try checkOutputIsOurs()
        removeStaleStaging()
        let staging = parent.appending(path: stagingPrefix + String(ProcessInfo.processInfo.processIdentifier), directoryHint: .isDirectory)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        let current = snapshot ?? self.snapshot()
        // Live files are linked without reading them back when the site is exactly as the last build left it.
        let untouched = current.manifest != nil && lastState().map { current.matches($0) } == true
        return PublishSession(
            publisher: self, staging: staging, previousFiles: current.manifest?.files ?? [:],
            previousStamps: untouched ? current.stamps : nil)
    }

    /// The published site as its manifest describes it: the manifest, its hash, and the hash of the sizes and
    /// times of its files and folders.
    public struct OutputSnapshot: Sendable {
        let manifest: BuildManifest?
        let manifestHash: String?
        let outputHash: String?
        /// Each listed file's stamp (inode, size, time) when the snapshot was taken.
        let stamps: [String: String]

        /// Whether the site is exactly what the build that recorded `state` published.
        func matches(_ state: BuildState) -> Bool {
            manifestHash == state.manifest && outputHash == state.output
        }
    }

    /// Reads the manifest and checks every file it lists, and their folders (one `stat` each).
    public func snapshot() -> OutputSnapshot {
        guard let data = try? Data(contentsOf: output.appending(path: Self.markerName)), let manifest = BuildManifest.decode(data) else {
            return OutputSnapshot(manifest: nil, manifestHash: nil, outputHash: nil, stamps: [:])
        }
        let state = outputState(manifest)
        return OutputSnapshot(manifest: manifest, manifestHash: ContentHash.sha256(data), outputHash: state.hash, stamps: state.stamps)
    }

    var stateFile: URL { parent.appending(path: ".\(name).linernotes-state") }

    /// What the last complete build recorded beside the output, if anything.
    func lastState() -> BuildState? {
        try? recoverFromInterruptedSwap()
        guard let data = try? Data(contentsOf: stateFile) else { return nil }
        return try? JSONDecoder().decode(BuildState.self, from: data)
    }

    /// The manifest of the site now in the output folder, when it was built from inputs with `fingerprint` and
    /// nobody has touched it since.
    func upToDateManifest(fingerprint: String, state: BuildState?, snapshot: OutputSnapshot? = nil) -> BuildManifest? {
        guard let state, state.fingerprint == fingerprint else { return nil }
        let current = snapshot ?? self.snapshot()
        guard current.matches(state) else { return nil }
        return current.manifest
    }

    /// The output folder's state as far as `manifest` (the build that wrote it) knows its files.
    func outputState(_ manifest: BuildManifest) -> (hash: String, stamps: [String: String]) {
        InputFingerprint.outputState(output, files: Array(manifest.files.keys) + [Self.markerName])
    }

    /// Renames: output → previous, staging → output, then drops previous. A kill between the two renames
    /// leaves `previous`, which the next build puts back first.
    func swapIn(_ staging: URL) throws {
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

/// One build's staging folder. `write` may be called from several threads at once.
/// `@unchecked Sendable`: its only mutable state, the set of folders already made, is guarded by `lock`.
public final class PublishSession: @unchecked Sendable {
    let publisher: SitePublisher
    let staging: URL
    let stagingPath: String
    let previousFiles: [String: String]
    /// When the live site was as the last build left it at the start of this build: each file's stamp then. A
    /// live file with the same stamp still holds the bytes its manifest records, so it is linked without reading it.
    let previousStamps: [String: String]?
    private let lock = NSLock()
    private var madeFolders: Set<String> = [""]
    private var paths: Set<String> = []
    /// The stamp of every staged file, taken as it was staged: a file changed after that (a live file linked and
    /// then edited in place) is caught at the commit, so the next build does not take it for this build's output.
    private var stamps: [String: String] = [:]
    private var linked = 0

    init(publisher: SitePublisher, staging: URL, previousFiles: [String: String], previousStamps: [String: String]? = nil) {
        self.previousStamps = previousStamps
        self.publisher = publisher
        self.staging = staging
        self.stagingPath = staging.path
        self.previousFiles = previousFiles
    }

    /// How many files were hard-linked from the previous site rather than written.
    public var unchangedCount: Int { lock.withLock { linked } }

    /// Stages one file and returns the hash of its bytes; unchanged bytes are linked from the previous site.
    public func write(_ file: OutputFile) throws -> String {
        let parts = file.path.split(separator: "/")
        guard !file.path.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." }) else {
            throw SitePublisher.PublishError(message: "refusing to write '\(file.path)': output paths must stay inside the output folder")
        }
        let data: Data
        switch file.contents {
        case .bytes(let bytes):
            data = bytes
        case .copy(let source):
            do {
                data = try Data(contentsOf: source)
            } catch {
                throw SitePublisher.PublishError(message: "cannot read \(source.path) for \(file.path): \(error.localizedDescription)")
            }
        }
        let claimed = lock.withLock { paths.insert(file.path).inserted }
        guard claimed else {
            throw SitePublisher.PublishError(
                message: "two files of the site want the same path '\(file.path)' (a theme file named like a generated one?)")
        }
        let hash = ContentHash.sha256(data)
        try makeFolder(parts.dropLast().joined(separator: "/"))
        let destination = stagingPath + "/" + file.path
        let previous = publisher.output.path + "/" + file.path
        if previousFiles[file.path] == hash, let stamp = linkUnchanged(previous, to: destination, path: file.path, data: data) {
            lock.withLock {
                linked += 1
                stamps[file.path] = stamp
            }
            return hash
        }
        let stamp = try Self.writeFile(data, to: destination)
        lock.withLock { stamps[file.path] = stamp }
        return hash
    }

    /// Links the live file into the staging folder when it still holds exactly `data` (it may have been edited or
    /// deleted since the last build, even during this one) and returns the stamp it was checked at; nil otherwise.
    private func linkUnchanged(_ live: String, to destination: String, path: String, data: Data) -> String? {
        guard link(live, destination) == 0 else { return nil }
        // Checked after linking, on the linked file itself: nothing can change between the check and the link.
        var info = stat()
        if stat(destination, &info) == 0 {
            let stamp = InputFingerprint.stamp(info)
            if let previousStamps {
                if previousStamps[path] == stamp { return stamp }
            } else if FileManager.default.contents(atPath: destination) == data {
                return stamp
            }
        }
        unlink(destination)
        return nil
    }


    /// open, write, close: the fewest system calls for a new file (this runs thousands of times a build). Returns
    /// the file's stamp.
    private static func writeFile(_ data: Data, to path: String) throws -> String {
        // O_EXCL: a new file, never through a link into the live site.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw SitePublisher.PublishError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SitePublisher.PublishError(message: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SitePublisher.PublishError(message: "cannot check \(path): \(String(cString: strerror(errno)))") }
        return InputFingerprint.stamp(info)
    }

    /// Makes a staging folder (parents first), once per build.
    private func makeFolder(_ relative: String) throws {
        if lock.withLock({ madeFolders.contains(relative) }) { return }
        if let slash = relative.lastIndex(of: "/") { try makeFolder(String(relative[..<slash])) }
        if mkdir(stagingPath + "/" + relative, 0o755) != 0 && errno != EEXIST {
            throw SitePublisher.PublishError(message: "cannot make the folder \(relative): \(String(cString: strerror(errno)))")
        }
        _ = lock.withLock { madeFolders.insert(relative) }
    }

    /// Writes the manifest, swaps the staging folder in, then records the inputs' fingerprint beside it.
    func commit(_ manifest: BuildManifest, fingerprint: (() -> BuildState)?) throws {
        let data = try manifest.encoded()
        do {
            try? FileManager.default.removeItem(at: publisher.stateFile)
            let stamp = try Self.writeFile(data, to: stagingPath + "/" + SitePublisher.markerName)
            lock.withLock { stamps[SitePublisher.markerName] = stamp }
            try publisher.swapIn(staging)
        } catch {
            abandon()
            throw error
        }
        // Recorded only when every file is still as it was staged; otherwise the next build checks the bytes.
        if let fingerprint {
            let published = publisher.outputState(manifest)
            guard published.stamps == lock.withLock({ stamps }) else { return }
            var state = fingerprint()
            state.manifest = ContentHash.sha256(data)
            state.output = published.hash
            try? AtomicFile.write(try JSONEncoder().encode(state), to: publisher.stateFile)
        }
    }

    /// Throws the staging folder away; the previous site stays as it was.
    public func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }
}
