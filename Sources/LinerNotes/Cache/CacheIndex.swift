import Foundation

/// What the cache knows: for each request, the object holding its answer and how it was fetched; for each
/// album key, its chosen cover images. Kept in `cache/index.json`, written atomically.
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

        enum CodingKeys: String, CodingKey {
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

        enum CodingKeys: String, CodingKey {
            case size, object, url, bytes, source
            case contentType = "content_type"
        }
    }

    struct Stored: Codable {
        var version = 1
        var requests: [String: Entry] = [:]
        var covers: [String: [CoverImage]] = [:]
    }

    public let file: URL
    private var stored: Stored
    private var dirty = false
    private var changesSinceSave = 0

    /// Loads `file`; a missing file is an empty index, an unreadable one is set aside and started afresh.
    public init(file: URL) {
        self.file = file
        if let data = try? Data(contentsOf: file) {
            if let decoded = try? Self.decoder.decode(Stored.self, from: data) {
                stored = decoded
            } else {
                try? FileManager.default.moveItem(at: file, to: file.appendingPathExtension("corrupt"))
                stored = Stored()
            }
        } else {
            stored = Stored()
        }
    }

    public func entry(_ key: String) -> Entry? { stored.requests[key] }

    public func record(_ key: String, _ entry: Entry) {
        stored.requests[key] = entry
        markChanged()
    }

    public func removeEntry(_ key: String) {
        if stored.requests.removeValue(forKey: key) != nil { markChanged() }
    }

    public func cover(_ key: AlbumKey) -> [CoverImage]? { stored.covers[key.hex] }

    public func recordCover(_ key: AlbumKey, _ images: [CoverImage]) {
        guard stored.covers[key.hex] != images else { return }
        stored.covers[key.hex] = images
        markChanged()
    }

    public func removeCover(_ key: String) {
        if stored.covers.removeValue(forKey: key) != nil { markChanged() }
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
        // Save now and then, so a build killed halfway keeps most of what it fetched.
        if changesSinceSave >= 25 { try? save() }
    }

    /// Writes the index if anything changed (sorted keys, so it diffs well when committed).
    public func save() throws {
        guard dirty else { return }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try Self.encoder.encode(stored), to: file)
        dirty = false
        changesSinceSave = 0
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}
