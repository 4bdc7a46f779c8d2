import Foundation

/// Reads `content/site.yml`.
enum SiteConfigParser {
    static func parse(_ reader: inout FieldReader) -> SiteConfig? {
        let title = reader.string("title", required: true)
        let description = reader.string("description")
        var language = reader.string("language") ?? "en"
        if !isLanguageTag(language) {
            reader.error("'language' must be a language tag like en, de or pt-BR, not '\(language)'", at: reader.node("language"))
            language = "en"
        }
        var baseURL = reader.string("base_url")
        if let url = baseURL {
            if !(url.hasPrefix("https://") || url.hasPrefix("http://")) || URL(string: url)?.host == nil {
                reader.error("'base_url' must be an absolute http(s) URL like https://example.org/records/", at: reader.node("base_url"))
                baseURL = nil
            } else if !url.hasSuffix("/") {
                baseURL = url + "/"
            }
        }
        let contact = reader.string("contact")
        let cleanURLs = reader.bool("clean_urls") ?? false
        let allowHTML = reader.bool("allow_html") ?? false
        reader.warnAboutUnknownKeys(known: SiteConfig.knownKeys)
        guard let title else { return nil }
        return SiteConfig(
            title: title, description: description, language: language, baseURL: baseURL,
            contact: contact, cleanURLs: cleanURLs, allowHTML: allowHTML
        )
    }

    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
