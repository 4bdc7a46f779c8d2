extension Album {
    /// The format as the site shows and counts it: the owner's `format:`, else the one a source lists for the release
    /// (Discogs' "Vinyl, LP, Album").
    public var shownFormat: String? {
        format ?? enrichment.releaseFormat
    }
}
