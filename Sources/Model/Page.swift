/// A free page such as About, from `content/pages/<slug>.md`.
public struct Page: Sendable, Hashable, Encodable {
    public var slug: String
    public var title: String
    public var notes: String
    public var sourcePath: String

    public init(slug: String, title: String, notes: String, sourcePath: String) {
        self.slug = slug
        self.title = title
        self.notes = notes
        self.sourcePath = sourcePath
    }
}
