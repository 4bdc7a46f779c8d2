import Foundation
import Model

/// Reads one `content/artists/<slug>.md`.
enum ArtistParser {
    package static let knownKeys = ["name", "sort_name", "mbid", "wikipedia", "tags", "links"]

    package static func parse(_ file: SourceFile, slug: String, _ reader: inout FieldReader, _ document: FrontMatter, site: URL) -> Artist? {
        if !document.hasFrontMatter {
            reader.error("has no front matter; start it with a '---' line, then `name:`, then '---'")
            return nil
        }
        let name = reader.string("name", required: true)
        let sortName = reader.string("sort_name")
        let mbid = AlbumParser.identifier("mbid", &reader)
        let wikipedia = reader.string("wikipedia")
        let tags = reader.tags()
        let links = parseLinks(&reader)
        reader.warnAboutUnknownKeys(known: knownKeys)
        guard let name else { return nil }
        return Artist(
            slug: slug, name: name, sortName: sortName, mbid: mbid, wikipedia: wikipedia, tags: tags,
            links: links, notes: document.body, sourcePath: file.displayPath
        )
    }

    /// `links`: a list of URLs or of `{title, url}`; only http(s) and mailto, so no link can run script.
    static func parseLinks(_ reader: inout FieldReader) -> [Artist.Link] {
        guard let node = reader.node("links") else { return [] }
        guard let items = node.sequence else {
            reader.error("'links' must be a list of URLs or of `{title: …, url: …}`", at: node)
            return []
        }
        var links: [Artist.Link] = []
        for item in items {
            var title: String?
            var url: String?
            if item.scalar != nil {
                url = reader.string(item, field: "links")
            } else if let mapping = item.mapping {
                for (keyNode, value) in mapping {
                    switch keyNode.scalar?.string {
                    case "title": title = reader.string(value, field: "title")
                    case "url": url = reader.string(value, field: "url")
                    default: reader.warning("unknown link key '\(keyNode.scalar?.string ?? "")' is ignored (known: title, url)", at: keyNode)
                    }
                }
            }
            guard let url else {
                reader.error("each link needs a URL", at: item)
                continue
            }
            guard isSafeLink(url), let parsed = URL(string: url) else {
                reader.error("link '\(url)' must be an http(s) or mailto URL", at: item)
                continue
            }
            links.append(Artist.Link(title: title ?? parsed.host ?? url, url: url))
        }
        return links
    }

    static func isSafeLink(_ url: String) -> Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:")
    }
}
