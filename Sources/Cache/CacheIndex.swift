import Foundation
import Basics
import Model

/// What the cache knows: for each request, the object holding its answer and how it was fetched; for each
/// album key, its chosen cover images. Kept in `cache/index.json`, written atomically.
///
/// Several builds may share a cache: a save merges this build's changes into what is on disk at that moment
/// (under a lock), so no build loses another's entries. The index written before is kept as
/// `.index.json.previous`: a damaged index (one bad byte) is set aside and the previous one read instead.
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

    struct Stored: Codable {
        package var version = 1
        package var requests: [String: Entry] = [:]
        package var covers: [String: [CoverImage]] = [:]
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

    /// The index written before the current one, kept for recovery.
    nonisolated var previousFile: URL { file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).previous") }
    /// Where a damaged index is set aside. While it is there, `cache gc` deletes nothing it cannot account for
    /// without `--force`: objects the damaged index referred to may still be wanted.
    public nonisolated var damagedFile: URL { file.appendingPathExtension("damaged") }

    /// Loads `file`; a missing file is an empty index. A damaged one is set aside (`index.json.damaged`) and the
    /// previous index read instead, so one bad byte costs the last few answers, not the whole cache.
    /// - Parameter clock: what `save` waits on while another build holds the index's lock.
    public init(file: URL, clock: any Clock<Duration> = ContinuousClock()) {
        self.file = file
        stopwatch = Stopwatch(clock)
        if let data = try? Data(contentsOf: file) {
            if let decoded = try? Self.decoder.decode(Stored.self, from: data) {
                stored = decoded
            } else {
                let damaged = file.appendingPathExtension("damaged")
                try? FileManager.default.removeItem(at: damaged)
                try? FileManager.default.moveItem(at: file, to: damaged)
                let previous = file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).previous")
                stored = (try? Data(contentsOf: previous)).flatMap { try? Self.decoder.decode(Stored.self, from: $0) } ?? Stored()
                dirty = true
                changedRequests = Set(stored.requests.keys)
                changedCovers = Set(stored.covers.keys)
            }
        } else {
            stored = Stored()
        }
    }

    /// Whether the index was found damaged (and recovered from the previous one) by this or an earlier process.
    public var wasDamaged: Bool {
        FileManager.default.fileExists(atPath: damagedFile.path)
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
        if changesSinceSave >= 25, let lock = try? openLock(), lock >= 0 {
            defer { close(lock) }
            if flock(lock, LOCK_EX | LOCK_NB) == 0 { try? writeMerged() }
        }
    }

    /// Writes the index if anything changed (sorted keys, so it diffs well when committed): this process's changes
    /// merged into the index on disk as it is now, under `.index.lock`, so builds sharing the cache keep each
    /// other's entries. The index it replaces is kept as `.index.json.previous`.
    public func save() async throws {
        guard dirty else { return }
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

    /// Merges this process's changes into the index on disk and writes it; the caller holds `.index.lock`.
    private func writeMerged() throws {
        if let data = try? Data(contentsOf: file), var onDisk = try? Self.decoder.decode(Stored.self, from: data) {
            for key in changedRequests { onDisk.requests[key] = stored.requests[key] }
            for key in changedCovers { onDisk.covers[key] = stored.covers[key] }
            stored = onDisk
            // The index on disk is good: it becomes the previous one (a hard link costs nothing).
            unlink(previousFile.path)
            link(file.path, previousFile.path)
        }
        try AtomicFile.write(try Self.encoder.encode(stored), to: file)
        dirty = false
        changesSinceSave = 0
        changedRequests = []
        changedCovers = []
    }

    package static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    package static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
