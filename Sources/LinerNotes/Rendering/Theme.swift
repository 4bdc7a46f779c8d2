import Foundation
import Mustache

/// The templates and assets a site is rendered with: the default theme, overridden file by file
/// by the site's own `Templates/` folder.
public struct Theme: Sendable {
    /// Template names (path without `.mustache`) to their text.
    public let templates: [String: String]
    /// Assets (CSS, JS, images) by path relative to the theme folder; published under `assets/`.
    public let assets: [String: Data]
    let library: MustacheLibrary

    public struct LoadError: Error, CustomStringConvertible {
        public let file: String
        public let message: String
        public var description: String { "\(file): error: \(message)" }
    }

    /// The default theme with the files of `overrides` (a site's `Templates/`, if it exists) on top.
    public static func load(overrides directory: URL?, displayPrefix: String = "Templates") throws -> Theme {
        var files = DefaultTheme.files
        var origins: [String: String] = [:]
        if let directory, let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) {
            let root = directory.standardizedFileURL.path
            for case let url as URL in enumerator {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
                if relative.hasPrefix(".") || relative.contains("/.") { continue }
                files[relative] = try Data(contentsOf: url)
                origins[relative] = "\(displayPrefix)/\(relative)"
            }
        }
        var templates: [String: String] = [:]
        var assets: [String: Data] = [:]
        for (path, data) in files {
            if path.hasSuffix(".mustache") {
                guard let text = String(data: data, encoding: .utf8) else {
                    throw LoadError(file: origins[path] ?? "default theme \(path)", message: "template is not valid UTF-8")
                }
                templates[String(path.dropLast(".mustache".count))] = text
            } else {
                assets[path] = data
            }
        }
        MustacheContentTypes.register(FastHTMLContentType(), named: HTMLEscaping.contentTypeName)
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                // Every template escapes with the fast HTML escaper (the same five characters as Mustache's).
                try library.register("{{% CONTENT_TYPE: \(HTMLEscaping.contentTypeName)}}" + text, named: name)
            } catch {
                throw LoadError(file: origins[name + ".mustache"] ?? "default theme \(name).mustache", message: "template does not parse: \(error)")
            }
        }
        return Theme(templates: templates, assets: assets, library: library)
    }

    /// Renders the template `name` with `values`. Values are HTML-escaped unless a template uses `{{{…}}}`.
    public func render(_ name: String, _ values: [String: Any]) throws -> String {
        guard library.getTemplate(named: name) != nil else {
            throw LoadError(file: "Templates/\(name).mustache", message: "template is missing from the theme")
        }
        return library.render(values, withTemplate: name) ?? ""
    }
}
