import Foundation
import Basics
import Model
import Engine

/// Loads `content/` of a site folder into an `Archive`, collecting every problem with its file and line.
public struct ArchiveLoader: Sendable {
    public let siteDirectory: URL
    /// `--allow-html` when given, overriding site.yml: whether notes with raw HTML are worth a warning.
    public let allowHTML: Bool?
    /// Files parsed by earlier loads (`serve`'s), reused while unchanged.
    public let parsedFiles: ParsedFiles?
    /// Gathers what linking the albums to their artists and gathering their tags read of them (`serve`).
    public let reads: ReadCollector?
    /// The album files as the last build parsed them (`build`), taken while unchanged; unused with `parsedFiles`.
    public let record: ParsedRecord?

    public init(
        siteDirectory: URL, allowHTML: Bool? = nil, parsedFiles: ParsedFiles? = nil, reads: ReadCollector? = nil, record: ParsedRecord? = nil
    ) {
        self.siteDirectory = siteDirectory.standardizedFileURL
        self.allowHTML = allowHTML
        self.parsedFiles = parsedFiles
        self.reads = reads
        self.record = record
    }

    /// An album file parsed again after a save: as it parsed before, and now (both as loaded, before linking).
    public struct Reparsed: Sendable {
        public let before: Album
        public let after: Album
    }

    var albumsDirectory: URL { contentDirectory.appending(path: "albums", directoryHint: .isDirectory) }

    /// The file name of `path` when it is a Markdown file right in content/albums/ (however the path spells the site
    /// folder); nil for any other file.
    public func albumFileName(_ path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard ContentListing.isMarkdown(name), !ContentListing.isIgnored(name),
            url.deletingLastPathComponent().standardizedFileURL.path == albumsDirectory.standardizedFileURL.path
        else { return nil }
        return name
    }

    /// Whether `path` was a file in content/albums/ that nothing reads (not Markdown, not an image or audio file) and
    /// is gone: a temporary file an editor or `sed -i` wrote and renamed over an album's file. The site holds nothing
    /// of it but, had a build seen it, a warning that it is not read.
    public func isGoneUnreadFile(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        var info = stat()
        return !ContentListing.isMarkdown(name) && !ContentListing.isMedia(name) && lstat(path, &info) != 0
            && url.deletingLastPathComponent().standardizedFileURL.path == albumsDirectory.standardizedFileURL.path
    }

    /// Parses the album file `name` (in content/albums/, kept parsed in `parsedFiles`) again, as `load` would, and
    /// keeps the new parse for the next load. Nil when it was not kept parsed, or does not parse now, or what parsing
    /// it says (its warnings, its absent audio files) changed: then only a whole load tells what the site is now.
    public func reparseAlbum(named name: String, slug: String, keepsHTML: Bool) -> Reparsed? {
        let directory = albumsDirectory
        // A link is looked at by the whole load (it may point outside the site folder).
        guard let parsedFiles, !FileKind.isSymbolicLink(directory.path + "/" + name) else { return nil }
        let site = siteDirectory
        let (before, after) = parsedFiles.reparse(directory.path + "/" + name, keepsHTML: keepsHTML) {
            Self.parseFile(
                directory.appending(path: name), displayPath: "content/albums/\(name)", slug: slug, site: site, keepsHTML: keepsHTML,
                parse: AlbumParser.parse)
        }
        guard let before, let old = before.0, let new = after.0, before.1 == after.1, before.2 == after.2 else { return nil }
        return Reparsed(before: old, after: new)
    }

    var contentDirectory: URL { siteDirectory.appending(path: "content", directoryHint: .isDirectory) }

