import Foundation
import Testing
@testable import Covers
@testable import Media
@testable import Rendering

/// Covers as a visitor gets them: sized for the page, in WebP and JPEG, with their real dimensions; never the owner's
/// file as it is, never an SVG document; made once and kept in the cache.
@Suite("Covers sized for the web")
struct CoverImagesTests {
    /// A `width` × `height` JPEG, like a scanned sleeve, made with libvips from a small PNG.
    static func jpegScan(width: Int, height: Int) throws -> Data {
        try #require(ImageResizer.resize(TestImage.png(width: 120, height: 80), width: width, height: height, formats: [.jpeg], quality: { _ in 90 })[.jpeg])
    }

    /// Every `<img …>` tag in the HTML files of `output`, with its page.
    static func imageTags(_ output: URL) throws -> [(page: String, tag: String)] {
        try filesUnder(output).filter { $0.hasSuffix(".html") }.flatMap { page in
            let html = try String(contentsOf: output.appending(path: page), encoding: .utf8)
            return html.matches(of: /<img [^>]*>/).map { (page, String($0.output)) }
        }
    }

    static func attribute(_ name: String, _ tag: String) -> String? {
        (try? Regex("\(name)=\"([^\"]*)\"").firstMatch(in: tag)).flatMap { $0.output[1].substring.map(String.init) }
    }

    @Test("A 3000 × 2000 JPEG scan is published no wider than 1000 px, as WebP and JPEG, with srcset, sizes and the real width and height")
    func largeScan() async throws {
        let site = try TemporarySite(siteYAML: "title: Covers\nbase_url: https://example.org/records/\n")
        defer { site.remove() }
        try site.write("covers/scan.jpg", try Self.jpegScan(width: 3000, height: 2000))
        try site.album("scan", title: "Wide Sleeve", extra: "cover: ../../covers/scan.jpg\n")
        try site.album("plain")
        try await site.build()

        // The album without a cover is previewed by its sleeve (SleeveImageTests), not resized from anything.
        let covers = filesUnder(site.output).filter { $0.hasPrefix("covers/") && $0 != "covers/plain.600.jpg" }.sorted()
        #expect(covers == ["covers/scan.1000.jpg", "covers/scan.1000.webp", "covers/scan.250.jpg", "covers/scan.250.webp", "covers/scan.500.jpg", "covers/scan.500.webp"])
        for path in covers {
            let size = try TestImage.size(FileManager.default.contents(atPath: site.output.appending(path: path).path))
            #expect(size.width <= CoverRecipe.widths.last!, "\(path) is \(size.width) px wide")
            #expect(abs(Double(size.width) / Double(size.height) - 1.5) < 0.01, "\(path) keeps the aspect ratio")
        }
        let album = try site.read("albums/scan/index.html")
        #expect(album.contains("<source type=\"image/webp\" srcset=\"../../covers/scan.250.webp 250w, ../../covers/scan.500.webp 500w, ../../covers/scan.1000.webp 1000w\" sizes=\""))
        #expect(album.contains("srcset=\"../../covers/scan.250.jpg 250w, ../../covers/scan.500.jpg 500w, ../../covers/scan.1000.jpg 1000w\""))
        #expect(album.contains("<meta property=\"og:image:width\" content=\"500\">") && album.contains("<meta property=\"og:image:height\" content=\"333\">"))

        // Every <img> of every page names a file whose pixels are the width and height it says.
        let tags = try Self.imageTags(site.output)
        #expect(tags.count >= 3)  // the album page, the home page, the artist page
        for (page, tag) in tags {
            let src = try #require(Self.attribute("src", tag))
            let file = site.output.appending(path: page).deletingLastPathComponent().appending(path: src).standardizedFileURL
            let size = try TestImage.size(FileManager.default.contents(atPath: file.path))
            #expect(Self.attribute("width", tag) == String(size.width) && Self.attribute("height", tag) == String(size.height), "\(page): \(tag)")
            #expect(Self.attribute("sizes", tag) != nil, "\(page): \(tag)")
        }
    }

