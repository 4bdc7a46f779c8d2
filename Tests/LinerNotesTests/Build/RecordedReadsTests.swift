import Foundation
import Testing
@testable import Output
@testable import Rendering
@testable import Build
import Engine
import Model

/// What a page reads is recorded while it renders (`SiteReads`), so an edit renders again the pages that read what
/// changed, and no others: no page kind declares what it reads. These tests compare the pages a rebuild rendered with
/// the pages whose bytes changed: for a field shown on some pages only, the two are the same.
@Suite("Pages read what they show")
struct RecordedReadsTests {
    static let day = Date(timeIntervalSince1970: 1_795_000_000)

    private func build(_ site: URL) async throws -> SiteBuilder.Report {
        try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true, now: { Self.day })).build()
    }

    /// Every published file's bytes, by path.
    private func files(_ site: URL) throws -> [String: Data] {
        let root = site.appending(path: "public")
        var found: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            found[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return found
    }

    /// Builds after `edit`; returns the HTML pages rendered and the HTML pages whose bytes changed (or came or went).
    private func pages(after edit: () throws -> Void, in archive: EditableArchive) async throws -> (rendered: Set<String>, changed: Set<String>) {
        let before = try files(archive.site)
        try edit()
        let report = try await build(archive.site)
        let after = try files(archive.site)
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        return (Set(report.renderedPaths.filter { $0.hasSuffix(".html") }), Set(changed.filter { $0.hasSuffix(".html") }))
    }

    @Test("A field a page shows, changed, renders again exactly the pages that show it: a label, a rating, a format, the notes")
    func fieldEditsRenderThePagesThatShowThem() async throws {
        let archive = try EditableArchive(seed: 33)
        defer { archive.remove() }
        _ = try await build(archive.site)
        let slug = archive.albumSlugs[3]
        // `label:` is on the album's page alone; nothing was written for it: no key, no digest, no list of fields.
        let label = try await pages(after: { try archive.edit(slug) { $0.label = "Harbour Records" } }, in: archive)
        #expect(label.changed == ["albums/\(slug)/index.html"])
        #expect(label.rendered == label.changed)
        let rating = try await pages(after: { try archive.edit(slug) { $0.rating = 4 } }, in: archive)
        #expect(rating.changed.contains("albums/\(slug)/index.html"))
        #expect(rating.rendered == rating.changed, "rendered but unchanged: \(rating.rendered.subtracting(rating.changed).sorted())")
        // A format is on the album's cards too (year · format), wherever they are.
        let format = try await pages(after: { try archive.edit(slug) { $0.format = "Vinyl, LP, Reissue" } }, in: archive)
        #expect(format.changed.count > 2)
        #expect(format.rendered == format.changed, "rendered but unchanged: \(format.rendered.subtracting(format.changed).sorted())")
        let notes = try await pages(after: { try archive.edit(slug) { $0.notes = "Played twice on the day it came." } }, in: archive)
        #expect(notes.rendered == ["albums/\(slug)/index.html"])
        #expect(notes.changed == notes.rendered)
    }

    @Test("A title edited renders its album's page, its artist's, and the pages that list it; not the tags it is not under")
    func titleEditRendersThePagesListingIt() async throws {
        let archive = try EditableArchive(seed: 34)
        defer { archive.remove() }
        let first = try await build(archive.site)
        let slug = archive.albumSlugs[5]
        let album = archive.album(slug)
        let title = try await pages(after: { try archive.edit(slug) { $0.title = "Copper Station" } }, in: archive)
        // Every page that changed was rendered (the random-edit tests check the bytes); fewer than all were.
        #expect(title.changed.isSubset(of: title.rendered))
        #expect(title.rendered.contains("albums/\(slug)/index.html"))
        #expect(title.rendered.count < first.renderedPaths.filter { $0.hasSuffix(".html") }.count / 2)
        let tagPages = title.rendered.filter { $0.hasPrefix("tags/") && $0 != "tags/index.html" }
        let own = Set(album.tags.map { "tags/\($0.lowercased().replacingOccurrences(of: " ", with: "-"))/index.html" })
        #expect(tagPages.isSubset(of: own), "tag pages not listing it rendered: \(tagPages.subtracting(own).sorted())")
        #expect(title.rendered.subtracting(title.changed).count <= 2, "rendered but unchanged: \(title.rendered.subtracting(title.changed).sorted())")
    }
}

@Suite("The engine's state beside the output")
struct EngineStateFileTests {
    private func build(_ site: URL, cleanURLs: Bool? = nil) async throws -> SiteBuilder.Report {
        var options = BuildOptions(siteDirectory: site, offline: true, now: { RecordedReadsTests.day })
        options.request.cleanURLs = cleanURLs
        return try await SiteBuilder(options: options).build()
    }

