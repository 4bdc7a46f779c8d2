import Foundation
import Basics
import Content
import Model
import MusicWeb

/// `linernotes init` and `linernotes new`: a new site that builds at once, and new archive files with the right
/// front matter. Nothing that exists is ever overwritten.
public struct SiteScaffold: Sendable {
    public let site: URL

    public init(site: URL) {
        self.site = site.standardizedFileURL
    }

    /// Why nothing was written.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// The files `init` writes, relative to the site folder.
    static func starterFiles(title: String, contact: String? = nil) -> [(path: String, text: String)] {
        [
            ("content/site.yml", siteYAML(title: title, contact: contact)),
            ("content/albums/in-rainbows.md", """
                ---
                title: In Rainbows
                artist: Radiohead
                year: 2007
                format: CD
                # rating: 5                 # 1 to 5
                # acquired: 2007-12-31      # when it joined your shelf
                # tags: [art rock]
                # mbid: …                   # a MusicBrainz release id, if the search picks the wrong release
                # cover: ../covers/in-rainbows.jpg
                ---
                An example album: change it, or delete this file once you have your own. The notes are Markdown.
                A build with `contact:` set in site.yml fills in the track list, the cover and a Wikipedia summary.

                """),
            ("content/pages/about.md", """
                ---
                title: About
                ---
                This is my record collection, kept as Markdown and built with linernotes.

                """),
            (CIWorkflow.path, CIWorkflow.text),
            (".gitignore", """
                # The built site and the build's own state files, made again by every build.
                /public/
                /.public*
                # The cache is worth keeping (commit it, or restore it in CI); these files in it are not.
                /cache/.lock
                /cache/.index.lock
                /cache/.index.json.previous
                /cache/unreachable.json
                /cache/checked-answers

                """),
            ("README.md", """
                # \(title)

                A record collection, built into a website with linernotes.

                - `content/albums/` holds one Markdown file per album (`linernotes new album "Title" --artist "Name"` makes one);
                  `content/artists/`, `content/pages/`, `content/playlists/` and `content/concerts/` the rest.
                - `content/site.yml` holds the site's settings; every key is there, commented.
                - `linernotes build` makes the site in `public/` (add `--offline` to use only what is already fetched);
                  `linernotes check` checks everything without writing.
                - Bring an existing collection in with `linernotes import discogs collection.csv` (or `folder`,
                  `musicbrainz`, `music-player`); every import can be tried first with `--dry-run`.
                - `cache/` keeps everything fetched from the music web: commit it, so later builds need no network.

                """),
        ]
    }

    static func siteYAML(title: String, contact: String? = nil) -> String {
        let contactLine = contact.map { "contact: \(YAMLText.scalar($0))" } ?? "# contact: you@example.org"
        return """
        # The site's settings. Every key but `title` is optional; remove the `#` to use one.
        title: \(YAMLText.scalar(title))
        # description: My records, with notes.        # shown on the home page and in its meta description
        # language: en                                 # the pages' language tag: en, de, pt-BR…
        \(contactLine.padding(toLength: max(contactLine.count + 1, 47), withPad: " ", startingAt: 0))# your email or URL: needed to fetch from the music web
        # base_url: https://example.org/records/       # where the site is published (for the feed, sitemap, canonical links)
        # clean_urls: false                            # links ending in / instead of /index.html (not for browsing from disk)
        # allow_html: false                            # keep raw HTML in your notes
        # publish_audio: false                         # true: copy the audio files tracks name (file:) into the site, with a player
        # theme:                                       # how the site looks; the default is quiet, in the system's fonts
        #   accent: "#2f6f8f"                          # links, buttons and focus rings (in quotes; must read on the pale page)
        #   type: quiet                                # quiet (sans), editorial (serif headings) or book (serif throughout)
        \(listeningLines)# sync:                                        # collections `linernotes sync` brings in (the weekly workflow runs it)
        #   discogs_user: your-name                    # your Discogs collection (a private one: DISCOGS_TOKEN in the environment)
        # wantlist: false                              # true: a "Looking for" page of that user's Discogs wantlist (sync reads it)
        # sources:                                     # where and whether to fetch; these are the defaults
        \(sourceLines)#   # any source may say  enabled: false

        """
    }

    /// A commented line per source of the owner's listening (`lastfm_user:`), from the registry.
    static var listeningLines: String {
        SourceRegistry.listening.map { source in
            let key = "# \(source.userKey): your-name"
            return key.padding(toLength: max(key.count + 1, 47), withPad: " ", startingAt: 0) + "# your plays on \(source.displayName), on the pages and the stats\n"
        }.joined()
    }

