import Foundation
import Basics

/// One build's staging folder (see `SitePublisher`). `write` may be called from several tasks at once.
///
/// When the live site is exactly as the last build left it (`previousStamps`), the session patches: a file whose
/// bytes did not change is left where it is, untouched, and only changed files are staged. `commit` then moves them
/// in (`PatchJournal`) when they are few, so publishing costs what changed; when many changed, the unchanged files are
/// linked beside them and the whole folder is swapped in one step, as a build from scratch is.
public final class PublishSession: Sendable {
    package let publisher: SitePublisher
    let staging: URL
    let stagingPath: String
    package let previousFiles: [String: String]
    /// When the live site was as the last build left it at the start of this build: each file's stamp then. A
    /// live file with the same stamp still holds the bytes its manifest records, so it is linked without reading it.
    package let previousStamps: [String: String]?
    /// What the tasks writing files share.
    private struct Staged {
        var madeFolders: Set<String> = [""]
        /// The stamp of every staged file, taken as it was staged: a file changed after that (a live file linked and
        /// then edited in place) is caught at the commit, so the next build does not take it for this build's output.
        var stamps: [String: String] = [:]
        var linked = 0
        /// Patching: the files staged (changed or new); every other file of the site is the live one.
        var written: [String] = []
    }

    /// Whether unchanged files stay in the live site instead of being linked into the staging folder.
    var patching: Bool { previousStamps != nil && publisher.patches }

    private let staged = Locked(Staged())
    private let claims = OutputPathClaims()

    package init(publisher: SitePublisher, staging: URL, previousFiles: [String: String], previousStamps: [String: String]? = nil) {
        self.previousStamps = previousStamps
        self.publisher = publisher
        self.staging = staging
        self.stagingPath = staging.path
        self.previousFiles = previousFiles
    }

    /// How many files were hard-linked from the previous site rather than written.
    public var unchangedCount: Int { staged.withLock { $0.linked } }

    /// Stages one file and returns the hash of its bytes; unchanged bytes are linked from the previous site.
    public func write(_ file: OutputFile) throws -> String {
        try claims.claim(file.path)
        let parts = file.path.split(separator: "/")
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
        let hash = ContentHash.sha256(data)
        let previous = publisher.output.path + "/" + file.path
        // Patching: the live file stays when it still has the stamp the last build recorded (it may have been edited
        // since the build looked at the site).
        if patching, previousFiles[file.path] == hash, let stamp = previousStamps?[file.path], Self.stamp(previous) == stamp {
            staged.withLock {
                $0.linked += 1
                $0.stamps[file.path] = stamp
            }
            return hash
        }
        try makeFolder(parts.dropLast().joined(separator: "/"))
        let destination = stagingPath + "/" + file.path
        if previousFiles[file.path] == hash, let stamp = linkLive(previous, to: destination, path: file.path, holds: { FileManager.default.contents(atPath: $0) == data }) {
            staged.withLock {
                $0.linked += 1
                $0.stamps[file.path] = stamp
            }
            return hash
        }
        let stamp = try Self.writeFile(data, to: destination)
        staged.withLock {
            $0.stamps[file.path] = stamp
            if patching { $0.written.append(file.path) }
        }
        return hash
    }

    /// Stages the files a job made in the last build, as they are in the live site, and returns each one's path
    /// and hash; nil, with nothing staged, when any of them is gone or no longer holds what the manifest records
    /// (edited in place since), so the job is rendered instead.
    public func reuse(_ paths: [String]) -> [(path: String, hash: String)]? {
        if patching { return keep(paths) }
        var kept: [(path: String, hash: String)] = []
        var stamps: [String: String] = [:]
        var claimed: [String] = []
        for path in paths {
            guard let hash = previousFiles[path], (try? claims.claim(path)) != nil else { break }
            claimed.append(path)
            guard (try? makeFolder(path.split(separator: "/").dropLast().joined(separator: "/"))) != nil,
                let stamp = linkLive(publisher.output.path + "/" + path, to: stagingPath + "/" + path, path: path, holds: { file in
                    FileManager.default.contents(atPath: file).map(ContentHash.sha256) == hash
                })
            else { break }
            kept.append((path, hash))
            stamps[path] = stamp
        }
        guard kept.count == paths.count else {
            for file in kept { unlink(stagingPath + "/" + file.path) }
            claims.release(claimed)
            return nil
        }
        staged.withLock { state in
            state.linked += kept.count
            state.stamps.merge(stamps) { _, new in new }
        }
        return kept
    }

    /// `reuse` of files a job knows it would make again as the last build made them: true when each is recorded with the
    /// hash given and was kept; false, with nothing staged, otherwise.
    public func keep(files: [(path: String, hash: String)]) -> Bool {
        guard files.allSatisfy({ previousFiles[$0.path] == $0.hash }) else { return false }
        return reuse(files.map(\.path)) != nil
    }

