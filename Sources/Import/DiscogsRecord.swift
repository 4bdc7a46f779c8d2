import Content
import Model

/// One record of a Discogs collection, as the CSV export and the collection API both give it, in the export's terms:
/// the one mapping from a Discogs record to an album file (`album(origin:)`), shared by both importers, so the two
/// can never disagree on a field.
public struct DiscogsRecord: Sendable, Equatable {
    /// The artists as credited, with Discogs' joins ("Vendetta (2) & Barber (3) & Bad Kid"), numbers and `*` kept.
    public var artist: String
    public var title: String
    /// Labels and catalogue numbers, each list joined with ", " as the export joins them.
    public var label = ""
    public var catalog = ""
    /// The export's format text ("2xLP, Album, RE", "CD, Comp + DVD").
    public var format = ""
    /// 1–5; 0 or nothing for none.
    public var rating: Int?
    /// The export's Released (a year, or a date), or the API's year.
    public var released = ""
    public var releaseID: Int?
    /// The folder's name; "Uncategorized" and "All" are no folder.
    public var folder = ""
    /// "2020-11-18 19:17:05" (export) or "2020-11-18T11:17:05-08:00" (API): the day is what is kept.
    public var dateAdded = ""
    public var mediaCondition = ""
    public var sleeveCondition = ""
    /// The collection's own notes field, and its custom fields by name, in their order.
    public var notes = ""
    public var customFields: [Field] = []

    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(artist: String, title: String) {
        self.artist = artist
        self.title = title
    }

    /// The album file's fields; nil with the reason when the record cannot be an album (no title or artist).
    /// `copy` tells apart the same release owned twice (0, 1… in the collection's order).
    public func album(copy: Int, origin: String) -> Result<ImportedAlbum, Skipped> {
        let title = DiscogsRecord.visible(title)
        let artist = DiscogsImporter.artist(DiscogsRecord.visible(artist))
        guard !title.isEmpty else { return .failure(Skipped(reason: "no title")) }
        guard !artist.isEmpty else { return .failure(Skipped(reason: "no artist")) }
        var fields: [(key: String, value: String)] = []
        let released = DiscogsRecord.visible(released)
        if let date = PartialDate(released), date.month != nil {
            fields.append(("released", date.description))
        } else if let year = Int(released.prefix(4)), year > 0, released.count >= 4 {
            fields.append(("year", String(year)))
        }
        let format = DiscogsImporter.format(DiscogsRecord.visible(format))
        if !format.isEmpty { fields.append(("format", YAMLText.scalar(format))) }
        if let rating, (1...5).contains(rating) { fields.append(("rating", String(rating))) }
        if let added = PartialDate(String(DiscogsRecord.visible(dateAdded).prefix(10))) { fields.append(("acquired", added.description)) }
        let label = DiscogsImporter.removeDisambiguation(DiscogsRecord.visible(label))
        if !label.isEmpty { fields.append(("label", YAMLText.scalar(label))) }
        let catalog = DiscogsRecord.visible(catalog)
        if !catalog.isEmpty && catalog.lowercased() != "none" { fields.append(("catalog", YAMLText.scalar(catalog))) }
        let folder = DiscogsRecord.visible(folder)
        if !folder.isEmpty && !["uncategorized", "all"].contains(folder.lowercased()) { fields.append(("tags", YAMLText.list([folder]))) }
        var identity = ImportedAlbum.Identity.name
        if let id = releaseID, id > 0 {
            fields.append(("discogs", String(id)))
            identity = .discogs(releaseID: String(id), copy: copy)
        }
        if let condition = DiscogsImporter.condition(
            media: DiscogsRecord.visible(mediaCondition), sleeve: DiscogsRecord.visible(sleeveCondition))
        {
            fields.append((ConditionField.key, ConditionField.yaml(condition)))
        }
        var lines: [String] = []
        for field in customFields {
            let text = field.value.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { lines.append("- \(field.name): \(text)") }
        }
        var body = lines.joined(separator: "\n")
        let written = notes.trimmingCharacters(in: .whitespacesAndNewlines)
        if !written.isEmpty { body += (body.isEmpty ? "" : "\n\n") + written }
        return .success(ImportedAlbum(title: title, artist: artist, fields: fields, notes: body, identity: identity, origin: origin))
    }

    /// The albums of `records`, in their order: the same release owned twice is numbered as copies 0, 1… among the
    /// records that make albums (`album(copy:origin:)`), for the CSV and the API alike.
    public static func albums(_ records: [(record: DiscogsRecord, origin: String)]) -> [Result<ImportedAlbum, Skipped>] {
        var copies: [Int: Int] = [:]
        return records.map { record, origin in
            let copy = record.releaseID.map { copies[$0, default: 0] } ?? 0
            let album = record.album(copy: copy, origin: origin)
            if case .success = album, let id = record.releaseID, id > 0 { copies[id, default: 0] += 1 }
            return album
        }
    }

    /// Why a record was not imported.
    public struct Skipped: Error, Sendable, Equatable {
        public var reason: String
    }

    /// `text` without what cannot be seen: zero-width spaces, word joiners, byte-order marks and soft hyphens dropped
    /// (zero-width joiners and non-joiners stay: scripts and emoji need them),
    /// runs of spaces made one, the ends trimmed ("Sci\u{200B}-\u{200B}Fi Lullabies" → "Sci-Fi Lullabies").
    public static func visible(_ text: String) -> String {
        let invisible: Set<Unicode.Scalar> = ["\u{200B}", "\u{2060}", "\u{FEFF}", "\u{00AD}"]
        guard text.unicodeScalars.contains(where: { invisible.contains($0) || $0 == " " || $0.properties.isWhitespace }) else { return text }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in text.unicodeScalars where !invisible.contains(scalar) {
            if scalar.properties.isWhitespace && scalar != "\n" {
                if !lastWasSpace { scalars.append(" ") }
                lastWasSpace = true
            } else {
                scalars.append(scalar)
                lastWasSpace = scalar == "\n"
            }
        }
        return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
