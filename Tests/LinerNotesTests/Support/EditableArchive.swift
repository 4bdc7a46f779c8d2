import Foundation
import Basics

/// A small archive that a test edits at random, in a temporary folder: the demo's content and cache (covers, cached
/// answers, playlists, concerts, audio) and 24 synthetic albums by a few more artists, kept here as values and each
/// written whole when it changes. Every edit is one an owner makes; `cleanCopy()` gives the same archive in a fresh
/// folder that no build has seen.
final class EditableArchive {
    enum Edit: String, CaseIterable, Sendable {
        case notes, title, tags, year, addAlbum, deleteAlbum, renameArtist, overrideTemplate, siteTitle, playlist
        /// Fields the synthetic albums are written without at first: a label, a format, a rating.
        case pressing
        /// The album's file moved to another name: the same album under a new slug.
        case renameAlbum
        /// The demo's own files: a concert's notes, the free page, an artist's file, the theme's words (a site's
        /// own `Templates/strings/en.yml`), a local cover image and an audio file replaced by other bytes.
        case concert, freePage, artistFile, strings, cover, audio
        /// An album's credit made several artists (by Discogs' number, or by an `artists:` list), or one again.
        case credit
        /// A new answer in the cache, as `build --refresh` brings one: a track of a demo album's MusicBrainz release
        /// retitled by the music web. (`serve` never fetches, so its tests leave this one out.)
        case refreshedAnswer
    }

    struct Album {
        var title: String
        var artist: String
        var year: Int?
        var tags: [String]
        var acquired: String
        var tracks: [String]
        var notes: String
        var label: String?
        var format: String?
        var rating: Int?
        /// `artists:`, for a credit of several.
        var artists: [String]? = nil
    }

    /// Holds the site, the covers sized by its first build, and the clean copies.
    let folder: URL
    /// The site folder that `build` runs in again and again.
    let site: URL
    private var albums: [String: Album] = [:]
    /// The synthetic artists' names (the demo's own are left alone); albums also go to a demo artist.
    private var artists = ["Harbour Static", "Velvet Canyon", "Amber Ferry Trio", "Quiet Hollow"]
    /// Synthetic artists that have a file of their own: slug → name.
    private var artistFiles = ["harbour-static": "Harbour Static", "velvet-canyon": "Velvet Canyon"]
    private var playlist: [(album: String, track: Int)] = []
    private var siteTitle = "Shelf Life"
    /// Theme files the site overrides, by path under Templates/, with the version written.
    private var overrides: [String: Int] = [:]
    private var counter = 0
    private var cleanCopies = 0
    private var random: SeededGenerator
    private let demoSiteYAML: [Substring]

    private static let words = ("amber harbour static lantern cedar winter signal ferry northern glass quiet hollow river "
        + "ember drift motor velvet paper echo salt meadow copper tide station orchard violet canyon Ørsted café").split(separator: " ")
    private static let tagPool = ["ambient", "jazz", "folk", "drone", "piano", "dub", "field recordings", "post-rock", "trio"]
    private static let themeFiles = ["partials/album-card.mustache", "album.mustache", "style.css"]