    /// `reuse` of many jobs' files at once: patching, in one pass on this thread (bookkeeping only, nothing on disk
    /// changes); otherwise each job's files linked on every core.
    public func reuse(jobs: [[String]]) -> [[(path: String, hash: String)]?] {
        guard patching else { return WorkQueue.map(jobs, chunk: 64) { self.reuse($0) } }
        var results: [[(path: String, hash: String)]?] = []
        results.reserveCapacity(jobs.count)
        var stamps: [String: String] = [:]
        var linked = 0
        for paths in jobs {
            guard let kept = keptFiles(paths) else {
                results.append(nil)
                continue
            }
            for (file, stamp) in kept { stamps[file.path] = stamp }
            linked += kept.count
            results.append(kept.map(\.file))
        }
        staged.withLock { state in
            state.linked += linked
            state.stamps.merge(stamps) { _, new in new }
        }
        return results
    }

    /// Patching: the files a job made in the last build stay in the live site, which is as that build left it.
    private func keep(_ paths: [String]) -> [(path: String, hash: String)]? {
        guard let kept = keptFiles(paths) else { return nil }
        staged.withLock { state in
            state.linked += kept.count
            for (file, stamp) in kept { state.stamps[file.path] = stamp }
        }
        return kept.map(\.file)
    }

    /// A job's files as the last build made them, each with its hash and stamp then, claimed; nil (nothing claimed)
    /// when one was not made then or is claimed already.
    private func keptFiles(_ paths: [String]) -> [(file: (path: String, hash: String), stamp: String)]? {
        var kept: [(file: (path: String, hash: String), stamp: String)] = []
        for path in paths {
            guard let hash = previousFiles[path], let stamp = previousStamps?[path] else { return nil }
            kept.append(((path, hash), stamp))
        }
        var claimed: [String] = []
        for path in paths {
            guard (try? claims.claim(path)) != nil else {
                claims.release(claimed)
                return nil
            }
            claimed.append(path)
        }
        return kept
    }

    /// Links the live file into the staging folder when it is still what the last build left: by its stamp when the
    /// live site is as that build left it, else when `holds` says its bytes are right (it may have been edited or
    /// deleted since, even during this build). Returns the stamp it was checked at; nil otherwise.
    private func linkLive(_ live: String, to destination: String, path: String, holds: (String) -> Bool) -> String? {
        guard link(live, destination) == 0 else { return nil }
        // Checked after linking, on the linked file itself: nothing can change between the check and the link.
        if let stamp = Self.stamp(destination) {
            if let previousStamps {
                if previousStamps[path] == stamp { return stamp }
            } else if holds(destination) {
                return stamp
            }
        }
        unlink(destination)
        return nil
    }


    private static func stamp(_ path: String) -> String? {
        var info = stat()
        return stat(path, &info) == 0 ? OutputStamps.stamp(info) : nil
    }

    /// open, write, close: the fewest system calls for a new file (this runs thousands of times a build). Returns
    /// the file's stamp.
    private static func writeFile(_ data: Data, to path: String) throws -> String {
        // O_EXCL: a new file, never through a link into the live site.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw Self.writeError(path, errno) }
        defer { close(descriptor) }
        if let code = AtomicFile.writeAll(data, to: descriptor) { throw Self.writeError(path, code) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw SitePublisher.PublishError(message: "cannot check \(path): \(String(cString: strerror(errno)))") }
        return OutputStamps.stamp(info)
    }

    /// A failed write, saying where and what to do: a full disk names the folder being staged.
    private static func writeError(_ path: String, _ code: Int32) -> SitePublisher.PublishError {
        let folder = (path as NSString).deletingLastPathComponent
        switch code {
        case ENOSPC, EDQUOT:
            return SitePublisher.PublishError(
                message: "no space left on the disk holding \(folder) (writing \((path as NSString).lastPathComponent)): free some space, or choose another --output")
        case EACCES, EPERM, EROFS:
            return SitePublisher.PublishError(
                message: "cannot write in \(folder): \(String(cString: strerror(code))); make it writable, or choose another --output")
        default:
            return SitePublisher.PublishError(message: "cannot write \(path): \(String(cString: strerror(code)))")
        }
    }

    /// Makes a staging folder (parents first), once per build.
    private func makeFolder(_ relative: String) throws {
        if staged.withLock({ $0.madeFolders.contains(relative) }) { return }
        if let slash = relative.lastIndex(of: "/") { try makeFolder(String(relative[..<slash])) }
        if mkdir(stagingPath + "/" + relative, 0o755) != 0 && errno != EEXIST {
            throw Self.writeError(stagingPath + "/" + relative, errno)
        }
        _ = staged.withLock { $0.madeFolders.insert(relative) }
    }

