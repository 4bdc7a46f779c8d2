import Basics
import Model

/// How each album without an `mbid:` got its release, for `linernotes check --matches`: the release chosen, why,
/// and the runner-up, ambiguous choices flagged; and the warning `build` and `check` give for each ambiguous one.
public struct MatchReport: Sendable, CustomStringConvertible {
    /// Albums identified by a search or through their Discogs release, in file order.
    public let albums: [(file: String, match: ReleaseMatch)]

    init(albums: [Album]) {
        self.albums = albums.sorted { $0.sourcePath < $1.sourcePath }.compactMap { album in album.enrichment.match.map { (album.sourcePath, $0) } }
    }

    public var ambiguous: Int { albums.filter(\.match.ambiguous).count }

    public var description: String {
        let searched = albums.filter { $0.match.method == .search }.count
        let linked = albums.count - searched
        var lines = [
            "\(Counted(albums.count, "album")) identified without an mbid (\(searched) by search, \(linked) through Discogs), \(ambiguous) ambiguous"
        ]
        for (file, match) in albums {
            lines.append("")
            lines += Self.describe(file: file, match)
        }
        return lines.joined(separator: "\n")
    }

    static func describe(file: String, _ match: ReleaseMatch) -> [String] {
        let how: String
        switch match.method {
        case .search: how = "search, \(Counted(match.considered, "release")) fitting title and artist"
        case .discogsLink:
            how = "Discogs release \(match.discogs.map { String($0) } ?? "?"), "
                + (match.considered == 1 ? "linked to 1 release on MusicBrainz" : "linked to \(match.considered) releases on MusicBrainz, weighed")
        }
        var lines = ["\(file)\(match.ambiguous ? "  [AMBIGUOUS]" : "")", "  found by: \(how)"]
        lines.append("  chosen:    " + release(match.chosen))
        lines.append("    why:     " + (checks(match.chosen) + [reason(match)]).joined(separator: "; "))
        if let runnerUp = match.runnerUp {
            lines.append("  runner-up: " + release(runnerUp))
            lines.append("    scores:  " + checks(runnerUp).joined(separator: "; "))
        }
        if match.ambiguous, let runnerUp = match.runnerUp {
            lines.append("  ambiguous: " + Self.ambiguity(match.chosen, runnerUp) + "; " + pin(match.chosen, runnerUp))
        }
        return lines
    }

    /// `"Title" · 2021-01-08 · XW · CD · Label CAT-1 · 11 tracks · mbid …`
    static func release(_ candidate: ReleaseMatch.Candidate) -> String {
        var parts = ["\"\(candidate.title)\""]
        parts.append(candidate.date ?? "no date")
        parts.append(candidate.country ?? "no country")
        parts.append(candidate.formats.isEmpty ? "no format" : candidate.formats.joined(separator: " + "))
        parts.append(candidate.labels.isEmpty ? "no label" : candidate.labels.joined(separator: ", "))
        if let count = candidate.trackCount { parts.append(Counted(count, "track").description) }
        parts.append("mbid \(candidate.id)")
        return parts.joined(separator: " · ")
    }

    /// "score 100", then each fact compared, then the penalty: the weight of the disagreements (`Weights`).
    static func checks(_ candidate: ReleaseMatch.Candidate) -> [String] {
        var parts = candidate.searchScore.map { ["score \($0)"] } ?? []
        parts += candidate.checks.map { check in
            check.agrees
                ? "\(check.fact.name) agrees (\(check.found))" : "\(check.fact.name) differs (you wrote \(check.wrote), it has \(check.found))"
        }
        parts.append("penalty \(weight(candidate.penalty))")
        return parts
    }

    /// Tenths as "0", "1", "1.5".
    static func weight(_ tenths: Int) -> String {
        tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }

    /// Why the chosen release came before the runner-up.
    static func reason(_ match: ReleaseMatch) -> String {
        let chosen = match.chosen
        guard let other = match.runnerUp else { return match.considered == 1 ? "the only candidate" : "the best candidate" }
        if chosen.penalty < other.penalty { return "fits what you wrote better than the runner-up (penalty \(weight(chosen.penalty)) against \(weight(other.penalty)))" }
        func dated(_ candidate: ReleaseMatch.Candidate) -> Int {
            (candidate.status == "Official" ? 0 : 2) + (candidate.date == nil ? 1 : 0)
        }
        if dated(chosen) < dated(other) {
            return chosen.status == "Official" && chosen.date != nil ? "an official release with a date; the runner-up is not" : "official or dated where the runner-up is not"
        }
        if let a = chosen.date, a != (other.date ?? "9999") { return "fits as well as the runner-up, and came out earlier" }
        if (chosen.searchScore ?? 0) > (other.searchScore ?? 0) { return "fits as well as the runner-up, with a higher search score" }
        return "fits as well as the runner-up and is just as early (the first by mbid)"
    }

    /// What the runner-up would show differently: "another release group, 1 track instead of 6".
    static func differences(_ chosen: ReleaseMatch.Candidate, _ other: ReleaseMatch.Candidate) -> String {
        var differences: [String] = []
        if let a = chosen.releaseGroupID, let b = other.releaseGroupID, a != b { differences.append("another release group") }
        if let a = chosen.trackCount, let b = other.trackCount, a != b { differences.append("\(Counted(b, "track")) instead of \(a)") }
        return differences.joined(separator: ", ")
    }

    static func ambiguity(_ chosen: ReleaseMatch.Candidate, _ other: ReleaseMatch.Candidate) -> String {
        "the runner-up fits what you wrote as well, and would make another page (\(differences(chosen, other)))"
    }

    /// The lines to add to pin either release.
    static func pin(_ chosen: ReleaseMatch.Candidate, _ other: ReleaseMatch.Candidate) -> String {
        "add `mbid: \(chosen.id)` to the file to keep this release, or `mbid: \(other.id)` if yours is the runner-up"
    }

    /// One warning per ambiguous album, naming its file and the `mbid:` lines that pin it.
    static func warnings(_ albums: [Album]) -> [Diagnostic] {
        MatchReport(albums: albums).albums.compactMap { file, match in
            guard match.ambiguous, let other = match.runnerUp else { return nil }
            let source = match.method == .search
                ? "the releases MusicBrainz's search found" : "the releases MusicBrainz links to Discogs release \(match.discogs.map { String($0) } ?? "?")"
            return .warning(
                file,
                "ambiguous match: two of \(source) fit what you wrote equally well and would make different pages "
                    + "(\(differences(match.chosen, other))): chose \(short(match.chosen)) over \(short(other)); "
                    + "\(pin(match.chosen, other)) (`linernotes check --matches` shows why)")
        }
    }

    /// `"Title" (2021-01-08, XW, Digital Media, 1 track)`
    static func short(_ candidate: ReleaseMatch.Candidate) -> String {
        let facts = [candidate.date, candidate.country, candidate.formats.isEmpty ? nil : candidate.formats.joined(separator: " + "),
            candidate.trackCount.map { Counted($0, "track").description }].compactMap { $0 }
        return "\"\(candidate.title)\" (\(facts.joined(separator: ", ")))"
    }
}
