/// The physical kind of a format as people write it and as MusicBrainz names it ("Vinyl (2×LP)", "12\" Vinyl" →
/// vinyl), for preferring the release the owner has.
package enum FormatKind: Equatable {
    case vinyl, cd, cassette, digital, dvd

    package init?(_ text: String) {
        let lower = text.lowercased()
        if lower.contains("vinyl") || lower.contains("lp") || lower.contains("\"") || lower.contains("″") { self = .vinyl }
        else if lower.contains("dvd") || lower.contains("blu-ray") { self = .dvd }
        else if lower.contains("cd") { self = .cd }
        else if lower.contains("cassette") || lower.contains("tape") { self = .cassette }
        else if lower.contains("digital") || lower.contains("download") || lower.contains("file") || lower.contains("stream") { self = .digital }
        else { return nil }
    }
}
