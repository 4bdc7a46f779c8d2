import Foundation
import Basics
import Model

/// The owner's wantlist as `linernotes sync` last read it from Discogs, kept in the site's state folder
/// (`.linernotes/wantlist.json`, committed with the archive, so a build needs no network to show it and the
/// scheduled workflow's commit says when it changed). The build reads it when site.yml says `wantlist: true`.
/// Newest wanted first; nothing in it changes from one sync to the next unless the wantlist did.
package enum WantlistFile {
    package static let path = WantedRelease.file

    package static func url(site: URL) -> URL { site.appending(path: path) }

    private struct Stored: Codable {
        /// The Discogs user whose wantlist it is: a wantlist of another user (site.yml's name changed) is not shown.
        var user: String
        var wants: [Want]
    }

    private struct Want: Codable {
        var discogs: Int
        var title: String
        var artist: String
        var year: Int?
        var format: String?
        var label: String?
        var catalog: String?
        var wanted: String?
        var notes: String?
    }

    /// The wants in the order the page lists them: newest wanted first, then by artist, title and release.
    package static func ordered(_ wants: [WantedRelease]) -> [WantedRelease] {
        wants.sorted {
            let a = $0.wanted?.description ?? "", b = $1.wanted?.description ?? ""
            if a != b { return a > b }
            return (MatchKey($0.shownArtist).text, MatchKey($0.title).text, $0.discogs) < (MatchKey($1.shownArtist).text, MatchKey($1.title).text, $1.discogs)
        }
    }

    /// The file's bytes for `user`'s `wants`: sorted keys, one field a line, so a commit shows what changed.
    package static func encode(user: String, _ wants: [WantedRelease]) throws -> Data {
        let stored = Stored(user: user, wants: ordered(wants).map {
            Want(
                discogs: $0.discogs, title: $0.title, artist: $0.artist, year: $0.year, format: $0.format, label: $0.label,
                catalog: $0.catalog, wanted: $0.wanted?.description, notes: $0.notes)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(stored) + Data("\n".utf8)
    }

    /// Writes `user`'s `wants` whole or not at all.
    package static func write(site: URL, user: String, _ wants: [WantedRelease]) throws {
        let url = url(site: site)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(try encode(user: user, wants), to: url)
    }

    /// What the site's file holds for `user`.
    package enum Read: Sendable, Equatable {
        /// `linernotes sync` has not read the wantlist yet.
        case missing
        /// The file holds another user's wantlist.
        case otherUser(String)
        case wants([WantedRelease])
    }

    /// The file of `site` for `user`; a file that cannot be read is an error naming it and what to do.
    package static func read(site: URL, user: String) -> Result<Read, Diagnostic> {
        let url = url(site: site)
        guard FileManager.default.fileExists(atPath: url.path) else { return .success(.missing) }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.error(path, "cannot be read; check its permissions, or delete it and run `linernotes sync` to read the wantlist again"))
        }
        return decode(data, user: user)
    }

    package static func decode(_ data: Data, user: String) -> Result<Read, Diagnostic> {
        let stored: Stored
        do {
            stored = try JSONDecoder().decode(Stored.self, from: data)
        } catch {
            return .failure(.error(path, "is not a wantlist linernotes wrote (\(describe(error))); delete it and run `linernotes sync` to read the wantlist again"))
        }
        guard stored.user.lowercased() == user.lowercased() else { return .success(.otherUser(stored.user)) }
        var seen = Set<Int>()
        let wants = stored.wants.compactMap { want -> WantedRelease? in
            guard want.discogs > 0, seen.insert(want.discogs).inserted, !want.title.isEmpty, !want.artist.isEmpty else { return nil }
            return WantedRelease(
                discogs: want.discogs, title: want.title, artist: want.artist, year: want.year.flatMap { $0 > 0 ? $0 : nil },
                format: want.format.flatMap { $0.isEmpty ? nil : $0 }, label: want.label.flatMap { $0.isEmpty ? nil : $0 },
                catalog: want.catalog.flatMap { $0.isEmpty ? nil : $0 }, wanted: want.wanted.flatMap { PartialDate($0) },
                notes: want.notes.flatMap { $0.isEmpty ? nil : $0 })
        }
        return .success(.wants(ordered(wants)))
    }

    /// Where the JSON is not a wantlist, in a few words ("wants[3].discogs is missing").
    private static func describe(_ error: any Error) -> String {
        func place(_ path: [any CodingKey]) -> String {
            path.reduce("") { text, key in key.intValue.map { "\(text)[\($0)]" } ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)") }
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\(place(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?: return "\(place(context.codingPath)) is not what it should be"
        case .dataCorrupted(let context)?: return context.codingPath.isEmpty ? "it is not JSON" : "\(place(context.codingPath)) is damaged"
        default: return "it is not JSON"
        }
    }
}
