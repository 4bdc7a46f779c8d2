import Basics
import Foundation

/// Stages the site in a folder of its own, links unchanged files from the previous site, and swaps the new site in,
/// so a failed or killed build leaves the previous site as it was and pages of deleted albums do not linger.
///
/// Three ways to swap. Usually the staged site (beside the output, in the build's record folder) is written to the
/// disk and then exchanged with the output folder in one step (`renameat2(RENAME_EXCHANGE)`): at every moment the
/// output folder is a whole site, old or new, and stays a real folder (it is uploaded, copied and zipped as it is).
/// A filesystem or kernel that cannot exchange gets two renames (output → previous, staging → output), with a note:
/// a kill between them leaves `previous`, which `recover()` puts back. An output folder that is a mount point of its
/// own (a separate disk, a tmpfs) cannot be renamed, so its contents are swapped instead: staged inside it
/// (`.linernotes-staging-…`), then entry by entry, which a visitor may catch half done for a moment; a kill is rolled
/// back or finished by `recover()`.
public struct SitePublisher: Sendable {
    public let output: URL
    /// Beside the output: the staging and previous folders when the output is swapped whole.
    package let work: URL
    /// The output's contents are swapped, not the folder (it is a mount point).
    package let inPlace: Bool
    /// Whether to try exchanging the two folders at all (tests turn it off to act as a filesystem that refuses).
    package var exchanges = true
    /// Whether a rebuild that changed few files may move them in one by one (`PublishSession`); tests turn it off
    /// to swap the whole folder every time.
    package var patches = true
    /// Called at each `PublishStep`: tests look at the output there, or copy it as a kill there would leave it.
    package var pause: (@Sendable (PublishStep) -> Void)?

    /// How `swapIn` swapped.
    package enum Swap: Sendable, Equatable {
        /// The output folder did not exist: the staged site was renamed to it.
        case first
        /// One exchange of the two folders; the previous site is now where the staging was, to be deleted.
        case exchanged(previous: URL)
        /// Two renames, because the filesystem refused to exchange (its reason); the previous site already deleted.
        case renamed(reason: String)
        /// Entry by entry in a mount point.
        case inPlace
        /// Few files changed: they were moved into the live folder one by one (`PatchJournal`).
        case patched(paths: [String])
    }

    public struct PublishError: CompilerStyleError {
        public let message: String

        package init(message: String) {
            self.message = message
        }
        public var description: String { "error: \(message)" }
    }

    package init(output: URL, work: URL, inPlace: Bool? = nil) {
        self.output = output.standardizedFileURL
        self.work = work
        self.inPlace = inPlace ?? Self.isMountPoint(self.output)
    }

    package var previous: URL { work.appending(path: "previous", directoryHint: .isDirectory) }
    /// A publish by patching in progress (`PatchJournal`).
    package var journalFile: URL { work.appending(path: "patch-journal") }
    /// In-place swaps: the new site, complete, waiting to be moved in.
    var inPlaceNext: URL { output.appending(path: ".linernotes-next", directoryHint: .isDirectory) }
    /// In-place swaps: the old site being moved out (phase one), then moved out (phase two).
    var inPlacePrevious: URL { output.appending(path: ".linernotes-previous", directoryHint: .isDirectory) }
    var inPlaceOld: URL { output.appending(path: ".linernotes-old", directoryHint: .isDirectory) }

    /// Names in an output folder swapped in place that are not the site's and stay where they are: a swap in
    /// progress, and the `lost+found` of a disk mounted there.
    package static func isSwapEntry(_ name: String) -> Bool { name.hasPrefix(".linernotes-") || name == "lost+found" }

