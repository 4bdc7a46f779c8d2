import Foundation
import Model

/// A Discogs release as `GET /releases/{id}` answers it: the fields linernotes reads (recorded answers in
/// Tests/LinerNotesTests/Fixtures/discogs/), every one optional, as real answers leave them out or empty.
package struct DiscogsRelease: Decodable, Sendable {
    package struct Name: Decodable, Sendable {
        package var name: String?
        /// The name as the release credits it ("Busta Rhyme" for Busta Rhymes), when it differs.
        package var anv: String?
        package var join: String?
        package var role: String?
        /// "A1 to B2, C3": the tracks a release-level credit covers; empty for all.
        package var tracks: String?
        package var id: Int?
    }

    package struct Row: Decodable, Sendable {
        package var position: String?
        /// `track`, `heading` (a side's or a part's title) or `index` (a work whose parts are `sub_tracks`).
        package var type_: String?
        package var title: String?
        package var duration: String?
        package var artists: [Name]?
        package var extraartists: [Name]?
        package var sub_tracks: [Row]?
    }

    package struct Label: Decodable, Sendable {
        package var name: String?
        package var catno: String?
    }

    package struct Format: Decodable, Sendable {
        package var name: String?
        package var qty: String?
        package var descriptions: [String]?
        package var text: String?
    }

    package var id: Int?
    package var title: String?
    package var artists: [Name]?
    package var year: Int?
    package var released: String?
    package var country: String?
    package var labels: [Label]?
    package var formats: [Format]?
    package var tracklist: [Row]?
    package var extraartists: [Name]?
}

extension DiscogsRelease: IdentifiedAnswer {
    /// A release has an id or a title; an answer with neither is the wrong shape.
    package var isIdentified: Bool { id != nil || title != nil }

    /// Discogs' name for people: without the number that tells two artists of one name apart ("Nirvana (2)") and the
    /// `*` of a name variation, as credited (`anv`) when the release credits it otherwise.
    package static func shown(_ name: Name) -> String {
        let credited = (name.anv ?? "").trimmingCharacters(in: .whitespaces)
        return plain(credited.isEmpty ? name.name ?? "" : credited)
    }

