import Foundation

/// Loads `content/` of a site folder into an `Archive`, collecting every problem with its file and line.
public struct ArchiveLoader: Sendable {
    public let siteDirectory: URL

    public init(siteDirectory: URL) {
        self.siteDirectory = siteDirectory.standardizedFileURL
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
        let config = loadConfig(&diagnostics)
        let albums = try await loadFiles(in: "albums", &diagnostics, parse: AlbumParser.parse)
        let artistFiles = try await loadFiles(in: "artists", &diagnostics, parse: ArtistParser.parse)
        let pages = try await loadFiles(in: "pages", &diagnostics, parse: PageParser.parse)
        let playlists = try await loadFiles(in: "playlists", &diagnostics, parse: PlaylistParser.parse)
        let concerts = try await loadFiles(in: "concerts", &diagnostics, parse: ConcertParser.parse)
        let albumSlugs = Set(albums.map(\.slug))
        for playlist in playlists {
            for case let .albumTrack(album, _, line) in playlist.items where !albumSlugs.contains(album) {
                diagnostics.append(.error(playlist.sourcePath, line: line, "no album '\(album)' in content/albums/ (use the album's file name without .md)"))
            }
        }
        for page in pages where SiteRenderer.reservedTopLevelNames.contains(page.slug) {
            diagnostics.append(.error(page.sourcePath, "the page slug '\(page.slug)' is taken by the site itself; rename the file"))
        }
        guard let config, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw ArchiveError(diagnostics: diagnostics)
        }
        var linker = ArchiveLinker(albums: albums, artists: artistFiles, concerts: concerts)
        linker.link()
        return Archive(
            config: config,
            albums: linker.albums,
            artists: linker.artists,
            pages: pages,
            playlists: playlists,
            concerts: linker.concerts.sorted { ($0.sortKey, $0.slug) < ($1.sortKey, $1.slug) },
            tags: linker.tags(),
            warnings: diagnostics + linker.warnings
        )
    }

    private func loadConfig(_ diagnostics: inout [Diagnostic]) -> SiteConfig? {
        let url = contentDirectory.appending(path: "site.yml")
        let path = "content/site.yml"
        guard FileManager.default.fileExists(atPath: url.path) else {
            diagnostics.append(.error(path, "is missing; create it with at least `title: My records`"))
            return nil
        }
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

    /// Parses every `*.md` in `content/<folder>/`, in name order, on all cores; the slug is the file name.
    private func loadFiles<Item: Sendable>(
        in folder: String, _ diagnostics: inout [Diagnostic],
        parse: @escaping @Sendable (SourceFile, String, inout FieldReader, FrontMatter, URL) -> Item?
    ) async throws -> [Item] {
        let directory = contentDirectory.appending(path: folder, directoryHint: .isDirectory)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        var work: [(name: String, slug: String)] = []
        var slugOwners: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".md") && !name.hasPrefix(".") {
            let path = "content/\(folder)/\(name)"
            let slug = Slug.make(String(name.dropLast(3)))
            guard !slug.isEmpty else {
                diagnostics.append(.error(path, "the file name gives no usable slug; name it with Latin letters or digits"))
                continue
            }
            if let owner = slugOwners[slug] {
                diagnostics.append(.error(path, "has the same slug '\(slug)' as \(owner); rename one of them"))
                continue
            }
            slugOwners[slug] = path
            work.append((name, slug))
        }
        let site = siteDirectory
        let files = work
        let results = try await WorkQueue.map(files.count) { position in
            let (name, slug) = files[position]
            return Self.parseFile(directory.appending(path: name), displayPath: "content/\(folder)/\(name)", slug: slug, site: site, parse: parse)
        }
        var items: [Item] = []
        for (item, found) in results {
            diagnostics += found
            if let item { items.append(item) }
        }
        return items
    }

    private static func parseFile<Item>(
        _ url: URL, displayPath path: String, slug: String, site: URL,
        parse: (SourceFile, String, inout FieldReader, FrontMatter, URL) -> Item?
    ) -> (Item?, [Diagnostic]) {
        let file: SourceFile
        switch SourceFile.read(url, displayPath: path) {
        case .failure(let diagnostic): return (nil, [diagnostic])
        case .success(let loaded): file = loaded
        }
        guard let document = FrontMatter.split(file.text) else {
            return (nil, [.error(path, line: 1, "front matter opened with '---' is never closed by another '---' line")])
        }
        let (parsed, parseErrors) = FieldReader.parse(yaml: document.yaml, file: path, firstLine: document.yamlFirstLine)
        guard var reader = parsed else { return (nil, parseErrors) }
        let item = parse(file, slug, &reader, document, site)
        return (reader.hasErrors ? nil : item, parseErrors + reader.diagnostics)
    }

    private func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
