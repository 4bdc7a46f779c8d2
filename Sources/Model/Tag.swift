/// A tag shared by albums and artists; tags that differ only in case or punctuation are one tag.
public struct Tag: Sendable, Hashable, Encodable {
    public var slug: String
    /// The spelling shown: the most used one.
    public var name: String
    /// Slugs of the albums and artists carrying it, in archive order.
    public var albumSlugs: [String]
    public var artistSlugs: [String]

    package init(slug: String, name: String, albumSlugs: [String], artistSlugs: [String]) {
        self.slug = slug
        self.name = name
        self.albumSlugs = albumSlugs
        self.artistSlugs = artistSlugs
    }
}
