import Foundation
import Model

/// Reads one `content/pages/<slug>.md`.
enum PageParser {
    package static func parse(_ file: SourceFile, slug: String, _ reader: inout FieldReader, _ document: FrontMatter, site: URL) -> Page? {
        let title = reader.string("title", required: true)
        reader.warnAboutUnknownKeys(known: ["title"])
        guard let title else { return nil }
        return Page(slug: slug, title: title, notes: document.body, sourcePath: file.displayPath)
    }
}
