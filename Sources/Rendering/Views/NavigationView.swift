/// `partials/nav`, included by `base.mustache` inside `{{#navigation}}`: the main navigation, with the current section
/// marked.
struct NavigationView: TemplateView {
    package struct Item: TemplateView {
        package let label: String
        package let href: String
        package let current: Bool
        package static let fields: TemplateFields<Self> = [.init("label") { $0.label }, .init("href") { $0.href }, .init("current") { $0.current }]
    }

    let nav: [Item]
    package static let fields: TemplateFields<Self> = [.init("nav") { $0.nav }]
}
