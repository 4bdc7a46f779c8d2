import Foundation

/// Fetched bodies (JSON or images), each stored once under its SHA-256: `objects/<2 hex>/<62 hex>`.
/// Reading re-hashes, so a corrupt or missing object is a miss and never reaches the site.
public struct ObjectStore: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    package func url(for hash: String) -> URL {
        root.appending(path: String(hash.prefix(2))).appending(path: String(hash.dropFirst(2)))
    }

    /// Stores `data` (atomically: a temporary file, then a rename) and returns its hash.
    @discardableResult
    public func put(_ data: Data) throws -> String {
        let hash = ContentHash.sha256(data)
        let destination = url(for: hash)
        if let existing = try? Data(contentsOf: destination), existing == data { return hash }
        try Self.makeFolder(destination.deletingLastPathComponent())
        try AtomicFile.write(data, to: destination)
        return hash
    }

    /// Why an object could not be stored, in plain words: "<folder>: No space left on device".
    package struct WriteError: Error, CustomStringConvertible {
        package let path: String
        package let reason: String
        package var description: String { "\(path): \(reason)" }
    }

    /// Makes `folder` and its parents, failing with the system's reason (Foundation's says only "error 512").
    package static func makeFolder(_ folder: URL) throws {
        if mkdir(folder.path, 0o755) == 0 || errno == EEXIST {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue { return }
            throw WriteError(path: folder.path, reason: String(cString: strerror(ENOTDIR)))
        }
        if errno == ENOENT {
            try makeFolder(folder.deletingLastPathComponent())
            if mkdir(folder.path, 0o755) == 0 || errno == EEXIST { return }
        }
        throw WriteError(path: folder.path, reason: String(cString: strerror(errno)))
    }

    /// The object's bytes, or nil when it is missing or does not match its hash.
    public func get(_ hash: String) -> Data? {
        guard ContentHash.isValid(hash), let data = try? Data(contentsOf: url(for: hash)) else { return nil }
        return ContentHash.sha256(data) == hash ? data : nil
    }

    public func contains(_ hash: String) -> Bool {
        FileManager.default.fileExists(atPath: url(for: hash).path)
    }

    public func remove(_ hash: String) throws {
        try FileManager.default.removeItem(at: url(for: hash))
    }

    /// Every stored object's hash and size (and leftover temporary files, as `temporary`).
    public func inventory() -> (objects: [(hash: String, bytes: Int)], temporary: [URL]) {
        var objects: [(String, Int)] = []
        var temporary: [URL] = []
        let fileManager = FileManager.default
        for prefix in ((try? fileManager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() where prefix.count == 2 {
            let folder = root.appending(path: prefix)
            for name in ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                let file = folder.appending(path: name)
                if name.hasPrefix(".") || !ContentHash.isValid(prefix + name) {
                    temporary.append(file)
                    continue
                }
                let size = (try? fileManager.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
                objects.append((prefix + name, size))
            }
        }
        return (objects, temporary)
    }
}
