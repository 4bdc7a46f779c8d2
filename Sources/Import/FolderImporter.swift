import Foundation
import Basics
import Content
import Media
import Model

/// `linernotes import folder DIR`: a folder tree of tagged audio files (every `AudioFormat`), read with TagLib and
/// grouped into albums by their album and album-artist tags. Tracks keep their audio file (`file:`) when it is inside
/// the site folder; the cover comes from `cover.jpg`/`folder.jpg`/`front.*` beside the files, else the embedded
/// picture, and is copied into `content/covers/`.
public struct FolderImporter: Sendable {
    public let site: URL

    public init(site: URL) {
        self.site = site.standardizedFileURL
    }

    static let coverNames = ["cover", "folder", "front"]

    private struct Found: Sendable {
        let file: URL
        let relative: String
        let tags: AudioTags
    }

    /// The albums under `folder`, and every file skipped with its reason. `copyCovers` false (a dry run) writes nothing.
    public func read(_ folder: URL, copyCovers: Bool = true) async throws -> (albums: [ImportedAlbum], skipped: [String]) {
        try ImportError.requireSite(site)
        let root = folder.standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
            throw ImportError("\(root.path): no such folder (import folder reads a folder of audio files)")
        }
        guard isFolder.boolValue else { throw ImportError("\(root.path): is a file; import folder reads a folder of audio files (give its folder)") }
        var audio: [(URL, String)] = []
        var skipped: [String] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            if AudioFormat(fileExtension: url.pathExtension) != nil { audio.append((url, relative)) }
        }
        audio.sort { $0.1 < $1.1 }
        guard !audio.isEmpty else {
            throw ImportError("\(root.path): no audio files (\(AudioFormat.extensionList)) in it or its subfolders")
        }
        let files = audio
        // TagLib on every core: a thousand files read in about a second.
        let found = try await WorkQueue.map(files.count) { index in
            Found(file: files[index].0, relative: files[index].1, tags: AudioTags.read(files[index].0))
        }
        var groups: [String: [Found]] = [:]
        var order: [String] = []
        for item in found {
            guard item.tags.readable else { skipped.append("\(item.relative): not an audio file TagLib can read"); continue }
            guard item.tags.hasTags else { skipped.append("\(item.relative): no tags"); continue }
            guard let album = item.tags.album else { skipped.append("\(item.relative): no album tag"); continue }
            guard item.tags.albumArtist ?? item.tags.artist != nil else { skipped.append("\(item.relative): no artist or album artist tag"); continue }
            // Without an album-artist tag, two albums of one name ("Greatest Hits") are told apart by their folder.
            let who = item.tags.albumArtist.map { MatchKey($0).text } ?? "folder:" + (item.relative as NSString).deletingLastPathComponent
            let key = MatchKey(album).text + "\u{1F}" + who + "\u{1F}" + (item.tags.musicbrainzAlbumID ?? "")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        var albums: [ImportedAlbum] = []
        for key in order {
            guard let items = groups[key], let first = items.first, let title = first.tags.album else { continue }
            albums.append(try album(title, items, root: root, copyCovers: copyCovers))
        }
        return (albums, skipped)
    }

    private func album(_ title: String, _ items: [Found], root: URL, copyCovers: Bool) throws -> ImportedAlbum {
        // The album artist, else the one artist of every track, else "Various Artists".
        let artists = Set(items.compactMap(\.tags.artist))
        let artist = items.compactMap(\.tags.albumArtist).first ?? (artists.count == 1 ? artists.first : nil) ?? "Various Artists"
        let sorted = items.sorted { ($0.tags.disc ?? 1, $0.tags.track ?? Int.max, $0.relative) < ($1.tags.disc ?? 1, $1.tags.track ?? Int.max, $1.relative) }
        let folderName = (items[0].relative as NSString).deletingLastPathComponent
        let origin = folderName.isEmpty ? title : folderName
        var outside = 0
        let tracks = sorted.map { item -> ImportedTrack in
            var track = ImportedTrack(
                title: item.tags.title ?? (item.file.deletingPathExtension().lastPathComponent), length: item.tags.length,
                disc: item.tags.disc, number: item.tags.track.map { String($0) },
                artist: item.tags.artist.flatMap { MatchKey.same($0, artist) ? nil : $0 })
            if let relative = AlbumImport.pathFromAlbumFiles(to: item.file, site: site) { track.file = relative } else { outside += 1 }
            return track
        }
        var remarks = ImportedAlbum.unplayableRemarks(sorted.map(\.file))
        if outside > 0 {
            remarks.append("\(Counted(outside, "audio file")) outside the site folder, listed without `file:` (put the music under the site folder to play it on the site)")
        }
        var fields: [(key: String, value: String)] = []
        if let date = items.compactMap(\.tags.date).first {
            if let day = PartialDate(date), day.month != nil { fields.append(("released", day.description)) }
            else if let year = Int(date.prefix(4)), date.count >= 4 { fields.append(("year", String(year))) }
        }
        var identity = ImportedAlbum.Identity.name
        if let mbid = items.compactMap(\.tags.musicbrainzAlbumID).first, UUID(uuidString: mbid) != nil {
            fields.append(("mbid", mbid.lowercased()))
            identity = .musicbrainz(mbid.lowercased())
        }
        if let cover = try cover(for: items, named: Slug.make(artist + " " + title), copy: copyCovers) { fields.append(("cover", cover)) }
        var album = ImportedAlbum(title: title, artist: artist, fields: fields, tracks: tracks, identity: identity, origin: origin)
        album.remarks = remarks
        return album
    }

    /// `cover.jpg`, `folder.jpg` or `front.*` beside the album's files, else the embedded picture, copied into
    /// `content/covers/<name>.<ext>`; the front-matter value pointing at it.
    private func cover(for items: [Found], named name: String, copy: Bool) throws -> String? {
        let folders = Array(Set(items.map { $0.file.deletingLastPathComponent() })).sorted { $0.path < $1.path }
        var source: (data: Data?, file: URL?, ext: String)?
        search: for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for base in Self.coverNames {
                if let match = names.sorted().first(where: { ($0 as NSString).deletingPathExtension.lowercased() == base
                    && ImageFileType(fileExtension: ($0 as NSString).pathExtension)?.isCover == true })
                {
                    source = (nil, folder.appending(path: match), (match as NSString).pathExtension.lowercased())
                    break search
                }
            }
        }
        if source == nil, let embedded = items.first(where: { $0.tags.picture != nil }), let data = embedded.tags.picture,
            let type = ImageFileType(contents: data), type.isCover
        {
            source = (data, nil, type.extensions[0])
        }
        guard let source else { return nil }
        let data = source.data ?? (source.file.flatMap { try? Data(contentsOf: $0) } ?? Data())
        let fileName = AlbumImport.coverName(name.isEmpty ? "cover" : name, ext: ImageFileType(fileExtension: source.ext)?.extensions[0] ?? source.ext, data: data, site: site)
        let target = site.appending(path: "content/covers/" + fileName)
        if copy && !FileManager.default.fileExists(atPath: target.path) {
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let file = source.file { try FileManager.default.copyItem(at: file, to: target) } else if let data = source.data { try AtomicFile.write(data, to: target) }
        }
        return YAMLText.scalar("../covers/" + fileName)
    }
}
