import Foundation

/// Every regular file's bytes under `root`, by relative path: two equal values mean nothing in the folder changed.
func folderContents(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for path in filesUnder(root) { result[path] = try Data(contentsOf: root.appending(path: path)) }
    return result
}

/// What differs between two folders, file by file, sorted by path: files only one has, and files whose bytes differ.
func differences(between first: URL, named firstName: String, and second: URL, named secondName: String) throws -> [String] {
    // Walked by path (`filesUnder` asks for resource values, which takes seconds for a few hundred files).
    func files(_ root: URL) -> Set<String> {
        var result: Set<String> = []
        let walk = FileManager.default.enumerator(atPath: root.path)
        while let path = walk?.nextObject() as? String {
            if walk?.fileAttributes?[.type] as? FileAttributeType == .typeRegular { result.insert(path) }
        }
        return result
    }
    let a = files(first), b = files(second)
    return try a.union(b).sorted().compactMap { path in
        if !a.contains(path) { return "\(path): only in \(secondName)" }
        if !b.contains(path) { return "\(path): only in \(firstName)" }
        let x = try Data(contentsOf: first.appending(path: path)), y = try Data(contentsOf: second.appending(path: path))
        return x == y ? nil : "\(path): bytes differ (\(x.count) in \(firstName), \(y.count) in \(secondName))"
    }
}
