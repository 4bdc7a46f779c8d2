import Foundation
import Basics

/// Fetched bodies (JSON or images), each stored once under its SHA-256: `objects/<2 hex>/<62 hex>`.
/// Reading re-hashes, so a corrupt or missing object is a miss and never reaches the site.
public struct ObjectStore: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
        rootPath = root.path
    }

    package func url(for hash: String) -> URL {
        URL(fileURLWithPath: path(for: hash), isDirectory: false)
    }

    /// Where object `hash` is: the one place the layout is said. Put together as text, not a URL (a build after an edit
    /// stamps every answer its kept enrichments read).
    package func path(for hash: String) -> String {
        rootPath + "/" + hash.prefix(2) + "/" + hash.dropFirst(2)
    }

    private let rootPath: String

    /// Stores `data` (atomically: a temporary file, then a rename) and returns its hash.
    @discardableResult
    public func put(_ data: Data) throws -> String {
        let hash = ContentHash.sha256(data)
        let destination = url(for: hash)
        if let existing = try? Data(contentsOf: destination), existing == data { return hash }
        try Folder.make(destination.deletingLastPathComponent())
        try AtomicFile.write(data, to: destination)
        return hash
    }

    /// The object's bytes, or nil when it is missing or does not match its hash.
    public func get(_ hash: String) -> Data? {
        guard ContentHash.isValid(hash), let bytes = FileBytes.read(path(for: hash)) else { return nil }
        let data = Data(bytes)
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
