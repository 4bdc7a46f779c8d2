import Foundation
import Model

/// `linernotes import discogs collection.csv`: the collection export Discogs makes (Catalog#, Artist, Title, Label,
/// Format, Rating, Released, release_id, CollectionFolder, Date Added, Collection Media Condition, Collection Sleeve
/// Condition, Collection Notes, then one column per custom field). The conditions become `condition:`; the custom
/// fields and the collection notes, the album's notes.
public struct DiscogsImporter: Sendable {
    public init() {}

    /// The albums of `file`, and what was skipped (each with the file and line, and why).
    public func read(_ file: URL) throws -> (albums: [ImportedAlbum], skipped: [String]) {
        let name = file.lastPathComponent
        let data = try ImportError.contents(of: file)
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportError("\(file.path): is not UTF-8 text; export the collection from Discogs again (it writes UTF-8)")
        }
        let (records, problems) = CSVReader.parse(text)
        var skipped = problems.map { "\(name):\($0.line): \($0.message)" }
        guard let header = records.first else { throw ImportError("\(file.path): is empty; expected Discogs' collection export") }
        let columns = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        func column(_ title: String) -> Int? { columns.firstIndex { $0.caseInsensitiveCompare(title) == .orderedSame } }
        guard let artistColumn = column("Artist"), let titleColumn = column("Title") else {
            throw ImportError("\(file.path):1: no 'Artist' and 'Title' columns; expected Discogs' collection export (Catalog#, Artist, Title, Label, …)")
        }
        let known: Set<String> = [
            "catalog#", "artist", "title", "label", "format", "rating", "released", "release_id", "collectionfolder", "date added",
            "collection media condition", "collection sleeve condition", "collection notes",
        ]
        let custom = columns.indices.filter { !known.contains(columns[$0].lowercased()) && !columns[$0].isEmpty }
        // Each row read, with what is wrong with it when it is cut short.
        var rows: [(record: DiscogsRecord, origin: String)] = []
        var cutShort: [(damage: String, columns: Int)?] = []
        for record in records.dropFirst() {
            let origin = "\(name):\(record.line)"
            let filled = record.fields.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0 + 1 } ?? 0
            // A damaged row (cut short, or spilling past the header): said with its file, line and row, and what of it was read.
            let damage = "row \(record.row) has \(record.fields.count) field\(record.fields.count == 1 ? "" : "s") where the header has \(columns.count)"
            guard record.fields.count <= columns.count || filled <= columns.count else {
                skipped.append("\(origin): \(damage); nothing imported from it (fix the row, or export the collection again)")
                continue
            }
            func value(_ title: String) -> String {
                guard let index = column(title), index < record.fields.count else { return "" }
                return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let short = record.fields.count < columns.count
            var found = DiscogsRecord(
                artist: artistColumn < record.fields.count ? value("Artist") : "",
                title: artistColumn < record.fields.count && titleColumn < record.fields.count ? value("Title") : "")
            found.label = value("Label")
            found.catalog = value("Catalog#")
            found.format = value("Format")
            found.rating = Int(value("Rating"))
            found.released = value("Released")
            found.releaseID = Int(value("release_id"))
            found.folder = value("CollectionFolder")
            found.dateAdded = value("Date Added")
            found.mediaCondition = value("Collection Media Condition")
            found.sleeveCondition = value("Collection Sleeve Condition")
            found.notes = value("Collection Notes")
            found.customFields = custom.filter { $0 < record.fields.count }.map { DiscogsRecord.Field(name: columns[$0], value: record.fields[$0]) }
            rows.append((found, origin))
            cutShort.append(short ? (damage, record.fields.count) : nil)
        }
        var albums: [ImportedAlbum] = []
        for ((_, origin), (made, short)) in zip(rows, zip(DiscogsRecord.albums(rows), cutShort)) {
            switch made {
            case .failure(let skip):
                skipped.append("\(origin): \(skip.reason)\(short.map { " (\($0.damage); nothing imported from it)" } ?? "")")
            case .success(var album):
                if let (damage, count) = short {
                    album.remarks = [
                        "\(damage): imported \"\(album.title)\" by \(album.artist) from its columns \(columns.prefix(count).joined(separator: ", ")) only; "
                            + "the rest (\(columns.dropFirst(count).joined(separator: ", "))) was missing, so check the album's file",
                    ]
                }
                albums.append(album)
            }
        }
        // In the order of the file's lines, the broken rows among the others.
        let line = { (text: String) in Int(text.dropFirst(name.count + 1).prefix { $0.isNumber }) ?? 0 }
        return (albums, skipped.sorted { line($0) < line($1) })
    }

    /// Discogs' media and sleeve conditions as `condition:`: their grades, or, should a value not be a grade Discogs
    /// offers (a hand-edited export), both as written, so nothing is lost and the build still reads it.
    package static func condition(media: String, sleeve: String) -> AlbumCondition? {
        let mediaGrade = ConditionGrade(media).flatMap { $0.isSleeveOnly ? nil : $0 }
        let sleeveGrade = ConditionGrade(sleeve)
        if (media.isEmpty || mediaGrade != nil) && (sleeve.isEmpty || sleeveGrade != nil) {
            let condition = AlbumCondition(media: mediaGrade, sleeve: sleeveGrade)
            return condition.isEmpty ? nil : condition
        }
        let parts = [("Media", media), ("Sleeve", sleeve)].filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1)" }
        return AlbumCondition(text: parts.joined(separator: ", "))
    }

    /// "Prince*" → "Prince", "Various" → "Various Artists"; joined names keep their joins. "Nirvana (2)" stays: Discogs'
    /// number tells two artists of one name apart, and the build keeps them apart (showing "Nirvana" for both, each
    /// with what tells them apart: see `ArtistDistinctions`).
    package static func artist(_ text: String) -> String {
        let cleaned = text.replacingOccurrences(of: "*", with: "").trimmingCharacters(in: .whitespaces)
        return cleaned == "Various" ? "Various Artists" : cleaned
    }

    /// Drops Discogs' " (2)" disambiguation numbers from each name in `text`.
    static func removeDisambiguation(_ text: String) -> String {
        text.replacingOccurrences(of: #" \(\d+\)"#, with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
    }

    /// Discogs' format ("2xLP, Album, RE", "CD, Comp", "Cass, Album", "File, MP3") as the archive writes it.
    package static func format(_ text: String) -> String {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, !first.isEmpty else { return "" }
        var count = 1
        var kind = first
        if let x = first.firstIndex(where: { $0 == "x" || $0 == "×" }), let number = Int(first[..<x]) {
            count = number
            kind = String(first[first.index(after: x)...])
        }
        let times = count > 1 ? "\(count)×" : ""
        switch kind.lowercased() {
        case "lp", "12\"", "10\"", "7\"": return "Vinyl (\(times)\(kind))"
        case "vinyl": return "Vinyl" + (count > 1 ? " (\(count)×LP)" : "")
        case "cd", "cdr", "sacd": return times + kind.uppercased()
        case "cass": return times + "Cassette"
        case "file": return "Digital"
        case "box set", "box":
            // "Box Set, Comp, 5xCD": still a box set, with the medium inside it when Discogs names one.
            // "Box Set (5×CD)", "Box Set (3×LP)": FormatKind still finds the medium, and the family stays "Box Set".
            let medium = parts.dropFirst().lazy.map { format($0) }.first { FormatKind($0) != nil }
            let inner = medium.map { $0.hasPrefix("Vinyl (") ? String($0.dropFirst(7).dropLast()) : $0 }
            return "Box Set" + (inner.map { " (\($0))" } ?? "")
        default: return first
        }
    }
}
