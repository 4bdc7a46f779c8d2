import Foundation
import Media
import Model
import Basics

/// Reads one `content/albums/<slug>.md`.
enum AlbumParser {
    package static let knownKeys = [
        "title", "artist", "artists", "year", "released", "mbid", "release_group", "itunes_id", "tracks", "cover",
        "tags", "rating", "acquired", "added", "format", "label", "catalog", "discogs",
        ConditionField.key,
    ]

    package static func parse(_ file: SourceFile, slug: String, _ reader: inout FieldReader, _ document: FrontMatter, site: URL) -> Album? {
        if !document.hasFrontMatter {
            reader.error("has no front matter; start it with a '---' line, then `title:` and `artist:`, then '---'")
            return nil
        }
        let title = reader.string("title", required: true)
        let artist = reader.string("artist", required: true)
        // The artists of a credit of several, each an artist of the archive; the credit as written stays `artist:`.
        var artists: [String] = []
        if let node = reader.node("artists"), node.sequence == nil {
            // One line would be one name ("Earth, Wind & Fire" has commas): the artists are a list.
            reader.error("'artists' must be a list of the credit's artists, like `artists: [Eddie Warner, John Randoll]`", at: node)
        } else {
            artists = reader.stringList("artists").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let year = reader.int("year", in: 1000...9999)
        let released = reader.date("released")
        let mbid = identifier("mbid", &reader)
        let releaseGroup = identifier("release_group", &reader)
        let itunesID = reader.int("itunes_id", in: 1...Int.max)
        let tracks = parseTracks(&reader, file: file.url, site: site)
        let cover = parseCover(file: file, site: site, &reader)
        let tags = reader.tags()
        let rating = reader.int("rating", in: 1...5)
        let acquired = reader.date("acquired")
        let added = reader.date("added")
        let format = reader.string("format")
        let label = reader.string("label")
        let catalog = reader.string("catalog")
        let discogs = reader.int("discogs", in: 1...Int.max)
        let condition = ConditionField.parse(&reader)
        reader.warnAboutUnknownKeys(known: knownKeys)
        guard let title, let artist else { return nil }
        var album = Album(
            slug: slug, title: title, artist: artist, year: year, released: released, mbid: mbid,
            releaseGroup: releaseGroup, itunesID: itunesID, tracks: tracks, coverFile: cover, tags: tags,
            rating: rating, acquired: acquired, format: format, sourcePath: file.displayPath
        )
        // The file's path, not its URL, is what every album keeps to read its notes again (a URL takes some 360 bytes:
        // 18 MB at 50,000 albums).
        album.keptNotes = AlbumNotes(document.body, file: file.displayPath) { [path = file.url.path, shown = file.displayPath] in
            notes(at: URL(fileURLWithPath: path, isDirectory: false), displayPath: shown)
        }
        album.added = added
        album.artists = artists
        album.label = label
        album.catalog = catalog
        album.discogs = discogs
        album.condition = condition
        return album
    }

    /// A MusicBrainz id: a UUID, stored lowercased.
    package static func identifier(_ key: String, _ reader: inout FieldReader) -> String? {
        guard let text = reader.string(key) else { return nil }
        guard UUID(uuidString: text) != nil else {
            reader.error("'\(key)' must be a MusicBrainz id like 4e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10, not '\(text)'", at: reader.node(key))
            return nil
        }
        return text.lowercased()
    }

    /// The notes of the album file at `url` as `parse` read them: its text below the front matter; nil when it can
    /// no longer be read (`AlbumNotes`: the album's page reads them again when it renders).
    static func notes(at url: URL, displayPath: String) -> String? {
        guard case .success(let file) = SourceFile.read(url, displayPath: displayPath) else { return nil }
        return FrontMatter.split(file.text)?.body
    }

    /// The tracks; a track's `file:` is checked like a playlist's and kept as an absolute path (none when it is not there).
    static func parseTracks(_ reader: inout FieldReader, file: URL, site: URL) -> [Track] {
        guard let node = reader.node("tracks") else { return [] }
        guard let items = node.sequence else {
            reader.error("'tracks' must be a list, one track per line starting with '- '", at: node)
            return []
        }
        var tracks: [Track] = []
        tracks.reserveCapacity(items.count)  // not grown by doubling: an archive holds every album's list to the end
        for item in items {
            if item.scalar != nil {
                if let title = reader.string(item, field: "tracks") { tracks.append(Track(title: title)) }
                continue
            }
            guard let mapping = item.mapping else {
                reader.error("each track must be a title or `{title: …, length: \"m:ss\", disc: 2}`", at: item)
                continue
            }
            var title: String?
            var length: Int?
            var disc = 1
            var number: String?
            var artist: String?
            var audio: String?
            for (keyNode, value) in mapping {
                let key = keyNode.scalar?.string ?? ""
                guard let known = TrackKey(rawValue: key) else {
                    reader.warning("unknown track key '\(key)' is ignored (known: \(TrackKey.listed))", at: keyNode)
                    continue
                }
                switch known {
                case .title:
                    title = reader.string(value, field: "title")
                case .length:
                    let text = value.scalar?.string ?? ""
                    length = Track.parseLength(text)
                    if length == nil { reader.error("track length must look like 4:05 or 1:02:03, not '\(text)'", at: value) }
                case .disc:
                    if let value = value.scalar.flatMap({ Int($0.string) }), value >= 1 {
                        disc = value
                    } else {
                        reader.error("track disc must be a number from 1", at: value)
                    }
                case .number:
                    number = reader.string(value, field: "number")
                case .artist:
                    artist = reader.string(value, field: "artist")
                case .file:
                    if let path = reader.string(value, field: "file") {
                        switch AudioFileCheck.resolve(path, from: file, site: site) {
                        case .success(let checked) where checked.exists: audio = checked.path
                        case .success(let checked): reader.noteAbsentAudio(path, path: checked.path, at: value)
                        case .failure(let problem): reader.error(problem.message, at: value)
                        }
                    }
                }
            }
            guard let title else {
                reader.error("a track needs a title", at: item)
                continue
            }
            // A local file's own length stands in for one the owner did not write, so its row shows how long it is.
            let known = length ?? audio.flatMap { AudioTags.read(URL(fileURLWithPath: $0)).length }
            var track = Track(title: title, length: known, disc: disc, number: number, credits: artist.map { [CreditedArtist(name: $0)] } ?? [])
            track.file = audio
            tracks.append(track)
        }
        return tracks
    }

    /// The cover path, resolved against the album file, which must stay inside the site folder.
    static func parseCover(file: SourceFile, site: URL, _ reader: inout FieldReader) -> String? {
        guard let node = reader.node("cover"), let path = reader.string(node, field: "cover") else { return nil }
        let base = file.url.deletingLastPathComponent()
        let resolved = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.resolvingSymlinksInPath()
        let sitePath = site.resolvingSymlinksInPath().path
        guard resolved.path.hasPrefix(sitePath + "/") else {
            reader.error("'cover' points outside the site folder ('\(path)'); keep cover images inside it", at: node)
            return nil
        }
        guard ImageFileType(fileExtension: resolved.pathExtension)?.isCover == true else {
            reader.error("'cover' must be an image (\(ImageFileType.coverExtensionList)), not '\(path)'", at: node)
            return nil
        }
        if let problem = CoverImageCheck.problem(resolved, path: path) {
            reader.error(problem, at: node)
            return nil
        }
        return resolved.path
    }
}