    init(seed: UInt64) throws {
        random = SeededGenerator(seed: seed)
        folder = FileManager.default.temporaryDirectory.appending(path: "linernotes-edits-\(UUID().uuidString)", directoryHint: .isDirectory)
        site = folder.appending(path: "site", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appending(path: "content"), to: site.appending(path: "content"))
        try Self.copyCache(to: site)
        demoSiteYAML = try String(contentsOf: site.appending(path: "content/site.yml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("title:") }
        for (slug, name) in artistFiles { try writeArtist(slug, name) }
        for _ in 0..<24 { try addAlbum() }
        try pickPlaylist()
        try writeSiteYAML()
    }

    /// Removes the site and every clean copy, with `rm -rf`: Foundation's removeItem takes a second per copy.
    func remove() {
        let rm = Process()
        rm.executableURL = URL(fileURLWithPath: "/bin/rm")
        rm.arguments = ["-rf", folder.path]
        if (try? rm.run()) != nil { rm.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    /// `count` edits: every kind of `kinds` once, in a random order, then random ones.
    func randomEdits(_ count: Int, of kinds: [Edit] = Edit.allCases) -> [Edit] {
        var edits = kinds.shuffled(using: &random)
        while edits.count < count { edits.append(kinds.randomElement(using: &random)!) }
        return Array(edits.prefix(count))
    }

    /// The synthetic albums' slugs, sorted.
    var albumSlugs: [String] { albums.keys.sorted() }

    /// Changes one synthetic album as `change` says and writes its file.
    func edit(_ slug: String, _ change: (inout Album) -> Void) throws {
        change(&albums[slug]!)
        try writeAlbum(slug)
    }

    /// One synthetic album as it is now.
    func album(_ slug: String) -> Album { albums[slug]! }

    /// Makes the edit on disk; returns what it did, for a failure's message.
    func apply(_ edit: Edit) throws -> String {
        counter += 1
        switch edit {
        case .notes:
            let slug = anyAlbum()
            albums[slug]!.notes = notes()
            try writeAlbum(slug)
            return "notes of \(slug) rewritten"
        case .title:
            let slug = anyAlbum()
            albums[slug]!.title = title()
            try writeAlbum(slug)
            return "\(slug) retitled \(albums[slug]!.title)"
        case .tags:
            let slug = anyAlbum()
            albums[slug]!.tags = tags()
            try writeAlbum(slug)
            return "\(slug) tagged \(albums[slug]!.tags)"
        case .year:
            let slug = anyAlbum()
            albums[slug]!.year = year()
            try writeAlbum(slug)
            let year = albums[slug]!.year.map { "\($0)" } ?? "removed"
            return "\(slug) year \(year)"
        case .addAlbum:
            return "added \(try addAlbum())"
        case .deleteAlbum:
            let inPlaylist = Set(playlist.map(\.album))
            guard let slug = albums.keys.sorted().filter({ !inPlaylist.contains($0) }).randomElement(using: &random) else { return "nothing to delete" }
            albums[slug] = nil
            try FileManager.default.removeItem(at: site.appending(path: "content/albums/\(slug).md"))
            return "deleted \(slug)"
        case .renameArtist:
            let index = Int.random(in: 0..<artists.count, using: &random)
            let old = artists[index], new = "\(title()) \(counter)"
            artists[index] = new
            for slug in albums.keys.sorted() where albums[slug]!.artist == old {
                albums[slug]!.artist = new
                try writeAlbum(slug)
            }
            if let slug = artistFiles.first(where: { $0.value == old })?.key {
                artistFiles[slug] = new
                try writeArtist(slug, new)
            }
            return "artist \(old) renamed \(new) on every album of theirs"
        case .overrideTemplate:
            let path = Self.themeFiles.randomElement(using: &random)!
            let url = site.appending(path: "Templates/\(path)")
            if overrides[path] != nil && Bool.random(using: &random) {
                overrides[path] = nil
                try FileManager.default.removeItem(at: url)
                return "the site's Templates/\(path) removed (back to the theme's)"
            }
            overrides[path] = counter
            try write(url, try overridden(path, version: counter))
            return "Templates/\(path) overridden (version \(counter))"
        case .siteTitle:
            siteTitle = "Shelf Life \(counter)"
            try writeSiteYAML()
            return "site.yml title \(siteTitle)"
        case .playlist:
            try pickPlaylist()
            return "playlist now \(playlist.map { "\($0.album)#\($0.track)" })"
        case .credit:
            let slug = anyAlbum()
            let one = artists.randomElement(using: &random)!, other = artists.filter { $0 != one }.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: (albums[slug]!.artist, albums[slug]!.artists) = ("\(one) (2) & \(other)", nil)
            case 1: (albums[slug]!.artist, albums[slug]!.artists) = ("\(one) / \(other)", [other, one])
            default: (albums[slug]!.artist, albums[slug]!.artists) = (one, nil)
            }
            try writeAlbum(slug)
            return "\(slug) credited to \(albums[slug]!.artist)" + (albums[slug]!.artists.map { " (artists: \($0))" } ?? "")
        case .pressing:
            let slug = anyAlbum()
            albums[slug]!.label = Bool.random(using: &random) ? "\(title()) Records" : nil
            albums[slug]!.format = ["CD", "Vinyl, LP", "Vinyl, LP, Reissue", "Cassette", nil].randomElement(using: &random)!
            albums[slug]!.rating = Bool.random(using: &random) ? Int.random(in: 1...5, using: &random) : nil
            try writeAlbum(slug)
            return "\(slug) pressed by \(albums[slug]!.label ?? "-") on \(albums[slug]!.format ?? "-"), rated \(albums[slug]!.rating ?? 0)"
        case .renameAlbum:
            let inPlaylist = Set(playlist.map(\.album))
            guard let slug = albums.keys.sorted().filter({ !inPlaylist.contains($0) }).randomElement(using: &random) else { return "nothing to rename" }
            counter += 1
            let renamed = "renamed-\(counter)"
            albums[renamed] = albums.removeValue(forKey: slug)
            try FileManager.default.moveItem(
                at: site.appending(path: "content/albums/\(slug).md"), to: site.appending(path: "content/albums/\(renamed).md"))
            return "\(slug).md renamed \(renamed).md"
        case .concert:
            try appendNotes(to: "content/concerts/2023-07-summer-pier.md", paragraph: false)
            return "concert notes added to"
        case .freePage:
            try appendNotes(to: "content/pages/about.md")
            return "about page added to"
        case .artistFile:
            try appendNotes(to: "content/artists/fjord-ensemble.md")
            return "fjord-ensemble's file added to"
        case .strings:
            try write(site.appending(path: "Templates/strings/en.yml"), "more_by: \"More from {artist} (\(counter))\"\nnav_albums: \"Records \(counter)\"\n")
            return "the site's own words, version \(counter)"
        case .cover:
            // One of the demo's covers swapped for another's bytes: the album's page and cards show the new one.
            let (from, to) = try replaceDemoFile(in: "content/covers", among: ["night-tram", "paper-harbour", "salt-and-cedar"], type: "png")
            return "cover of \(to) replaced by \(from)'s picture"
        case .audio:
            let (from, to) = try replaceDemoFile(in: "content/audio", among: ["fog-horn", "harbour-bell", "tram-bell"], type: "wav")
            return "audio \(to).wav replaced by \(from)'s sound"
        case .refreshedAnswer:
            return try refreshAnswer()
        }
    }

    /// Writes a new answer for one cached MusicBrainz release (`release`, its id; else one at random) into the
    /// site's cache as a fetch stores one (a new object named by its SHA-256, the index pointing at it): its first
    /// track retitled.
    func refreshAnswer(release id: String? = nil) throws -> String {
        let cache = site.appending(path: "cache")
        let indexURL = cache.appending(path: "index.json")
        guard var index = try JSONSerialization.jsonObject(with: Data(contentsOf: indexURL)) as? [String: Any],
            var requests = index["requests"] as? [String: Any]
        else { throw RefreshFailed(reason: "cache/index.json has no requests") }
        let releases = requests.keys.filter { $0.hasPrefix("musicbrainz:/release/") }.sorted()
        guard let key = id.flatMap({ id in releases.first { $0.contains(id) } }) ?? releases.randomElement(using: &random), var entry = requests[key] as? [String: Any],
            let object = entry["object"] as? String
        else { throw RefreshFailed(reason: "no cached MusicBrainz release") }
        let objectURL = { (hash: String) in cache.appending(path: "objects/\(hash.prefix(2))/\(hash.dropFirst(2))") }
        guard var release = try JSONSerialization.jsonObject(with: Data(contentsOf: objectURL(object))) as? [String: Any],
            var media = release["media"] as? [[String: Any]], var tracks = media.first?["tracks"] as? [[String: Any]], !tracks.isEmpty
        else { return "\(key): no tracks to retitle" }
        let title = "Refreshed track \(counter)"
        tracks[0]["title"] = title
        media[0]["tracks"] = tracks
        release["media"] = media
        let data = try JSONSerialization.data(withJSONObject: release, options: [.sortedKeys])
        let hash = ContentHash.sha256(data)
        try FileManager.default.createDirectory(at: objectURL(hash).deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: objectURL(hash))
        entry["object"] = hash
        requests[key] = entry
        index["requests"] = requests
        try JSONSerialization.data(withJSONObject: index, options: [.sortedKeys]).write(to: indexURL, options: .atomic)
        return "the cached answer \(key.prefix(60))… refreshed: first track now \(title)"
    }

    struct RefreshFailed: Error, CustomStringConvertible {
        let reason: String
        var description: String { "cannot refresh an answer: \(reason)" }
    }

    /// Adds a line of new words to a file of the site (after a blank line when `paragraph`).
    private func appendNotes(to path: String, paragraph: Bool = true) throws {
        let url = site.appending(path: path)
        try write(url, try String(contentsOf: url, encoding: .utf8) + (paragraph ? "\n" : "") + "Edit \(counter): \(notes())\n")
    }

    /// One of the demo's files in `folder`, `to`, given the bytes of another, `from` (both drawn from `names`).
    private func replaceDemoFile(in folder: String, among names: [String], type: String) throws -> (from: String, to: String) {
        let from = names.randomElement(using: &random)!, to = names.randomElement(using: &random)!
        try Data(contentsOf: repositoryRoot.appending(path: "\(folder)/\(from).\(type)")).write(to: site.appending(path: "\(folder)/\(to).\(type)"))
        return (from, to)
    }

    /// The archive as it is now in a fresh folder: content/, the site's Templates/, the site's cached answers (the
    /// demo's as committed, and any refreshed since) and the covers the site's first build sized (`keepSizedCovers()`, so libvips does not run again), and nothing any
    /// build of this site left behind.
    func cleanCopy() throws -> URL {
        cleanCopies += 1
        let copy = folder.appending(path: "clean-\(cleanCopies)", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: site.appending(path: "content"), to: copy.appending(path: "content"))
        if FileManager.default.fileExists(atPath: site.appending(path: "Templates").path) {
            try FileManager.default.copyItem(at: site.appending(path: "Templates"), to: copy.appending(path: "Templates"))
        }
        try Self.copyCache(from: site.appending(path: "cache"), to: copy)
        let sized = folder.appending(path: "sized-covers")
        if FileManager.default.fileExists(atPath: sized.path) {
            try FileManager.default.copyItem(at: sized, to: copy.appending(path: "cache/derived"))
        }
        return copy
    }

    /// A cache's index and objects, not what builds leave beside them (sized covers, a lock): from the demo as
    /// committed (not what builds of the demo in the checkout, which other tests may be running, leave there).
    private static func copyCache(from source: URL = repositoryRoot.appending(path: "cache"), to site: URL) throws {
        let cache = site.appending(path: "cache", directoryHint: .isDirectory)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        for name in ["index.json", "index.journal", "objects"] where FileManager.default.fileExists(atPath: source.appending(path: name).path) {
            try FileManager.default.copyItem(at: source.appending(path: name), to: cache.appending(path: name))
        }
    }

    /// Keeps the covers the site's first build sized, for the clean copies.
    func keepSizedCovers() throws {
        let derived = site.appending(path: "cache/derived")
        if FileManager.default.fileExists(atPath: derived.path) {
            try FileManager.default.copyItem(at: derived, to: folder.appending(path: "sized-covers"))
        }
    }

    // MARK: - Random values

    private func anyAlbum() -> String { albums.keys.sorted().randomElement(using: &random)! }

    private func title() -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in Self.words.randomElement(using: &random)!.capitalized }
            .joined(separator: Bool.random(using: &random) ? " " : " & ")
    }

    private func notes() -> String {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in
            (0..<Int.random(in: 8...30, using: &random)).map { _ in String(Self.words.randomElement(using: &random)!) }
                .joined(separator: " ") + ". *Edit \(counter).*"
        }.joined(separator: "\n\n")
    }