    /// "Nirvana (2)" → "Nirvana", "Prince*" → "Prince", "Persuader, The" → "The Persuader" (Discogs' sort form).
    package static func plain(_ name: String) -> String {
        var text = name.trimmingCharacters(in: .whitespaces)
        while text.hasSuffix("*") { text.removeLast() }
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex,
            text[text.index(before: open)] == " ", text[text.index(after: open)..<text.index(before: text.endIndex)].allSatisfy(\.isNumber) {
            text = String(text[..<text.index(before: open)])
        }
        if text.hasSuffix(", The"), text.count > 5 { text = "The " + text.dropLast(5) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Names joined as Discogs joins them: "A, B & C", "Ravel – Munch".
    package static func credited(_ names: [Name]) -> [CreditedArtist] {
        names.enumerated().compactMap { index, name in
            let shown = shown(name)
            guard !shown.isEmpty else { return nil }
            let join = (name.join ?? "").trimmingCharacters(in: .whitespaces)
            let phrase = index == names.count - 1 || join.isEmpty ? (index == names.count - 1 ? "" : ", ") : join == "," ? ", " : " \(join) "
            return CreditedArtist(name: shown, joinphrase: phrase)
        }
    }

    /// The release's artists as credited, for the page's "credited as".
    package var artistCredit: String? {
        let text = CreditedArtist.text(Self.credited(artists ?? []))
        return text.isEmpty || text == "Various" ? nil : text
    }

    /// A track's own artists as credited; with the artists it features ("Featuring" among its credits) after the
    /// track's or the release's: "A Tribe Called Quest feat. Diamond D, Lord Jamar & Sadat X".
    func trackArtists(_ row: Row) -> [CreditedArtist] {
        var own = Self.credited(row.artists ?? [])
        let featured = (row.extraartists ?? []).filter { name in
            Self.roles(name.role ?? "").contains { $0.0.lowercased() == "featuring" }
        }
        guard !featured.isEmpty else { return own }
        if own.isEmpty { own = Self.credited(artists ?? []) }
        let guests = featured.map { Self.shown($0) }.filter { !$0.isEmpty }
        guard !own.isEmpty, !guests.isEmpty else { return own }
        own[own.count - 1].joinphrase = " feat. "
        for (index, guest) in guests.enumerated() {
            let join = index == guests.count - 1 ? "" : index == guests.count - 2 ? " & " : ", "
            own.append(CreditedArtist(name: guest, joinphrase: join))
        }
        return own
    }

    /// Which medium each position is on, in the list's order: "2-05" on the second; sides two to a record ("C1" and
    /// "D" on the second, "AA" a single's other side); "CD1-3", "CD2-1", "DVD-1" each medium in turn, numbered after
    /// the ones before it; plain numbers ("3", "3.1") on the first.
    package static func discs(_ positions: [String]) -> [Int] {
        var named: [String: Int] = [:]
        var highest = 0
        return positions.map { position in
            let text = position.trimmingCharacters(in: .whitespaces).uppercased()
            let letters = String(text.prefix { $0.isASCII && $0.isLetter })
            let rest = text.dropFirst(letters.count)
            var disc = 1
            if letters.isEmpty, let dash = text.firstIndex(of: "-"), let number = Int(text[..<dash]), number > 0 {
                disc = number
            } else if let letter = letters.unicodeScalars.first, Set(letters).count == 1, letters.count <= 2,
                rest.isEmpty || rest.first?.isNumber == true || rest.first == "." {
                disc = Int(letter.value - 65) / 2 + 1  // a side: A and B on the first record
            } else if letters.count >= 2 {
                let medium = letters + (rest.firstIndex(of: "-").map { String(rest[..<$0]) } ?? "")
                if let known = named[medium] {
                    disc = known
                } else {
                    disc = highest + 1
                    named[medium] = disc
                }
            }
            highest = max(highest, disc)
            return disc
        }
    }

    /// Each playable row as a track: a `track` row itself, an `index` row's parts titled "Work: Part" (the work alone
    /// when it has no parts listed); `heading` rows title nothing that plays and are left out.
    package var tracks: [(row: Row, track: Track)] {
        var found: [(Row, Track)] = []
        func add(_ row: Row, title: String) {
            let position = (row.position ?? "").trimmingCharacters(in: .whitespaces)
            let title = title.trimmingCharacters(in: .whitespaces)
            guard !title.isEmpty else { return }
            found.append((row, Track(
                title: title, length: (row.duration ?? "").isEmpty ? nil : Track.parseLength(row.duration ?? ""),
                number: position.isEmpty ? nil : position, credits: trackArtists(row))))
        }
        for row in tracklist ?? [] {
            switch row.type_ ?? "track" {
            case "heading": continue
            case "index":
                let parts = row.sub_tracks ?? []
                if parts.isEmpty { add(row, title: row.title ?? "") }
                for part in parts {
                    let work = (row.title ?? "").trimmingCharacters(in: .whitespaces)
                    let title = (part.title ?? "").trimmingCharacters(in: .whitespaces)
                    add(part, title: work.isEmpty ? title : title.isEmpty ? work : "\(work): \(title)")
                }
            default: add(row, title: row.title ?? "")
            }
        }
        let discs = Self.discs(found.map { $0.1.number ?? "" })
        for index in found.indices { found[index].1.disc = discs[index] }
        return found
    }

    /// Who made and played on it: release-level credits (those naming some tracks go to those tracks) and each
    /// track's own. Roles Discogs words its own way ("Written-By", "Bass [Electric]", "Mixed By") are read into
    /// the roles MusicBrainz's credits use; a role with no such counterpart (liner notes, lacquer cut) is left out.
    package var credits: AlbumCredits {
        let rows = tracks
        var result = AlbumCredits()
        var byTrack: [[Credit]] = Array(repeating: [], count: rows.count)
        let positions = rows.map { ($0.track.number ?? "").uppercased() }
        for name in extraartists ?? [] {
            let credits = Self.credits(name)
            guard !credits.isEmpty else { continue }
            let range = (name.tracks ?? "").trimmingCharacters(in: .whitespaces)
            let covered = Self.covered(range, positions: positions)
            if range.isEmpty {
                result.release = Self.adding(credits, to: result.release)
            } else {
                // A credit for tracks this list does not have (an index row's position, a typo) goes nowhere.
                for index in covered { byTrack[index] = Self.adding(credits, to: byTrack[index]) }
            }
        }
        for (index, row) in rows.enumerated() {
            byTrack[index] = Self.adding((row.row.extraartists ?? []).flatMap(Self.credits), to: byTrack[index])
        }
        var positionOnDisc: [Int: Int] = [:]
        for (index, row) in rows.enumerated() {
            let disc = row.track.disc
            positionOnDisc[disc, default: 0] += 1
            guard !byTrack[index].isEmpty else { continue }
            result.tracks.append(TrackCredits(
                disc: disc, position: positionOnDisc[disc] ?? 1, number: row.track.number, title: row.track.title, credits: byTrack[index]))
        }
        return result
    }

    /// `list` with each of `credits` it does not have yet ("Photography By, Photography By [Art Print]" is one credit).
    static func adding(_ credits: [Credit], to list: [Credit]) -> [Credit] {
        var result = list
        for credit in credits where !result.contains(credit) { result.append(credit) }
        return result
    }

    /// The tracks "A1 to B1, B3" names, by their index among `positions`; none when the text names none of them.
    static func covered(_ text: String, positions: [String]) -> [Int] {
        var covered: [Int] = []
        for part in text.split(separator: ",") {
            let ends = part.components(separatedBy: " to ").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            guard let first = ends.first, let start = positions.firstIndex(of: first) else { continue }
            let end = ends.count > 1 ? positions.firstIndex(of: ends[ends.count - 1]) ?? start : start
            covered += Array(start...max(start, end))
        }
        var seen = Set<Int>()
        return covered.filter { seen.insert($0).inserted }
    }

    /// One Discogs credit as credits of MusicBrainz's roles: "Bass, Guitar [Electric]" is two.
    static func credits(_ name: Name) -> [Credit] {
        let shown = shown(name)
        guard !shown.isEmpty else { return [] }
        return roles(name.role ?? "").compactMap { role, detail in
            let word = role.lowercased()
            if let known = namedRoles[word] { return Credit(role: known, name: shown) }
            if vocalRoles.contains(word) { return Credit(role: .vocal, name: shown, attributes: word == "vocals" ? [] : [word]) }
            if instruments.contains(word) || instruments.contains(detail.lowercased() + " " + word) {
                return Credit(role: .instrument, name: shown, attributes: [word])
            }
            return nil
        }
    }

    /// "Bass [Electric], Vocals" → [("Bass", "Electric"), ("Vocals", "")]: commas inside brackets do not split.
    static func roles(_ text: String) -> [(String, String)] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "[" { depth += 1 } else if character == "]" { depth = max(0, depth - 1) }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            guard let open = trimmed.firstIndex(of: "[") else { return (trimmed, "") }
            let role = trimmed[..<open].trimmingCharacters(in: .whitespaces)
            let detail = trimmed[trimmed.index(after: open)...].prefix { $0 != "]" }
            return (role, String(detail))
        }
    }

