/// A link in the main navigation: what a page kind contributes to it.
package struct NavigationEntry: Sendable {
    package let label: String
    package let path: String
    /// The section its pages mark as current (`PageCommon`'s `section`).
    package let section: String
}
