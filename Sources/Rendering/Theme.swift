import Basics
import Engine
import Foundation
import Model
import Mustache

/// The templates and assets a site is rendered with: the default theme, overridden file by file
/// by the site's own `Templates/` folder.
public struct Theme: Sendable {
    /// Template names (path without `.mustache`) to their text.
    public let templates: [String: String]
    /// Assets (CSS, JS, images) by path relative to the theme folder; published under `assets/`.
    public let assets: [String: Data]
    /// The words in the site's language.
    public let strings: SiteStrings
    let library: TemplateLibrary
    /// A digest of every file it was made from and of the words' language and overrides: two themes with one
    /// digest render the same pages (`SiteReads`).
    package let digest: String

    public struct LoadError: CompilerStyleError {
        public let file: String
        public let message: String
        public var description: String { "\(file): error: \(message)" }
    }

    /// The default theme with the files of `overrides` (a site's `Templates/`, if it exists) on top.
    public static func load(
        overrides directory: URL?, displayPrefix: String = "Templates", language: String = "en", strings overrides: [String: Phrase] = [:]
    ) throws -> Theme {
        let defaults = DefaultTheme.files
        var files = defaults
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
        // The words: the default theme's files and the site's own, each file merged key by key (not replaced).
        var siteStrings: [String: (data: Data, path: String)] = [:]
        for (path, origin) in origins where path.hasPrefix("strings/") && path.hasSuffix(".yml") {
            if let data = files[path] { siteStrings[String(path.dropFirst("strings/".count).dropLast(".yml".count))] = (data, origin) }
        }
        let strings = try SiteStrings(language: language, defaultFiles: DefaultTheme.stringFiles(in: defaults), siteFiles: siteStrings, overrides: overrides)
        for (path, data) in files {
            if path.hasPrefix("strings/") { continue }
            if path.hasSuffix(".mustache") {
                guard let text = String(data: data, encoding: .utf8) else {
                    throw LoadError(file: origins[path] ?? "default theme \(path)", message: "template is not valid UTF-8")
                }
                templates[String(path.dropLast(".mustache".count))] = text
            } else {
                assets[path] = data
            }
        }
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary(templates: templates)
        } catch let error as TemplateSyntaxError {
            let file = origins[error.template + ".mustache"] ?? "default theme \(error.template).mustache"
            throw LoadError(file: "\(file):\(error.line)", message: "template does not parse: \(error.message)")
        }
        if let missing = library.missingReferences.first {
            let file = origins[missing.template + ".mustache"] ?? "default theme \(missing.template).mustache"
            throw LoadError(file: "\(file):\(missing.line)", message: "names the template '\(missing.name)', which does not exist")
        }
        try checkNames(templates, origins: origins)
        let digest = StableDigest.combine(
            [language, StableDigest.of(overrides)] + files.keys.sorted().flatMap { [$0, ContentHash.sha256(files[$0] ?? Data())] })
        return Theme(templates: templates, assets: assets, strings: strings, library: library, digest: digest)
    }

    /// Every name a template uses must be one its view provides: a misspelt name is an error here, not an empty
    /// spot on the page. Templates are checked with the view each page kind renders them with, partials where
    /// they are included.
    private static func checkNames(_ templates: [String: String], origins: [String: String]) throws {
        var checker = try TemplateChecker(sources: templates)
        for use in SiteRenderer.templateUses {
            checker.check(use.template, with: use.shape)
        }
        let problems = checker.problems.map { problem in
            (file: origins[problem.template + ".mustache"] ?? "default theme \(problem.template).mustache", problem: problem)
        }.sorted { ($0.file, $0.problem.line) < ($1.file, $1.problem.line) }
        guard let first = problems.first else { return }
        let hint = first.problem.suggestion.map { "did you mean '\($0)'?" } ?? "the template reference (docs/template-reference.md) lists the names each template can use."
        throw LoadError(
            file: "\(first.file):\(first.problem.line)",
            message: "'\(first.problem.name)' is not a name this template can use here; \(hint)"
                + (problems.count > 1 ? " (and \(problems.count - 1) more unknown name\(problems.count == 2 ? "" : "s"))" : ""))
    }

    /// How big a page may grow while it renders, and how much template work it may take: far beyond any real page (a
    /// card is about 1 kB, so even 10,000 albums on one tag page are about 10 MB), so only a template that repeats a
    /// section inside itself reaches them, and it stops early instead of running for hours or filling memory.
    package static let pageLimits = RenderLimits(outputBytes: 50 << 20, steps: 10_000_000)

    /// Renders the template `name` with `values` into the file `page`. Values are HTML-escaped unless a template uses
    /// `{{{…}}}`.
    package func render(_ name: String, _ values: [String: TemplateValue], page: String) throws -> String {
        String(decoding: try renderPage(name, values, page: page), as: UTF8.self)
    }

    /// Renders the template `name` with a view's values into the file `page`.
    package func render(_ name: String, _ view: some TemplateView, page: String) throws -> String {
        try render(name, view.objectValues, page: page)
    }

    /// `renderPage` with a view, read name by name as the template needs them.
    func renderPage(_ name: String, _ view: some TemplateView, page: String) throws -> [UInt8] {
        try renderPage(name, value: view.templateValue, page: page)
    }

    /// `renderPage` with a dictionary of values.
    func renderPage(_ name: String, _ values: [String: TemplateValue], page: String) throws -> [UInt8] {
        try renderPage(name, value: .object(values), page: page)
    }

    /// `render`, as the UTF-8 bytes to write.
    private func renderPage(_ name: String, value: TemplateValue, page: String) throws -> [UInt8] {
        guard library.contains(name) else {
            throw LoadError(file: "Templates/\(name).mustache", message: "template is missing from the theme")
        }
        do {
            return try library.renderBytes(name, value, limits: Self.pageLimits)
        } catch let error as TemplateSyntaxError {
            throw LoadError(file: "Templates/\(error.template).mustache:\(error.line)", message: error.message)
        } catch let error as TemplateLimitError {
            let what = switch error.limit {
            case .outputBytes(let bytes): "grew past \(ByteSize(bytes)), the most a page may be,"
            case .steps(let steps): "took more than \(steps) template steps, the most a page may take,"
            }
            throw LoadError(
                file: "Templates/\(error.template).mustache",
                message: "the page \(page) \(what) so rendering stopped; does a section repeat inside itself "
                    + "(such as {{#albums}} within {{#albums}})?")
        }
    }
}
