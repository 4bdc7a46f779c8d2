import Foundation
import Content
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
        var copies: [String: Int] = [:]
        var albums: [ImportedAlbum] = []
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
            let title = artistColumn < record.fields.count && titleColumn < record.fields.count ? value("Title") : ""
            let artist = Self.artist(value("Artist"))
            let because = short ? " (\(damage); nothing imported from it)" : ""
            guard !title.isEmpty else { skipped.append("\(origin): no title\(because)"); continue }
            guard !artist.isEmpty else { skipped.append("\(origin): no artist\(because)"); continue }
            let remarks = short ? [
                "\(damage): imported \"\(title)\" by \(artist) from its columns \(columns.prefix(record.fields.count).joined(separator: ", ")) only; "
                    + "the rest (\(columns.dropFirst(record.fields.count).joined(separator: ", "))) was missing, so check the album's file",
            ] : []
            var fields: [(key: String, value: String)] = []
            let released = value("Released")
            if let date = PartialDate(released), date.month != nil {
                fields.append(("released", date.description))
            } else if let year = Int(released.prefix(4)), year > 0, released.count >= 4 {
                fields.append(("year", String(year)))
            }
            let format = Self.format(value("Format"))
            if !format.isEmpty { fields.append(("format", YAMLText.scalar(format))) }
            if let rating = Int(value("Rating")), (1...5).contains(rating) { fields.append(("rating", String(rating))) }
            if let added = PartialDate(String(value("Date Added").prefix(10))) { fields.append(("acquired", added.description)) }
            let label = Self.removeDisambiguation(value("Label"))
            if !label.isEmpty { fields.append(("label", YAMLText.scalar(label))) }
            let catalog = value("Catalog#")
            if !catalog.isEmpty && catalog.lowercased() != "none" { fields.append(("catalog", YAMLText.scalar(catalog))) }
            let folder = value("CollectionFolder")
            if !folder.isEmpty && !["uncategorized", "all"].contains(folder.lowercased()) { fields.append(("tags", YAMLText.list([folder]))) }
            let releaseID = value("release_id")
            var identity = ImportedAlbum.Identity.name
            if let id = Int(releaseID), id > 0 {
                fields.append(("discogs", String(id)))
                identity = .discogs(releaseID: String(id), copy: copies[String(id), default: 0])
                copies[String(id), default: 0] += 1
            }
            if let condition = Self.condition(media: value("Collection Media Condition"), sleeve: value("Collection Sleeve Condition")) {
                fields.append((ConditionField.key, ConditionField.yaml(condition)))
            }
            var notes: [String] = []
            for index in custom where index < record.fields.count {
                let text = record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
                if !text.isEmpty { notes.append("- \(columns[index]): \(text)") }
            }
            var body = notes.joined(separator: "\n")
            let written = value("Collection Notes")
            if !written.isEmpty { body += (body.isEmpty ? "" : "\n\n") + written }
            var album = ImportedAlbum(title: title, artist: artist, fields: fields, notes: body, identity: identity, origin: origin)
            album.remarks = remarks
            albums.append(album)
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
