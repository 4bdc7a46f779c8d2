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

    /// The artists of a credit and the words joining each to the next, as credited. `names` (an album's `artists:`)
    /// are found in the credit in order to take its joins ("Vendetta (2) & Barber (3)" with ["Vendetta (2)", "Barber
    /// (3)"]: " & "); a name not found there is joined with ", " (" & " before the last). Without names the credit is
    /// split only where Discogs' own text shows it joins artists — a number before a join ("Vendetta (2) & Barber (3)
    /// & Bad Kid", "DJ Panik (3) & M-Rode / Jera (4) / Dijeyow": then at every join) — and is otherwise one artist:
    /// "Simon & Garfunkel", "Showbiz & A.G." and "Earth, Wind & Fire" are one name each.
    public static func creditParts(_ credit: String, names: [String] = []) -> [(name: String, join: String)] {
        let names = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !names.isEmpty {
            var parts: [(name: String, join: String)] = []
            var position = credit.startIndex
            var found = true
            for name in names {
                guard found, let range = credit.range(of: name, options: [.caseInsensitive], range: position..<credit.endIndex) else {
                    found = false
                    break
                }
                if !parts.isEmpty { parts[parts.count - 1].join = String(credit[position..<range.lowerBound]) }
                parts.append((name, ""))
                position = range.upperBound
            }
            if found, parts.count == names.count, parts.dropLast().allSatisfy({ !$0.join.isEmpty }) {
                return parts
            }
            return names.enumerated().map { index, name in
                (name, index == names.count - 1 ? "" : index == names.count - 2 ? " & " : ", ")
            }
        }
        guard credit.contains("("), credit.range(of: joinedNumber, options: .regularExpression) != nil else { return [(credit, "")] }
        var parts: [(name: String, join: String)] = []
        var start = credit.startIndex
        var searchFrom = credit.startIndex
        while let join = credit.range(of: joinWords, options: .regularExpression, range: searchFrom..<credit.endIndex) {
            let name = credit[start..<join.lowerBound].trimmingCharacters(in: .whitespaces)
            if name.isEmpty {
                searchFrom = join.upperBound
                continue
            }
            parts.append((name, String(credit[join])))
            start = join.upperBound
            searchFrom = join.upperBound
        }
        let last = credit[start...].trimmingCharacters(in: .whitespaces)
        guard !last.isEmpty, parts.count >= 1 else { return [(credit, "")] }
        parts.append((last, ""))
        return parts
    }

    /// The words Discogs joins the artists of a credit with, and the spaces around them.
    private static let joinWords = #"\s*[&/,+]\s*|\s+(?i:feat\.?|featuring|ft\.|with|and|vs\.?|versus|meets|presents|x|×)\s+"#
    /// A Discogs number right before a join: the credit is Discogs' text of several artists.
    private static let joinedNumber = #" \(\d+\)(?=\s*[&/,+]|\s+(?i:feat\.?|featuring|ft\.|with|and|vs\.?|versus|meets|presents|x|×)\s)"#

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
