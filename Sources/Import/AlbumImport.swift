import Foundation
import Basics
import Content
import Model
import MusicWeb
import Cache

/// Writes imported albums into the archive: a new file for an album the archive does not have, and for one it has,
/// only what its file lacks (fields not set, tracks when it has none, notes when its body is empty). What the owner
/// wrote is never changed, so running an import twice changes nothing the second time.
public struct AlbumImport: Sendable {
    public let site: URL
    public let dryRun: Bool
    /// The day written as `added:` into each new album file without `acquired` (so it reaches "Recently added");
    /// nil writes none.
    public let added: PartialDate?

    public init(site: URL, dryRun: Bool = false, added: PartialDate? = nil) {
        self.site = site.standardizedFileURL
        self.dryRun = dryRun
        self.added = added
    }

    package var folder: URL { site.appending(path: "content/albums", directoryHint: .isDirectory) }

    /// Imports `albums` (in order) and adds `skipped` (the importer's own) to the report. With `record`, the name of a
    /// collection that is synced (`ImportRecord`), a field the collection changed since the last import takes the new
    /// value where the file still has what that import wrote, the owner's own edit stays (and the report says so), and
    /// the files whose records left the collection are reported as gone (never deleted).
    public func run(_ albums: [ImportedAlbum], skipped: [String] = [], record name: String? = nil) throws -> ImportReport {
        try ImportError.requireSite(site)
        // What a killed import (or another killed run) left half-written goes first; a dry run writes nothing.
        if !dryRun {
            ContentListing.removeLeftoverTemporaries(site: site)
            CacheStore(root: site.appending(path: "cache", directoryHint: .isDirectory)).sweepTemporaries()
        }
        var report = ImportReport()
        report.dryRun = dryRun
        report.skipped = skipped
        var files: [AlbumFile] = []
        var unreadable = Set<String>()
        var takenSlugs = Set<String>()
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
            takenSlugs.insert((name as NSString).deletingPathExtension.lowercased())
            guard ContentListing.markdownExtensions.contains((name as NSString).pathExtension.lowercased()) else { continue }
            switch AlbumFile.read(folder.appending(path: name), path: "content/albums/\(name)") {
            case .success(let file): files.append(file)
            case .failure(let diagnostic):
                unreadable.insert("content/albums/\(name)")
                report.skipped.append("\(diagnostic.description.replacingOccurrences(of: ": error: ", with: ": ")) (left as it is; the albums it may hold are not matched)")
            }
        }
        var claimed = Set<String>()
        let (last, damaged) = name.map { ImportRecord.read(site: site, name: $0) } ?? (ImportRecord(), nil)
        if let damaged { report.notes.append(damaged) }
        var record = ImportRecord()
        let keys = name == nil ? Self.recordKeys(albums) : Self.recordKeys(albums, pairedWith: last)
        for (album, key) in zip(albums, keys) {
            report.notes += album.remarks.map { "\(album.origin): \($0)" }
            let base = name == nil ? nil : key.flatMap { last.albums[$0] }
            if let base, unreadable.contains(base.path), let key {
                // Its file is there but cannot be read: left alone, not made again beside it.
                record.albums[key] = base
                report.skipped.append("\(album.origin): not synced, as its file \(base.path) cannot be read; fix it and sync again")
                continue
            }
            // The file the last sync wrote this record into comes first (two copies of one release bought the same
            // day are told apart only by it), while it still names the same release, bought the same day.
            let recorded = base.flatMap { entry in
                files.indices.first { files[$0].path == entry.path && !claimed.contains(entry.path) && Self.holds(files[$0], album, dayChecked: true) }
            }
            let found = recorded ?? match(album, in: files, claimed: claimed)
            if found == nil, let base, let key, !FileManager.default.fileExists(atPath: site.appending(path: base.path).path) {
                // The owner deleted the file the last sync wrote: not made again.
                record.albums[key] = base
                report.notes.append("\(base.path) was deleted since the last import, so \"\(album.title)\" is not written again (it is still in the collection)")
                continue
            }
            if let index = found {
                let file = files[index]
                claimed.insert(file.path)
                if let key { record.albums[key] = ImportRecord.Entry(path: file.path, fields: Self.written(album)) }
                let synced = name == nil ? (changes: [], withheld: [], leftAlone: []) : sync(album, file, base: base)
                report.leftAlone += synced.leftAlone
                let withheld = Set(synced.withheld)
                let added = file.adding(
                    album.fields.filter { !withheld.contains($0.key) }, tracks: album.tracks.map(\.yamlItem),
                    notes: withheld.contains(Self.notesKey) ? "" : album.notes)
                guard added != nil || !synced.changes.isEmpty else {
                    report.unchanged.append(file.path)
                    continue
                }
                let text = AlbumFile.replacing(synced.changes.map { ($0.key, $0.value) }, in: added?.text ?? file.text)
                if !dryRun { try AtomicFile.write(Data(text.utf8), to: file.url) }
                report.updated.append((file.path, (added?.added ?? []) + synced.changes.map { "\($0.key) (\($0.was) → \($0.value))" }))
                if let updated = try? AlbumFile.read(file.url, path: file.path).get(), !dryRun { files[index] = updated }
            } else {
                let slug = uniqueSlug(for: album, taken: takenSlugs)
                takenSlugs.insert(slug)
                let path = "content/albums/\(slug).md"
                var album = album
                if let added, !album.fields.contains(where: { $0.key == "acquired" || $0.key == "added" }) {
                    album.fields.append(("added", added.description))
                }
                let text = Self.newFile(album)
                if !dryRun {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try AtomicFile.write(Data(text.utf8), to: site.appending(path: path))
                }
                report.created.append(path)
                if let key { record.albums[key] = ImportRecord.Entry(path: path, fields: Self.written(album)) }
                // Later albums of this run may be the same one (an export listing it twice as the same copy).
                if let file = try? AlbumFile.read(site.appending(path: path), path: path).get() {
                    files.append(file)
                    claimed.insert(path)
                } else if dryRun {
                    claimed.insert(path)
                }
            }
        }
        if let note = unpublishedAudioNote(albums) { report.notes.append(note) }
        if let name {
            report.synced = true
            // In the site, and no longer in the collection: named every run until the owner deletes or keeps them.
            let held = Set(record.albums.values.map(\.path))
            for (key, entry) in last.albums.sorted(by: { $0.value.path < $1.value.path }) where record.albums[key] == nil && !held.contains(entry.path) {
                guard FileManager.default.fileExists(atPath: site.appending(path: entry.path).path) else { continue }
                report.gone.append(entry.path)
                record.albums[key] = entry
            }
            if !dryRun { try record.write(site: site, name: name) }
        }
        return report
    }

    /// The key of each album in an `ImportRecord`: its Discogs release, the day it was added to the collection and,
    /// for copies added the same day, their order ("discogs:906349@2016-05-16#0"); its MusicBrainz id; nil by name.
    /// A copy sold leaves the others' keys as they were.
    static func recordKeys(_ albums: [ImportedAlbum]) -> [String?] {
        var seen: [String: Int] = [:]
        return albums.map { album in
            switch album.identity {
            case .discogs(let id, _):
                let base = "discogs:\(id)@\(album.fields.first { $0.key == "acquired" }?.value ?? "")"
                let copy = seen[base, default: 0]
                seen[base] = copy + 1
                return "\(base)#\(copy)"
            case .musicbrainz(let id): return "musicbrainz:\(id.lowercased())"
            case .name: return nil
            }
        }
    }

    /// The keys as `recordKeys(_:)` makes them, except that copies of one release added the same day take the keys
    /// of the record's entries whose fields they match best (a copy sold leaves the other with its own file, whatever
    /// their order); the rest, in order, the keys left.
    static func recordKeys(_ albums: [ImportedAlbum], pairedWith last: ImportRecord) -> [String?] {
        var keys = recordKeys(albums)
        var groups: [String: [Int]] = [:]
        for (index, key) in keys.enumerated() {
            guard let key, key.hasPrefix("discogs:"), let hash = key.lastIndex(of: "#") else { continue }
            groups[String(key[..<hash]), default: []].append(index)
        }
        for (prefix, members) in groups {
            let free = last.albums.filter { $0.key.hasPrefix(prefix + "#") }
            guard !free.isEmpty else { continue }
            var taken = Set<String>()
            var paired: [Int: String] = [:]
            // Best pairs first: the copy and entry that agree on the most fields.
            var pairs: [(score: Int, member: Int, key: String)] = []
            for member in members {
                let fields = written(albums[member])
                for (key, entry) in free {
                    pairs.append((fields.filter { entry.fields[$0.key] == $0.value }.count, member, key))
                }
            }
            for pair in pairs.sorted(by: { ($0.score, $1.key, $1.member) > ($1.score, $0.key, $0.member) }) where paired[pair.member] == nil && !taken.contains(pair.key) {
                paired[pair.member] = pair.key
                taken.insert(pair.key)
            }
            // A copy with no entry (bought since) takes a key no entry has.
            var next = 0
            for member in members {
                if let key = paired[member] {
                    keys[member] = key
                    continue
                }
                while taken.contains("\(prefix)#\(next)") || free["\(prefix)#\(next)"] != nil { next += 1 }
                keys[member] = "\(prefix)#\(next)"
                taken.insert("\(prefix)#\(next)")
            }
        }
        return keys
    }

    /// The record's key for the notes an import wrote below the front matter.
    static let notesKey = "(notes)"

    /// Whether `file` names the release or the MusicBrainz id `album` is.
    /// `dayChecked`: the record's key already holds the day the copy was added (an owner's corrected `acquired:` in
    /// the file is theirs, not another copy).
    static func holds(_ file: AlbumFile, _ album: ImportedAlbum, dayChecked: Bool = false) -> Bool {
        switch album.identity {
        case .discogs(let id, _):
            let acquired = album.fields.first { $0.key == "acquired" }?.value
            return file.discogs == id && (dayChecked || acquired == nil || file.scalars["acquired"] == nil || file.scalars["acquired"] == acquired)
        case .musicbrainz(let id):
            return file.mbid?.lowercased() == id.lowercased()
        case .name:
            return false
        }
    }

    /// Every field of `album` as an import writes it, `title` and `artist` included.
    static func written(_ album: ImportedAlbum) -> [String: String] {
        var fields = ["title": YAMLText.scalar(album.title), "artist": YAMLText.scalar(album.artist)]
        for (key, value) in album.fields { fields[key] = value }
        if !album.notes.isEmpty { fields[notesKey] = album.notes }
        return fields
    }

    /// The three-way comparison of one synced album against what the last import wrote (`base`): a field the file
    /// still has as that import wrote it takes the collection's new value; a field the owner changed or removed (or
    /// notes they emptied) stays as they left it, said in `leftAlone` when the collection changed it meanwhile.
    func sync(_ album: ImportedAlbum, _ file: AlbumFile, base: ImportRecord.Entry?)
        -> (changes: [(key: String, was: String, value: String)], withheld: [String], leftAlone: [String])
    {
        var changes: [(key: String, was: String, value: String)] = []
        var withheld: [String] = []
        var leftAlone: [String] = []
        let fields = [("title", YAMLText.scalar(album.title)), ("artist", YAMLText.scalar(album.artist))] + album.fields.map { ($0.key, $0.value) }
        for (key, theirs) in fields where key != "added" {
            let wrote = base?.fields[key]
            // The collection changed it since the last import (or there was none to compare with).
            let changedThere = wrote.map { $0 != theirs } ?? true
            guard file.setKeys.contains(key) else {
                // Removed (or emptied) by the owner after an import wrote it: not put back.
                if wrote != nil {
                    withheld.append(key)
                    if changedThere { leftAlone.append("\(file.path): \(key) left out as you removed it, though the collection now says \(theirs)") }
                }
                continue
            }
            let mine = file.writtenValue(key)
            // The file's value as written, or as read (quotes and a comment aside).
            func has(_ yaml: String) -> Bool { mine == yaml || file.scalars[key].map { $0 == Self.scalar(yaml) } == true }
            if mine != nil, has(theirs) { continue }
            if let mine, let wrote, has(wrote) {
                changes.append((key, file.scalars[key] ?? mine, theirs))
            } else if changedThere {
                let yours = mine ?? "(over several lines)"
                let why = base == nil
                    ? "no earlier import of this collection is recorded for it"
                    : wrote == nil ? "the last import did not write it" : "you changed it since the last import, which wrote \(wrote ?? "")"
                leftAlone.append("\(file.path): \(key) left as you wrote it (\(yours)), though the collection now says \(theirs): \(why)")
            }
        }
        if let notes = base?.fields[Self.notesKey], !notes.isEmpty, file.bodyIsEmpty { withheld.append(Self.notesKey) }
        return (changes, withheld, leftAlone)
    }

    /// A one-line YAML value as text (`"Vinyl (2×LP)"` → `Vinyl (2×LP)`); nil for a list or a mapping.
    static func scalar(_ yaml: String) -> String? {
        let (parsed, _) = FieldReader.parse(yaml: "v: \(yaml)\n", file: "", firstLine: 1)
        return parsed?.node("v")?.scalar?.string.trimmingCharacters(in: .whitespaces)
    }

    /// When imported tracks keep audio files inside the site folder (`file:`) and site.yml does not say
    /// `publish_audio: true`: the owner hears that the audio is not on the site until they say so, and what it would add.
    func unpublishedAudioNote(_ albums: [ImportedAlbum]) -> String? {
        let files = albums.flatMap(\.tracks).compactMap(\.file)
            .map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL.path }
            .filter { AudioFormat(path: $0)?.playsInBrowsers == true }
        guard !files.isEmpty, (try? SiteConfigParser.read(site: site).get())?.publishesAudio != true else { return nil }
        let size = ByteSize.ofFiles(files)
        let tracks = files.count == 1 ? "1 track" : "\(files.count) tracks"
        return "the audio of \(tracks) (\(size)) lies inside the site folder but is not published until you set "
            + "publish_audio: true in content/site.yml; that adds \(size) to the site"
    }

    /// The file that already holds `album`, if any: by its Discogs release (the nth copy to the nth file, by
    /// name), its MusicBrainz id, or its title and artist. A file matches one imported album at most.
    package func match(_ album: ImportedAlbum, in files: [AlbumFile], claimed: Set<String>) -> Int? {
        let free = files.indices.filter { !claimed.contains(files[$0].path) }
        switch album.identity {
        case .discogs(let id, _):
            // The same release owned twice is two files: each copy goes to the file that was acquired the same
            // day (Discogs' "Date Added"), else to the first file of that release not yet matched.
            // The importer names the first copy's file plainly and the next ones longer ("debut.md", "debut-bjork.md").
            let holders = free.filter { files[$0].discogs == id }.sorted { (files[$0].path.count, files[$0].path) < (files[$1].path.count, files[$1].path) }
            let acquired = album.fields.first { $0.key == "acquired" }?.value
            if let acquired, let same = holders.first(where: { files[$0].scalars["acquired"] == acquired }) { return same }
            // A file of this release acquired another day is another copy: never this one.
            if let first = holders.first(where: { files[$0].scalars["acquired"] == nil || acquired == nil }) { return first }
        case .musicbrainz(let id):
            if let index = free.first(where: { files[$0].mbid?.lowercased() == id.lowercased() }) { return index }
        case .name:
            break
        }
        let title = MatchKey(album.title), artist = MatchKey(album.artist)
        // "Nirvana (2)" also finds a file that names the artist as shown, "Nirvana" (as earlier imports wrote it).
        let shown = MatchKey(Artist.displayName(album.artist))
        return free.first { index in
            let file = files[index]
            // A file naming another Discogs release or MusicBrainz id is another album, whatever its title.
            if case .discogs(let id, _) = album.identity, let other = file.discogs {
                // Another release, or another copy of this one (acquired another day), is another album.
                if other != id { return false }
                let acquired = album.fields.first { $0.key == "acquired" }?.value
                if let acquired, let own = file.scalars["acquired"], own != acquired { return false }
            }
            if case .musicbrainz(let id) = album.identity, let other = file.mbid, other.lowercased() != id.lowercased() { return false }
            let fileArtist = MatchKey(file.artist ?? "")
            return MatchKey(file.title ?? "").matches(title) && (fileArtist.matches(artist) || fileArtist.matches(shown))
        }
    }

    /// The title's slug, else title and artist, else numbered: never a file that exists.
    package func uniqueSlug(for album: ImportedAlbum, taken: Set<String>) -> String {
        let title = Slug.make(album.title)
        // A title with no Latin letters (三毒史) gets a stable name of its own, as artists do, not "album".
        let both = title.isEmpty ? "album-" + Slug.stableHash(NameKey.make(album.title) + "\u{1F}" + NameKey.make(album.artist))
            : Slug.make(album.title + " " + album.artist)
        if !title.isEmpty && !taken.contains(title) { return title }
        return UniqueName.numbered(both, avoiding: taken)
    }

    /// A new album file, in the format README documents.
    static func newFile(_ album: ImportedAlbum) -> String {
        var lines = ["---", "title: \(YAMLText.scalar(album.title))", "artist: \(YAMLText.scalar(album.artist))"]
        lines += album.fields.map { "\($0.key): \($0.value)" }
        if !album.tracks.isEmpty {
            lines.append("tracks:")
            lines += album.tracks.map(\.yamlItem)
        }
        lines.append("---")
        return lines.joined(separator: "\n") + "\n" + (album.notes.isEmpty ? "" : album.notes.hasSuffix("\n") ? album.notes : album.notes + "\n")
    }

    /// `file` as an album file's `file:` or `cover:` reaches it (`../../<path from the site folder>`), when it is
    /// inside the site folder; nil when it is not (the build would refuse it).
    static func pathFromAlbumFiles(to file: URL, site: URL) -> String? {
        let sitePath = site.resolvingSymlinksInPath().path
        let target = file.standardizedFileURL.resolvingSymlinksInPath()
        guard target.path.hasPrefix(sitePath + "/") else { return nil }
        return "../../" + String(target.path.dropFirst(sitePath.count + 1))
    }

    /// `<name>.<ext>` in `content/covers/`, or `<name>-2.<ext>`… when a different image already has that name (two
    /// editions of one album); the same image keeps its name, so a second import changes nothing.
    static func coverName(_ name: String, ext: String, data: Data, site: URL) -> String {
        var candidate = "\(name).\(ext)"
        var number = 2
        while let existing = try? Data(contentsOf: site.appending(path: "content/covers/" + candidate)), existing != data {
            candidate = "\(name)-\(number).\(ext)"
            number += 1
        }
        return candidate
    }
}
