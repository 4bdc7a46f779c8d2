import Basics
import Model

extension MusicBrainzClient {
    /// A release chosen for an album, with why.
    package struct Identified: Sendable {
        package var release: Release
        package var match: ReleaseMatch
    }

    /// What each fact weighs when a release disagrees with what the owner wrote, as beets' default distance weights
    /// have them (tenths): the date, the year, the format (media) and the track count 1 each, the label and the
    /// catalogue number ½ each. Title and artist weigh nothing here: a search keeps only releases agreeing on both.
    package enum Weights {
        static func of(_ fact: ReleaseMatch.Fact) -> Int {
            switch fact {
            case .title, .artist: 0
            case .released, .year, .format, .trackCount: 10
            case .label, .catalog: 5
            }
        }

        /// Two candidates closer than this fit equally well: less than the lightest fact's weight.
        package static let margin = 5
    }

    /// The best of `candidates` for `wanted`.
    static func preferred(_ candidates: [Release], _ wanted: Wanted) -> Release? {
        weigh(candidates, wanted)?.release
    }

    /// The one place a release is chosen among several: each candidate is weighed against what the owner wrote
    /// (the weights of the facts it disagrees on, `Weights`), then official releases with a date come before the
    /// others, then the earliest, then the higher search score. Returns the choice with its explanation: each
    /// candidate's checks, the runner-up, and whether the choice is ambiguous (README: "Why this release").
    package static func weigh(
        _ candidates: [Release], _ wanted: Wanted, method: ReleaseMatch.Method = .search, discogs: Int? = nil
    ) -> Identified? {
        let weighed = candidates.map { (release: $0, candidate: candidate($0, wanted)) }
        func key(_ entry: (release: Release, candidate: ReleaseMatch.Candidate)) -> (Int, Int, String, Int, String) {
            let date = entry.release.pressingDate
            return (entry.candidate.penalty, statusClass(entry.release), date?.description ?? "9999", -(entry.release.score ?? 0), entry.release.id)
        }
        let ordered = weighed.sorted { key($0) < key($1) }
        guard let best = ordered.first else { return nil }
        let rest = ordered.dropFirst()
        let runnerUp = rest.first { makesAnotherPage($0.candidate, best.candidate) } ?? rest.first
        let ambiguous = runnerUp.map {
            makesAnotherPage($0.candidate, best.candidate) && $0.candidate.penalty - best.candidate.penalty < Weights.margin
                && statusClass($0.release) == statusClass(best.release)
        } ?? false
        let match = ReleaseMatch(
            method: method, discogs: discogs, chosen: best.candidate, runnerUp: runnerUp?.candidate, ambiguous: ambiguous,
            considered: candidates.count)
        return Identified(release: best.release, match: match)
    }

    /// Official with a date (0), official undated (1), other dated (2), the rest (3).
    private static func statusClass(_ release: Release) -> Int {
        let dated = release.pressingDate != nil
        return release.status == "Official" ? (dated ? 0 : 1) : (dated ? 2 : 3)
    }

    /// Whether choosing `other` instead would show the album differently: another release group (another album),
    /// or another number of tracks (another track list).
    private static func makesAnotherPage(_ other: ReleaseMatch.Candidate, _ chosen: ReleaseMatch.Candidate) -> Bool {
        if let a = other.releaseGroupID, let b = chosen.releaseGroupID, a != b { return true }
        if let a = other.trackCount, let b = chosen.trackCount, a != b { return true }
        return false
    }

    /// `release` weighed against `wanted`: each fact the owner wrote that the release can be compared on (a label or
    /// catalogue number the release does not state disagrees; a date, format or track count it does not state is not
    /// compared, except a year or date against an undated release), and the weight of those it disagrees on.
    static func candidate(_ release: Release, _ wanted: Wanted) -> ReleaseMatch.Candidate {
        var checks: [ReleaseMatch.Check] = []
        func check(_ fact: ReleaseMatch.Fact, _ agrees: Bool, wrote: String, found: String) {
            checks.append(ReleaseMatch.Check(fact: fact, agrees: agrees, wrote: wrote, found: found))
        }
        check(.title, MatchKey.same(release.title, wanted.title), wrote: wanted.title, found: release.title)
        if !release.artistName.isEmpty {
            let artist = MatchKey(wanted.artist)
            let agrees = MatchKey(release.artistName).matches(artist) || (release.artistCredit ?? []).contains { MatchKey($0.name).matches(artist) }
            check(.artist, agrees, wrote: wanted.artist, found: release.artistName)
        }
        let date = release.pressingDate
        let found = date?.description ?? "no date"
        if let day = wanted.released { check(.released, date == day, wrote: day.description, found: found) }
        if let year = wanted.year ?? wanted.released?.year { check(.year, date?.year == year, wrote: String(year), found: found) }
        if let format = wanted.format, let kind = FormatKind(format), !release.formats.isEmpty {
            check(.format, release.formats.contains { FormatKind($0) == kind }, wrote: format, found: release.formats.joined(separator: " + "))
        }
        let labelInfo = release.labelInfo ?? []
        let labels = labelInfo.compactMap { $0.label?.name }.filter { !$0.isEmpty }
        // As beets weighs them: a release stating no label or number disagrees with the one the owner wrote.
        if let label = wanted.label, !label.isEmpty {
            check(.label, labels.contains { sameLabel($0, label) }, wrote: label, found: labels.isEmpty ? "none" : labels.joined(separator: ", "))
        }
        // MusicBrainz writes "[none]" for a release without one.
        let numbers = labelInfo.compactMap(\.catalogNumber).filter { !catalogKey($0).isEmpty && catalogKey($0) != "NONE" }
        if let catalog = wanted.catalog {
            let wrote = Set(catalog.split(whereSeparator: { $0 == "," || $0 == ";" }).map { catalogKey(String($0)) }.filter { !$0.isEmpty })
            if !wrote.isEmpty {
                check(
                    .catalog, numbers.contains { wrote.contains(catalogKey($0)) }, wrote: catalog,
                    found: numbers.isEmpty ? "none" : numbers.joined(separator: ", "))
            }
        }
        if let count = wanted.trackCount, let tracks = release.trackCount {
            check(.trackCount, count == tracks, wrote: String(count), found: String(tracks))
        }
        let penalty = checks.filter { !$0.agrees }.map { Weights.of($0.fact) }.reduce(0, +)
        return ReleaseMatch.Candidate(
            id: release.id, title: release.title, date: date?.description, country: release.country, status: release.status,
            formats: release.formats,
            labels: labelInfo.map { info in [info.label?.name, info.catalogNumber].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ") }
                .filter { !$0.isEmpty },
            trackCount: release.trackCount, releaseGroupID: release.releaseGroup?.id, searchScore: release.score, penalty: penalty,
            checks: checks)
    }

    /// Labels are the same when their names are, or one is the other with words added ("Geffen" and
    /// "Geffen Records", as Discogs and MusicBrainz may name one label; names of three letters or more).
    static func sameLabel(_ a: String, _ b: String) -> Bool {
        let x = MatchKey(a).text, y = MatchKey(b).text
        guard min(x.count, y.count) >= 3 else { return !x.isEmpty && x == y }
        return x == y || x.hasPrefix(y) || y.hasPrefix(x)
    }

    /// A catalogue number as compared: letters and digits only, case folded ("DGC-24425" = "dgc 24425").
    static func catalogKey(_ text: String) -> String {
        String(text.uppercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
    }
}
