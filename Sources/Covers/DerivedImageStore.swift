import Foundation
import Basics

/// Covers made from a source image, kept in `cache/derived/` so an unchanged cover is never encoded again. Keyed by the
/// source's SHA-256 and the recipe (`CoverRecipe.key`); each variant is a file named by its width and format, and a
/// small JSON lists them with their sizes:
///
///     cache/derived/ab/abcdef…-<recipe>.json
///     cache/derived/ab/abcdef…-<recipe>.500.webp
///
/// It is a memo, not an input: the build's fingerprint leaves it out (the source images are in it), and losing it
/// only costs the time to make the covers again.
package struct DerivedImageStore: Sendable {
    package let root: URL

    private let rootPath: String

    package init(cache: URL) {
        root = cache.appending(path: "derived", directoryHint: .isDirectory)
        rootPath = root.path
    }

    /// The folder of a source's files: `<root>/ab`.
    private func folder(_ source: String) -> String {
        rootPath + "/" + source.prefix(2)
    }

    /// Where the names of a source's files by a recipe begin, `<root>/ab/abcdef…-<recipe>`, then `.json` (the listing)
    /// or `.<width>.<format>` (`path(_:_:)`): the one place the layout is said. Put together as text, not URLs (every
    /// build asks for every cover: URLs took most of the time).
    private func base(_ source: String, _ recipe: String) -> String {
        folder(source) + "/" + source + "-" + recipe
    }

    private func path(_ base: String, _ variant: SizedCover.Variant) -> String {
        base + ".\(variant.width).\(variant.format.rawValue)"
    }

    package func url(_ source: String, _ recipe: String, _ variant: SizedCover.Variant) -> URL {
        URL(fileURLWithPath: path(base(source, recipe), variant), isDirectory: false)
    }

    /// The variants made before from this source with this recipe, when every file is still there at its size.
    package func get(_ source: String, _ recipe: String) -> SizedCover? {
        let base = base(source, recipe)
        guard let data = FileBytes.read(base + ".json"), let variants = try? JSONDecoder().decode([SizedCover.Variant].self, from: Data(data)),
            !variants.isEmpty
        else { return nil }
        var info = stat()
        let paths = variants.map { path(base, $0) }
        for (variant, path) in zip(variants, paths) where stat(path, &info) != 0 || Int(info.st_size) != variant.bytes {
            return nil
        }
        return SizedCover(variants: variants, contents: paths.map { .copy(URL(fileURLWithPath: $0, isDirectory: false)) })
    }

    /// Keeps `images` (variant and bytes) and returns them as files of the cache; the listing is written last, so a
    /// build killed halfway leaves no listing that names a missing file.
    package func put(_ source: String, _ recipe: String, _ images: [(SizedCover.Variant, Data)]) throws -> SizedCover {
        try Folder.make(URL(fileURLWithPath: folder(source), isDirectory: true))
        for (variant, data) in images { try AtomicFile.write(data, to: url(source, recipe, variant)) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(images.map(\.0)), to: URL(fileURLWithPath: base(source, recipe) + ".json", isDirectory: false))
        return SizedCover(variants: images.map(\.0), contents: images.map { .copy(url(source, recipe, $0.0)) })
    }
}
