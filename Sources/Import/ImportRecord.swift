import Foundation
import Basics

/// What the last import of one collection wrote into each album file it holds, kept in the site's state folder
/// (`.linernotes/imports/<name>.json`, committed with the archive): the base of the three-way comparison that lets a
/// sync take Discogs' change to a field the owner left alone, keep the owner's edit to one they changed, and name the
/// files whose records left the collection.
public struct ImportRecord: Sendable, Equatable, Codable {
    /// By the album's identity in the collection ("discogs:906349#0").
    public var albums: [String: Entry] = [:]

    public struct Entry: Sendable, Equatable, Codable {
        /// The album file, relative to the site.
        public var path: String
        /// Each field as the import wrote it: its YAML text, `title` and `artist` included.
        public var fields: [String: String]
    }

    public init() {}

    /// Where the record of `name` is kept in `site`.
    public static func file(site: URL, name: String) -> URL {
        // Only letters, digits and '-' of the name: it never reaches outside the folder.
        let safe = String(name.lowercased().unicodeScalars.filter { ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || $0 == "-" })
        return site.appending(path: ".linernotes/imports/\(safe.isEmpty ? "import" : safe).json")
    }

    /// The record of `name`; an empty one, with a note, when there is none yet or it cannot be read (then no field is
    /// taken from the collection over a value in a file, so nothing the owner wrote is lost).
    public static func read(site: URL, name: String) -> (record: ImportRecord, note: String?) {
        let url = file(site: site, name: name)
        guard let data = try? Data(contentsOf: url) else { return (ImportRecord(), nil) }
        guard let record = try? JSONDecoder().decode(ImportRecord.self, from: data) else {
            let aside = url.appendingPathExtension("damaged")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: url, to: aside)
            return (ImportRecord(), "\(url.path) is damaged and was set aside as \(aside.lastPathComponent): fields that differ from the collection are kept as the files have them this time")
        }
        return (record, nil)
    }

    public func write(site: URL, name: String) throws {
        let url = Self.file(site: site, name: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try AtomicFile.write(try encoder.encode(self) + Data("\n".utf8), to: url)
    }
}
