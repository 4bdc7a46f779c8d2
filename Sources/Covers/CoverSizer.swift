import Foundation
import Basics
import Media
import Model
import MusicWeb
import Engine

/// Makes every album's cover for the web: the owner's image (an SVG rasterised), else the largest fetched one, in the
/// recipe's widths as WebP and JPEG. What the cache has is taken from it; what is made is kept there.
package struct CoverSizer: Sendable {
    /// Where made covers are kept; nil makes them in memory and keeps nothing (`check` writes nothing).
    package let store: DerivedImageStore?
    /// The site folder, to name the owner's files as they are written in the album.
    package let siteDirectory: URL
    /// Gathers what sizing read of each album (`serve`).
    package let reads: ReadCollector?

    package init(store: DerivedImageStore?, siteDirectory: URL, reads: ReadCollector? = nil) {
        self.store = store
        self.siteDirectory = siteDirectory
        self.reads = reads
    }

    package struct Result: Sendable {
        /// By album slug; an album without a usable cover has none (the page shows the placeholder).
        package var covers: [String: SizedCover] = [:]
        package var warnings: [Diagnostic] = []
        /// How many sources were decoded and encoded (the rest came from the cache).
        package var encoded = 0
    }

    private enum Outcome: Sendable {
        case none
        case sized(SizedCover, encoded: Bool, storeFailure: String?)
        case failed(Diagnostic)
    }

    /// With `sleeves` (a site with `base_url`, whose pages have link previews), an album without a usable cover gets
    /// its generated sleeve as an image (`SizedCover.isSleeve`).
    package func size(_ albums: [Album], sleeves: Bool = false) async throws -> Result {
        let outcomes = try await WorkQueue.map(albums.count) { position in
            ReadCollector.record(reads) {
                let outcome = self.size(albums[position])
                // Albums only: a wanted record (`wanted/…`) has no page of its own to preview.
                if sleeves, case .none = outcome, !albums[position].slug.contains("/") { return self.sleeve(albums[position]) }
                return outcome
            }
        }
        var result = Result()
        var storeFailure: String?
        for (album, outcome) in zip(albums, outcomes) {
            switch outcome {
            case .none: break
            case .sized(let cover, let encoded, let failure):
                result.covers[album.slug] = cover
                if encoded { result.encoded += 1 }
                storeFailure = storeFailure ?? failure
            case .failed(let warning): result.warnings.append(warning)
            }
        }
        if let storeFailure, let store {
            result.warnings.append(.warning(store.root.path, "covers made in this build cannot be kept in the cache (\(storeFailure)); the next build makes them again"))
        }
        return result
    }

    private func size(_ album: Album) -> Outcome {
        let source: Data
        if let file = album.coverFile {
            let named = relative(file)
            var info = stat()
            if stat(file, &info) == 0, Int(info.st_size) > CoverRecipe.maxBytes {
                return .failed(problem(album, named, "it is \(ByteSize(Int(info.st_size))), more than the \(ByteSize(CoverRecipe.maxBytes)) a cover may have"))
            }
            guard let data = FileManager.default.contents(atPath: file) else { return .failed(problem(album, named, "it cannot be read")) }
            source = data
            return make(album, source, named: named)
        }
        guard let image = album.enrichment.cover?.images.max(by: { $0.size < $1.size }) else { return .none }
        return make(album, image.data, named: "the cover fetched from \(album.enrichment.cover?.source.displayName ?? "the music web")")
    }

    private func make(_ album: Album, _ source: Data, named: String) -> Outcome {
        let hash = ContentHash.sha256(source)
        let recipe = CoverRecipe.key
        if let cover = store?.get(hash, recipe) { return .sized(cover, encoded: false, storeFailure: nil) }
        let images: [(SizedCover.Variant, Data)]
        do {
            let header = try ImageResizer.header(source)
            guard header.width > 0, header.height > 0, header.width * header.height <= CoverRecipe.maxPixels else {
                return .failed(problem(album, named, "it is \(header.width) × \(header.height) pixels, more than the \(CoverRecipe.maxPixels / 1_000_000) million a cover may have"))
            }
            images = try CoverRecipe.sizes(for: header).flatMap { size in
                let encoded = try ImageResizer.resize(source, width: size.width, height: size.height, formats: CoverRecipe.formats, quality: CoverRecipe.quality)
                return CoverRecipe.formats.compactMap { format in
                    encoded[format].map { (SizedCover.Variant(width: size.width, height: size.height, format: format, bytes: $0.count), $0) }
                }
            }
        } catch {
            return .failed(problem(album, named, "libvips cannot read it (\(error))"))
        }
        guard let store else { return .sized(SizedCover(variants: images.map(\.0), contents: images.map { .bytes($0.1) }), encoded: true, storeFailure: nil) }
        do {
            return .sized(try store.put(hash, recipe, images), encoded: true, storeFailure: nil)
        } catch {
            return .sized(SizedCover(variants: images.map(\.0), contents: images.map { .bytes($0.1) }), encoded: true, storeFailure: "\(error)")
        }
    }

    /// The album's generated sleeve (`SleeveArt`) as one JPEG, for link previews; from the cache when made before.
    private func sleeve(_ album: Album) -> Outcome {
        let source = Data(SleeveArt.svg(seed: album.slug, title: album.title, artist: album.artist).utf8)
        let hash = ContentHash.sha256(source)
        let recipe = "sleeve " + CoverRecipe.key
        func marked(_ cover: SizedCover) -> SizedCover {
            var cover = cover
            cover.isSleeve = true
            return cover
        }
        if let cover = store?.get(hash, recipe) { return .sized(marked(cover), encoded: false, storeFailure: nil) }
        let side = SleeveArt.side
        let image: Data
        do {
            guard let jpeg = try ImageResizer.resize(source, width: side, height: side, formats: [.jpeg], quality: CoverRecipe.quality)[.jpeg] else {
                return .none
            }
            image = jpeg
        } catch {
            // libvips without SVG: the previews go without an image, as before.
            return .none
        }
        let images = [(SizedCover.Variant(width: side, height: side, format: .jpeg, bytes: image.count), image)]
        let made = SizedCover(variants: images.map(\.0), contents: images.map { .bytes($0.1) })
        guard let store else { return .sized(marked(made), encoded: true, storeFailure: nil) }
        do {
            return .sized(marked(try store.put(hash, recipe, images)), encoded: true, storeFailure: nil)
        } catch {
            return .sized(marked(made), encoded: true, storeFailure: "\(error)")
        }
    }

    private func problem(_ album: Album, _ named: String, _ reason: String) -> Diagnostic {
        .warning(album.sourcePath, "\(named) cannot be used as the cover: \(reason); the album shows a placeholder until it is replaced by a JPEG, PNG, WebP or SVG image")
    }

    /// `path` relative to the site folder, as the owner knows it.
    private func relative(_ path: String) -> String {
        let site = siteDirectory.standardizedFileURL.path
        let prefix = site.hasSuffix("/") ? site : site + "/"
        return "'" + (path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path) + "'"
    }
}
