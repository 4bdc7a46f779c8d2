import ArgumentParser
import Foundation
import Cache
import Basics

/// `--site` and `--cache`, shared by the cache commands.
struct CacheOptions: ParsableArguments {
    @OptionGroup var site: SiteOption

    @Option(name: .long, help: "The cache folder (default: <site>/cache).", completion: .directory)
    var cache: String?

    /// The cache folder, which must exist: a mistyped path would otherwise read as an empty cache.
    func store() throws -> CacheStore {
        let root = cache.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
            ?? site.url.appending(path: "cache", directoryHint: .isDirectory)
        if cache == nil { try StateFolder.refuseCacheLinkLeadingOut(root) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("error: no cache folder at \(root.path) (a build makes it; --site or --cache names another)")
        }
        return CacheStore(root: root)
    }
}
