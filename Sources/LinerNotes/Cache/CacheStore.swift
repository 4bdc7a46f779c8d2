import Foundation

/// The cache folder: `objects/` (content-addressed bodies) and `index.json`.
public struct CacheStore: Sendable {
    public let root: URL
    public let objects: ObjectStore
    public let index: CacheIndex

    public init(root: URL) {
        self.root = root.standardizedFileURL
        objects = ObjectStore(root: self.root.appending(path: "objects", directoryHint: .isDirectory))
        index = CacheIndex(file: self.root.appending(path: "index.json"))
    }
}