    @Test("An owner's SVG with a script is drawn into images; no SVG document is published")
    func svgIsRasterised() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("covers/art.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" width="90" height="60" viewBox="0 0 90 60"><script>alert(document.cookie)</script>\
            <rect width="90" height="60" fill="#c33"/><circle cx="45" cy="30" r="20" fill="#fff"/></svg>
            """)
        try site.album("drawn", extra: "cover: ../../covers/art.svg\n")
        let report = try await site.build()
        #expect(report.warnings.filter { $0.severity == .warning }.isEmpty)
        let published = filesUnder(site.output)
        #expect(published.filter { $0.lowercased().hasSuffix(".svg") } == ["assets/favicon.svg"])  // the theme's own icon only
        for path in published where !path.hasPrefix("assets/") {
            #expect(!(try Data(contentsOf: site.output.appending(path: path))).contains(Data("alert(document".utf8)), "\(path)")
        }
        // Drawn at every width, sharp (a vector has no size of its own to stop at), keeping its 3:2 shape.
        #expect(try TestImage.size(FileManager.default.contents(atPath: site.output.appending(path: "covers/drawn.1000.webp").path)) == (1000, 667))
        #expect(try site.read("albums/drawn/index.html").contains("src=\"../../covers/drawn.500.jpg\""))
    }

    @Test("A second build encodes nothing: covers come from cache/derived/, and a build with nothing changed stays a no-op")
    func madeOnce() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("covers/a.png", TestImage.png(width: 700, height: 700))
        try site.album("a", extra: "cover: ../../covers/a.png\n")
        try await site.build()
        let derived = site.root.appending(path: "cache/derived", directoryHint: .isDirectory)
        func stamps() throws -> [String: String] {
            Dictionary(uniqueKeysWithValues: try filesUnder(derived).map { path in
                let attributes = try FileManager.default.attributesOfItem(atPath: derived.appending(path: path).path)
                return (path, "\(attributes[.systemFileNumber] ?? 0) \(attributes[.modificationDate] ?? 0)")
            })
        }
        let first = try stamps()
        #expect(first.keys.filter { $0.hasSuffix(".webp") }.count == 3)  // 250, 500 and its own 700
        let published = try Data(contentsOf: site.output.appending(path: "covers/a.700.webp"))

        #expect(try await site.build().upToDate)
        try site.album("a", extra: "cover: ../../covers/a.png\n", notes: "Edited notes.")
        let report = try await site.build()
        #expect(!report.upToDate)
        #expect(try stamps() == first)  // nothing encoded or written again
        #expect(try Data(contentsOf: site.output.appending(path: "covers/a.700.webp")) == published)
        #expect(try await site.build().upToDate)

        let album = try #require(try await site.load().albums.first)
        let store = DerivedImageStore(cache: site.root.appending(path: "cache"))
        #expect(try await CoverSizer(store: store, siteDirectory: site.root).size([album]).encoded == 0)
        #expect(try await CoverSizer(store: nil, siteDirectory: site.root).size([album]).encoded == 1)
    }

    @Test("Covers made twice from scratch are byte for byte the same")
    func deterministic() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("covers/a.jpg", try Self.jpegScan(width: 1200, height: 1200))
        try site.album("a", extra: "cover: ../../covers/a.jpg\n")
        let album = try #require(try await site.load().albums.first)
        let sizer = CoverSizer(store: nil, siteDirectory: site.root)
        let (one, two) = (try await sizer.size([album]), try await sizer.size([album]))
        let cover = try #require(one.covers["a"])
        #expect(cover.variants == two.covers["a"]?.variants)
        #expect(cover.contents == two.covers["a"]?.contents)
        // No metadata: no EXIF (libvips writes one with the resolution), no ICC profile.
        for case .bytes(let data) in cover.contents {
            #expect(data.range(of: Data("Exif".utf8)) == nil && data.range(of: Data("ICC_PROFILE".utf8)) == nil)
        }
    }

    @Test("A broken or oversized image is a warning naming the album file; the album shows the placeholder and the build goes on")
    func brokenImages() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let good = TestImage.png(width: 300, height: 300)
        try site.write("covers/truncated.png", good.prefix(good.count / 2))
        try site.write("covers/garbage.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0]) + Data(repeating: 0x42, count: 500))
        // A header that claims 20,000 × 20,000 pixels (400 million) in a file of a few bytes.
        try site.write("covers/huge.png", TestImage.pngClaiming(width: 20_000, height: 20_000))
        try site.album("truncated", extra: "cover: ../../covers/truncated.png\n")
        try site.album("garbage", extra: "cover: ../../covers/garbage.jpg\n")
        try site.album("huge", extra: "cover: ../../covers/huge.png\n")
        let report = try await site.build()
        let warnings = report.warnings.filter { $0.severity == .warning }.map(\.description)
        for slug in ["truncated", "garbage", "huge"] {
            #expect(warnings.contains { $0.hasPrefix("content/albums/\(slug).md") && $0.contains("cannot be used as the cover") }, "\(warnings)")
            #expect(try site.read("albums/\(slug)/index.html").contains("class=\"cover placeholder placeholder-"))
        }
        #expect(warnings.contains { $0.contains("'covers/huge.png'") && $0.contains("more than the 100 million") })
        #expect(filesUnder(site.output).filter { $0.hasPrefix("covers/") }.isEmpty)
    }

    @Test("A cover file past 64 MiB is a warning giving its size and the limit, never '64 MiB, more than the 64 MiB'")
    func coverPastTheSizeLimit() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let file = site.root.appending(path: "covers/scan.png")
        try site.write("covers/scan.png", TestImage.png(width: 10, height: 10))
        // Sparse: 64.5 MiB on paper, nothing on the disk.
        try FileHandle(forWritingTo: file).truncate(atOffset: UInt64(64 << 20) + UInt64(512 << 10))
        try site.album("scan", extra: "cover: ../../covers/scan.png\n")
        let report = try await site.build()
        let warnings = report.warnings.filter { $0.severity == .warning }.map(\.description)
        #expect(warnings.contains { $0.contains("it is 64.5 MiB, more than the 64 MiB a cover may have") }, "\(warnings)")
    }
}
