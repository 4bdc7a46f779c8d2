import Foundation
import Basics

/// Finds `content/site.yml`; when it is missing, the message names a near miss that was found instead
/// (`content/site.yaml`, `content/Site.yml`, a `site.yml` beside `content/`).
enum SiteConfigFile {
    package static let path = "content/site.yml"

    /// `site.yml` and `site.yaml` in any case: names that are settings, not content.
    static func isConfigName(_ name: String) -> Bool {
        ["site.yml", "site.yaml"].contains(name.lowercased())
    }

    /// The file to read, or nil with an error recorded.
    static func locate(_ listing: ContentListing, site: URL, _ diagnostics: inout [Diagnostic]) -> URL? {
        let url = listing.content.appending(path: "site.yml")
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: listing.content.path)) ?? [])
            .filter { isConfigName($0) && $0 != "site.yml" }.sorted()
        let kind = FileKind(path: url.path)
        if FileKind.isSymbolicLink(url.path) && !FileKind.isInside(url, folder: listing.resolvedSite) {
            diagnostics.append(.error(path, listing.outsideMessage(url)))
            return nil
        }
        if kind != .missing {
            guard kind == .regular else {
                diagnostics.append(.error(path, "is \(kind.described), not a file; make it a text file with at least `title: My records`"))
                return nil
            }
            for name in others {
                diagnostics.append(.warning("content/\(name)", "is not read; the settings are read from content/site.yml alone"))
            }
            return url
        }
        var found = others.map { "content/\($0)" }
        for name in ["site.yml", "site.yaml"] where FileKind(path: site.appending(path: name).path) != .missing {
            found.append(name)
        }
        if let first = found.first {
            let fix = first.hasPrefix("content/") ? "rename it to content/site.yml" : "move it into content/ as content/site.yml"
            diagnostics.append(.error(path, "is missing, but \(first) was found: linernotes reads content/site.yml only; \(fix)"))
        } else {
            diagnostics.append(.error(path, "is missing; create it with at least `title: My records`"))
        }
        return nil
    }
}
