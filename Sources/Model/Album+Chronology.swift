extension Album {
    package typealias ChronologicalKey = (date: PartialDate?, title: String, slug: String)

    /// What `chronological` compares, to compute once per album when sorting many.
    package static func chronologicalKey(_ album: Album) -> ChronologicalKey {
        // The date the album's year comes from (`displayYear`): the owner's, else the music web's.
        (album.released ?? album.year.flatMap { PartialDate(year: $0) } ?? album.enrichment.released, album.title, album.slug)
    }

    /// By year (unknown last), then title, then slug: a stable order.
    package static func chronological(_ a: ChronologicalKey, _ b: ChronologicalKey) -> Bool {
        switch (a.date, b.date) {
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return (a.title, a.slug) < (b.title, b.slug)
        }
    }
}
