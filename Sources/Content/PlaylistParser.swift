import Foundation
import Model

/// Reads one `content/playlists/<slug>.md`.
enum PlaylistParser {
    static func parse(_ file: SourceFile, slug: String, _ reader: inout FieldReader, _ document: FrontMatter, site: URL) -> Playlist? {
        let title = reader.string("title", required: true)
        var items: [Playlist.Item] = []
        if let node = reader.node("tracks") {
            if let sequence = node.sequence {
                for item in sequence {
                    if let parsed = parseItem(item, file: file, site: site, &reader) { items.append(parsed) }
                }
            } else {
                reader.error("'tracks' must be a list of `{album: <slug>, track: <number or title>}` or `{file: <path>, title: …}`", at: node)
            }
        } else {
            reader.missing("tracks")
        }
        reader.warnAboutUnknownKeys(known: ["title", "tracks"])
        guard let title else { return nil }
        return Playlist(slug: slug, title: title, items: items, notes: document.body, sourcePath: file.displayPath)
    }

    private static func parseItem(_ item: YAMLNode, file: SourceFile, site: URL, _ reader: inout FieldReader) -> Playlist.Item? {
        let line = reader.line(of: item)
        guard let mapping = item.mapping else {
            reader.error("each playlist track must be `{album: <slug>, track: <number or title>}` or `{file: <path>, title: …}`", at: item)
            return nil
        }
        var fields: [String: YAMLNode] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { continue }
            if !["album", "track", "file", "title"].contains(name) {
                reader.warning("unknown playlist track key '\(name)' is ignored (known: album, track, file, title)", at: key)
            }
            fields[name] = value
        }
        if let fileNode = fields["file"] {
            guard let path = reader.string(fileNode, field: "file") else { return nil }
            guard let title = fields["title"].flatMap({ reader.string($0, field: "title") }) else {
                reader.error("a playlist file needs a 'title'", at: item)
                return nil
            }
            switch AudioFileCheck.resolve(path, from: file.url, site: site) {
            case .failure(let problem):
                reader.error(problem.message, at: fileNode)
                return nil
            case .success(let checked):
                if !checked.exists { reader.noteAbsentAudio(path, path: checked.path, at: fileNode) }
                return .file(path: checked.exists ? checked.path : nil, title: title, line: line)
            }
        }
        guard let albumNode = fields["album"], let album = reader.string(albumNode, field: "album") else {
            reader.error("a playlist track needs 'album' (an album's file name without .md) or 'file'", at: item)
            return nil
        }
        guard let trackNode = fields["track"], let scalar = trackNode.scalar?.string.trimmingCharacters(in: .whitespaces), !scalar.isEmpty else {
            reader.error("a playlist track needs 'track' (a number or a title)", at: item)
            return nil
        }
        if let number = Int(scalar) {
            guard number >= 1 else {
                reader.error("track numbers start at 1", at: trackNode)
                return nil
            }
            return .albumTrack(album: album, track: .number(number), line: line)
        }
        return .albumTrack(album: album, track: .title(scalar), line: line)
    }
}
