import Engine
import Model

/// What tells apart artists the pages would show under one name ("Nirvana" for Discogs' "Nirvana" and "Nirvana (2)",
/// or two artist files of one name): MusicBrainz's disambiguation ("US grunge band"), else the years of their albums
/// here ("1968", "1989–1994"), else a number. Artists whose name no other shares get none. The one place that decides
/// it; the artists index and each artist page show it after the name.
struct ArtistDistinctions: Sendable {
    private let bySlug: [String: String]

    init(_ artists: [Artist], albumsByArtist: [String: [Album]]) {
        var result: [String: String] = [:]
        let namesakes = Dictionary(grouping: artists, by: { NameKey.make($0.name) }).values.filter { $0.count > 1 }
        for group in namesakes {
            let group = group.sorted { $0.slug < $1.slug }
            let labels = group.map { artist in
                artist.enrichment.disambiguation ?? Self.years(albumsByArtist[artist.slug] ?? [])
            }
            var seen: [String?: Int] = [:]
            for (artist, label) in zip(group, labels) {
                if labels.filter({ $0 == label }).count == 1 {
                    result[artist.slug] = label
                    continue
                }
                seen[label, default: 0] += 1
                let number = seen[label] ?? 1
                result[artist.slug] = label.map { "\($0), \(number)" } ?? "\(number)"
            }
        }
        bySlug = result
    }

    /// What to show after the artist's name, or nil when no other artist shares it.
    subscript(_ slug: String) -> String? { bySlug[slug] }

    /// Every distinction made, by slug, as one digest (`SiteReads`): they depend on other artists and their albums.
    var digest: String { StableDigest.of(bySlug) }

    /// "1968", "1989–1994": the first and last year of `albums`; nil when none has a year.
    static func years(_ albums: [Album]) -> String? {
        let years = albums.compactMap(\.displayYear)
        guard let first = years.min(), let last = years.max() else { return nil }
        return first == last ? "\(first)" : "\(first)–\(last)"
    }
}