    @Test("A damaged state file is set aside with a note, and the build renders everything, right")
    func damagedStateIsDiscarded() async throws {
        let archive = try EditableArchive(seed: 35)
        defer { archive.remove() }
        let first = try await build(archive.site)
        let file = archive.site.appending(path: ".public.linernotes/engine")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: file)
        try archive.edit(archive.albumSlugs[0]) { $0.notes = "Damaged, then rebuilt." }
        let after = try await build(archive.site)
        #expect(after.rendered == first.rendered)
        #expect(after.warnings.contains { $0.message.contains("is damaged") && $0.severity == .note })
        // Written again whole: the next edit renders one page.
        try archive.edit(archive.albumSlugs[0]) { $0.notes = "And once more." }
        #expect(try await build(archive.site).renderedPaths.filter { $0.hasSuffix(".html") } == ["albums/\(archive.albumSlugs[0])/index.html"])
    }

    @Test("A state file of another version is not used, and the note says so")
    func otherVersionIsDiscarded() async throws {
        let archive = try EditableArchive(seed: 37)
        defer { archive.remove() }
        let first = try await build(archive.site)
        try Data("linernotes engine state 1\n\u{0}\u{0}\u{0}".utf8).write(to: archive.site.appending(path: ".public.linernotes/engine"))
        try archive.edit(archive.albumSlugs[0]) { $0.notes = "After an upgrade." }
        let after = try await build(archive.site)
        #expect(after.rendered == first.rendered)
        #expect(after.warnings.contains { $0.message.contains("another version of linernotes") && $0.severity == .note })
        #expect(try await archive.differencesFromCleanBuild().isEmpty)
    }

    @Test("build keeps what the search index made beside the output, with the hashes the site has; a title edit builds the site a clean build makes; check writes nothing there")
    func searchIndexKeptByBuild() async throws {
        let archive = try EditableArchive(seed: 38)
        defer { archive.remove() }
        _ = try await build(archive.site)
        let record = OutputRecord(output: archive.site.appending(path: "public"))
        func agrees() throws {
            let made = try #require(SearchIndex.Made.read(from: record.folder.appending(path: "search")))
            let manifest = try #require(record.manifest()).files
            let files = made.files.values.flatMap { $0 }
            #expect(!files.isEmpty && files.allSatisfy { manifest[$0.path] == $0.hash }, "the kept index names files the site does not have")
        }
        try agrees()
        try archive.edit(archive.albumSlugs[0]) { $0.title += " (Deluxe Edition)" }
        _ = try await build(archive.site)
        try agrees()
        #expect(try await archive.differencesFromCleanBuild().isEmpty)
        // check renders every page in memory and writes nothing beside the output either.
        func folder() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: record.folder.path)
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try Data(contentsOf: record.folder.appending(path: $0))) })
        }
        let before = try folder()
        try archive.edit(archive.albumSlugs[1]) { $0.title += " (Remastered)" }
        _ = try await SiteBuilder(options: BuildOptions(siteDirectory: archive.site, offline: true)).check()
        #expect(try folder() == before)
    }

    @Test("State written with other options is not used")
    func foreignStateIsDiscarded() async throws {
        let archive = try EditableArchive(seed: 36)
        defer { archive.remove() }
        let first = try await build(archive.site)
        try archive.edit(archive.albumSlugs[1]) { $0.notes = "Other options now." }
        let other = try await build(archive.site, cleanURLs: true)
        #expect(other.rendered == first.rendered)
        #expect(other.warnings.contains { $0.message.hasSuffix("was written by a build with other options (clean URLs), so every page is rendered this time") })
    }

    @Test("The note on a state not used names the one reason: another binary, other options (which), or another site published since")
    func otherIdentityNamesTheReason() {
        let build = ["binary 1", "version 0.1.0", "offline false", "strict false", "hints false"].joined(separator: "\n")
        #expect(OutputRecord.otherIdentity(build.replacingOccurrences(of: "binary 1", with: "binary 2") + "\nmanifest", build)
            == "was written by another linernotes binary")
        let offline = build.replacingOccurrences(of: "offline false", with: "offline true")
        #expect(OutputRecord.otherIdentity(offline + "\nmanifest", build) == "was written by a build with other options (--offline)")
        let serve = offline.replacingOccurrences(of: "hints false", with: "hints true")
        #expect(OutputRecord.otherIdentity(serve + "\nmanifest", build) == "was written by a build with other options (--offline, serve's owner hints)")
        #expect(OutputRecord.otherIdentity(build + "\nanother manifest", build)
            == "was written for a site published since (by serve, or a build that could not keep it)")
    }
}

@Suite("Album fingerprints")
struct AlbumFingerprintTests {
    @Test("A file changed after the load began gives its album no fingerprint, so the next build digests it again")
    func racyStampsAreNotTrusted() throws {
        let site = FileManager.default.temporaryDirectory.appending(path: "linernotes-racy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        try FileManager.default.createDirectory(at: site.appending(path: "content/albums"), withIntermediateDirectories: true)
        try Data("---\ntitle: A\nartist: B\n---\n".utf8).write(to: site.appending(path: "content/albums/a.md"))
        let archive = Archive(
            config: SiteConfig(title: "T"), albums: [Album(slug: "a", title: "A", artist: "B", sourcePath: "content/albums/a.md")], artists: [],
            pages: [], tags: [])
        let options = BuildOptions(siteDirectory: site, offline: true)
        let stamp = try #require(FileStamp(path: site.appending(path: "content/albums/a.md").path))
        var later = stamp.changed
        later.tv_sec += 2
        let settled = SiteBuilder.albumFingerprints(archive, options: options, site: "s", loadStarted: later, fetches: "")
        #expect(settled["a"]?.contains(stamp.description) == true)
        // The load began when the file was changed: what it read may be the old bytes or the new.
        let racy = SiteBuilder.albumFingerprints(archive, options: options, site: "s", loadStarted: stamp.changed, fetches: "")
        #expect(racy["a"] == nil)
        // Anything that changes every album (the site's digest, the artists, what fetching did) changes each fingerprint.
        #expect(SiteBuilder.albumFingerprints(archive, options: options, site: "t", loadStarted: later, fetches: "")["a"] != settled["a"])
        #expect(SiteBuilder.albumFingerprints(archive, options: options, site: "s", loadStarted: later, fetches: "1 failed")["a"] != settled["a"])
    }
}
