import Mustache

/// README's list of the names each template can use, made from the views themselves so it cannot go stale
/// (a test compares it with README).
enum ThemeReference {
    /// Shared pieces, documented once and named where they appear.
    static let partials: [(template: String, shape: TemplateShape)] = [
        ("base", PageCommon.templateShape),
        ("partials/nav", NavigationView.templateShape),
        ("partials/album-grid", AlbumGridView.templateShape),
        ("partials/album-card", AlbumCardView.templateShape),
        ("partials/cover", CoverView.templateShape),
        ("partials/wikipedia", WikipediaView.templateShape),
        ("partials/more-albums", MoreAlbumsView.templateShape),
        ("partials/credit-person", CreditsView.Person.templateShape),
        ("partials/person-credits", PersonCreditsView.templateShape),
        ("partials/works", WorksView.templateShape),
    ]

    /// One line per template: `name?` may be missing, `name[]` is a list whose elements' names follow in braces.
    package static var markdown: String {
        let common = Set(PageCommon.templateShape.fieldNames)
        var lines = partials.map { entry in
            "- `\(entry.template).mustache`: \(describe(entry.shape, inline: entry.template))"
        }
        lines[0] += " (every page template has these too)"
        for use in SiteRenderer.templateUses {
            guard case .object(let fields) = use.shape else { continue }
            let isPage = common.isSubset(of: fields.map(\.name))
            let own = isPage ? fields.filter { !common.contains($0.name) } : fields
            let prefix = isPage ? "what `base` has, and " : ""
            lines.append("- `\(use.template).mustache`: \(prefix)\(own.isEmpty ? "nothing else" : list(own, inline: use.template))")
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ shape: TemplateShape, inline template: String) -> String {
        guard case .object(let fields) = shape else { return "" }
        return list(fields, inline: template)
    }

    private static func list(_ fields: [TemplateShape.Field], inline template: String) -> String {
        fields.map { field in "`\(field.name)`" + suffix(field.shape, inline: template) }.joined(separator: ", ")
    }

    private static func suffix(_ shape: TemplateShape, inline template: String) -> String {
        switch shape {
        case .scalar: ""
        case .optional(let inner): "?" + suffix(inner, inline: template)
        case .list(let element): "[]" + suffix(element, inline: template)
        case .object(let fields):
            if let partial = partials.first(where: { $0.shape == shape && $0.template != template && $0.template != "base" }) {
                " {as `\(partial.template)`}"
            } else {
                " {" + list(fields, inline: template) + "}"
            }
        }
    }
}
