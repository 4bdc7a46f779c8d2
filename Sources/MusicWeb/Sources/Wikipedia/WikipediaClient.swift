import Foundation
import Model

/// Wikipedia: a plain-text summary of the right article, never a disambiguation page.
package struct WikipediaClient: Sendable {
    package let fetcher: Fetcher

    package init(fetcher: Fetcher) {
        self.fetcher = fetcher
    }

    private struct Summary: Decodable, Sendable, IdentifiedAnswer {
        /// A summary names its page.
        var isIdentified: Bool { title != nil || displaytitle != nil }

        struct URLs: Decodable, Sendable {
            struct Desktop: Decodable, Sendable { var page: String? }
            var desktop: Desktop?
        }
        struct Titles: Decodable, Sendable {
            var normalized: String?
            var display: String?
        }
        var type: String?
        /// Often the underscored form of the title ("Khalid_(singer)").
        var title: String?
        /// The title as shown on the page; may hold HTML ("<span class=\"mw-page-title-main\">…</span>", "<i>…</i>").
        var displaytitle: String?
        var titles: Titles?
        var description: String?
        var extract: String?
        var contentURLs: URLs?
        enum CodingKeys: String, CodingKey {
            case type, title, displaytitle, titles, description, extract
            case contentURLs = "content_urls"
        }

        /// The title to show: the normalised title, else the display title without its markup, else the title
        /// with spaces for underscores.
        var shownTitle: String? {
            if let normalized = titles?.normalized, !normalized.isEmpty { return normalized }
            for markup in [titles?.display, displaytitle].compactMap({ $0 }) {
                let text = WikipediaClient.plainText(markup)
                if !text.isEmpty { return text }
            }
            return title.map { $0.replacingOccurrences(of: "_", with: " ") }
        }
    }

    private struct SearchResponse: Decodable, Sendable, IdentifiedAnswer {
        struct Query: Decodable, Sendable {
            struct Hit: Decodable, Sendable { var title: String }
            struct Info: Decodable, Sendable { var totalhits: Int? }
            var search: [Hit]?
            var searchinfo: Info?
        }
        /// A search answer says how many pages it found, even when it is none.
        var isIdentified: Bool { query?.searchinfo?.totalhits != nil }
        var query: Query?
    }

    private var base: String { fetcher.settings.sources.baseURL(.wikipedia) }

    /// The album's article: "Title (Artist album)", "Title (album)", "Title", then a search; only a page whose
    /// description or text names the artist ("Mirror" and "Image" are common words).
    package func album(title: String, artist: String) async -> Lookup<WikipediaSummary> {
        let accept: @Sendable (String, String, String) -> Bool = { _, description, extract in
            Self.mentions(artist, in: description + " " + extract)
        }
        return await firstMatch(
            candidates: ["\(title) (\(artist) album)", "\(title) (album)", title],
            search: "\(title) \(artist) album", accept: accept)
    }

    /// The artist's article: the archive's `wikipedia:` title if given, else "Name (band)", "Name (musician)",
    /// "Name", then a search; only a page that reads like it is about music, and that names the artist: in its text,
    /// or in its title ("Ed Sheeran", whose summary begins "Edward Christopher Sheeran is an English singer…";
    /// "Khalid (singer)").
    package func artist(name: String, explicitTitle: String?) async -> Lookup<WikipediaSummary> {
        if let explicitTitle {
            return await summary(explicitTitle, accept: { _, _, _ in true })
        }
        let accept: @Sendable (String, String, String) -> Bool = { title, description, extract in
            let text = (description + " " + extract.prefix(400)).lowercased()
            guard Self.musicWords.contains(where: { text.contains($0) }) else { return false }
            return Self.mentions(name, in: description + " " + extract) || Self.isTitled(title, name)
        }
        return await firstMatch(
            candidates: ["\(name) (band)", "\(name) (musician)", name], search: "\(name) band musician", accept: accept)
    }

    static let musicWords = [
        "band", "musician", "singer", "rapper", "composer", "group", "duo", "trio", "pianist", "guitarist",
        "ensemble", "orchestra", "songwriter", "producer", "dj", "collective", "music",
    ]

    /// Whether the article's title is `name`, alone or with a qualifier in brackets ("Khalid (singer)"), ignoring
    /// case, accents and a leading "The".
    static func isTitled(_ title: String, _ name: String) -> Bool {
        func key(_ text: String) -> String {
            var key = Slug.make(text).replacingOccurrences(of: "-", with: " ")
            if key.hasPrefix("the ") { key.removeFirst(4) }
            return key
        }
        var base = title.trimmingCharacters(in: .whitespaces)
        if base.hasSuffix(")"), let open = base.lastIndex(of: "("), open > base.startIndex {
            base = String(base[..<open]).trimmingCharacters(in: .whitespaces)
        }
        let wanted = key(name)
        return !wanted.isEmpty && key(base) == wanted
    }

    private func firstMatch(candidates: [String], search: String, accept: @escaping @Sendable (String, String, String) -> Bool) async -> Lookup<WikipediaSummary> {
        var anyUnavailable = false
        var tried = Set<String>()
        for candidate in candidates {
            tried.insert(candidate)
            switch await summary(candidate, accept: accept) {
            case .found(let summary): return .found(summary)
            case .unavailable: anyUnavailable = true
            case .none: continue
            }
        }
        switch await searchTitles(search) {
        case .unavailable: anyUnavailable = true
        case .none: break
        case .found(let titles):
            for title in titles.prefix(3) where !tried.contains(title) {
                if case .found(let summary) = await summary(title, accept: accept) { return .found(summary) }
            }
        }
        return anyUnavailable ? .unavailable : .none
    }

    /// `accept` is given the article's title as shown, its description and its text.
    private func summary(_ title: String, accept: (String, String, String) -> Bool) async -> Lookup<WikipediaSummary> {
        let path = title.replacingOccurrences(of: " ", with: "_")
            .addingPercentEncoding(withAllowedCharacters: Self.titleCharacters) ?? title
        guard let url = URL(string: "\(base)/api/rest_v1/page/summary/\(path)") else { return .none }
        switch await fetcher.json(.wikipedia, url, as: Summary.self) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let page):
            guard page.type == "standard", let extract = page.extract, !extract.isEmpty,
                accept(page.shownTitle ?? title, page.description ?? "", extract)
            else { return .none }
            let pageURL = page.contentURLs?.desktop?.page ?? "https://en.wikipedia.org/wiki/\(path)"
            guard pageURL.hasPrefix("https://") || pageURL.hasPrefix("http://") else { return .none }
            return .found(WikipediaSummary(title: page.shownTitle ?? title, extract: extract, url: pageURL))
        }
    }

    /// Markup removed and entities decoded: "<span class=\"mw-page-title-main\">Khalid (singer)</span>" → "Khalid (singer)".
    static func plainText(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func searchTitles(_ words: String) async -> Lookup<[String]> {
        let items = [("action", "query"), ("list", "search"), ("srsearch", words), ("srlimit", "5"), ("format", "json"), ("maxlag", "5")]
        guard let url = QueryString.url("\(base)/w/api.php", items) else { return .none }
        switch await fetcher.json(.wikipedia, url, as: SearchResponse.self) {
        case .unavailable: return .unavailable
        case .none: return .none
        case .found(let response):
            let titles = (response.query?.search ?? []).map(\.title)
            return titles.isEmpty ? .none : .found(titles)
        }
    }

    /// Whether `text` names `name` (ignoring case, accents and a leading "The").
    static func mentions(_ name: String, in text: String) -> Bool {
        let haystack = " " + Slug.make(text).replacingOccurrences(of: "-", with: " ") + " "
        var needle = Slug.make(name).replacingOccurrences(of: "-", with: " ")
        if needle.hasPrefix("the ") { needle.removeFirst(4) }
        return !needle.isEmpty && haystack.contains(" " + needle + " ")
    }

    private static let titleCharacters: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/?#")
        return set
    }()
}
