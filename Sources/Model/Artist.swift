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

    /// The parts of a credit: each an artist (`linked`) or words between them, in the credit's order, its words as the
    /// credit writes them. `names` (an album's `artists:`) are found in the credit as whole words, in any order; the
    /// words around them stay as written, unlinked ("Duke Ellington And His Orchestra" with ["Duke Ellington"]). A name
    /// the credit does not hold makes the credit the names joined with ", " and " & ". Without names the credit is
    /// split only where Discogs' own text shows a join: a join beside a numbered name ("Vendetta (2) & Barber (3) &
    /// Bad Kid", "DJ Panik (3) & M-Rode / Jera (4) / Dijeyow"); the other joins are in a name ("Vendetta (2) & Earth,
    /// Wind & Fire" is two artists), and a credit without a number is one: "Showbiz & A.G.", "Earth, Wind & Fire".
    public static func creditParts(_ credit: String, names: [String] = []) -> [(name: String, join: String)] {
        let names = names.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !names.isEmpty { return listedParts(credit, names) }
        guard credit.contains("("), credit.range(of: joinedNumber, options: .regularExpression) != nil else { return [(credit, "")] }
        // Every join, and the words between them.
        var words: [Substring] = []
        var joins: [Substring] = []
        var start = credit.startIndex
        var searchFrom = credit.startIndex
        while let join = credit.range(of: joinWords, options: .regularExpression, range: searchFrom..<credit.endIndex) {
            searchFrom = join.upperBound
            if credit[start..<join.lowerBound].trimmingCharacters(in: .whitespaces).isEmpty { continue }
            words.append(credit[start..<join.lowerBound])
            joins.append(credit[join])
            start = join.upperBound
        }
        words.append(credit[start...])
        guard words.count > 1, !words[words.count - 1].trimmingCharacters(in: .whitespaces).isEmpty else { return [(credit, "")] }
        func numbered(_ text: Substring) -> Bool { text.range(of: #" \(\d+\)\s*$"#, options: .regularExpression) != nil }
        // A join splits where a numbered name stands on either side of it; the others stay inside a name.
        var parts: [(name: String, join: String)] = []
        var name = String(words[0])
        for (index, join) in joins.enumerated() {
            if numbered(words[index]) || numbered(words[index + 1]) {
                parts.append((name.trimmingCharacters(in: .whitespaces), String(join)))
                name = String(words[index + 1])
            } else {
                name += join + words[index + 1]
            }
        }
        parts.append((name.trimmingCharacters(in: .whitespaces), ""))
        return parts.count > 1 ? parts : [(credit, "")]
    }

    /// The credit's parts with `names` found in it: each found name (as the credit writes it) and the words after it;
    /// words before the first name are a part of their own, with no name. Its names joined plainly when one of them
    /// is not in the credit.
    private static func listedParts(_ credit: String, _ names: [String]) -> [(name: String, join: String)] {
        var found: [Range<String.Index>] = []
        for name in names {
            var from = credit.startIndex
            var match: Range<String.Index>?
            while let range = credit.range(of: name, options: [.caseInsensitive], range: from..<credit.endIndex) {
                // A whole word (never "Bono" in "Bonobo"), and not a name found already.
                let before = range.lowerBound == credit.startIndex ? nil : credit[credit.index(before: range.lowerBound)]
                let after = range.upperBound == credit.endIndex ? nil : credit[range.upperBound]
                let whole = !(before?.isLetter ?? false || before?.isNumber ?? false) && !(after?.isLetter ?? false || after?.isNumber ?? false)
                if whole, !found.contains(where: { $0.overlaps(range) }) {
                    match = range
                    break
                }
                from = credit.index(after: range.lowerBound)
            }
            guard let match else {
                return names.enumerated().map { index, name in
                    (name, index == names.count - 1 ? "" : index == names.count - 2 ? " & " : ", ")
                }
            }
            found.append(match)
        }
        found.sort { $0.lowerBound < $1.lowerBound }
        var parts: [(name: String, join: String)] = []
        if found[0].lowerBound > credit.startIndex { parts.append(("", String(credit[..<found[0].lowerBound]))) }
        for (index, range) in found.enumerated() {
            let next = index + 1 < found.count ? found[index + 1].lowerBound : credit.endIndex
            parts.append((String(credit[range]), String(credit[range.upperBound..<next])))
        }
        return parts
    }

    /// The words Discogs joins the artists of a credit with, and the spaces around them.
    private static let joinWords = #"\s*[&/,+]\s*|\s+"# + joinWord + #"\s+"#
    /// The words of a join ("feat.", "with", "vs"…), any case.
    private static let joinWord = #"(?i:feat\.?|featuring|ft\.|with|and|vs\.?|versus|meets|presents|x|×)"#
    /// A join coming next, read ahead without taking it.
    private static let joinAhead = #"\s*[&/,+]|\s+"# + joinWord + #"\s"#
    /// A Discogs number right before a join: the credit is Discogs' text of several artists.
    private static let joinedNumber = #" \(\d+\)(?="# + joinAhead + ")"

    /// A Discogs number, " (2)", at the end of the name or before the join to the next artist of a credit.
    private static let numbered = #" \(\d+\)(?=$|"# + joinAhead + ")"

    /// "The Quiet Hours" sorts as "Quiet Hours, The".
    public static func defaultSortName(for name: String) -> String {
        for article in ["The ", "A ", "An "] where name.hasPrefix(article) && name.count > article.count {
            return String(name.dropFirst(article.count)) + ", " + article.trimmingCharacters(in: .whitespaces)
        }
        return name
    }
}
