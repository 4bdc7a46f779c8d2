import Model

/// `condition:` in an album's front matter, read and written in one place, so what `import discogs` writes is what
/// the build reads: `{media: Very Good Plus (VG+), sleeve: Near Mint (NM or M-)}` (either key alone will do), graded
/// on the Goldmine scale as Discogs names it or by its abbreviation, or one line of the owner's own words.
package enum ConditionField {
    package static let key = "condition"

    /// The condition, or nil (with an error naming the line) when it is neither text nor media and sleeve grades.
    package static func parse(_ reader: inout FieldReader) -> AlbumCondition? {
        guard let node = reader.node(key) else { return nil }
        if node.scalar != nil {
            return reader.string(node, field: key).map { AlbumCondition(text: $0) }
        }
        guard let mapping = node.mapping else {
            reader.error("'condition' must be `{media: VG+, sleeve: VG}` or one line of text, not a list", at: node)
            return nil
        }
        var condition = AlbumCondition()
        for (keyNode, value) in mapping {
            let part = keyNode.scalar?.string ?? ""
            guard part == "media" || part == "sleeve" else {
                reader.error("'condition' has media and sleeve, not '\(part)'; for words of your own, write the condition as one line of text: condition: \"VG+, seam split\"", at: keyNode)
                continue
            }
            guard let text = reader.string(value, field: "condition \(part)") else { continue }
            let isSleeve = part == "sleeve"
            guard let grade = ConditionGrade(text), isSleeve || !grade.isSleeveOnly else {
                let grades = ConditionGrade.allCases.filter { isSleeve || !$0.isSleeveOnly }.map(\.name).joined(separator: ", ")
                reader.error(
                    "'condition' \(part) must be a grade as Discogs names it (\(grades)) or its abbreviation (VG+), not '\(text)'; "
                        + "for a grading of your own, write the condition as one line of text: condition: \"\(text) / …\"", at: value)
                continue
            }
            if isSleeve { condition.sleeve = grade } else { condition.media = grade }
        }
        return condition.isEmpty ? nil : condition
    }

    /// The value to write after `condition: `, which `parse` reads back as `condition`. (Discogs' grade names hold
    /// no comma or bracket, so they stay plain inside the braces.)
    package static func yaml(_ condition: AlbumCondition) -> String {
        if let text = condition.text { return YAMLText.scalar(text) }
        let parts = [("media", condition.media), ("sleeve", condition.sleeve)].compactMap { key, grade in grade.map { "\(key): \($0.name)" } }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