    static let namedRoles: [String: CreditRole] = [
        "producer": .producer, "co-producer": .producer, "engineer": .engineer, "recording engineer": .engineer,
        "recorded by": .recording, "mixed by": .mix, "mastered by": .mastering, "programmed by": .programming,
        "arranged by": .arranger, "orchestrated by": .orchestrator, "conductor": .conductor, "orchestra": .performingOrchestra,
        "chorus master": .chorusMaster, "concertmaster": .concertmaster, "leader": .concertmaster, "composed by": .composer,
        "music by": .composer, "lyrics by": .lyricist, "text by": .lyricist, "words by": .lyricist, "written-by": .writer, "written by": .writer,
        "songwriter": .writer, "libretto by": .librettist, "art direction": .artDirection, "design": .design,
        "graphics": .design, "artwork": .design, "artwork by": .design, "photography by": .photography, "photography": .photography,
        "performer": .performer,
    ]

    static let vocalRoles: Set<String> = [
        "vocals", "lead vocals", "backing vocals", "voice", "chorus", "choir", "soprano vocals", "alto vocals", "tenor vocals",
        "baritone vocals", "bass vocals", "rap", "mc",
    ]

    static let instruments: Set<String> = [
        "bass", "double bass", "electric bass", "bass guitar", "guitar", "acoustic guitar", "electric guitar", "drums", "percussion",
        "piano", "keyboards", "organ", "synthesizer", "saxophone", "alto saxophone", "tenor saxophone", "baritone saxophone",
        "soprano saxophone", "trumpet", "trombone", "flute", "clarinet", "violin", "viola", "cello", "harp", "harmonica",
        "banjo", "mandolin", "vibraphone", "congas", "bongos", "tambourine", "turntables", "horn", "french horn", "tuba",
        "oboe", "bassoon", "harpsichord", "accordion", "sitar", "tabla", "steel guitar", "pedal steel guitar", "ukulele",
        "strings", "drum programming", "drum machine", "sampler", "electric piano", "rhodes", "clavinet", "melodica",
    ]

    /// When it came out, as far as Discogs says: "1999-03-00" is March 1999; a year of 0 is not known.
    package var releaseDate: PartialDate? {
        if let released, !released.isEmpty {
            let parts = released.split(separator: "-").map(String.init)
            let kept = parts.prefix { $0 != "00" && $0 != "0" }
            if !kept.isEmpty, let date = PartialDate(kept.joined(separator: "-")) { return date }
        }
        return year.flatMap { $0 > 0 ? PartialDate(year: $0) : nil }
    }

    /// "Svek · SK032"; "Jive, Sony Music · 19439937541": each label once, then each catalogue number once (a label's
    /// first; "none" is none).
    package var labelText: String? {
        var names: [String] = [], numbers: [String] = []
        var seen = Set<String>()
        for label in labels ?? [] {
            let name = Self.plain(label.name ?? "")
            guard !name.isEmpty, seen.insert(name).inserted else { continue }
            names.append(name)
            let number = (label.catno ?? "").trimmingCharacters(in: .whitespaces)
            if !number.isEmpty, number.lowercased() != "none", !numbers.contains(number) { numbers.append(number) }
        }
        guard !names.isEmpty else { return nil }
        return names.joined(separator: ", ") + (numbers.isEmpty ? "" : " · " + numbers.joined(separator: ", "))
    }

    /// "2 × Vinyl, 12\", 33 ⅓ RPM": each format with its quantity and descriptions.
    package var formatText: String? {
        let parts = (formats ?? []).compactMap { format -> String? in
            guard let name = format.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
            let quantity = Int(format.qty ?? "") ?? 1
            let words = [quantity > 1 ? "\(quantity) × \(name)" : name] + (format.descriptions ?? []) + [format.text].compactMap { $0 }.filter { !$0.isEmpty }
            return words.joined(separator: ", ")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
