import Foundation

/// What two names are compared on when matching the owner's album to a service's answer: letters and digits in
/// any script, case and accents folded, punctuation and spacing ignored ("Sigur Rós" = "sigur ros",
/// "ケアレス" = "ケアレス", "Мумий Тролль" ≠ "Сплин"). A name with no letters or digits at all ("+", "...")
/// keeps its symbols, so it still has a key of its own.
///
/// Unlike `Slug` (ASCII, for paths), a name in another script never becomes empty, and an empty key matches
/// nothing: two names are the same only when their keys are equal and not empty.
package struct MatchKey: Hashable, Sendable {
    package let text: String

    package init(_ name: String) {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var kept = ""
        var symbols = ""
        for scalar in folded.unicodeScalars {
            if scalar == "&" {
                kept += "and"
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                kept.unicodeScalars.append(scalar)
            } else if !scalar.properties.isWhitespace {
                symbols.unicodeScalars.append(scalar)
            }
        }
        text = kept.isEmpty ? symbols : kept
    }

    /// Whether the two names are the same name; never for an empty one.
    package func matches(_ other: MatchKey) -> Bool {
        !text.isEmpty && text == other.text
    }

    package static func same(_ a: String, _ b: String) -> Bool {
        MatchKey(a).matches(MatchKey(b))
    }
}
