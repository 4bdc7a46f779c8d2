import Foundation
import Basics
import Engine

/// The incremental build's memory, kept in one folder beside the output (`.public.linernotes/` for `public/`), never in
/// it, so only the site is published: the lock, the last build's manifest (every file with its hash) and state (the
/// inputs' fingerprint), and the staging and previous folders of a swap. Decides whether a build has nothing to do.
package struct OutputRecord: Sendable {
    package let output: URL
    /// `.<output name>.linernotes` beside the output.
    package let folder: URL

    /// A site built by linernotes before the record moved out of it kept its manifest here, inside the output.
    static let legacyMarker = ".linernotes-build"

    package init(output: URL) {
        self.output = output.standardizedFileURL
        folder = self.output.deletingLastPathComponent()
            .appending(path: ".\(self.output.lastPathComponent).linernotes", directoryHint: .isDirectory)
    }

    package var lockFile: URL { folder.appending(path: "lock") }
    var stateFile: URL { folder.appending(path: "state.json") }
    var manifestFile: URL { folder.appending(path: "manifest.json") }
    /// What the engine keeps between builds (`EngineState`): every job's reads and files.
    var engineFile: URL { folder.appending(path: "engine") }
    /// Each album's and artist's enrichment as the last build made it (`EnrichmentRecord`).
    package var enrichmentFile: URL { folder.appending(path: "enrichments") }
    /// Each album file's parse, kept for the next build (`ParsedRecord`).
    package var parsedFile: URL { folder.appending(path: "parsed") }
    /// The manifest of a build being swapped in, made the manifest once the swap is done.
    var nextManifestFile: URL { folder.appending(path: "manifest-next.json") }

    /// The published site as its manifest describes it: the manifest, its hash, and the hash of the sizes and times
    /// of its files and folders.
    package struct OutputSnapshot: Sendable {
        package let manifest: OutputManifest?
        package let manifestHash: String?
        /// The hash of its files' and folders' stamps (`OutputStamps.Sum`).
        let outputSum: OutputStamps.Sum?
        var outputHash: String? { outputSum?.description }
        /// Each listed file's stamp (inode, size, time) when the snapshot was taken.
        package let stamps: [String: String]
        /// Each folder's size and time then (`OutputStamps.folderPaths`).
        package var folders: [String: String] = [:]

        /// Whether the site is exactly what the build that recorded `state` published.
        package func matches(_ state: PublishedState) -> Bool {
            manifestHash == state.manifest && outputHash == state.output
        }
    }

    /// What the last complete build recorded, if anything. Reads only; `SitePublisher.recover()` repairs first.
    package func lastState() -> PublishedState? {
        guard let data = try? Data(contentsOf: stateFile) else { return nil }
        return try? JSONDecoder().decode(PublishedState.self, from: data)
    }

    /// The manifest of the site now in the output folder, if it is ours.
    package func manifest() -> OutputManifest? {
        (try? Data(contentsOf: manifestFile)).flatMap { Self.decode($0, hash: ContentHash.sha256($0)) }
    }

    /// The last manifest this process decoded or wrote, by the SHA-256 of its bytes: a build reads the manifest
    /// twice (is the output ours; what is in it), and `serve` the one its last build wrote. Decoding a 10,000-album
    /// site's manifest takes tens of milliseconds; hashing its bytes a few.
    private static let lastDecoded = Locked<(hash: String, manifest: OutputManifest)?>(nil)
    /// The manifest this process last wrote, with the SHA-256 of its bytes: recording the build needs the hash again,
    /// and comparing the bytes is quicker than hashing them.
    private static let lastWritten = Locked<(data: Data, hash: String)?>(nil)

    /// The SHA-256 of `data`, taken from the manifest last written when it is that one.
    private static func manifestHash(_ data: Data) -> String {
        if let last = lastWritten.withLock({ $0 }), last.data == data { return last.hash }
        return ContentHash.sha256(data)
    }

    private static func decode(_ data: Data, hash: String) -> OutputManifest? {
        if let last = lastDecoded.withLock({ $0 }), last.hash == hash { return last.manifest }
        guard let manifest = OutputManifest.decode(data) else { return nil }
        lastDecoded.withLock { $0 = (hash, manifest) }
        return manifest
    }

    /// Reads the manifest and checks every file it lists, and their folders (one `stat` each).
    package func snapshot() -> OutputSnapshot {
        guard let data = try? Data(contentsOf: manifestFile) else {
            return OutputSnapshot(manifest: nil, manifestHash: nil, outputSum: nil, stamps: [:])
        }
        let hash = ContentHash.sha256(data)
        guard let manifest = Self.decode(data, hash: hash), manifest.folder == Self.identity(of: output) else {
            return OutputSnapshot(manifest: nil, manifestHash: nil, outputSum: nil, stamps: [:])
        }
        let state = OutputStamps.outputState(output, files: manifest.files.keys)
        return OutputSnapshot(manifest: manifest, manifestHash: hash, outputSum: state.hash, stamps: state.stamps, folders: state.folders)
    }

    /// The manifest of the site now in the output folder, when it was built from inputs with `fingerprint` and nobody
    /// has touched it since: then the build has nothing to do.
    package func upToDateManifest(fingerprint: String, state: PublishedState?, snapshot: OutputSnapshot) -> OutputManifest? {
        guard let state, state.fingerprint == fingerprint, snapshot.matches(state) else { return nil }
        return snapshot.manifest
    }

    /// Never replace a folder linernotes did not write: `--output ~` must not cost anyone their home folder. Ours: a
    /// folder that does not exist or is empty, one an older linernotes marked, or a site our manifest describes,
    /// holding nothing at its top level that the manifest does not list: the very folder it was written for (same
    /// device and inode), or a copy of it (`cp -a`, a restored backup: new inodes), known by its files' bytes.
    package func checkOutputIsOurs(ignoring hidden: (String) -> Bool) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw SitePublisher.PublishError(message: "\(output.path) is a file, not a folder; choose another --output")
        }
        let contents = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []).filter { !hidden($0) }
        if contents.isEmpty || contents.contains(Self.legacyMarker) { return }
        var strangers = contents
        if let manifest = manifest() {
            let known = Set(manifest.files.keys.map { String($0.prefix { $0 != "/" }) })
            let unknown = contents.filter { !known.contains($0) }
            if manifest.folder == Self.identity(of: output) || holdsFiles(of: manifest) {
                strangers = unknown
            }
            if strangers.isEmpty { return }
        }
        let named = strangers.sorted().prefix(3).joined(separator: ", ") + (strangers.count > 3 ? "…" : "")
        throw SitePublisher.PublishError(
            message: "\(output.path) holds files that linernotes did not write (\(named)); "
                + "move them elsewhere, or choose another --output")
    }

    /// Whether a file the manifest lists at the output's top level (the home page first) holds the bytes it
    /// records: the output is the site the manifest was written for, or a copy of it.
    private func holdsFiles(of manifest: OutputManifest) -> Bool {
        let topLevel = manifest.files.keys.filter { !$0.contains("/") }.sorted { ($0 == "index.html" ? 0 : 1, $0) < ($1 == "index.html" ? 0 : 1, $1) }
        return topLevel.contains { path in
            let hash = manifest.files[path]
            return (try? Data(contentsOf: output.appending(path: path))).map { ContentHash.sha256($0) == hash } ?? false
        }
    }

    /// Drops the last build's state: the site is about to change, so nothing may find it up to date by that state.
    func forgetState() {
        try? FileManager.default.removeItem(at: stateFile)
    }

    /// Writes the manifest of the site about to be swapped in; `promoteManifest` makes it the manifest after the swap.
    func prepareManifest(_ manifest: OutputManifest) throws -> Data {
        let data = try manifest.encoded()
        try? FileManager.default.removeItem(at: stateFile)
        try AtomicFile.write(data, to: nextManifestFile)
        let hash = ContentHash.sha256(data)
        Self.lastDecoded.withLock { $0 = (hash, manifest) }
        Self.lastWritten.withLock { $0 = (data, hash) }
        return data
    }

    func promoteManifest() throws {
        guard rename(nextManifestFile.path, manifestFile.path) == 0 else {
            throw SitePublisher.PublishError(message: "cannot record the build in \(folder.path): \(String(cString: strerror(errno)))")
        }
    }

    /// After `SitePublisher.recover()`: the manifest of a swap that finished becomes the manifest; one of a swap that
    /// was rolled back is dropped.
    package func settleManifest(rolledBack: Bool) {
        guard let data = try? Data(contentsOf: nextManifestFile) else { return }
        if !rolledBack, let next = OutputManifest.decode(data), next.folder == Self.identity(of: output) {
            try? promoteManifest()
        } else {
            try? FileManager.default.removeItem(at: nextManifestFile)
        }
    }

    /// Records the inputs' fingerprint, only when every published file is still exactly as staged (`stamps`);
    /// otherwise the next build checks the bytes again. Returns the site as now recorded (nil when not recorded).
    @discardableResult
    package func recordState(_ state: PublishedState, manifestData: Data, files: [String: String], stamps: [String: String]) -> OutputSnapshot? {
        let published = OutputStamps.outputState(output, files: files.keys)
        guard published.stamps == stamps else { return nil }
        return write(state, manifestData: manifestData, output: published.hash, stamps: stamps, folders: published.folders)
    }

    /// `recordState` after a patch (`SitePublisher.Swap.patched`) of a site that was as `snapshot` found it: the
    /// stamps are the ones the build knows (each kept file's from the snapshot, each new one's as staged), and only
    /// the folders the patch touched are looked at again. A file edited by hand since the snapshot makes the next
    /// build's look at the site differ from what is recorded here, as `recordState`'s would.
    @discardableResult
    package func recordPatchedState(
        _ state: PublishedState, manifestData: Data, files: [String: String], stamps: [String: String], snapshot: OutputSnapshot,
        changed: [String]
    ) -> OutputSnapshot? {
        let touched = OutputStamps.folderPaths(of: changed)
        var info = stat()
        func folderStamp(_ folder: String) -> String {
            stat(output.path + "/" + folder, &info) == 0 ? OutputStamps.describe(info) : "missing"
        }
        // Files changed in place, in folders the site had: the hash moves by the terms of what changed.
        if var sum = snapshot.outputSum, changed.allSatisfy({ files[$0] != nil && snapshot.stamps[$0] != nil }),
            touched.allSatisfy({ snapshot.folders[$0] != nil })
        {
            for path in changed {
                sum.subtract(line: path, snapshot.stamps[path] ?? "missing")
                sum.add(line: path, stamps[path] ?? "missing")
            }
            var folders = snapshot.folders
            for folder in touched {
                let now = folderStamp(folder)
                sum.subtract(line: folder, snapshot.folders[folder] ?? "missing", folder: true)
                sum.add(line: folder, now, folder: true)
                folders[folder] = now
            }
            return write(state, manifestData: manifestData, output: sum, stamps: stamps, folders: folders)
        }
        let needed = OutputStamps.folderPaths(of: files.keys)
        var folders: [String: String] = [:]
        for folder in needed {
            if !touched.contains(folder), let known = snapshot.folders[folder] {
                folders[folder] = known
            } else {
                folders[folder] = folderStamp(folder)
            }
        }
        return write(state, manifestData: manifestData, output: OutputStamps.hash(files: files.keys, stamps: stamps, folders: folders), stamps: stamps, folders: folders)
    }

    /// Writes the state; returns the site as it records it, as `snapshot()` would find it now.
    private func write(
        _ state: PublishedState, manifestData: Data, output sum: OutputStamps.Sum, stamps: [String: String], folders: [String: String]
    ) -> OutputSnapshot? {
        let hash = sum.description
        var state = state
        let manifestHash = Self.manifestHash(manifestData)
        state.manifest = manifestHash
        state.output = hash
        guard let encoded = try? JSONEncoder().encode(state), (try? AtomicFile.write(encoded, to: stateFile)) != nil,
            let manifest = Self.decode(manifestData, hash: manifestHash)
        else { return nil }
        return OutputSnapshot(manifest: manifest, manifestHash: manifestHash, outputSum: sum, stamps: stamps, folders: folders)
    }

    /// The manifest file's stamp: another one once any build records another site (the manifest is replaced by a
    /// rename, so even the same bytes come with another inode).
    package func manifestStamp() -> FileStamp? {
        FileStamp(path: manifestFile.path)
    }

    /// What the engine kept from the last build, when it was written by this binary with these options (`identity`)
    /// for the site now published (its manifest's hash). Otherwise nil, with a note when there was a state file to
    /// discard: a damaged or foreign one is never trusted.
    package func engineState(identity: String, manifestHash: String?) -> (state: EngineState?, note: String?) {
        guard let bytes = FileBytes.read(engineFile.path) else { return (nil, nil) }
        guard let state = EngineState.decode(bytes) else {
            if EngineState.isOtherVersion(Array(bytes.prefix(64))) {
                return (nil, "\(engineFile.path) was written by another version of linernotes, so every page is rendered this time")
            }
            return (nil, "\(engineFile.path) is damaged, so it is not used and every page is rendered again")
        }
        guard let manifestHash, state.identity == identity + "\n" + manifestHash else {
            return (nil, "\(engineFile.path) \(Self.otherIdentity(state.identity, identity)), so every page is rendered this time")
        }
        return (state, nil)
    }

    /// What differs between the identity a state was written with (its lines: the binary, the build's options, the
    /// published manifest's hash) and this build's: the one reason, in the owner's words.
    static func otherIdentity(_ stored: String, _ identity: String) -> String {
        let old = stored.split(separator: "\n", omittingEmptySubsequences: false), new = identity.split(separator: "\n", omittingEmptySubsequences: false)
        guard old.first == new.first else { return "was written by another linernotes binary" }
        let words = [
            "version": "another version", "offline": "--offline", "strict": "--strict", "clean": "clean URLs", "html": "allow_html",
            "hints": "serve's owner hints", "cache": "another cache folder", "key": "other keys for the sources", "covers": "another libvips",
        ]
        let changed = zip(old.dropFirst(), new.dropFirst()).filter { $0 != $1 }.compactMap { pair in
            pair.1.split(separator: " ").first.flatMap { words[String($0)] }
        }
        if !changed.isEmpty, old.count == new.count + 1 {
            return "was written by a build with other options (\(changed.joined(separator: ", ")))"
        }
        return "was written for a site published since (by serve, or a build that could not keep it)"
    }

    /// Keeps the engine's state for the next build, for the site whose manifest is `manifestData`.
    package func recordEngineState(_ state: EngineState, manifestData: Data) {
        recordEngineState(state, manifestHash: ContentHash.sha256(manifestData))
    }

    /// The same, for the manifest whose bytes have the SHA-256 `manifestHash`.
    package func recordEngineState(_ state: EngineState, manifestHash: String) {
        var state = state
        state.identity += "\n" + manifestHash
        try? AtomicFile.write(to: engineFile) { _ = state.write(to: $0) }
    }

    /// "device:inode" of a folder: the same folder across renames, another one after a delete and re-create.
    package static func identity(of url: URL) -> String? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }
}
