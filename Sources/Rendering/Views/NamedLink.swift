import Model

/// A name and, when there is a page for it, its link: tags, artists, similar artists.
struct NamedLink: TemplateView {
    package let name: String
    package let href: String?
    package static let fields: TemplateFields<Self> = [.init("name") { $0.name }, .init("href") { $0.href }]

    /// Links to tag pages, one per tag (names that share a slug appear once).
    package static func tags(_ names: [String], _ links: SiteLinks) -> [NamedLink] {
        var seen = Set<String>()
        return names.compactMap { name in
            let slug = Tag.slug(for: name)
            guard seen.insert(slug).inserted else { return nil }
            return NamedLink(name: name, href: links.href(SitePaths.tag(slug)))
        }
    }
}
