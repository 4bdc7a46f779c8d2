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
    /// The jobs making `paths` alone, each as `jobs(_:pages:)` makes it, when the kind can plan them without
    /// planning the rest (`serve`'s quick rebuild of a few pages among 10,000); nil to have every job planned and
    /// those picked. A job planned here must be the one planned there: `SiteRenderer.jobs(of:)` checks the paths.
    static func jobs(_ site: SiteContext, pages: [String], making paths: Set<String>) throws -> [RenderJob]?
}

extension PageKind {
    static func navigation(_ archive: Archive) -> [NavigationEntry] { [] }
    static var templates: [TemplateUse] { [] }
    static func jobs(_ site: SiteContext, pages: [String], making paths: Set<String>) throws -> [RenderJob]? { nil }
}
