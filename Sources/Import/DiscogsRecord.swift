import Content
import Model

/// One record of a Discogs collection, as the CSV export and the collection API both give it, in the export's terms:
/// the one mapping from a Discogs record to an album file (`album(origin:)`), shared by both importers, so the two
/// can never disagree on a field.
public struct DiscogsRecord: Sendable, Equatable {
    /// The artists as credited, with Discogs' joins ("Vendetta (2) & Barber (3) & Bad Kid"), numbers and `*` kept.
    public var artist: String
    /// Each artist of a credit of several, as the API lists them (the export gives only `artist`, whose text Discogs
    /// joined: `Artist.creditParts` splits it where Discogs' numbers show the joins).
    public var artists: [String] = []
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
        let shown = self.shown
        let title = shown.title, artist = shown.artist
        guard !title.isEmpty else { return .failure(Skipped(reason: "no title")) }
        guard !artist.isEmpty else { return .failure(Skipped(reason: "no artist")) }
        var fields: [(key: String, value: String)] = []
        // Each artist of a credit of several, when the credit's own text does not show them (Discogs' list from the
        // API): "Eddie Warner / John Randoll" could be one name as "Showbiz & A.G." is; "DJ Panik (3) & M-Rode" cannot.
        let names = artists.map { DiscogsImporter.artist(DiscogsRecord.line($0)) }.filter { !$0.isEmpty }
        if names.count > 1, Artist.creditParts(artist).map(\.name) != names {
            fields.append(("artists", YAMLText.list(names)))
        }
        if let date = shown.released {
            fields.append(("released", date.description))
        } else if let year = shown.year {
            fields.append(("year", String(year)))
        }
        if let format = shown.format { fields.append(("format", YAMLText.scalar(format))) }
        if let rating, (1...5).contains(rating) { fields.append(("rating", String(rating))) }
        if let added = shown.added { fields.append(("acquired", added.description)) }
        if let label = shown.label { fields.append(("label", YAMLText.scalar(label))) }
        if let catalog = shown.catalog { fields.append(("catalog", YAMLText.scalar(catalog))) }
        let folder = DiscogsRecord.line(folder)
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

    /// The record's fields as an album file has them: invisible characters gone, Discogs' `*` dropped, a label's
    /// number dropped, "none" no catalogue number, a date only when it has a month.
    /// `visible(text)` on one line: a line break in a title or a name is a space.
    static func line(_ text: String) -> String {
        visible(text.contains("\n") ? text.replacingOccurrences(of: "\n", with: " ") : text)
    }

    private var shown: (
        title: String, artist: String, released: PartialDate?, year: Int?, format: String?, added: PartialDate?, label: String?,
        catalog: String?
    ) {
        let released = DiscogsRecord.line(released)
        let date = PartialDate(released).flatMap { $0.month == nil ? nil : $0 }
        let year = date == nil && released.count >= 4 ? Int(released.prefix(4)).flatMap { $0 > 0 ? $0 : nil } : nil
        let format = DiscogsImporter.format(DiscogsRecord.line(format))
        let label = DiscogsImporter.removeDisambiguation(DiscogsRecord.line(label))
        let catalog = DiscogsRecord.line(catalog)
        return (
            DiscogsRecord.line(title), DiscogsImporter.artist(DiscogsRecord.line(artist)), date, year, format.isEmpty ? nil : format,
            PartialDate(String(DiscogsRecord.line(dateAdded).prefix(10))), label.isEmpty ? nil : label,
            catalog.isEmpty || catalog.lowercased() == "none" ? nil : catalog)
    }

    /// The record as a wantlist lists it (`linernotes sync` with `wantlist: true`), its fields as an album file of
    /// it would have them; nil without a release, a title or an artist.
    public func wanted() -> WantedRelease? {
        let shown = self.shown
        guard let id = releaseID, id > 0, !shown.title.isEmpty, !shown.artist.isEmpty else { return nil }
        let notes = DiscogsRecord.visible(notes)
        return WantedRelease(
            discogs: id, title: shown.title, artist: shown.artist, year: shown.released?.year ?? shown.year, format: shown.format,
            label: shown.label, catalog: shown.catalog, wanted: shown.added, notes: notes.isEmpty ? nil : notes)
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
        // Control characters (but the line breaks and tabs, made spaces below) are not text: they would break the feed's XML.
        func dropped(_ scalar: Unicode.Scalar) -> Bool {
            invisible.contains(scalar) || (scalar.properties.generalCategory == .control && !scalar.properties.isWhitespace)
        }
        guard text.unicodeScalars.contains(where: { dropped($0) || $0 == " " || $0.properties.isWhitespace }) else { return text }
        var scalars = String.UnicodeScalarView()
        var lastWasSpace = true
        for scalar in text.unicodeScalars where !dropped(scalar) {
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
