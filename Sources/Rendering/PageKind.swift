import Model

/// One kind of page of the site, in its own file under `Pages/`: where its pages go (under `SitePaths`' reserved
/// top-level names), its place in the navigation, the templates it renders with which view, and the work of making its files.
/// `SiteRenderer.kinds` lists them all; the navigation comes from that list.
protocol PageKind: Sendable {
    /// Its links in the main navigation, in order (most kinds have none, some only when they have pages).
    static func navigation(_ archive: Archive) -> [NavigationEntry]
    /// The templates it renders and the view each one gets, for checking themes and documenting them.
    static var templates: [TemplateUse] { get }
    /// Its render jobs. `pages`: the HTML pages the kinds before it make (the sitemap lists them). What it reads
    /// here is not recorded: a job reads what its page shows while it renders (`SiteReads`), and a value made here
    /// for its jobs reaches them through `SiteContext.derive`, which records it.
    static func jobs(_ site: SiteContext, pages: [String]) throws -> [RenderJob]
}

extension PageKind {
    static func navigation(_ archive: Archive) -> [NavigationEntry] { [] }
    static var templates: [TemplateUse] { [] }
}
