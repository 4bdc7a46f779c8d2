/// A list of tags, shown only when there are some (`{{#tag_section}}`).
struct TagSection: TemplateView {
    package let tags: [NamedLink]
    package static let fields: TemplateFields<Self> = [.init("tags") { $0.tags }]

    /// Nil when there are no tags, so the section disappears.
    static func nonEmpty(_ tags: [NamedLink]) -> TagSection? {
        tags.isEmpty ? nil : TagSection(tags: tags)
    }
}
