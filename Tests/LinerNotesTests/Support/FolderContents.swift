import Foundation

/// Every regular file's bytes under `root`, by relative path: two equal values mean nothing in the folder changed.
func folderContents(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for path in filesUnder(root) { result[path] = try Data(contentsOf: root.appending(path: path)) }
    return result
}
