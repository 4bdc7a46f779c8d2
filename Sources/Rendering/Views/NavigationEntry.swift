/// A link in the main navigation: what a page kind contributes to it.
struct NavigationEntry: Sendable, Encodable {
    package let label: String
    package let path: String
    /// The section its pages mark as current (`PageCommon`'s `section`).
    let section: String
}
