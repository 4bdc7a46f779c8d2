import Foundation
import Content
import Model
import Basics

/// `linernotes import music-player bundle.json`: the JSON bundle the Music Player seed app shipped — a list of
/// artists, each with albums (title, image) and their songs (title, fileName) — with the images and audio files
/// beside it. Covers are copied into `content/covers/`; songs whose audio file is inside the site folder
/// get a `file:` path.
public struct MusicPlayerImporter: Sendable {
    public let site: URL

    public init(site: URL) {
        self.site = site.standardizedFileURL
    }

    private struct Bundle: Decodable {
        struct Album: Decodable {
            var title: String?
            var image: String?
            var songs: [Song]?
        }
        struct Song: Decodable {
            var title: String?
            var fileName: String?
        }
        var artistName: String?
        var albums: [Album]?
    }

    /// The albums of the bundle, and what was skipped. `copyCovers` false (a dry run) copies nothing.
    public func read(_ file: URL, copyCovers: Bool = true) throws -> (albums: [ImportedAlbum], skipped: [String]) {
        try ImportError.requireSite(site)
        let name = file.lastPathComponent
        let data = try ImportError.contents(of: file)
        let artists: [Bundle]
        do {
            artists = try JSONDecoder().decode([Bundle].self, from: Self.withoutTrailingCommas(data))
        } catch let DecodingError.dataCorrupted(context) {
            throw ImportError("\(file.path): is not a Music Player bundle: \(context.debugDescription)")
        } catch {
            throw ImportError("\(file.path): is not a Music Player bundle (a list of artists with albums and songs): \(error)")
        }
        let folder = file.deletingLastPathComponent()
        var albums: [ImportedAlbum] = []
        var skipped: [String] = []
        for (artistIndex, entry) in artists.enumerated() {
            let artist = entry.artistName?.trimmingCharacters(in: .whitespaces) ?? ""
            for (albumIndex, album) in (entry.albums ?? []).enumerated() {
                let origin = "\(name): artist \(artistIndex + 1), album \(albumIndex + 1)"
                let title = album.title?.trimmingCharacters(in: .whitespaces) ?? ""
                guard !artist.isEmpty else { skipped.append("\(origin): no artistName"); continue }
                guard !title.isEmpty else { skipped.append("\(origin): no title"); continue }
                var fields: [(key: String, value: String)] = []
                var remarks: [String] = []
                if let image = album.image, let source = find(image, in: folder, extensions: ImageFileType.covers.flatMap(\.extensions)) {
                    let name = AlbumImport.coverName(
                        Slug.make(artist + " " + title), ext: source.pathExtension.lowercased(), data: (try? Data(contentsOf: source)) ?? Data(), site: site)
                    let target = "content/covers/" + name
                    if copyCovers && !FileManager.default.fileExists(atPath: site.appending(path: target).path) {
                        try FileManager.default.createDirectory(at: site.appending(path: "content/covers"), withIntermediateDirectories: true)
                        try FileManager.default.copyItem(at: source, to: site.appending(path: target))
                    }
                    fields.append(("cover", YAMLText.scalar("../covers/" + (target as NSString).lastPathComponent)))
                } else if let image = album.image, !image.isEmpty {
                    remarks.append("the cover '\(image)' is not beside the bundle (imported without it)")
                }
                var tracks: [ImportedTrack] = []
                var audioFiles: [URL] = []
                var outside = 0
                var missing: [String] = []
                for song in album.songs ?? [] {
                    guard let songTitle = song.title?.trimmingCharacters(in: .whitespaces), !songTitle.isEmpty else { continue }
                    var track = ImportedTrack(title: songTitle)
                    let audio = song.fileName.flatMap { find($0, in: folder, extensions: AudioFormat.all.flatMap(\.extensions)) }
                    if audio == nil, let fileName = song.fileName, !fileName.isEmpty { missing.append(fileName) }
                    if let audio {
                        audioFiles.append(audio)
                        if let relative = AlbumImport.pathFromAlbumFiles(to: audio, site: site) {
                            track.file = relative
                        } else {
                            outside += 1
                        }
                    }
                    tracks.append(track)
                }
                remarks += ImportedAlbum.unplayableRemarks(audioFiles)
                if outside > 0 {
                    remarks.append("\(Counted(outside, "audio file")) outside the site folder, not linked (move the bundle into the site folder and import again)")
                }
                if !missing.isEmpty {
                    remarks.append("no audio file beside the bundle for \(missing.map { "'\($0)'" }.joined(separator: ", ")) (imported without it)")
                }
                var imported = ImportedAlbum(title: title, artist: artist, fields: fields, tracks: tracks, origin: "\(origin) (\(title))")
                imported.remarks = remarks
                albums.append(imported)
            }
        }
        return (albums, skipped)
    }

    /// `name` in `folder`, as it is or with one of `extensions`; as it is only when its own extension is one of them
    /// (a song named "intro.mid" is no file the build would take).
    func find(_ name: String, in folder: URL, extensions: [String]) -> URL? {
        guard !name.isEmpty, !name.contains("/"), name != "..", name != "." else { return nil }
        let exact = folder.appending(path: name)
        var isFolder: ObjCBool = false
        if extensions.contains(exact.pathExtension.lowercased()), FileManager.default.fileExists(atPath: exact.path, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            return exact
        }
        for ext in extensions {
            for candidate in [ext, ext.uppercased()] {
                let url = folder.appending(path: name + "." + candidate)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// The seed's bundle has trailing commas (`"fileName": "x",` before `}`), which JSON does not allow: they are
    /// dropped, outside strings.
    static func withoutTrailingCommas(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var inString = false
        var escaped = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                out.append(byte)
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                out.append(byte)
            } else if byte == UInt8(ascii: ",") {
                var next = index + 1
                while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: "}") || bytes[next] == UInt8(ascii: "]") {
                    // dropped
                } else {
                    out.append(byte)
                }
            } else {
                out.append(byte)
            }
            index += 1
        }
        return Data(out)
    }
}
