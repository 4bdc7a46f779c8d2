/// What a page says about itself to other sites and search engines, in its `<head>`: Open Graph properties and a
/// schema.org JSON-LD document (escaped for a `<script>` element).
struct PageMeta: TemplateView {
    struct Property: TemplateView {
        let property: String
        package let content: String
        package static let fields: TemplateFields<Self> = [.init("property") { $0.property }, .init("content") { $0.content }]
    }

    let openGraph: [Property]
    /// The JSON-LD, ready to sit inside `<script type="application/ld+json">`.
    let jsonLD: String?

    package static let fields: TemplateFields<Self> = [.init("open_graph") { $0.openGraph }, .init("json_ld") { $0.jsonLD }]
}