    /// Puts back what a killed build left half done: a previous site is restored, or a finished staging completed.
    /// Returns whether a swap was rolled back (its manifest must then be dropped).
    @discardableResult
    public func recover() throws -> Bool {
        let fileManager = FileManager.default
        // A patch whose journal was written is finished (its staging folder holds the files still to move in),
        // before leftover staging folders are removed.
        if let data = try? Data(contentsOf: journalFile) {
            if let journal = PatchJournal.decode(data) { try journal.apply(output: output, work: work) }
            try fileManager.removeItem(at: journalFile)
        }
        removeStaleStaging()
        // Left by versions that staged as `.public.staging-…` and kept the previous site as `.public.previous`.
        let legacy = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).previous", directoryHint: .isDirectory)
        for folder in [previous, legacy] where fileManager.fileExists(atPath: folder.path) {
            if fileManager.fileExists(atPath: output.path) {
                try fileManager.removeItem(at: folder)
            } else {
                try fileManager.moveItem(at: folder, to: output)
                return true
            }
        }
        if fileManager.fileExists(atPath: inPlacePrevious.path) {
            // Killed while moving the old site out: move it back, drop the new one.
            try moveEntries(of: inPlacePrevious, into: output)
            try fileManager.removeItem(at: inPlacePrevious)
            try? fileManager.removeItem(at: inPlaceNext)
            return true
        }
        if fileManager.fileExists(atPath: inPlaceOld.path) {
            // Killed while moving the new site in: finish.
            if fileManager.fileExists(atPath: inPlaceNext.path) {
                try moveEntries(of: inPlaceNext, into: output)
                try fileManager.removeItem(at: inPlaceNext)
            }
            try fileManager.removeItem(at: inPlaceOld)
            return false
        }
        if fileManager.fileExists(atPath: inPlaceNext.path) {
            try fileManager.removeItem(at: inPlaceNext)
            return true
        }
        return false
    }

    /// Opens a staging folder. `previousFiles`: the live site's files and hashes, linked rather than written when
    /// unchanged; `previousStamps`: their stamps when the site is exactly as the last build left it.
    package func begin(previousFiles: [String: String], previousStamps: [String: String]?) throws -> PublishSession {
        let fileManager = FileManager.default
        let staging: URL
        if inPlace {
            staging = output.appending(path: ".linernotes-staging-\(ProcessInfo.processInfo.processIdentifier)", directoryHint: .isDirectory)
        } else {
            try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
            staging = work.appending(path: "staging-\(ProcessInfo.processInfo.processIdentifier)", directoryHint: .isDirectory)
        }
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        return PublishSession(publisher: self, staging: staging, previousFiles: previousFiles, previousStamps: previousStamps)
    }

    /// The identity the output folder will have once `staging` is swapped in.
    func identityAfterSwap(of staging: URL) -> String? {
        OutputRecord.identity(of: inPlace ? output : staging)
    }

    /// Whole folder: one exchange where the filesystem can (see the type's summary), else output → previous,
    /// staging → output, previous dropped. In place: see the type's summary.
    func swapIn(_ staging: URL) throws -> Swap {
        let fileManager = FileManager.default
        if inPlace {
            try fileManager.moveItem(at: staging, to: inPlaceNext)
            try fileManager.createDirectory(at: inPlacePrevious, withIntermediateDirectories: false)
            try moveEntries(of: output, into: inPlacePrevious)
            try fileManager.moveItem(at: inPlacePrevious, to: inPlaceOld)
            try moveEntries(of: inPlaceNext, into: output)
            try fileManager.removeItem(at: inPlaceNext)
            try fileManager.removeItem(at: inPlaceOld)
            return .inPlace
        }
        guard fileManager.fileExists(atPath: output.path) else {
            try fileManager.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.moveItem(at: staging, to: output)
            KernelCalls.syncFolder(output.deletingLastPathComponent().path)
            pause?(.swapped)
            return .first
        }
        var refusal = "exchanging folders is turned off"
        if exchanges {
            guard let code = KernelCalls.exchange(staging.path, output.path) else {
                KernelCalls.syncFolder(output.deletingLastPathComponent().path)
                pause?(.swapped)
                return .exchanged(previous: staging)
            }
            guard KernelCalls.isUnsupported(code) else {
                throw PublishError(message: "cannot swap the new site into \(output.path): \(String(cString: strerror(code)))")
            }
            refusal = String(cString: strerror(code))
        }
        try? fileManager.removeItem(at: previous)
        try fileManager.moveItem(at: output, to: previous)
        pause?(.betweenRenames)
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            try? fileManager.moveItem(at: previous, to: output)
            throw error
        }
        KernelCalls.syncFolder(output.deletingLastPathComponent().path)
        pause?(.swapped)
        try? fileManager.removeItem(at: previous)
        return .renamed(reason: refusal)
    }

    /// Writes the staged site to the disk before it is swapped in, so a power cut after the swap cannot leave
    /// empty or torn pages under the live name.
    func flush(_ staging: URL) {
        KernelCalls.syncFileSystem(of: staging.path)
        pause?(.staged)
    }

    /// Where the previous site waits while the two renames of a swap run: `serve` answers from it then.
    package static func previousSite(of output: URL) -> URL {
        OutputRecord(output: output).folder.appending(path: "previous", directoryHint: .isDirectory)
    }

    /// Moves every entry of `source` but the swap's own folders into `destination`, one rename each.
    private func moveEntries(of source: URL, into destination: URL) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !Self.isSwapEntry(name) {
            let target = destination.appending(path: name)
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.moveItem(at: source.appending(path: name), to: target)
        }
    }

    private func removeStaleStaging() {
        let fileManager = FileManager.default
        let places: [(URL, String)] = [
            (work, "staging-"), (output, ".linernotes-staging-"),
            (output.deletingLastPathComponent(), ".\(output.lastPathComponent).staging-"),
        ]
        for (folder, prefix) in places {
            for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
                try? fileManager.removeItem(at: folder.appending(path: name))
            }
        }
    }

    /// Whether `url` is a mount point: on another device than its parent, or listed as one by the kernel (a bind
    /// mount of a folder of the same disk).
    static func isMountPoint(_ url: URL) -> Bool {
        var own = stat(), parent = stat()
        guard stat(url.path, &own) == 0 else { return false }
        guard stat(url.deletingLastPathComponent().path, &parent) == 0 else { return false }
        if own.st_dev != parent.st_dev || own.st_ino == parent.st_ino { return true }
        #if os(Linux)
        guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return false }
        let path = url.resolvingSymlinksInPath().path
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            // Field 5 is the mount point, with spaces and the like escaped as octal.
            if fields.count > 4, unescapeMountPath(String(fields[4])) == path { return true }
        }
        #endif
        return false
    }

    private static func unescapeMountPath(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var bytes: [UInt8] = []
        var characters = Array(text.utf8)[...]
        while let byte = characters.popFirst() {
            if byte == UInt8(ascii: "\\"), characters.count >= 3, let value = UInt8(String(decoding: characters.prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(value)
                characters = characters.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
