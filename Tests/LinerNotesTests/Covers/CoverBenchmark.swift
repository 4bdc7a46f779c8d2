import Foundation
import Testing
@testable import Build
@testable import Covers
@testable import Media
@testable import Rendering

/// Not a test of speed (nothing here asserts a time): `bench/covers` runs it to measure what one cover costs to make
/// for the web (decode, resize to each width, encode WebP and JPEG), from scans of several sizes and from a fetched
/// 500 px thumbnail, and what it costs when the cache has it.
@Suite("Cover benchmark", .enabled(if: ProcessInfo.processInfo.environment["LINERNOTES_BENCH"] == "1"))
struct CoverBenchmark {
    /// A `size` × `size` JPEG (quality 90) with a photograph's grain: gradients, soft shapes and noise, so it neither
    /// compresses nor decodes as quickly as a flat drawing would.
    static func scan(_ size: Int) throws -> Data {
        var state: UInt32 = 2_463_534_242
        var raw = Data(capacity: (size * 3 + 1) * size)
        for y in 0..<size {
            raw.append(0)
            for x in 0..<size {
                state ^= state << 13; state ^= state >> 17; state ^= state << 5
                let noise = Int(state & 31) - 16
                let ring = Int(40 * sin(Double(x * x + y * y).squareRoot() / Double(size) * 40))
                raw.append(UInt8(clamping: 90 + x * 120 / size + ring + noise))
                raw.append(UInt8(clamping: 60 + y * 100 / size + noise))
                raw.append(UInt8(clamping: 140 - ring + noise / 2))
            }
        }
        let png = TestImage.pngFromRows(raw, width: size, height: size)
        return try #require(ImageResizer.resize(png, width: size, height: size, formats: [.jpeg], quality: { _ in 90 })[.jpeg])
    }

    @Test("Time per cover, from scans and from a fetched thumbnail, cold and from the cache")
    func timePerCover() async throws {
        let site = try TemporarySite()
        defer { site.remove() }
        print("libvips \(ImageResizer.libraryVersion), recipe \(CoverRecipe.widths) px × \(CoverRecipe.formats.map(\.rawValue)), \(ProcessInfo.processInfo.activeProcessorCount) cores")
        for size in [500, 1200, 2000, 3000] {
            let source = try Self.scan(size)
            try site.write("covers/\(size).jpg", source)
            try site.album("s\(size)", extra: "cover: ../../covers/\(size).jpg\n")
            let album = try #require(try await site.load().albums.first { $0.slug == "s\(size)" })
            let clock = ContinuousClock()
            var times: [Double] = []
            var made: SizedCover?
            for _ in 0..<7 {
                let start = clock.now
                let result = try await CoverSizer(store: nil, siteDirectory: site.root).size([album])
                times.append(SiteBuilder.seconds(clock.now - start) * 1000)
                made = result.covers[album.slug]
            }
            let cover = try #require(made)
            let store = DerivedImageStore(cache: site.root.appending(path: "cache"))
            _ = try await CoverSizer(store: store, siteDirectory: site.root).size([album])
            let start = clock.now
            for _ in 0..<20 { _ = try await CoverSizer(store: store, siteDirectory: site.root).size([album]) }
            let cached = SiteBuilder.seconds(clock.now - start) * 1000 / 20
            let outputs = cover.variants.map { "\($0.width)\($0.format == .jpeg ? "j" : "w") \($0.bytes / 1024)K" }.joined(separator: ", ")
            print("\(size)×\(size) JPEG (\(source.count / 1024) KiB): median \(String(format: "%.0f", times.sorted()[times.count / 2])) ms, "
                + "best \(String(format: "%.0f", times.min()!)) ms; from the cache \(String(format: "%.1f", cached)) ms; made \(outputs)")
        }
    }
}
