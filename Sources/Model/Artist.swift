import Foundation

/// An artist: from `content/artists/<slug>.md`, or made up for a name that albums mention.
public struct Artist: Sendable, Hashable, Encodable {
    public struct Link: Sendable, Hashable, Encodable {
        public var title: String
        public var url: String

        package init(title: String, url: String) {
            self.title = title
            self.url = url
        }
    }

    public var slug: String
    public var name: String
    public var sortName: String
    public var mbid: String?
    public var wikipedia: String?
    public var tags: [String]
    public var links: [Link]
    public var notes: String
    /// Nil for an artist that has no file of its own.
    public var sourcePath: String?
    /// Filled in from the music web by the enrich stage.
    public var enrichment = ArtistEnrichment()

    public init(
        slug: String, name: String, sortName: String? = nil, mbid: String? = nil, wikipedia: String? = nil,
        tags: [String] = [], links: [Link] = [], notes: String = "", sourcePath: String? = nil
    ) {
        self.slug = slug
        self.name = name
        self.sortName = sortName ?? Artist.defaultSortName(for: name)
        self.mbid = mbid
        self.wikipedia = wikipedia
        self.tags = tags
        self.links = links
        self.notes = notes
        self.sourcePath = sourcePath
    }

    /// "Nirvana (2)" → "Nirvana": Discogs numbers artists who share a name. The number stays in the name the
    /// files link by (so "Nirvana (2)" and "Nirvana" are two artists, `nirvana-2` and `nirvana`) but is not shown;
    /// in a credit of several artists, no number of any of them is ("Vendetta (2) & Barber (3) & Bad Kid" →
    /// "Vendetta & Barber & Bad Kid"; "DJ Panik (3) & M-Rode / Jera (4) / Dijeyow").
    public static func displayName(_ name: String) -> String {
        guard name.contains("(") else { return name }
        let shown = name.replacingOccurrences(of: numbered, with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        return shown.isEmpty ? name : shown
    }

    /// A Discogs number, " (2)", at the end of the name or before the join to the next artist of a credit.
    private static let numbered = #" \(\d+\)(?=$|\s*[&/,+]|\s+(?i:feat\.?|featuring|ft\.|with|and|vs\.?|versus|meets|presents|x|×)\s)"#

    /// "The Quiet Hours" sorts as "Quiet Hours, The".
    public static func defaultSortName(for name: String) -> String {
        for article in ["The ", "A ", "An "] where name.hasPrefix(article) && name.count > article.count {
            return String(name.dropFirst(article.count)) + ", " + article.trimmingCharacters(in: .whitespaces)
        }
        return name
    }
}