    private func tags() -> [String] {
        Array(Self.tagPool.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
    }

    private func year() -> Int? {
        Int.random(in: 0..<5, using: &random) == 0 ? nil : Int.random(in: 1965...2025, using: &random)
    }

    // MARK: - Files

    @discardableResult
    private func addAlbum() throws -> String {
        counter += 1
        let slug = "shelf-\(counter)"
        let artist = (artists + ["The Quiet Hours"]).randomElement(using: &random)!
        let acquired = String(format: "20%02d-%02d-%02d", Int.random(in: 5...25, using: &random), Int.random(in: 1...12, using: &random),
                              Int.random(in: 1...28, using: &random))
        albums[slug] = Album(
            title: title(), artist: artist, year: year(), tags: tags(), acquired: acquired,
            tracks: (0..<Int.random(in: 2...5, using: &random)).map { _ in title() }, notes: notes())
        try writeAlbum(slug)
        return slug
    }

    private func pickPlaylist() throws {
        let slugs = albums.keys.sorted()
        playlist = (0..<Int.random(in: 2...4, using: &random)).map { _ in
            let slug = slugs.randomElement(using: &random)!
            return (slug, Int.random(in: 1...albums[slug]!.tracks.count, using: &random))
        }
        let entries = playlist.map { "  - { album: \($0.album), track: \($0.track) }\n" }.joined()
        try write(site.appending(path: "content/playlists/random-mix.md"),
                  "---\ntitle: Random Mix\ntracks:\n\(entries)---\nPicked by a test, \(counter) edits in.\n")
    }

    private func writeAlbum(_ slug: String) throws {
        let album = albums[slug]!
        var text = "---\ntitle: \(yamlQuoted(album.title))\nartist: \(yamlQuoted(album.artist))\n"
        if let list = album.artists { text += "artists: [\(list.map(yamlQuoted).joined(separator: ", "))]\n" }
        if let year = album.year { text += "year: \(year)\n" }
        if let label = album.label { text += "label: \(yamlQuoted(label))\n" }
        if let format = album.format { text += "format: \(yamlQuoted(format))\n" }
        if let rating = album.rating { text += "rating: \(rating)\n" }
        text += "acquired: \(album.acquired)\ntags: [\(album.tags.map(yamlQuoted).joined(separator: ", "))]\ntracks:\n"
        text += album.tracks.map { "  - \(yamlQuoted($0))\n" }.joined()
        try write(site.appending(path: "content/albums/\(slug).md"), text + "---\n\(album.notes)\n")
    }

    private func writeArtist(_ slug: String, _ name: String) throws {
        try write(site.appending(path: "content/artists/\(slug).md"), "---\nname: \(yamlQuoted(name))\n---\nA band made up by a test.\n")
    }

    private func writeSiteYAML() throws {
        try write(site.appending(path: "content/site.yml"), "title: \(yamlQuoted(siteTitle))\n" + demoSiteYAML.joined(separator: "\n"))
    }

    /// The theme's own file with a visible change, so the pages that use it differ from the theme's.
    private func overridden(_ path: String, version: Int) throws -> String {
        let theme = try String(contentsOf: repositoryRoot.appending(path: "Templates/\(path)"), encoding: .utf8)
        switch path {
        case "album.mustache": return theme.replacingOccurrences(of: "{{/content}}", with: "<p class=\"override\">Override \(version)</p>\n{{/content}}")
        case "style.css": return theme + "\n/* override \(version) */\n"
        default: return theme.replacingOccurrences(of: "</li>", with: "<!-- override \(version) --></li>")
        }
    }

    private func write(_ url: URL, _ text: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
