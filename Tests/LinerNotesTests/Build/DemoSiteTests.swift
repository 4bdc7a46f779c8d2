import Foundation
import Testing
@testable import Build
@testable import Model
@testable import MusicWeb
@testable import Rendering

/// The demo archive in content/, built as README's first command builds it.
@Suite("The demo site")
struct DemoSiteTests {
    private func buildDemo(cleanURLs: Bool? = nil) async throws -> (URL, SiteBuilder.Report) {
        let output = FileManager.default.temporaryDirectory.appending(path: "linernotes-demo-\(UUID().uuidString)", directoryHint: .isDirectory)
        let report = try await SiteBuilder(options: BuildOptions(siteDirectory: repositoryRoot, outputDirectory: output, offline: true, cleanURLs: cleanURLs)).build()
        return (output, report)
    }

    @Test("Every href and src of every page resolves to a file of the site")
    func everyLinkResolves() async throws {
        let (output, report) = try await buildDemo()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(report.albums == 9)
        #expect(report.warnings.filter { $0.severity != .note }.isEmpty)
        #expect(report.warnings.map(\.description) == ["content/site.yml: note: no 'base_url', so no Atom feed and no sitemap.xml (both need absolute URLs)"])
        let pages = filesUnder(output).filter { $0.hasSuffix(".html") }
        #expect(pages.count == report.pages)
        // The site's own pages write only under the names free pages may not take (the demo's one free page aside).
        let topLevel = Set(filesUnder(output).map { String($0.prefix { $0 != "/" }.prefix { $0 != "." }) })
        #expect(topLevel.subtracting(SitePaths.reservedTopLevelNames) == ["about"])
        var checked = 0
        for page in pages {
            let html = try String(contentsOf: output.appending(path: page), encoding: .utf8)
            for link in LinkExtractor.references(in: html) {
                if link.hasPrefix("https://") || link.hasPrefix("http://") || link.hasPrefix("mailto:") { continue }
                #expect(!link.hasPrefix("/"), "\(page): root-relative link \(link) breaks under a subpath and on file://")
                let path = String(link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                if path.isEmpty { continue }  // in-page anchor
                #expect(!path.hasSuffix("/"), "\(page): \(link) names a folder; file:// would show a listing")
                let target = output.appending(path: page).deletingLastPathComponent().appending(path: path).standardizedFileURL
                #expect(target.path.hasPrefix(output.standardizedFileURL.path), "\(page): \(link) leaves the site")
                #expect(FileManager.default.fileExists(atPath: target.path), "\(page): \(link) does not resolve")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    @Test("Every page has lang, a title, a meta description and alt text on images")
    func pagesAreComplete() async throws {
        let (output, _) = try await buildDemo()
        defer { try? FileManager.default.removeItem(at: output) }
        for page in filesUnder(output) where page.hasSuffix(".html") {
            let html = try String(contentsOf: output.appending(path: page), encoding: .utf8)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(page)")
            #expect(html.contains("<title>") && !html.contains("<title></title>"), "\(page)")
            #expect(html.contains("<meta name=\"description\" content=\""), "\(page)")
            let images = html.components(separatedBy: "<img ").dropFirst()
            for image in images {
                #expect(image.prefix(while: { $0 != ">" }).contains(" alt=\"Cover of "), "\(page): image without alt")
            }
        }
    }

    @Test("The demo shows covers, placeholders, discs and the artist made from an album")
    func demoContent() async throws {
        let (output, _) = try await buildDemo()
        defer { try? FileManager.default.removeItem(at: output) }
        func read(_ path: String) throws -> String { try String(contentsOf: output.appending(path: path), encoding: .utf8) }
        let northern = try read("albums/northern-static/index.html")
        #expect(northern.contains("src=\"../../covers/northern-static.500.jpg\" srcset=\"../../covers/northern-static.250.jpg 250w, ../../covers/northern-static.500.jpg 500w\""))
        #expect(northern.contains("Disc 2"))
        #expect(northern.contains("<span class=\"track-no\">D1</span>"))
        // From the committed cache: tracks from MusicBrainz, covers from the Cover Art Archive (release and
        // release group) and iTunes, Wikipedia summaries on the right article.
        let slow = try read("albums/slow-weather/index.html")
        #expect(slow.contains("<span class=\"track-title\">Fog Bank</span><time class=\"track-length\" datetime=\"PT5M15S\">5:15</time>"))
        #expect(slow.contains("Track list from MusicBrainz."))
        #expect(slow.contains("srcset=\"../../covers/slow-weather.250.webp 250w, ../../covers/slow-weather.500.webp 500w\""))
        #expect(try read("albums/tin-radio/index.html").contains("covers/tin-radio.500.jpg"))
        let ferns = try read("albums/glass-ferns/index.html")
        #expect(ferns.contains("covers/glass-ferns.500.jpg") && ferns.contains("Cover: iTunes"))
        #expect(!ferns.contains("Track list from"))  // the owner's own track list wins
        let tram = try read("albums/night-tram/index.html")
        #expect(tram.contains("Night Tram is a 2016 trio album") && !tram.contains("may refer to"))
        #expect(try read("artists/the-quiet-hours/index.html").contains("From Wikipedia"))
        #expect(try read("artists/dr-halcyon-and-the-static/index.html").contains("../../covers/tin-radio.500.jpg"))
        #expect(try read("artists/dr-halcyon-and-the-static/index.html").contains("Tin Radio"))
        let home = try read("index.html")
        // Most recently acquired first.
        let order = ["Salt &amp; Cedar", "Slow Weather", "Glass Ferns", "Paper Harbour"].compactMap { home.range(of: $0)?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
        let artists = try read("artists/index.html")
        // By sort name: "Quiet Hours, The" after "Okonkwo-Lind".
        #expect(artists.range(of: "Mara Okonkwo-Lind")!.lowerBound < artists.range(of: "The Quiet Hours")!.lowerBound)
    }

    @Test("Two builds of the same archive are byte-identical")
    func deterministic() async throws {
        let (first, _) = try await buildDemo()
        let (second, _) = try await buildDemo()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let files = filesUnder(first)
        #expect(files == filesUnder(second))
        for file in files {
            #expect(try Data(contentsOf: first.appending(path: file)) == Data(contentsOf: second.appending(path: file)), "\(file) differs")
        }
    }

    @Test("Clean URLs drop index.html from links")
    func cleanURLs() async throws {
        let (output, _) = try await buildDemo(cleanURLs: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let album = try String(contentsOf: output.appending(path: "albums/night-tram/index.html"), encoding: .utf8)
        #expect(album.contains("href=\"../../artists/mara-okonkwo-lind/\""))
        #expect(!album.contains("index.html\""))
    }

    @Test("An empty archive builds a site that says so")
    func emptyArchive() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let report = try await site.build()
        #expect(report.albums == 0)
        #expect(try site.read("index.html").contains("This archive is empty"))
        #expect(try site.read("albums/index.html").contains("No albums yet"))
    }
}

/// Pulls every href and src attribute value out of HTML (the theme always quotes them with ").
enum LinkExtractor {
    static func references(in html: String) -> [String] {
        var result: [String] = []
        for attribute in [" href=\"", " src=\""] {
            var rest = html[...]
            while let start = rest.range(of: attribute) {
                let valueStart = start.upperBound
                guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
                result.append(String(rest[valueStart..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = rest[end...]
            }
        }
        return result
    }
}