    /// Loads the archive; throws `ArchiveError` listing every error when any file is wrong.
    public func load() async throws -> Archive {
        var diagnostics: [Diagnostic] = []
        guard isDirectory(contentDirectory) else {
            throw ArchiveError(diagnostics: [
                .error("content/", "not found in \(siteDirectory.path): a site keeps its archive in content/ (see README)")
            ])
        }
        let listing = ContentListing(content: contentDirectory, site: siteDirectory)
        let config = loadConfig(listing, &diagnostics)
        listing.unreadEntries(&diagnostics)
        let keepsHTML = allowHTML ?? config?.allowHTML ?? false
        var absentAudio: [AbsentAudioFile] = []
        let albums = try await PartTimer.measureAsync("albums") { try await loadFiles(in: "albums", listing, keepsHTML, &diagnostics, &absentAudio, parse: AlbumParser.parse) }
        let artistFiles = try await loadFiles(in: "artists", listing, keepsHTML, &diagnostics, &absentAudio, parse: ArtistParser.parse)
        let pages = try await loadFiles(in: "pages", listing, keepsHTML, &diagnostics, &absentAudio, parse: PageParser.parse)
        let playlists = try await loadFiles(in: "playlists", listing, keepsHTML, &diagnostics, &absentAudio, parse: PlaylistParser.parse)
        let concerts = try await loadFiles(in: "concerts", listing, keepsHTML, &diagnostics, &absentAudio, parse: ConcertParser.parse)
        // Absent audio costs a player only where audio is published; unpublished, the build's note counts it.
        if config?.publishesAudio == true, let warning = AbsentAudioFile.warning(absentAudio) { diagnostics.append(warning) }
        let albumSlugs = Set(albums.map(\.slug))
        for playlist in playlists {
            for case let .albumTrack(album, _, line) in playlist.items where !albumSlugs.contains(album) {
                diagnostics.append(.error(playlist.sourcePath, line: line, "no album '\(album)' in content/albums/ (use the album's file name without .md)"))
            }
        }
        for page in pages where SitePaths.reservedTopLevelNames(wantlist: config?.wantlist == true).contains(page.slug) {
            diagnostics.append(.error(page.sourcePath, "the page slug '\(page.slug)' is taken by the site itself; rename the file"))
        }
        guard let config, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw ArchiveError(diagnostics: diagnostics)
        }
        var linker = ArchiveLinker(albums: albums, artists: artistFiles, concerts: concerts)
        PartTimer.measure("link") { ReadCollector.record(reads) { linker.link() } }
        let tags = ReadCollector.record(reads) { linker.tags() }
        var archive = Archive(
            config: config,
            albums: linker.albums,
            artists: linker.artists,
            pages: pages,
            playlists: playlists,
            concerts: linker.concerts.sorted { ($0.sortKey, $0.slug) < ($1.sortKey, $1.slug) },
            tags: tags,
            warnings: diagnostics + linker.warnings
        )
        archive.absentAudioFiles = absentAudio.map(\.path)
        try loadWantlist(into: &archive, artists: linker.slugByName)
        return archive
    }

    /// The wantlist `linernotes sync` last read, without the records an album of the archive is (`discogs:`), when
    /// site.yml asks for it; a note when there is none to show yet.
    /// `artists`: the linked artists' slugs by the key of their names as written, so a wanted "Nirvana (2)" links to
    /// `nirvana-2`, never to its namesake.
    private func loadWantlist(into archive: inout Archive, artists: [String: String]) throws {
        guard archive.config.wantlist, let user = archive.config.sync.discogsUser else { return }
        switch WantlistFile.read(site: siteDirectory, user: user) {
        case .failure(let problem):
            throw ArchiveError(diagnostics: [problem])
        case .success(.missing):
            archive.warnings.append(.warning(WantlistFile.path, "site.yml asks for the wantlist, which has not been read yet: run `linernotes sync` (the scheduled workflow runs it before each build)"))
        case .success(.otherUser(let other)):
            archive.warnings.append(.warning(WantlistFile.path, "holds the wantlist of \(other), not of \(user) whom site.yml names: run `linernotes sync` to read \(user)'s"))
        case .success(.wants(let wants)):
            // Recorded like linking (`serve`): an album's `discogs:` edited changes which records are still wanted.
            let owned = ReadCollector.record(reads) { Set(archive.$albums.compactMap(\.discogs)) }
            archive.wanted = wants.filter { !owned.contains($0.discogs) }.map { want in
                var want = want
                want.artistSlug = artists[NameKey.make(want.artist)]
                return want
            }
        }
    }

    private func loadConfig(_ listing: ContentListing, _ diagnostics: inout [Diagnostic]) -> SiteConfig? {
        let path = SiteConfigFile.path
        guard let url = SiteConfigFile.locate(listing, site: siteDirectory, &diagnostics) else { return nil }
        switch SourceFile.read(url, displayPath: path) {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        case .success(let file):
            let (reader, parseErrors) = FieldReader.parse(yaml: file.text, file: path, firstLine: 1)
            diagnostics += parseErrors
            guard var reader else { return nil }
            let config = SiteConfigParser.parse(&reader)
            diagnostics += reader.diagnostics
            return reader.hasErrors ? nil : config
        }
    }

    /// Parses every Markdown file in `content/<folder>/`, in name order, on all cores; the slug is the file name.
    private func loadFiles<Item: Sendable>(
        in folder: String, _ listing: ContentListing, _ keepsHTML: Bool, _ diagnostics: inout [Diagnostic],
        _ absentAudio: inout [AbsentAudioFile], parse: @escaping @Sendable (SourceFile, String, inout FieldReader, FrontMatter, URL) -> Item?
    ) async throws -> [Item] {
        let directory = contentDirectory.appending(path: folder, directoryHint: .isDirectory)
        let files = listing.markdownFiles(in: folder, &diagnostics)
        let site = siteDirectory
        let parsedFiles = parsedFiles
        let record = parsedFiles == nil ? record : nil
        let directoryPath = directory.path
        let paths = files.map { directoryPath + "/" + $0.name }
        // The files kept parsed since the last load (`serve`, told what changed) first, then the rest on all cores.
        var results = parsedFiles?.kept(paths, keepsHTML: keepsHTML, as: (Item?, [Diagnostic], [AbsentAudioFile]).self)
            ?? Array(repeating: nil, count: files.count)
        let missing = results.indices.filter { results[$0] == nil }
        let parsed = try await WorkQueue.map(missing.count) { number in
            let position = missing[number]
            let (name, slug) = files[position]
            let parseNow = {
                Self.parseFile(
                    directory.appending(path: name), displayPath: "content/\(folder)/\(name)", slug: slug, site: site, keepsHTML: keepsHTML,
                    parse: parse)
            }
            if let parsedFiles { return parsedFiles.parsed(paths[position], keepsHTML: keepsHTML, parseNow) }
            return record?.parsed(paths[position], keepsHTML: keepsHTML, parseNow) ?? parseNow()
        }
        for (position, result) in zip(missing, parsed) { results[position] = result }
        var items: [Item] = []
        for case let (item, found, absent)? in results {
            diagnostics += found
            absentAudio += absent
            if let item { items.append(item) }
        }
        return items
    }

    private static func parseFile<Item>(
        _ url: URL, displayPath path: String, slug: String, site: URL, keepsHTML: Bool,
        parse: (SourceFile, String, inout FieldReader, FrontMatter, URL) -> Item?
    ) -> (Item?, [Diagnostic], [AbsentAudioFile]) {
        let file: SourceFile
        switch SourceFile.read(url, displayPath: path) {
        case .failure(let diagnostic): return (nil, [diagnostic], [])
        case .success(let loaded): file = loaded
        }
        guard let document = FrontMatter.split(file.text) else {
            return (nil, [.error(path, line: 1, "front matter opened with '---' is never closed by another '---' line")], [])
        }
        let (parsed, parseErrors) = FieldReader.parse(yaml: document.yaml, file: path, firstLine: document.yamlFirstLine)
        guard var reader = parsed else { return (nil, parseErrors, []) }
        let item = parse(file, slug, &reader, document, site)
        let notes = NotesCheck.check(document.body, firstLine: document.bodyFirstLine, file: path, allowHTML: keepsHTML)
        let found = parseErrors + reader.diagnostics + notes
        return (found.contains { $0.severity == .error } ? nil : item, found, reader.absentAudio)
    }

    private func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
