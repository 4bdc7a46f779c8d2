import Foundation
import Basics

/// An import that cannot start (an unreadable file, not the expected export), with the file and what to do.
public struct ImportError: Error, CustomStringConvertible {
    public let description: String
    /// `message` after "error: ", unless it already says what it is ("error: …", or a diagnostic's "file:line: error: …").
    package init(_ message: String) {
        let said = message.hasPrefix("error:") || message.range(of: #"^\S+?(:\d+)*: (error|warning|note):"#, options: .regularExpression) != nil
        description = said ? message : "error: " + message
    }

    /// The bytes of an importer's input file, or an error naming it.
    package static func contents(of file: URL) throws -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ImportError("\(file.path): is a folder; give the file to import")
        }
        do {
            return try Data(contentsOf: file)
        } catch {
            throw ImportError("\(file.path): cannot be read (\(ReadableError.text(error)))")
        }
    }

    /// Refuses a folder that is not a linernotes site, so a mistyped `--site` writes nothing anywhere, and one whose
    /// `cache/` (which an import tidies, and fills when it fetches) is a symbolic link leading out of it.
    public static func requireSite(_ site: URL) throws {
        guard FileManager.default.fileExists(atPath: site.appending(path: "content/site.yml").path) else {
            throw ImportError("\(site.path) is not a linernotes site (no content/site.yml): run `linernotes init` there first, or give the site with --site")
        }
        try StateFolder.refuseCacheLinkLeadingOut(site.appending(path: "cache", directoryHint: .isDirectory))
    }
}
