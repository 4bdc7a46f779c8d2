/// Albums by the family of their format: "Vinyl (2×LP)", "vinyl" and "Vinyl" are one family, shown with its most
/// common spelling. The stats page's chart and the albums index's filter count them the same way.
enum FormatFamilies {
    /// "Vinyl" for "Vinyl (2×LP)": the words before a parenthesis, trimmed.
    static func family(_ format: String) -> String {
        format.components(separatedBy: " (")[0].trimmingCharacters(in: .whitespaces)
    }

    /// The family's key: case does not make another family.
    package static func key(_ format: String) -> String {
        family(format).lowercased()
    }

    /// Each family of `formats` by key, with its most common spelling (ties: the first in sort order) and its count.
    package static func count(_ formats: some Sequence<String>) -> [(key: String, label: String, count: Int)] {
        var families: [String: (count: Int, spellings: [String: Int])] = [:]
        for format in formats {
            let spelling = family(format)
            families[spelling.lowercased(), default: (0, [:])].count += 1
            families[spelling.lowercased()]?.spellings[spelling, default: 0] += 1
        }
        return families.map { key, entry in
            (key, entry.spellings.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? key, entry.count)
        }
    }
}
