import Foundation

/// A grade on the Goldmine scale, as Discogs names it ("Very Good Plus (VG+)"): the media's eight, and for the sleeve
/// also "Generic", "Not Graded" and "No Cover".
public enum ConditionGrade: String, Sendable, Hashable, CaseIterable, Codable {
    case mint, nearMint, veryGoodPlus, veryGood, goodPlus, good, fair, poor
    case generic, notGraded, noCover

    /// Discogs' name, which its collection export writes and the album page shows.
    public var name: String {
        switch self {
        case .mint: "Mint (M)"
        case .nearMint: "Near Mint (NM or M-)"
        case .veryGoodPlus: "Very Good Plus (VG+)"
        case .veryGood: "Very Good (VG)"
        case .goodPlus: "Good Plus (G+)"
        case .good: "Good (G)"
        case .fair: "Fair (F)"
        case .poor: "Poor (P)"
        case .generic: "Generic"
        case .notGraded: "Not Graded"
        case .noCover: "No Cover"
        }
    }

    /// Grades only a sleeve can have: a record is always graded.
    public var isSleeveOnly: Bool { [.generic, .notGraded, .noCover].contains(self) }

    /// The grade of `text`: Discogs' name ("Very Good Plus (VG+)"), the words alone ("very good plus") or the
    /// abbreviation ("VG+"; "NM" and "M-" both), in any case; nil for anything else.
    public init?(_ text: String) {
        let key = text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        guard let grade = Self.byName[key] else { return nil }
        self = grade
    }

    private static let byName: [String: ConditionGrade] = {
        var names: [String: ConditionGrade] = [:]
        for grade in allCases {
            let name = grade.name.lowercased()
            names[name] = grade
            // "Near Mint (NM or M-)" → "near mint", "nm or m-", "nm", "m-".
            if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
                names[String(name[..<open]).trimmingCharacters(in: .whitespaces)] = grade
                let inside = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
                names[inside] = grade
                for part in inside.components(separatedBy: " or ") { names[part] = grade }
            }
        }
        return names
    }()
}
