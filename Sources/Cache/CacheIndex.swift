import Foundation
import Basics
import Model

/// What the cache knows: for each request, the object holding its answer and how it was fetched; for each
/// album key, its chosen cover images. Kept in `cache/index.json`, written atomically.
///
/// Several builds may share a cache: a save merges this build's changes into what is on disk at that moment
/// (under a lock), so no build loses another's entries. Each save also appends its changes to `index.journal`, one
/// line each, so the journal replayed over the index written before (`.index.json.previous`) gives every entry: a
/// damaged index (one bad byte) is rebuilt from them with every answer, and the next save writes it again.
public actor CacheIndex {
    public struct Entry: Sendable, Codable, Hashable {
        public var object: String
        public var status: Int
        public var fetched: Date
        public var etag: String?
        public var lastModified: String?
        /// The final URL after redirects (secrets removed).
        public var url: String
        public var contentType: String?

        package init(object: String, status: Int, fetched: Date, etag: String? = nil, lastModified: String? = nil, url: String, contentType: String? = nil) {
            self.object = object
            self.status = status
            self.fetched = fetched
            self.etag = etag
            self.lastModified = lastModified
            self.url = url
            self.contentType = contentType
        }

        package enum CodingKeys: String, CodingKey {
            case object, status, fetched, etag, url
            case lastModified = "last_modified"
            case contentType = "content_type"
        }
    }

    /// One stored image of an album's cover.
    public struct CoverImage: Sendable, Codable, Hashable {
        /// The thumbnail size asked for (250, 500, 600…), in pixels.
        public var size: Int
        public var object: String
        /// Where it came from: a missing or corrupt object is fetched again from here, with no lookups.
        public var url: String
        public var bytes: Int
        public var contentType: String
        public var source: SourceName

        package init(size: Int, object: String, url: String, bytes: Int, contentType: String, source: SourceName) {
            self.size = size
            self.object = object
            self.url = url
            self.bytes = bytes
            self.contentType = contentType
            self.source = source
        }

        package enum CodingKeys: String, CodingKey {
            case size, object, url, bytes, source
            case contentType = "content_type"
        }
    }

    struct Stored: Codable, Equatable {
        package var version = 1
        package var requests: [String: Entry] = [:]
        package var covers: [String: [CoverImage]] = [:]
    }

    /// One line of `index.journal`: a request's entry (none: removed), or an album's covers.
    struct JournalLine: Codable {
        var request: String?
        var entry: Entry?
        var cover: String?
        var images: [CoverImage]?
    }

    /// How an index that could not be read was rebuilt.
    public enum Recovery: Sendable {
        /// From the journal, every line of it read: nothing was lost.
        case whole
        /// From what was left (the previous index, the readable part of a journal): the last answers may be missing.
        case partial
    }

    public let file: URL
    private var stored: Stored
    private var dirty = false
    private var changesSinceSave = 0
    /// Request keys and cover keys changed since the last save: what a save merges into the index on disk.
    private var changedRequests: Set<String> = []
    private var changedCovers: Set<String> = []
    /// What a save waits on for another build's `.index.lock`.
    private let stopwatch: Stopwatch
    /// `check`'s index: a save writes nothing.
    private let readOnly: Bool
    /// Set when the index on disk could not be read and was rebuilt in memory.
    public private(set) var recovery: Recovery?

    /// The index written before the current one: the journal is replayed over it.
    nonisolated var previousFile: URL { Self.previousFile(of: file) }
    /// Every change saved to the index, one JSON line each (see `JournalLine`).
    public nonisolated var journalFile: URL { Self.journalFile(of: file) }
    /// Where a damaged index is set aside when it could not be rebuilt whole. While it is there, `cache gc` deletes
    /// nothing it cannot account for without `--force`: objects the damaged index referred to may still be wanted.
    public nonisolated var damagedFile: URL { file.appendingPathExtension("damaged") }

    static func previousFile(of file: URL) -> URL { file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).previous") }
    static func journalFile(of file: URL) -> URL { file.deletingPathExtension().appendingPathExtension("journal") }

    /// Loads `file`; a missing file with no journal is an empty index. One that cannot be read (or is gone while its
    /// journal is there) is rebuilt in memory from the previous index and the journal; nothing is written until a
    /// save, so `check` (`readOnly`) leaves the cache as it found it.
    /// - Parameter clock: what `save` waits on while another build holds the index's lock.
    public init(file: URL, clock: any Clock<Duration> = ContinuousClock(), readOnly: Bool = false) {
        self.file = file
        self.readOnly = readOnly
        stopwatch = Stopwatch(clock)
        let data = try? Data(contentsOf: file)
        if let data, let decoded = try? Self.decoder.decode(Stored.self, from: data) {
            stored = decoded
            // A cache from before journals: the next save starts its journal, so that from then on it can heal.
            dirty = !readOnly && !FileManager.default.fileExists(atPath: Self.journalFile(of: file).path)
        } else if data != nil || FileManager.default.fileExists(atPath: Self.journalFile(of: file).path) {
            let (rebuilt, recovery) = Self.rebuild(file)
            stored = rebuilt
            self.recovery = recovery
            dirty = true
            changedRequests = Set(stored.requests.keys)
            changedCovers = Set(stored.covers.keys)
        } else {
            stored = Stored()
        }
    }

    /// The index as the previous one and the journal give it, and whether the journal was read whole.
    static func rebuild(_ file: URL) -> (Stored, Recovery) {
        var stored = (try? Data(contentsOf: previousFile(of: file))).flatMap { try? decoder.decode(Stored.self, from: $0) } ?? Stored()
        guard let journal = try? Data(contentsOf: journalFile(of: file)) else { return (stored, .partial) }
        let unreadable = replay(journal, onto: &stored)
        return (stored, unreadable == 0 ? .whole : .partial)
    }

    /// Applies the journal's lines in order; returns how many could not be read (a damaged byte spoils one line).
    static func replay(_ journal: Data, onto stored: inout Stored) -> Int {
        var unreadable = 0
        for line in journal.split(separator: UInt8(ascii: "\n")) {
            guard let decoded = try? decoder.decode(JournalLine.self, from: Data(line)) else {
                unreadable += 1
                continue
            }
            if let request = decoded.request {
                stored.requests[request] = decoded.entry
            } else if let cover = decoded.cover {
                stored.covers[cover] = decoded.images
            } else {
                unreadable += 1
            }
        }
        return unreadable
    }

    /// Whether answers may have been lost to a damaged index: one was set aside (`index.json.damaged`) by this or an
    /// earlier process, or this one could rebuild it only in part.
    public var wasDamaged: Bool {
        recovery == .partial || FileManager.default.fileExists(atPath: damagedFile.path)
    }

    public func entry(_ key: String) -> Entry? { stored.requests[key] }

    public func record(_ key: String, _ entry: Entry) {
        stored.requests[key] = entry
        changedRequests.insert(key)
        markChanged()
    }

    public func removeEntry(_ key: String) {
        if stored.requests.removeValue(forKey: key) != nil {
            changedRequests.insert(key)
            markChanged()
        }
    }

    public func cover(_ key: AlbumKey) -> [CoverImage]? { stored.covers[key.hex] }

    public func recordCover(_ key: AlbumKey, _ images: [CoverImage]) {
        guard stored.covers[key.hex] != images else { return }
        stored.covers[key.hex] = images
        changedCovers.insert(key.hex)
        markChanged()
    }

    /// Whether any answer from `source` is stored (request keys start with the source's name).
    public func hasEntries(from source: SourceName) -> Bool {
        let prefix = source.rawValue + ":"
        return stored.requests.keys.contains { $0.hasPrefix(prefix) }
    }

    public var allEntries: [String: Entry] { stored.requests }
    public var allCovers: [String: [CoverImage]] { stored.covers }

    /// Every object the index refers to.
    public var referencedObjects: Set<String> {
        Set(stored.requests.values.map(\.object)).union(stored.covers.values.flatMap { $0.map(\.object) })
    }

    private func markChanged() {
        dirty = true
        changesSinceSave += 1
        // Save now and then, so a build killed halfway keeps most of what it fetched; when another build is saving
        // at that moment, at the next change instead (no waiting here: this runs inside every record).
        if changesSinceSave >= 25, !readOnly, let lock = try? openLock(), lock >= 0 {
            defer { close(lock) }
            if flock(lock, LOCK_EX | LOCK_NB) == 0 { try? writeMerged() }
        }
    }

    /// Writes the index if anything changed (sorted keys, so it diffs well when committed): this process's changes
    /// merged into the index on disk as it is now, under `.index.lock`, so builds sharing the cache keep each
    /// other's entries. The index it replaces is kept as `.index.json.previous`.
    public func save() async throws {
        guard dirty, !readOnly else { return }
        let lock = try openLock()
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0 {
            // Other builds hold it only while they merge and write: a bounded wait, on the injected clock. A
            // cancelled build stops waiting and writes anyway (its atomic write cannot damage the index).
            let deadline = stopwatch.elapsed + .seconds(30)
            while flock(lock, LOCK_EX | LOCK_NB) != 0 && stopwatch.elapsed < deadline {
                guard (try? await stopwatch.sleep(until: stopwatch.elapsed + .milliseconds(20))) != nil else { break }
            }
        }
        // Another save of this index may have written while this one waited.
        guard dirty else { return }
        try writeMerged()
    }

    /// `.index.lock`, opened (-1 when it cannot be made: a read-only cache); closing it lets go of the lock.
    private func openLock() throws -> Int32 {
        let folder = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return open(folder.appending(path: ".index.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    }

    /// Merges this process's changes into the index on disk, appends them to the journal and writes the index; the
    /// caller holds `.index.lock`.
    private func writeMerged() throws {
        let onDiskData = try? Data(contentsOf: file)
        var base: Stored
        var journalWhole = true
        if let onDiskData, let onDisk = try? Self.decoder.decode(Stored.self, from: onDiskData) {
            base = onDisk
            // The index on disk is good: it becomes the previous one (a hard link costs nothing).
            unlink(previousFile.path)
            link(file.path, previousFile.path)
        } else if onDiskData != nil || FileManager.default.fileExists(atPath: journalFile.path) {
            // Damaged or gone (as loaded, or since): rebuilt again, so what other builds saved meanwhile is kept, with
            // what this process read before.
            let (rebuilt, recovery) = Self.rebuild(file)
            base = rebuilt
            base.requests.merge(stored.requests) { rebuilt, _ in rebuilt }
            base.covers.merge(stored.covers) { rebuilt, _ in rebuilt }
            journalWhole = recovery == .whole
            if onDiskData != nil, recovery == .partial {
                unlink(damagedFile.path)
                rename(file.path, damagedFile.path)
            }
        } else {
            base = Stored()
        }
        for key in changedRequests { base.requests[key] = stored.requests[key] }
        for key in changedCovers { base.covers[key] = stored.covers[key] }
        stored = base
        let index = try Self.encoder.encode(stored)
        // A rebuilt index starts the journal afresh too (appending all of it would only double it).
        try writeJournal(indexBytes: index.count, appending: journalWhole && recovery == nil)
        try AtomicFile.write(index, to: file)
        recovery = nil
        dirty = false
        changesSinceSave = 0
        changedRequests = []
        changedCovers = []
    }

    /// Appends this save's changes to the journal, before the index is written (a save killed in between leaves the
    /// journal ahead, never behind). A journal that is missing (a cache from before journals), not whole, ending in a
    /// line a killed save left unfinished, or grown to four times the index is written afresh from the whole index
    /// instead: no other build's saved entries are lost, since each build journals its changes when it saves them.
    private func writeJournal(indexBytes: Int, appending: Bool) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: journalFile.path)[.size] as? Int) ?? nil
        if appending, let size, size <= 4 * indexBytes + 65_536 {
            let lines = changedRequests.sorted().map { JournalLine(request: $0, entry: stored.requests[$0]) }
                + changedCovers.sorted().map { JournalLine(cover: $0, images: stored.covers[$0]) }
            if try Self.append(lines, to: journalFile) { return }
        }
        let lines = stored.requests.keys.sorted().map { JournalLine(request: $0, entry: stored.requests[$0]) }
            + stored.covers.keys.sorted().map { JournalLine(cover: $0, images: stored.covers[$0]) }
        try AtomicFile.write(try Self.journalText(lines), to: journalFile)
    }

    static func journalText(_ lines: [JournalLine]) throws -> Data {
        var text = Data()
        for line in lines {
            text += try journalEncoder.encode(line)
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    /// One `write` at the end of the journal; false (and nothing written) when it ends in a line a killed save left
    /// unfinished.
    static func append(_ lines: [JournalLine], to journal: URL) throws -> Bool {
        guard !lines.isEmpty else { return true }
        let text = try journalText(lines)
        let descriptor = open(journal.path, O_RDWR | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError(path: journal.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var last: UInt8 = 0
        let size = lseek(descriptor, 0, SEEK_END)
        if size > 0, pread(descriptor, &last, 1, size - 1) == 1, last != UInt8(ascii: "\n") { return false }
        if let code = AtomicFile.writeAll(text, to: descriptor) {
            throw FileWriteError(path: journal.path, reason: String(cString: strerror(code)))
        }
        return true
    }

    package static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let journalEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    package static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
