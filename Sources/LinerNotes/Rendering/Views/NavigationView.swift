/// `partials/nav`, included by `base.mustache` inside `{{#navigation}}`: the main navigation, with the current section
/// marked.
struct NavigationView: TemplateView {
    struct Item: TemplateView {
        let label: String
        let href: String
        let current: Bool
        static let fields: TemplateFields<Self> = [.init("label") { $0.label }, .init("href") { $0.href }, .init("current") { $0.current }]
    }

    let nav: [Item]
    static let fields: TemplateFields<Self> = [.init("nav") { $0.nav }]
}
