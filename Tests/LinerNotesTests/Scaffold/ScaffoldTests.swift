import Foundation
import Testing
@testable import Basics
@testable import Build
@testable import Content
@testable import Import
@testable import Model
@testable import MusicWeb
@testable import Rendering
@testable import Scaffold
@testable import Serve

@Suite("init and new")
struct ScaffoldTests {
    func folder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "linernotes-init-\(UUID().uuidString)/my-records", directoryHint: .isDirectory)
    }

    @Test("init makes a site that builds at once, with every site.yml key commented; a second init writes nothing")
    func initialize() async throws {
        let site = folder()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        let files = try SiteScaffold(site: site).initialize()
        #expect(files.contains("content/site.yml") && files.contains(".gitignore") && files.contains("README.md") && files.contains(".github/workflows/linernotes.yml"))
        let yml = try String(contentsOf: site.appending(path: "content/site.yml"), encoding: .utf8)
        #expect(yml.hasPrefix("# The site's settings") && yml.contains("title: My Records"))
        for key in ["description", "language", "contact", "base_url", "clean_urls", "allow_html", "sources", "musicbrainz", "lastfm"] {
            #expect(yml.contains("# \(key)") || yml.contains("#   \(key)"), "\(key)")
        }
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: site, offline: true)).build()
        #expect(report.warnings.filter { $0.severity == .error }.isEmpty)
        let home = try String(contentsOf: site.appending(path: "public/index.html"), encoding: .utf8)
        #expect(home.contains("In Rainbows"))
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "public/about/index.html").path))

        try "title: Mine\n".write(to: site.appending(path: "content/site.yml"), atomically: true, encoding: .utf8)
        #expect { try SiteScaffold(site: site).initialize() } throws: { "\($0)".contains("already has content/site.yml") }
        #expect(try String(contentsOf: site.appending(path: "content/site.yml"), encoding: .utf8) == "title: Mine\n")
    }

    @Test("init --contact writes site.yml's contact, which the build reads; an address that is neither email nor web is refused, nothing written")
    func initWithContact() throws {
        let site = folder()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        try SiteScaffold(site: site).initialize(contact: "ada@example.org")
        let yml = try String(contentsOf: site.appending(path: "content/site.yml"), encoding: .utf8)
        #expect(yml.contains("\ncontact: ada@example.org ") && !yml.contains("# contact:"))
        // The build reads it as the site's contact (the one source of what init writes and the build accepts).
        #expect(try SiteConfigParser.read(site: site).get().contact == "ada@example.org")
        let web = folder()
        defer { try? FileManager.default.removeItem(at: web.deletingLastPathComponent()) }
        try SiteScaffold(site: web).initialize(contact: "https://example.org/records#me")
        #expect(try SiteConfigParser.read(site: web).get().contact == "https://example.org/records#me")
        for wrong in ["ada", "", "ada@example.org\nx: y", "@example.org"] {
            let refused = folder()
            defer { try? FileManager.default.removeItem(at: refused.deletingLastPathComponent()) }
            #expect { try SiteScaffold(site: refused).initialize(contact: wrong) } throws: { "\($0)".hasPrefix("error: --contact ") }
            #expect(!FileManager.default.fileExists(atPath: refused.appending(path: "content/site.yml").path))
        }
    }

    @Test("new for a title whose file exists stops, naming the file and --force; with --force it writes -2 beside it")
    func newRefusesATakenName() throws {
        let site = folder()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        try SiteScaffold(site: site).initialize(title: "Shelf")
        let scaffold = SiteScaffold(site: site)
        #expect(try scaffold.new(.album, "OK Computer", .init(artist: "Radiohead")) == "content/albums/ok-computer.md")
        let before = try String(contentsOf: site.appending(path: "content/albums/ok-computer.md"), encoding: .utf8)
        #expect { try scaffold.new(.album, "OK Computer", .init(artist: "Radiohead", year: 1997)) } throws: {
            "\($0)" == "error: content/albums/ok-computer.md already exists: edit it, or give --force to add another album beside it as content/albums/ok-computer-2.md"
        }
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "content/albums/ok-computer-2.md").path))
        let forced = try scaffold.newFile(.album, "OK Computer", .init(artist: "Radiohead", year: 1997), force: true)
        #expect(forced.path == "content/albums/ok-computer-2.md" && forced.beside == "content/albums/ok-computer.md")
        #expect(try String(contentsOf: site.appending(path: "content/albums/ok-computer.md"), encoding: .utf8) == before)
        // The other kinds alike.
        #expect(try scaffold.new(.artist, "Radiohead") == "content/artists/radiohead.md")
        #expect { try scaffold.new(.artist, "Radiohead") } throws: { "\($0)".contains("content/artists/radiohead.md already exists") && "\($0)".contains("--force") }
        #expect(try scaffold.new(.playlist, "Late Night") == "content/playlists/late-night.md")
        #expect { try scaffold.new(.playlist, "Late Night") } throws: { "\($0)".contains("content/playlists/late-night.md already exists") }
        #expect(try scaffold.newFile(.playlist, "Late Night", force: true).beside == "content/playlists/late-night.md")
    }

    @Test("new makes files that load, never over another: slugs made unique with --force, and the details each kind needs")
    func newFiles() async throws {
        let site = folder()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        try SiteScaffold(site: site).initialize(title: "Shelf")
        let scaffold = SiteScaffold(site: site)
        #expect(try scaffold.new(.album, "OK Computer", .init(artist: "Radiohead", year: 1997)) == "content/albums/ok-computer.md")
        #expect(try scaffold.new(.album, "OK Computer", .init(artist: "Radiohead"), force: true) == "content/albums/ok-computer-2.md")
        #expect(try scaffold.new(.album, "Nirvana: Live \"Unplugged\"", .init(artist: "Nirvana")) == "content/albums/nirvana-live-unplugged.md")
        #expect(try scaffold.new(.artist, "Radiohead") == "content/artists/radiohead.md")
        // No Latin letters: a stable name of its own, as artists get, never a bare "album".
        let japanese = try scaffold.new(.album, "音楽図鑑", .init(artist: "坂本龍一"))
        #expect(japanese.hasPrefix("content/albums/album-") && japanese.count == "content/albums/album-".count + 8 + 3, "\(japanese)")
        #expect(try scaffold.new(.album, "Морская", .init(artist: "Мумий Тролль")) != japanese)
        #expect(try scaffold.new(.page, "Albums") == "content/pages/albums-page.md")  // "albums" is the site's own
        #expect(try scaffold.new(.playlist, "Late Night") == "content/playlists/late-night.md")
        #expect(try scaffold.new(.concert, "Harbour Hall", .init(artist: "The Quiet Hours", date: "2026-05-01")) == "content/concerts/2026-05-01-harbour-hall.md")
        #expect { try scaffold.new(.album, "No Artist") } throws: { "\($0)".contains("--artist") }
        #expect { try scaffold.new(.concert, "Somewhere") } throws: { "\($0)".contains("--date") }
        #expect { try scaffold.new(.concert, "Somewhere", .init(artist: "X", date: "2025-13-45")) } throws: { "\($0)".contains("--date must be a day") }
        #expect { try scaffold.new(.concert, "Somewhere", .init(date: "2025-05-01")) } throws: { "\($0)".contains("headliner") }
        #expect { try scaffold.new(.album, "X", .init(artist: "Y", mbid: "not-an-id")) } throws: { "\($0)".contains("--mbid must be a MusicBrainz id") }
        #expect { try scaffold.new(.artist, "Foo", .init(year: 1999)) } throws: { "\($0)".contains("--year does not apply to a new artist (it takes --mbid)") }
        #expect { try SiteScaffold(site: site.appending(path: "typo")).new(.album, "X", .init(artist: "Y")) } throws: { "\($0)".contains("not a linernotes site") }
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "typo").path))
        let archive = try await ArchiveLoader(siteDirectory: site).load()
        #expect(archive.albums.map(\.title).sorted() == ["In Rainbows", "Nirvana: Live \"Unplugged\"", "OK Computer", "OK Computer", "Морская", "音楽図鑑"])
        #expect(archive.albums.first { $0.slug == "ok-computer" }?.year == 1997)
        #expect(archive.warnings.isEmpty, "\(archive.warnings)")
        #expect(archive.concerts.count == 1 && archive.playlists.count == 1 && archive.pages.count == 2)
    }

    @Test("Values are written so they read back as written", arguments: ["Plain Title", "1999", "yes", "Nirvana: Live", "#1 Record", "- dash", "quote \" and \\ back", "2001-05-01", "a, b: c", "ケアレス", "Don\u{92}t", "odd\u{FFFE}"])
    func yamlText(value: String) throws {
        let yaml = "title: \(YAMLText.scalar(value))\n"
        var (reader, problems) = FieldReader.parse(yaml: yaml, file: "x.md", firstLine: 1)
        #expect(problems.isEmpty)
        #expect(reader?.string("title") == value)
    }

    @Test("init writes a GitHub workflow that actionlint passes (build with the cache and a fetch budget, deploy to Pages); init --ci adds it to a site once")
    func workflow() throws {
        let site = folder()
        defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
        try SiteScaffold(site: site).initialize()
        let file = site.appending(path: ".github/workflows/linernotes.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        for needed in ["schedule:", "actions/cache/restore@v5", "--refresh-older-than 30d --fetch-budget 40m", "actions/upload-pages-artifact@v4", "actions/deploy-pages@v5"] {
            #expect(text.contains(needed), "\(needed)")
        }
        // It installs this version's release package in Debian 12, with no Swift and no compile.
        for needed in ["LINERNOTES_VERSION: \"\(LinerNotesVersion.current)\"", "container: debian:12", "linernotes_${LINERNOTES_VERSION}_amd64.deb", "apt-get install -y -qq \"/tmp/$deb\"", "linernotes --version"] {
            #expect(text.contains(needed), "\(needed)")
        }
        // The weekly sync: its own job, the only one that may write to the repository, the token from the secrets.
        for needed in ["linernotes sync --commit-message /tmp/sync-message", "DISCOGS_TOKEN: ${{ secrets.DISCOGS_TOKEN }}", "git commit -q -F /tmp/sync-message", "permissions: {}",
                       "if: ${{ !cancelled() && needs.build.result == 'success' }}", "git pull -q --rebase"] {
            #expect(text.contains(needed), "\(needed)")
        }
        #expect(text.components(separatedBy: "contents: write").count == 2 && text.components(separatedBy: "pages: write").count == 2)
        #expect(!text.contains("echo \"$DISCOGS_TOKEN") && !text.contains("echo $DISCOGS_TOKEN"))
        let commands = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        #expect(!commands.contains { $0.contains("swift build") || $0.contains("container: swift") }, "the workflow compiles linernotes")
        let lint = try actionlint(file)
        #expect(lint.status == 0, "actionlint: \(lint.output)")

        try FileManager.default.removeItem(at: file)
        #expect(try SiteScaffold(site: site).addWorkflow() == ".github/workflows/linernotes.yml")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect { try SiteScaffold(site: site).addWorkflow() } throws: { "\($0)".contains("exists; nothing was written") }
    }
}
