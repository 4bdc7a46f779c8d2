extension Tag {
    /// The slug a tag name files under; names differing only in case or punctuation share it.
    package static func slug(for name: String) -> String {
        let slug = Slug.make(name)
        return slug.isEmpty ? "tag-" + Slug.stableHash(NameKey.make(name)) : slug
    }
}