    /// A commented line per source with its defaults, from the registry (`MusicSource`): what site.yml may change.
    static var sourceLines: String {
        let width = (SourceRegistry.names.map(\.rawValue.count).max() ?? 0) + 2
        return SourceRegistry.all.map { source in
            let settings = source.settings.compactMap { setting in setting.defaultValue.map { "\(setting.key): \"\($0)\"" } }
            let fields = ["base_url: \"\(source.defaultBaseURL)\""] + settings
            return "#   " + (source.name.rawValue + ":").padding(toLength: width, withPad: " ", startingAt: 0) + "{ \(fields.joined(separator: ", ")) }\n"
        }.joined()
    }

    /// Writes a new site: refuses, writing nothing, when any of its files exists. Returns the files written.
    @discardableResult
    public func initialize(title: String? = nil, contact: String? = nil) throws -> [String] {
        if let contact, let problem = Self.contactProblem(contact) { throw Refusal(description: "error: --contact \(problem); nothing was written") }
        let name = title ?? site.lastPathComponent.replacingOccurrences(of: "-", with: " ").capitalized
        let files = Self.starterFiles(title: name.isEmpty ? "My Records" : name, contact: contact)
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: site.appending(path: $0).path) }
        guard existing.isEmpty else {
            throw Refusal(description: "error: \(site.path) already has \(existing.joined(separator: ", ")); nothing was written (init never overwrites: choose an empty folder)")
        }
        for file in files { try write(file.text, to: file.path) }
        return files.map(\.path)
    }

    /// Why `contact` cannot be the address the music services are told (nil when it can): an email address or a web
    /// address, on one line.
    static func contactProblem(_ contact: String) -> String? {
        let trimmed = contact.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "needs an email address or a web address, on one line"
        }
        let isEmail = trimmed.split(separator: "@", omittingEmptySubsequences: false).count == 2 && !trimmed.hasPrefix("@") && !trimmed.hasSuffix("@")
            && !trimmed.contains(" ")
        let isURL = (trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://")) && trimmed.count > 8 && !trimmed.contains(" ")
        return isEmail || isURL ? nil : "'\(contact)' is neither an email address nor a web address: give one the music services can reach you at (MusicBrainz asks for it with every request)"
    }

    /// Writes the GitHub workflow into an existing site (`init --ci`); refuses when it exists.
    @discardableResult
    public func addWorkflow() throws -> String {
        guard FileManager.default.fileExists(atPath: site.appending(path: "content/site.yml").path) else {
            throw Refusal(description: "error: \(site.path) has no content/site.yml; run `linernotes init` to start a site (it writes the workflow too)")
        }
        guard !FileManager.default.fileExists(atPath: site.appending(path: CIWorkflow.path).path) else {
            throw Refusal(description: "error: \(site.appending(path: CIWorkflow.path).path) exists; nothing was written")
        }
        try write(CIWorkflow.text, to: CIWorkflow.path)
        return CIWorkflow.path
    }

    /// What `new` can make.
    public enum Kind: String, CaseIterable, Sendable {
        case album, artist, page, playlist, concert

        package var folder: String { "content/\(rawValue)s" }
    }

    /// The details `new` is given besides the title or name.
    public struct Details: Sendable {
        public var artist: String?
        public var year: Int?
        public var mbid: String?
        public var date: String?
        public var venue: String?
        /// The day a new album is written as `added:` (so it reaches "Recently added"); nil writes none.
        public var added: PartialDate?

        public init(
            artist: String? = nil, year: Int? = nil, mbid: String? = nil, date: String? = nil, venue: String? = nil, added: PartialDate? = nil
        ) {
            self.added = added
            self.artist = artist
            self.year = year
            self.mbid = mbid
            self.date = date
            self.venue = venue
        }
    }

    /// Writes a new archive file; returns its path relative to the site. When a file already has the title's name,
    /// refuses, naming it, unless `force`: then writes the next free name (`-2`) beside it.
    public func new(_ kind: Kind, _ title: String, _ details: Details = Details(), force: Bool = false) throws -> String {
        try newFile(kind, title, details, force: force).path
    }

    /// `new`, also telling which existing file the title's own name belongs to when `force` wrote beside it.
    public func newFile(_ kind: Kind, _ title: String, _ details: Details = Details(), force: Bool = false) throws -> (path: String, beside: String?) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Refusal(description: "error: give the \(kind.rawValue) a title or name") }
        guard FileManager.default.fileExists(atPath: site.appending(path: "content/site.yml").path) else {
            throw Refusal(description: "error: \(site.path) is not a linernotes site (no content/site.yml): run `linernotes init` there first, or give the site with --site")
        }
        let given = [("--artist", details.artist != nil), ("--year", details.year != nil), ("--mbid", details.mbid != nil),
                     ("--date", details.date != nil), ("--venue", details.venue != nil)].filter(\.1).map(\.0)
        let allowed: Set<String> = switch kind {
        case .album: ["--artist", "--year", "--mbid"]
        case .artist: ["--mbid"]
        case .page, .playlist: []
        case .concert: ["--artist", "--date", "--venue"]
        }
        if let stray = given.first(where: { !allowed.contains($0) }) {
            throw Refusal(description: "error: \(stray) does not apply to a new \(kind.rawValue)" + (allowed.isEmpty ? "" : " (it takes \(allowed.sorted().joined(separator: ", ")))"))
        }
        if let mbid = details.mbid, UUID(uuidString: mbid) == nil {
            throw Refusal(description: "error: --mbid must be a MusicBrainz id like 4e3b0c9a-8f0e-4a8b-9d2a-1c5e7f3b2a10, not '\(mbid)'")
        }
        var lines: [String] = []
        var body = ""
        var base = Slug.make(trimmed)
        switch kind {
        case .album:
            guard let artist = details.artist?.trimmingCharacters(in: .whitespaces), !artist.isEmpty else {
                throw Refusal(description: "error: a new album needs its artist: linernotes new album \"\(trimmed)\" --artist \"Name\"")
            }
            lines = ["title: \(YAMLText.scalar(trimmed))", "artist: \(YAMLText.scalar(artist))"]
            if let year = details.year { lines.append("year: \(year)") }
            if let mbid = details.mbid { lines.append("mbid: \(YAMLText.scalar(mbid))") }
            if let added = details.added { lines.append("added: \(added)") }
            body = "Your notes on the album.\n"
        case .artist:
            lines = ["name: \(YAMLText.scalar(trimmed))"]
            if let mbid = details.mbid { lines.append("mbid: \(YAMLText.scalar(mbid))") }
            body = "Your notes on the artist.\n"
        case .page:
            lines = ["title: \(YAMLText.scalar(trimmed))"]
            body = "The page, in Markdown.\n"
            if SitePaths.reservedTopLevelNames.contains(base) { base += "-page" }
        case .playlist:
            lines = ["title: \(YAMLText.scalar(trimmed))", "tracks: []   # - { album: <album file name>, track: <number or title> }"]
        case .concert:
            guard let date = details.date else {
                throw Refusal(description: "error: a new concert needs its day: linernotes new concert \"\(trimmed)\" --date 2026-05-01 --artist \"Headliner\"")
            }
            guard PartialDate(date)?.day != nil else {
                throw Refusal(description: "error: --date must be a day like 2026-05-01, not '\(date)'")
            }
            guard let artist = details.artist?.trimmingCharacters(in: .whitespaces), !artist.isEmpty else {
                throw Refusal(description: "error: a new concert needs its headliner: linernotes new concert \"\(trimmed)\" --date \(date) --artist \"Name\"")
            }
            // The title is the venue, unless --venue names it: then the title heads the notes.
            let venue = details.venue ?? trimmed
            lines = ["date: \(date)", "venue: \(YAMLText.scalar(venue))", "artists: [\(YAMLText.scalar(artist))]"]
            base = Slug.make(date + " " + venue)
            body = (details.venue == nil ? "" : "\(trimmed)\n\n") + "Your notes on the evening.\n"
        }
        // A title with no Latin letters gets a stable name of its own, as artists do.
        let ownName = base.isEmpty ? kind.rawValue + "-" + Slug.stableHash(NameKey.make(trimmed)) : base
        let slug = uniqueSlug(ownName, in: kind.folder)
        let path = "\(kind.folder)/\(slug).md"
        var beside: String?
        if slug != ownName {
            let existing = existingFile(ownName, in: kind.folder) ?? "\(kind.folder)/\(ownName).md"
            guard force else {
                throw Refusal(description: "error: \(existing) already exists: edit it, or give --force to add another \(kind.rawValue) beside it as \(path)")
            }
            beside = existing
        }
        try write("---\n" + lines.joined(separator: "\n") + "\n---\n" + body, to: path)
        return (path, beside)
    }

    /// The file in `folder` named `slug` (whatever its extension and case), relative to the site.
    private func existingFile(_ slug: String, in folder: String) -> String? {
        ((try? FileManager.default.contentsOfDirectory(atPath: site.appending(path: folder).path)) ?? []).sorted()
            .first { ($0 as NSString).deletingPathExtension.lowercased() == slug }.map { "\(folder)/\($0)" }
    }

    /// `base`, or `base-2`, `base-3`… whichever no file in `folder` has (whatever its extension's case).
    package func uniqueSlug(_ base: String, in folder: String) -> String {
        let taken = Set(((try? FileManager.default.contentsOfDirectory(atPath: site.appending(path: folder).path)) ?? [])
            .map { ($0 as NSString).deletingPathExtension.lowercased() })
        return UniqueName.numbered(base, avoiding: taken)
    }

    /// Writes a new file (O_EXCL: never over one that appeared meanwhile).
    private func write(_ text: String, to path: String) throws {
        let url = site.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Refusal(description: "error: cannot write \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        if let code = AtomicFile.writeAll(Data(text.utf8), to: descriptor) {
            throw Refusal(description: "error: cannot write \(url.path): \(String(cString: strerror(code)))")
        }
    }
}