    /// Writes the staged site to the disk, records the new manifest beside the output, swaps the staging folder in,
    /// makes the manifest the record, then deletes the previous site. Returns the manifest's bytes, every staged
    /// file's stamp (for `OutputRecord.recordState`) and how the swap went.
    package func commit(_ manifest: OutputManifest, record: OutputRecord) throws -> (manifest: Data, stamps: [String: String], swap: SitePublisher.Swap) {
        var manifest = manifest
        do {
            if patching {
                let written = staged.withLock { $0.written }.sorted()
                let deleted = previousFiles.keys.filter { manifest.files[$0] == nil }.sorted()
                if Self.patches(written: written, deleted: deleted, of: manifest.files.count) && !Self.changesKind(written, previousFiles) {
                    return try patch(manifest, written: written, deleted: deleted, record: record)
                }
                try linkUnchanged(manifest.files.keys, written: Set(written))
            }
            manifest.folder = publisher.identityAfterSwap(of: staging)
            publisher.flush(staging)
            let data = try record.prepareManifest(manifest)
            publisher.pause?(.manifestPrepared)
            let swap = try publisher.swapIn(staging)
            try record.promoteManifest()
            publisher.pause?(.manifestPromoted)
            if case .exchanged(let previous) = swap { try? FileManager.default.removeItem(at: previous) }
            publisher.pause?(.previousRemoved)
            return (data, staged.withLock { $0.stamps }, swap)
        } catch {
            abandon()
            throw error
        }
    }

    /// Whether a publish writing `written` and deleting `deleted` in a site of `total` files moves them in one by one
    /// (few) rather than swapping the whole folder (many: a reader should not see a long mix of old and new pages).
    static func patches(written: [String], deleted: [String], of total: Int) -> Bool {
        written.count + deleted.count <= max(64, total / 4)
    }

    /// Whether a new file's path was a folder in the old site, or has a file of the old site among its folders: a
    /// change of kind a rename cannot make, so the whole folder is swapped.
    static func changesKind(_ written: [String], _ previous: [String: String]) -> Bool {
        let new = written.filter { previous[$0] == nil }
        if new.isEmpty { return false }
        let previousFolders = OutputStamps.folderPaths(of: previous.keys)
        return new.contains { path in
            previousFolders.contains(path) || OutputStamps.folderPaths(of: [path]).contains { previous[$0] != nil }
        }
    }

    /// Patching: the changed files staged are moved in, and the files gone deleted (`PatchJournal`), the manifest
    /// made the record in between. The live folder stays the same folder.
    private func patch(_ manifest: OutputManifest, written: [String], deleted: [String], record: OutputRecord) throws
        -> (manifest: Data, stamps: [String: String], swap: SitePublisher.Swap)
    {
        var manifest = manifest
        manifest.folder = OutputRecord.identity(of: publisher.output)
        let journal = PatchJournal(
            staging: staging.lastPathComponent, inOutput: publisher.inPlace, puts: written, deletes: deleted)
        if !written.isEmpty { publisher.flush(staging) } else { publisher.pause?(.staged) }
        // The journal first, then the manifest: a kill before the journal leaves the old site and its manifest; one
        // after is finished by the next command, manifest included (`SitePublisher.recover`).
        record.forgetState()
        try AtomicFile.write(journal.encoded(), to: publisher.journalFile)
        let data = try PartTimer.measure("the manifest") { try record.prepareManifest(manifest) }
        publisher.pause?(.manifestPrepared)
        try PartTimer.measure("the files moved in") { try journal.apply(output: publisher.output, work: publisher.work) }
        publisher.pause?(.swapped)
        try record.promoteManifest()
        publisher.pause?(.manifestPromoted)
        try? FileManager.default.removeItem(at: publisher.journalFile)
        try? FileManager.default.removeItem(at: staging)
        publisher.pause?(.previousRemoved)
        return (data, staged.withLock { $0.stamps }, .patched(paths: written + deleted))
    }

    /// Patching, but too much changed: every unchanged file is linked from the live site beside the changed ones, to
    /// swap the whole folder.
    private func linkUnchanged(_ paths: some Sequence<String>, written: Set<String>) throws {
        for path in paths where !written.contains(path) {
            try makeFolder(path.split(separator: "/").dropLast().joined(separator: "/"))
            guard link(publisher.output.path + "/" + path, stagingPath + "/" + path) == 0 else {
                throw SitePublisher.PublishError(
                    message: "\(publisher.output.path)/\(path) went away while the site was built (\(String(cString: strerror(errno)))); build again")
            }
        }
    }

    /// Throws the staging folder away; the previous site stays as it was.
    public func abandon() {
        try? FileManager.default.removeItem(at: staging)
    }
}
